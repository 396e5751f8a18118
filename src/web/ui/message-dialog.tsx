import { copy } from '../i18n/diner-language';
import { Button } from './button';
import { Modal } from './modal';
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
    <Modal
      open={message !== null}
      title={message?.title ?? (message?.error ? copy.common.errorTitle : copy.myBooking.successTitle)}
      onClose={onClose}
      role="alertdialog"
      hideCloseButton
      testId="message-dialog"
      footer={
        <Button onClick={onClose} autoFocus>
          {copy.common.ok}
        </Button>
      }
    >
      <p data-tone={tone} className={`${styles.dialogText} ${message?.error ? styles.dialogError : styles.dialogSuccess}`}>
        {message?.message}
      </p>
    </Modal>
  );
}
