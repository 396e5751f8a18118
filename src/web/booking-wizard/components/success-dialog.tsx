import { copy } from '../../i18n/diner-language';
import { longDate } from '../../i18n/diner-dates';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { CreatedBooking } from '../types';

/** What the success dialog shows of a booking just made (the wizard's `onBooked`). */
export interface BookedInfo {
  covers: number;
  date: string;
  hour: string;
  isWaiting: boolean;
  booking: CreatedBooking;
}
import summaryStyles from './summary-page.module.css';

/** After "Réserver": what was booked, and what the diner must still do. */
export function SuccessDialog({ info, onClose }: { info: BookedInfo | null; onClose: () => void }) {
  const t = copy.wizard.summary;
  return (
    <Modal
      open={info !== null}
      title={info?.isWaiting ? t.successWaitingTitle : t.successTitle}
      onClose={onClose}
      hideCloseButton
      testId="success-dialog"
      footer={<Button onClick={onClose}>{t.successClose}</Button>}
    >
      {info && (
        <div className={summaryStyles.success}>
          <span className={summaryStyles.successIcon} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m5 12 5 5 9-10" />
            </svg>
          </span>
          <p data-testid="success-details">
            {(info.isWaiting ? t.successWaitingDetails : t.successDetails)(copy.common.persons(info.covers), longDate(info.date), info.hour)}
          </p>
          {info.booking.reference && (
            <p className={summaryStyles.reference}>
              {info.isWaiting ? t.successWaitingReference : t.successReference}
              <span className={summaryStyles.referenceValue} data-testid="success-reference">
                {info.booking.reference}
              </span>
            </p>
          )}
          {/* A waiting-list request is not a booking: no confirmation is promised. A booking the
              restaurant confirms at once says so (its e-mail says "Réservation confirmée"); one that
              waits for the diner's link says what to do next. */}
          <p data-testid="success-next">
            {info.isWaiting ? t.successWaiting : info.booking.status === 'confirmed' ? t.successConfirmed(info.covers) : t.successConfirmation(info.covers)}
          </p>
          {!info.isWaiting && info.booking.status === 'pending' && (
            <p className={summaryStyles.successAction} data-testid="success-action">
              {t.successPendingLink}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
