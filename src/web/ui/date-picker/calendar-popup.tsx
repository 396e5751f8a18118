import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { daysInMonth, FRENCH_MONTHS } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/types';
import { ChoiceGrid, type Choice } from './choice-grid';
import { DayGrid } from './day-grid';
import { datePickerFr as t } from './date-picker-fr';
import {
  clampToBounds,
  isMonthWithinBounds,
  isNavigationKey,
  isoOf,
  isYearWithinBounds,
  monthTitle,
  moveDayFocus,
  moveGridIndex,
  rangeClick,
  shiftMonth,
  yearMonthOf,
  yearsPage,
  YEARS_PER_PAGE,
  type Bounds,
  type DateRange,
  type PickerView,
  type YearMonth,
} from './date-picker-rules';
import styles from './date-picker.module.css';

export interface CalendarPopupProps {
  id: string;
  label: string;
  months: 1 | 2;
  initialMonth: YearMonth;
  initialFocus: IsoDate;
  selected: DateRange;
  isRange: boolean;
  today?: IsoDate;
  bounds: Bounds;
  isDisabled: (date: IsoDate) => boolean;
  /** Move DOM focus into the grid (opened from the keyboard or the button) rather than stay in the input. */
  moveFocusIn: boolean;
  onFocusMoved: () => void;
  onPick: (next: DateRange) => void;
}

function monthIndex(m: YearMonth): number {
  return m.year * 12 + m.month - 1;
}

