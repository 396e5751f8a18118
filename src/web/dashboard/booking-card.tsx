import { memo } from 'react';
import { formatPhoneForDisplay } from '../../domain/phone-display';
import type { BookingItem } from './dashboard-api';
import { frDashboard } from './i18n';
import { GuestBadges } from './guest-badges';
import { PaymentBadge } from './payment-badge';
import { GuestRiskBadge } from './guest-risk-badge';
import { actionsFor, isClosed, notBefore } from './status';
import styles from './service-book.module.css';
import { PhoneNumber } from '../ui/phone-number';

const t = frDashboard.booking;

interface BookingCardProps {
  booking: BookingItem;
  onQuickAction: (booking: BookingItem, to: ReturnType<typeof actionsFor>[number]) => void;
  onOpen: (booking: BookingItem) => void;
  highlighted?: boolean;
  busy?: boolean;
}

/**
 * One line of the service book: everything the host needs at a glance, and the likely next move.
 * Memoised: a day's answer keeps the objects of unchanged bookings (React Query's structural
 * sharing), so a status change, a refetch or a dialog opening renders the rows that changed only.
 */
export const BookingCard = memo(function BookingCard({ booking: b, onQuickAction, onOpen, highlighted, busy }: BookingCardProps) {
  const quick = actionsFor(b.status)
    .filter((a) => !a.confirm && !notBefore(b, a))
    .slice(0, 2);
  return (
    <li
      className={`${styles.booking} ${isClosed(b) ? styles.closedBooking : ''} ${highlighted ? styles.highlighted : ''}`}
      data-testid="booking"
      data-status={b.status}
      data-guid={b.guid}
      aria-label={`${b.hour}, ${b.name}, ${t.coversLong(b.covers)}, ${t.status[b.status]}`}
    >
      <div className={styles.bookingMain}>
        <span className={styles.hour}>{b.hour}</span>
        <span className={styles.covers}>{t.covers(b.covers)}</span>
        <div className={styles.who}>
          <span className={styles.name}>{b.name}</span>
          <AttendanceBadge booking={b} />
          <PaymentBadge booking={b} />
          <GuestRiskBadge booking={b} />
          <GuestBadges booking={b} />
          {b.phone && (
            <a className={styles.phone} href={`tel:${b.phone}`}>
              <PhoneNumber>{formatPhoneForDisplay(b.phone)}</PhoneNumber>
            </a>
          )}
        </div>
        <span className={styles.tables}>{b.tables.length > 0 ? t.table(b.tables.map((x) => x.name).join(' + ')) : t.noTable}</span>
        <span className={`${styles.status} ${styles[`status_${b.status}`] ?? ''}`} data-testid="booking-status">
          {t.status[b.status]}
        </span>
        <span className={styles.source}>{t.source[b.source]}</span>
      </div>
      {(b.icons.length > 0 || b.answers.length > 0 || b.information || b.delayComment || b.staffNote || b.waiterName || b.preferredPlacement) && (
        <div className={styles.bookingExtra}>
          {b.icons.length > 0 && (
            <ul className={styles.icons} aria-label={frDashboard.dialog.preferences}>
              {b.icons.map((icon) => (
                <li key={icon.label} className={styles.icon}>
                  {icon.image && <img src={icon.image} alt="" width={16} height={16} />}
                  {icon.label}
                </li>
              ))}
            </ul>
          )}
          {b.preferredPlacement && <p className={styles.extraLine}>{t.placement(b.preferredPlacement)}</p>}
          {b.answers.map((answer) => (
            <p key={answer.question} className={styles.extraLine}>
              <span className={styles.question}>{answer.question}</span> {answer.answer}
            </p>
          ))}
          {b.information && (
            <p className={styles.extraLine}>
              <span className={styles.question}>{t.comment(b.source)} :</span> {b.information}
            </p>
          )}
          {b.delayComment && <p className={`${styles.extraLine} ${styles.delay}`}>{t.delay(b.delayComment)}</p>}
          {b.staffNote && (
            <p className={styles.extraLine}>
              <span className={styles.question}>{t.note} :</span> {b.staffNote}
            </p>
          )}
          {b.waiterName && <p className={styles.extraLine}>{t.waiter(b.waiterName)}</p>}
        </div>
      )}
      <div className={styles.bookingActions}>
        {quick.map((action) => (
          <button
            key={action.to}
            type="button"
            className={action.tone === 'primary' ? styles.actionPrimary : styles.action}
            onClick={() => onQuickAction(b, action)}
            disabled={busy}
          >
            {action.label}
          </button>
        ))}
        <button type="button" className={styles.action} onClick={() => onOpen(b)} aria-label={t.actions.detailsOf(b.name, b.hour)}>
          {t.actions.details}
        </button>
      </div>
    </li>
  );
});

/**
 * The diner's answer to the day-before reminder: confirmed (whatever happened since), or reminded
 * without an answer while the booking is still expected. Never reminded: nothing to show.
 */
function AttendanceBadge({ booking: b }: { booking: BookingItem }) {
  const shown = b.attendance === 'confirmed' || (b.attendance === 'reminded' && (b.status === 'confirmed' || b.status === 'pending'));
  if (!shown) return null;
  return (
    <span
      className={`${styles.attendance} ${b.attendance === 'confirmed' ? styles.attendanceConfirmed : ''}`}
      data-testid="booking-attendance"
      data-attendance={b.attendance}
    >
      {t.attendance[b.attendance]}
    </span>
  );
}
