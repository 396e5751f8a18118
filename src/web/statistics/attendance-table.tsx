import type { AttendanceRow } from '../../domain/booking-statistics';
import styles from '../ui/staff-page.module.css';
import { frStatistics } from './i18n';
import { ColumnHeads } from '../ui/column-heads';
import { ScrollRegion } from '../ui/scroll-region';

const t = frStatistics.attendance;

/**
 * No-shows by the diner's answer to the reminder, so the owner sees what the reminders change; the
 * rate first, so that a phone shows it without scrolling the table sideways.
 */
export function AttendanceTable({ rows }: { rows: AttendanceRow[] }) {
  return (
    <section className={styles.section} aria-labelledby="statistics-attendance">
      <h2 id="statistics-attendance" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      <ScrollRegion label={t.title}>
        <table className={styles.table} data-testid="statistics-attendance">
          <ColumnHeads labels={[t.state]} numbers={[t.noShowRate, t.noShows, t.settled]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.state} data-state={row.state}>
                <th scope="row">{t.states[row.state]}</th>
                <td className={styles.number}>
                  <strong>{row.settled === 0 ? '—' : frStatistics.percent(row.noShowRate)}</strong>
                </td>
                <td className={styles.number}>{row.noShows}</td>
                <td className={styles.number}>{row.settled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
