import { copy } from '../i18n/diner-language';
import { AcknowledgeDialog } from './alert-dialog';
import styles from './message-dialog.module.css';

/** A message from the server (or about a failed call); its error flag decides the style. */
export interface ServerMessage {
  error: boolean;
  message: string;
  title?: string;
}

export function MessageDialog({ message, onClose }: { message: ServerMessage | null; onClose: () => void }) {
  const tone = message?.error ? 'error' : 'success';
  return (
    <AcknowledgeDialog
      open={message !== null}
      title={message?.title ?? (message?.error ? copy.common.errorTitle : copy.myBooking.successTitle)}
      onClose={onClose}
      testId="message-dialog"
    >
      <p data-tone={tone} className={`${styles.dialogText} ${message?.error ? styles.dialogError : styles.dialogSuccess}`}>
        {message?.message}
      </p>
    </AcknowledgeDialog>
  );
}
