import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, compareIsoDates, monthGrid, parseIsoDate } from '../../../domain/dates';
import { copy } from '../../i18n/diner-language';
import { longDate, monthYear } from '../../i18n/diner-dates';
import { Spinner } from '../../ui/spinner';
import { compareMonths, initialMonth, isDaySelectable, monthOf, shiftMonth, type CalendarRules, type MonthRef } from '../calendar-rules';
import styles from './calendar.module.css';

export interface CalendarProps {
  rules: CalendarRules;
  /** False until the closed dates have arrived: an overlay covers the days and clicks are ignored. */
  loaded: boolean;
  value: string;
  onSelect: (date: string) => void;
}

/** A month calendar, weeks from Monday, arrow keys move between the days that can be picked. */
export function Calendar({ rules, loaded, value, onSelect }: CalendarProps) {
  const t = copy.wizard.date;
  const [month, setMonth] = useState<MonthRef>(() => initialMonth(value, rules));
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthGrid(month.year, month.month), [month]);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const selectable = new Set(loaded ? days.filter((d) => isDaySelectable(d, rules)) : []);
  const canPrev = compareMonths(month, monthOf(rules.minDate)) > 0;
  const canNext = compareMonths(month, monthOf(rules.maxDate)) < 0;
  const monthLabel = monthYear(month.year, month.month);
  const focusTarget = selectable.has(value) ? value : (days.find((d) => selectable.has(d)) ?? null);

  // A day of another month reached with the keyboard: show its month, then focus it.
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingFocus) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${pendingFocus}"]`)?.focus();
    setPendingFocus(null);
  }, [pendingFocus, month]);

  const focusDay = (date: string) => {
    const target = monthOf(date);
    if (compareMonths(target, month) !== 0) {
      setMonth(target);
      setPendingFocus(date);
      return;
    }
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    let target: string | undefined;
    if (step !== undefined) {
      // The next day that can be picked in that direction, within the booking window.
      let d = addDays(date, step);
      while (loaded && !isDaySelectable(d, rules) && compareIsoDates(d, rules.minDate) >= 0 && compareIsoDates(d, rules.maxDate) <= 0) {
        d = addDays(d, step > 0 ? 1 : -1);
      }
      if (loaded && isDaySelectable(d, rules)) target = d;
    } else if (e.key === 'Home') {
      target = days.find((d) => selectable.has(d));
    } else if (e.key === 'End') {
      target = [...days].reverse().find((d) => selectable.has(d));
    } else {
      return;
    }
    e.preventDefault();
    if (target) focusDay(target);
  };

  return (
    <div className={styles.calendar} data-testid="calendar">
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
          disabled={!canPrev}
          aria-label={t.previousMonth}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m15 18-6-6 6-6" />
          </svg>
        </button>
        <span className={styles.monthName} aria-live="polite" id="calendar-month">
          {monthLabel}
        </span>
        <button type="button" className={styles.monthButton} onClick={() => setMonth((m) => shiftMonth(m, 1))} disabled={!canNext} aria-label={t.nextMonth}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m9 18 6-6-6-6" />
          </svg>
        </button>
      </div>
      <table className={styles.grid} ref={gridRef} aria-labelledby="calendar-month" aria-busy={!loaded}>
        <thead>
          <tr>
            {t.weekdaysShort.map((short, i) => (
              <th key={short} scope="col" abbr={t.weekdaysLong[i]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((date, di) => {
                if (!date) return <td key={di} />;
                const canPick = selectable.has(date);
                const isSelected = date === value;
                const isToday = date === rules.today;
                const parts = [longDate(date)];
                if (isToday) parts.push(t.today);
                if (loaded && !canPick) parts.push(t.unavailableDay);
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={[styles.day, isSelected ? styles.selected : '', isToday ? styles.today : ''].join(' ')}
                      disabled={!canPick}
                      aria-pressed={isSelected}
                      aria-label={parts.join(', ')}
                      tabIndex={date === focusTarget ? 0 : -1}
                      onClick={() => {
                        if (loaded && canPick) onSelect(date);
                      }}
                      onKeyDown={(e) => onKeyDown(e, date)}
                    >
                      {parseIsoDate(date)!.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!loaded && (
        <div className={styles.overlay} data-testid="calendar-loading">
          <Spinner label={t.loadingDates} />
        </div>
      )}
    </div>
  );
}
