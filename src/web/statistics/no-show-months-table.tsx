import { formatLongFrenchDate } from '../../domain/dates';
import type { NoShowMonth, NoShowTotals, ProtectionComparison } from '../../domain/no-show-months';
import styles from '../ui/staff-page.module.css';
import marks from './no-show-months.module.css';
import { ColumnHeads } from '../ui/column-heads';
import { ScrollRegion } from '../ui/scroll-region';
import { frStatistics } from './i18n';

const t = frStatistics.months;
const COLUMNS = 6;

export interface Protection {
  /** The restaurant's date the guarantee or deposit began; null when it asks nothing. */
  since: string | null;
  modes: readonly ('guarantee' | 'deposit')[];
  comparison: ProtectionComparison | null;
}

/**
 * No-shows and what deposits and fees brought in, month by month: the owner compares the months
 * before a card guarantee was asked with the months after. The rate first, as in the other tables.
 * The day the protection began is a line of its own, so the comparison reads without a legend.
 */
export function NoShowMonthsTable({ rows, protection }: { rows: NoShowMonth[]; protection: Protection }) {
  const { since, comparison } = protection;
  const kind = protection.modes.length === 2 ? 'both' : (protection.modes[0] ?? 'guarantee');
  const started = since ? t.started[kind](formatLongFrenchDate(since)) : null;
  const before = rows.filter((row) => row.period !== 'after');
  const after = rows.filter((row) => row.period === 'after');
  return (
    <section className={styles.section} aria-labelledby="statistics-months">
      <h2 id="statistics-months" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      {/* Outside the table, which scrolls sideways on a phone: a caption would be cut with it. */}
      <p id="statistics-months-protection" className={marks.protection}>
        {started ? t.description(started) : t.noProtection}
      </p>
      <ScrollRegion label={t.title}>
        <table className={styles.table} data-testid="statistics-months" aria-describedby="statistics-months-protection">
          <ColumnHeads labels={[t.month]} numbers={[t.noShowRate, t.noShows, t.bookings, t.collected, t.refunded]} />
          {before.length > 0 && (
            <tbody>
              {before.map((row) => (
                <MonthRow key={row.month} row={row} since={since} />
              ))}
            </tbody>
          )}
          {after.length > 0 && (
            // Its first row heads the months since, and marks the line between them and the months before.
            <tbody>
              <tr className={marks.separator} data-testid="statistics-protection-start">
                <th colSpan={COLUMNS} scope="rowgroup">
                  <span className={marks.separatorText}>{started}</span>
                </th>
              </tr>
              {after.map((row) => (
                <MonthRow key={row.month} row={row} since={since} />
              ))}
            </tbody>
          )}
          {/* Totals of one side only would repeat its months: a comparison needs both in the period. */}
          {comparison && before.length > 0 && after.length > 0 && (
            <tfoot>
              <Figures className={marks.totals} label={t.before[kind]} totals={comparison.before} testId="statistics-before" />
              <Figures className={marks.totals} label={t.after[kind]} totals={comparison.after} testId="statistics-after" />
            </tfoot>
          )}
        </table>
      </ScrollRegion>
    </section>
  );
}

function MonthRow({ row, since }: { row: NoShowMonth; since: string | null }) {
  const name = t.monthName(row.month);
  // The month the protection began in, unless it began on the 1st, is two rows: name each part.
  const day = since ? Number(since.slice(8, 10)) : 1;
  const split = since !== null && row.month === since.slice(0, 7) && day > 1;
  const label = !split ? name : row.period === 'before' ? t.monthBefore(name, day) : t.monthFrom(name, day);
  return <Figures label={label} totals={row} month={row.month} period={row.period} />;
}

function Figures(props: { label: string; totals: NoShowTotals; className?: string; testId?: string; month?: string; period?: string | null }) {
  const { totals } = props;
  return (
    <tr className={props.className} data-testid={props.testId} data-month={props.month} data-period={props.period ?? undefined}>
      <th scope="row">{props.label}</th>
      <td className={styles.number}>
        <strong>{totals.bookings === 0 ? '—' : frStatistics.percent(totals.noShowRate)}</strong>
      </td>
      <td className={styles.number}>{totals.noShows}</td>
      <td className={styles.number}>{totals.bookings}</td>
      <td className={styles.number}>{t.euros(totals.collectedCents)}</td>
      <td className={styles.number}>{t.euros(totals.refundedCents)}</td>
    </tr>
  );
}