/** The popup below the field: days of one or two months, or the months or years to jump to. */
export function CalendarPopup(props: CalendarPopupProps) {
  const { bounds, months } = props;
  const [view, setView] = useState<PickerView>('day');
  const [first, setFirst] = useState<YearMonth>(props.initialMonth);
  const [focusDate, setFocusDate] = useState<IsoDate>(props.initialFocus);
  const [yearPageStart, setYearPageStart] = useState(yearsPage(props.initialMonth.year)[0]!);
  const [wantFocus, setWantFocus] = useState(props.moveFocusIn);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Focus inside the months and years views, remembered separately from the focused day.
  const [monthFocus, setMonthFocus] = useState(first.month - 1);
  const [yearFocus, setYearFocus] = useState(first.year);
  useEffect(() => setMonthFocus(first.month - 1), [first.month, view]);
  useEffect(() => setYearFocus(first.year), [first.year, view]);

  useEffect(() => {
    if (props.moveFocusIn) setWantFocus(true);
  }, [props.moveFocusIn]);

  const onFocusMoved = useRef(props.onFocusMoved);
  onFocusMoved.current = props.onFocusMoved;
  // Runs after the render that shows the cell to focus (a new month, view or page).
  useEffect(() => {
    if (!wantFocus) return;
    const target = bodyRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]');
    target?.focus();
    setWantFocus(false);
    onFocusMoved.current();
  }, [wantFocus, view, first, focusDate, yearPageStart, monthFocus, yearFocus]);

  /** Keeps the focused day visible: the shown months follow it. */
  function showDate(date: IsoDate) {
    const target = yearMonthOf(date);
    const offset = monthIndex(target) - monthIndex(first);
    if (offset < 0) setFirst(target);
    else if (offset > months - 1) setFirst(shiftMonth(target, -(months - 1)));
  }

  function focusDay(date: IsoDate) {
    setFocusDate(date);
    showDate(date);
    setWantFocus(true);
  }

  function pickDay(date: IsoDate) {
    if (props.isDisabled(date)) return;
    setFocusDate(date);
    props.onPick(props.isRange ? rangeClick(props.selected, date) : { start: date, end: null });
  }

  function onDayKey(event: KeyboardEvent<HTMLElement>, date: IsoDate) {
    if (isNavigationKey(event.key)) {
      event.preventDefault();
      focusDay(moveDayFocus(date, event.key, bounds, event.shiftKey));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pickDay(date);
    }
  }

  function stepMonths(delta: number) {
    const next = shiftMonth(first, delta);
    setFirst(next);
    const day = Math.min(Number(focusDate.slice(8, 10)), daysInMonth(next.year, next.month));
    setFocusDate(clampToBounds(isoOf(next.year, next.month, day), bounds));
  }

  function openMonthView() {
    setView('month');
    setWantFocus(true);
  }

  function openYearView() {
    setYearPageStart(yearsPage(first.year)[0]!);
    setView('year');
    setWantFocus(true);
  }

  function pickMonth(month: number) {
    const next = { year: first.year, month };
    setFirst(next);
    const day = Math.min(Number(focusDate.slice(8, 10)), daysInMonth(next.year, month));
    setFocusDate(clampToBounds(isoOf(next.year, month, day), bounds));
    setView('day');
    setWantFocus(true);
  }

  function pickYear(year: number) {
    setFirst({ year, month: first.month });
    setView('month');
    setWantFocus(true);
  }

  const monthChoices: Choice[] = FRENCH_MONTHS.map((name, i) => ({
    key: i + 1,
    label: t.monthsShort[i]!,
    fullLabel: `${name} ${first.year}`,
    disabled: !isMonthWithinBounds(first.year, i + 1, bounds),
    selected: props.selected.start !== null && yearMonthOf(props.selected.start).year === first.year && yearMonthOf(props.selected.start).month === i + 1,
  }));
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => yearPageStart + i);
  const yearChoices: Choice[] = years.map((year) => ({
    key: year,
    label: String(year),
    fullLabel: String(year),
    disabled: !isYearWithinBounds(year, bounds),
    selected: props.selected.start !== null && yearMonthOf(props.selected.start).year === year,
  }));

  function onChoiceKey(event: KeyboardEvent<HTMLElement>, index: number, kind: 'month' | 'year') {
    const choices = kind === 'month' ? monthChoices : yearChoices;
    if (isNavigationKey(event.key)) {
      event.preventDefault();
      const next = moveGridIndex(index, event.key, kind === 'month' ? 3 : 4, choices.length);
      if (kind === 'month') {
        const target = shiftMonth({ year: first.year, month: 1 }, next);
        setFirst({ year: target.year, month: first.month });
        setMonthFocus(target.month - 1);
      } else {
        const year = yearPageStart + next;
        if (next < 0 || next >= YEARS_PER_PAGE) setYearPageStart(yearsPage(year)[0]!);
        setYearFocus(year);
      }
      setWantFocus(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const choice = choices[index]!;
      if (choice.disabled) return;
      if (kind === 'month') pickMonth(choice.key);
      else pickYear(choice.key);
    }
  }

  const shown = Array.from({ length: months }, (_, i) => shiftMonth(first, i));
  const minMonth = bounds.minDate ? yearMonthOf(bounds.minDate) : null;
  const maxMonth = bounds.maxDate ? yearMonthOf(bounds.maxDate) : null;
  const canGoBack = !minMonth || monthIndex(first) > monthIndex(minMonth);
  const canGoForward = !maxMonth || monthIndex(shown[shown.length - 1]!) < monthIndex(maxMonth);

  return (
    <div className={`${styles.popup} ${months === 2 ? styles.popupWide : ''}`} role="dialog" id={props.id} aria-label={props.label}>
      {view === 'day' && (
        <>
          <div className={styles.header}>
            <button type="button" className={styles.navButton} aria-label={t.previousMonth} disabled={!canGoBack} onClick={() => stepMonths(-1)}>
              ‹
            </button>
            <button type="button" className={styles.titleButton} aria-label={t.chooseMonth(monthTitle(first))} onClick={openMonthView}>
              {months === 2 ? `${monthTitle(shown[0]!)} – ${monthTitle(shown[1]!)}` : monthTitle(first)}
            </button>
            <button type="button" className={styles.navButton} aria-label={t.nextMonth} disabled={!canGoForward} onClick={() => stepMonths(1)}>
              ›
            </button>
          </div>
          <div ref={bodyRef} className={styles.months}>
            {shown.map((m, i) => (
              <DayGrid
                key={`${m.year}-${m.month}`}
                gridId={`grid-${i}`}
                month={m}
                focusDate={isFocusShown(focusDate, shown) ? focusDate : firstShownEnabled(shown, props.isDisabled)}
                selected={props.selected}
                today={props.today}
                isDisabled={props.isDisabled}
                onPick={pickDay}
                onKeyDown={onDayKey}
                onFocusDate={setFocusDate}
              />
            ))}
          </div>
        </>
      )}
      {view === 'month' && (
        <>
          <div className={styles.header}>
            <button
              type="button"
              className={styles.navButton}
              aria-label={t.previousYear}
              onClick={() => setFirst({ year: first.year - 1, month: first.month })}
            >
              ‹
            </button>
            <button type="button" className={styles.titleButton} aria-label={t.chooseYear(first.year)} onClick={openYearView}>
              {first.year}
            </button>
            <button type="button" className={styles.navButton} aria-label={t.nextYear} onClick={() => setFirst({ year: first.year + 1, month: first.month })}>
              ›
            </button>
          </div>
          <div ref={bodyRef}>
            <ChoiceGrid
              label={`${t.monthsLabel} ${first.year}`}
              columns={3}
              choices={monthChoices}
              focusIndex={monthFocus}
              onPick={pickMonth}
              onKeyDown={(e, i) => onChoiceKey(e, i, 'month')}
            />
          </div>
        </>
      )}
      {view === 'year' && (
        <>
          <div className={styles.header}>
            <button type="button" className={styles.navButton} aria-label={t.previousYears} onClick={() => setYearPageStart(yearPageStart - YEARS_PER_PAGE)}>
              ‹
            </button>
            <span className={styles.title} aria-live="polite">
              {t.yearsRange(years[0]!, years[years.length - 1]!)}
            </span>
            <button type="button" className={styles.navButton} aria-label={t.nextYears} onClick={() => setYearPageStart(yearPageStart + YEARS_PER_PAGE)}>
              ›
            </button>
          </div>
          <div ref={bodyRef}>
            <ChoiceGrid
              label={t.yearsLabel}
              columns={4}
              choices={yearChoices}
              focusIndex={Math.min(Math.max(yearFocus - yearPageStart, 0), YEARS_PER_PAGE - 1)}
              onPick={pickYear}
              onKeyDown={(e, i) => onChoiceKey(e, i, 'year')}
            />
          </div>
        </>
      )}
    </div>
  );
}

function isFocusShown(date: IsoDate, shown: YearMonth[]): boolean {
  const m = yearMonthOf(date);
  return shown.some((s) => s.year === m.year && s.month === m.month);
}

/** When the focused day scrolled out of view (month buttons), the tab stop goes to the first open day shown. */
function firstShownEnabled(shown: YearMonth[], isDisabled: (date: IsoDate) => boolean): IsoDate {
  for (const m of shown) {
    for (let d = 1; d <= daysInMonth(m.year, m.month); d++) {
      const date = isoOf(m.year, m.month, d);
      if (!isDisabled(date)) return date;
    }
  }
  return isoOf(shown[0]!.year, shown[0]!.month, 1);
}
