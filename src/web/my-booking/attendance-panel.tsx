import { bookingDate } from './booking-date';
import { useEffect, useRef } from 'react';
import { copy } from '../i18n/diner-language';
import { Button } from '../ui/button';
import type { MyBooking } from './api';
import styles from './my-booking.module.css';
import type { ReminderAnswer } from './reminder-answer';

interface Props {
  booking: MyBooking;
  answer: ReminderAnswer;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The diner's answer to the day-before reminder: already given, or the two buttons. Shown to a
 * reminded diner, or to one who followed the reminder's "Je confirme" link.
 */
export function AttendancePanel({ booking, answer, busy, onConfirm, onCancel }: Props) {
  const t = copy.myBooking.attendance;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const asked = booking.status !== 'waiting' && (booking.attendance === 'reminded' || answer === 'je-confirme');
  const open = booking.attendance !== 'confirmed' && asked && booking.can_confirm_attendance;

  // Arriving by the "Je confirme" link, the button the diner came for is the next thing to press.
  useEffect(() => {
    if (answer === 'je-confirme' && open) confirmRef.current?.focus();
  }, [answer, open]);

  if (booking.attendance === 'confirmed') {
    return (
      <p className={styles.attendanceDone} role="status" data-testid="attendance-confirmed">
        {t.confirmed}
      </p>
    );
  }
  if (answer === 'je-confirme' && !booking.can_confirm_attendance) {
    return (
      <p className={styles.notice} data-testid="attendance-closed">
        {t.past}
      </p>
    );
  }
  if (!open) return null;
  return (
    <section className={styles.attendance} aria-labelledby="attendance-heading" data-testid="attendance-panel">
      <h2 id="attendance-heading">{t.heading}</h2>
      <p>{t.text(bookingDate(booking), booking.hour)}</p>
      {/* Followed from the reminder's "Je confirme": the page changes nothing until the button is
          pressed (a mail scanner opening links must not confirm), so the diner is told to press it. */}
      {answer === 'je-confirme' && (
        <p className={styles.notice} data-testid="attendance-second-tap">
          {t.secondTap}
        </p>
      )}
      <div className={styles.attendanceActions}>
        <Button ref={confirmRef} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t.confirming : t.yes}
        </Button>
        <Button variant="secondary" className={styles.dangerButton} onClick={onCancel} disabled={busy}>
          {t.no}
        </Button>
      </div>
    </section>
  );
}
