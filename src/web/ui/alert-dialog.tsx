import type { ReactNode } from 'react';
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
    <AcknowledgeDialog open={alert !== null} title={alert?.title ?? copy.common.errorTitle} onClose={onClose} testId="alert-dialog">
      <p>{alert?.message}</p>
    </AcknowledgeDialog>
  );
}

/** The dialog of a message that needs only an 'OK': no close cross, the button takes the focus. */
export function AcknowledgeDialog({
  open,
  title,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      hideCloseButton
      testId={testId}
      footer={
        <Button onClick={onClose} autoFocus>
          {copy.common.ok}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
