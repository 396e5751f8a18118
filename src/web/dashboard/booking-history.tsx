import { useQuery } from '@tanstack/react-query';
import { formatRestaurantInstant } from '../lib/staff/restaurant-clock';
import { useDashboard } from './dashboard-context';
import { frDashboard } from './i18n';
import styles from './service-book.module.css';

const t = frDashboard;

/** Who changed the booking, when, from what to what. */
export function BookingHistory({ guid }: { guid: string }) {
  const { api } = useDashboard();
  const history = useQuery({ queryKey: ['booking-history', guid], queryFn: ({ signal }) => api.history(guid, signal) });
  return (
    <section aria-labelledby="history-heading">
      <h3 id="history-heading" className={styles.dialogHeading}>
        {t.dialog.history}
      </h3>
      {history.data && history.data.length === 0 && <p>{t.dialog.historyEmpty}</p>}
      <ol className={styles.history}>
        {(history.data ?? []).map((entry, i) => (
          <li key={i}>
            <span className={styles.historyWhen}>{formatRestaurantInstant(entry.at, 'short')}</span> · <strong>{entry.who}</strong> ·{' '}
            {t.history[entry.action] ?? entry.action}
            {describe(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A detail as written in the history (text or number); anything else shows as empty. */
const plainText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function describe(entry: { from: string | null; to: string | null; details: Record<string, unknown> }): string {
  const status = t.booking.status;
  if (entry.from || entry.to) {
    return ` : ${entry.from ? (status[entry.from] ?? entry.from) : '—'} → ${entry.to ? (status[entry.to] ?? entry.to) : '—'}`;
  }
  const from = entry.details.from;
  const to = entry.details.to;
  if (typeof from === 'string' || typeof to === 'string') return ` : « ${plainText(from)} » → « ${plainText(to)} »`;
  if (from && to && typeof from === 'object' && typeof to === 'object') {
    const f = from as Record<string, unknown>;
    const n = to as Record<string, unknown>;
    const part = (o: Record<string, unknown>) =>
      [o.date, o.hour, o.covers !== undefined ? t.booking.covers(Number(o.covers)) : null, Array.isArray(o.tables) ? o.tables.join(' + ') : null]
        .filter(Boolean)
        .join(', ');
    return ` : ${part(f)} → ${part(n)}`;
  }
  return '';
}
