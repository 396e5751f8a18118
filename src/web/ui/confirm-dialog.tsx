import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}

/** A yes/no question before something that cannot be undone (cancel, remove, revoke). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <Modal
      open={request !== null}
      title={request?.title ?? ''}
      onClose={onClose}
      role="alertdialog"
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            {request?.cancel}
          </Button>
          <Button
            onClick={() => {
              const action = request?.onConfirm;
              onClose();
              action?.();
            }}
          >
            {request?.confirm}
          </Button>
        </>
      }
    >
      <p>{request?.message}</p>
    </Modal>
  );
}
