import { riskShortWords, riskWords } from '../../domain/guest-risk';
import type { BookingItem } from './dashboard-api';
import styles from './guest-risk.module.css';

// A guest's no-shows and late cancellations at this restaurant over the last twelve months, as the
// server counts them for the day's book (docs/guest-risk.md). Nothing is shown for a clean record.

const PREFIX = 'Historique du client : ';

/** The badge on a booking's line of the book and in its window. */
export function GuestRiskBadge({ booking }: { booking: Pick<BookingItem, 'risk'> }) {
  const words = booking.risk ? riskWords(booking.risk) : [];
  if (words.length === 0) return null;
  return (
    <span className={styles.badge} data-testid="guest-risk" data-no-shows={booking.risk?.noShows} data-late-cancellations={booking.risk?.lateCancellations}>
      <span className="visually-hidden">{PREFIX}</span>
      {words.join(' · ')}
    </span>
  );
}

/**
 * The same, compact, at the start of a timeline bar's second line ("2 abs. · "): the bar has no room
 * for a badge, and a short bar cuts its line's end, so the warning comes first.
 */
export function GuestRiskMark({ booking }: { booking: Pick<BookingItem, 'risk'> }) {
  const short = booking.risk ? riskShortWords(booking.risk) : '';
  if (!short) return null;
  return (
    <span className={styles.mark} data-testid="guest-risk-mark" title={riskWords(booking.risk!).join(' · ')}>
      {`${short} · `}
    </span>
  );
}

/** What a timeline bar's label adds for a screen reader: ", 2 absences en 12 mois". */
export function guestRiskLabel(booking: Pick<BookingItem, 'risk'>): string {
  const words = booking.risk ? riskWords(booking.risk) : [];
  return words.length ? `, ${words.join(', ')}` : '';
}
