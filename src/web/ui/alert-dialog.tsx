import { copy } from '../i18n/diner-language';
import { Button } from './button';
import { Modal } from './modal';

export interface AlertMessage {
  title?: string;
  message: string;
}

/** A message the person acknowledges ('J'ai compris'), e.g. a refusal from the server. */
export function AlertDialog({ alert, onClose }: { alert: AlertMessage | null; onClose: () => void }) {
  return (
    <Modal
      open={alert !== null}
      title={alert?.title ?? copy.common.errorTitle}
      onClose={onClose}
      role="alertdialog"
      hideCloseButton
      testId="alert-dialog"
      footer={
        <Button onClick={onClose} autoFocus>
          {copy.common.ok}
        </Button>
      }
    >
      <p>{alert?.message}</p>
    </Modal>
  );
}
