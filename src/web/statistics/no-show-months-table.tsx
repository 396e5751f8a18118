import type { NoShowMonth } from '../../domain/no-show-months';
import styles from '../ui/staff-page.module.css';
import { ColumnHeads } from '../ui/column-heads';
import { ScrollRegion } from '../ui/scroll-region';
import { frStatistics } from './i18n';

const t = frStatistics.months;

/**
 * No-shows and what deposits and fees brought in, month by month: the owner compares the months
 * before a card guarantee was asked with the months after. The rate first, as in the other tables.
 */
export function NoShowMonthsTable({ rows }: { rows: NoShowMonth[] }) {
  return (
    <section className={styles.section} aria-labelledby="statistics-months">
      <h2 id="statistics-months" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      <ScrollRegion label={t.title}>
        <table className={styles.table} data-testid="statistics-months">
          <ColumnHeads labels={[t.month]} numbers={[t.noShowRate, t.noShows, t.bookings, t.collected, t.refunded]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.month} data-month={row.month}>
                <th scope="row">{t.monthName(row.month)}</th>
                <td className={styles.number}>
                  <strong>{row.bookings === 0 ? '—' : frStatistics.percent(row.noShowRate)}</strong>
                </td>
                <td className={styles.number}>{row.noShows}</td>
                <td className={styles.number}>{row.bookings}</td>
                <td className={styles.number}>{t.euros(row.collectedCents)}</td>
                <td className={styles.number}>{t.euros(row.refundedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
