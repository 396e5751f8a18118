import { GuestBadges } from './guest-badges';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { buildServiceSheet } from '../../domain/service-sheet';
import { paths } from '../lib/paths';
import { setDocumentHead } from '../lib/head';
import { staffSession } from '../lib/staff/session';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useDashboard } from './dashboard-context';
import { frDashboard } from './i18n';
import { readServiceFocus } from './service-focus';
import styles from './service-sheet.module.css';
import { ColumnHeads } from '../ui/column-heads';

const t = frDashboard.sheet;
const b = frDashboard.booking;

/**
 * The feuille de service: one service's expected parties on one A4 page, for the kitchen and the
 * floor. It reads the same day as the book (and follows it live until it is printed).
 */
export function ServiceSheetPage() {
  const { api } = useDashboard();
  const [params] = useSearchParams();
  const { date, service } = readServiceFocus(params);
  const day = useQuery({ queryKey: ['service-book', date], queryFn: ({ signal }) => api.day(date, signal) });
  const serviceName = service === 'noon' ? frDashboard.day.noon : frDashboard.day.evening;
  const heading = t.heading(serviceName, formatLongFrenchDate(date));

  useEffect(() => {
    setDocumentHead({ title: frDashboard.documentTitle(heading), robots: 'noindex,nofollow', keywords: null });
  }, [heading]);

  const sheet = day.data ? buildServiceSheet(day.data.bookings, day.data.waiting, service) : null;
  return (
    <main className={styles.page}>
      <div className={styles.actions} data-no-print>
        <Link className={styles.back} to={paths.serviceBookAt({ date, service })}>
          ‹ {t.back}
        </Link>
        <Button onClick={() => window.print()} disabled={!sheet}>
          {t.print}
        </Button>
      </div>
      <div className={styles.sheetHead}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.restaurant}>{staffSession.restaurantName()}</p>
        {sheet && (
          <p className={styles.totals} data-testid="sheet-totals">
            {t.totals(sheet.bookings, sheet.covers)}
            {sheet.unassigned > 0 && <strong> · {t.unassigned(sheet.unassigned)}</strong>}
          </p>
        )}
      </div>
      {day.isPending && <Spinner label={frDashboard.day.loading} />}
      {day.isError && !sheet && <p role="alert">{frDashboard.day.error}</p>}
      {sheet && sheet.rows.length === 0 && <p className={styles.empty}>{t.empty}</p>}
      {sheet && sheet.rows.length > 0 && (
        <table className={styles.table} data-testid="service-sheet">
          <ColumnHeads labels={[t.columns.hour, t.columns.covers, t.columns.name, t.columns.table, t.columns.status, t.columns.notes]} />
          <tbody>
            {sheet.rows.map(({ booking, notes }) => (
              <tr key={booking.guid} data-testid="sheet-row">
                <td className={styles.hour}>{booking.hour}</td>
                <td className={styles.number}>{b.covers(booking.covers)}</td>
                <td className={styles.name}>
                  {booking.name}
                  <GuestBadges booking={booking} />
                </td>
                <td className={styles.tables}>{booking.tables.length > 0 ? booking.tables.map((x) => x.name).join(' + ') : <em>{b.noTable}</em>}</td>
                <td className={styles.status}>{b.status[booking.status]}</td>
                <td className={styles.notes}>
                  {notes.map((note) => (
                    <span key={note} className={styles.note}>
                      {note}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sheet && sheet.waiting.length > 0 && (
        <section className={styles.waiting} aria-labelledby="sheet-waiting">
          <h2 id="sheet-waiting">{t.waiting}</h2>
          <ul>
            {sheet.waiting.map((w) => (
              <li key={w.guid}>
                {w.hour} · {b.coversLong(w.covers)} · {w.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

export { ServiceSheetPage as Component };
