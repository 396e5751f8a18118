import type { KeyboardEvent } from 'react';
import { formatLongFrenchDate } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/types';
import { datePickerFr as t } from './date-picker-fr';
import { isInRange, monthGrid, monthTitle, type DateRange, type YearMonth } from './date-picker-rules';
import styles from './date-picker.module.css';

export interface DayGridProps {
  month: YearMonth;
  /** The day that holds the roving tab stop (one per picker). */
  focusDate: IsoDate;
  selected: DateRange;
  today?: IsoDate;
  isDisabled: (date: IsoDate) => boolean;
  onPick: (date: IsoDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, date: IsoDate) => void;
  onFocusDate: (date: IsoDate) => void;
  gridId: string;
}

/** One month as an ARIA grid: weeks as rows, Monday first; days outside the month stay empty. */
export function DayGrid({ month, focusDate, selected, today, isDisabled, onPick, onKeyDown, onFocusDate, gridId }: DayGridProps) {
  const weeks = monthGrid(month.year, month.month);
  const titleId = `${gridId}-title`;
  return (
    <table role="grid" aria-labelledby={titleId} className={styles.grid}>
      <caption id={titleId} className={styles.caption}>
        {monthTitle(month)}
      </caption>
      <thead>
        <tr>
          {t.weekdaysShort.map((short, i) => (
            <th key={short} scope="col" abbr={t.weekdaysLong[i]}>
              <span aria-hidden="true">{short}</span>
              <span className={styles.srOnly}>{t.weekdaysLong[i]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={d} className={styles.empty} />;
              const disabled = isDisabled(date);
              const isSelected = isInRange(date, selected);
              const edge = date === selected.start || date === selected.end;
              const className = [
                styles.day,
                isSelected ? styles.selected : '',
                isSelected && !edge ? styles.inRange : '',
                date === today ? styles.today : '',
                disabled ? styles.disabled : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <td
                  key={date}
                  role="gridcell"
                  data-date={date}
                  tabIndex={date === focusDate ? 0 : -1}
                  aria-selected={isSelected}
                  aria-disabled={disabled || undefined}
                  aria-current={date === today ? 'date' : undefined}
                  aria-label={`${formatLongFrenchDate(date)}${date === today ? `, ${t.today}` : ''}`}
                  className={className}
                  onClick={() => !disabled && onPick(date)}
                  onKeyDown={(e) => onKeyDown(e, date)}
                  onFocus={() => onFocusDate(date)}
                >
                  {Number(date.slice(8, 10))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
