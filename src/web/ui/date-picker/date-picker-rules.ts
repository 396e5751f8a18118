// The date picker's rules, without React: views, typed input, bounds, ranges and keyboard moves.
// Dates are `YYYY-MM-DD` strings and all arithmetic goes through the domain's calendar functions,
// so the picker shows the same days in every browser time zone.

import { addDays, compareIsoDates, daysInMonth, FRENCH_MONTHS, isoWeekday, monthGrid, parseIsoDate } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/types';

export type PickerView = 'day' | 'month' | 'year';
export const YEARS_PER_PAGE = 16;

export interface Bounds {
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
}

export interface YearMonth {
  year: number;
  month: number;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function isoOf(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function yearMonthOf(date: IsoDate): YearMonth {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date ${date}`);
  return { year: parts.year, month: parts.month };
}

/** dd/mm/yyyy, what a French user reads and types. */
export function formatTypedDate(date: IsoDate | null | undefined): string {
  if (!date) return '';
  const parts = parseIsoDate(date);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : '';
}

export type TypedDateError = 'invalid' | 'beforeMin' | 'afterMax';

export interface TypedDateResult {
  /** The date to keep: null for an empty or unparsable input, the bound when out of range. */
  value: IsoDate | null;
  error: TypedDateError | null;
}

const TYPED_RE = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;

/**
 * Reads what was typed. Empty is valid (no date). Something that is not a real dd/mm/yyyy date is
 * an invalid-date error. A date before minDate or after maxDate is replaced by that bound and
 * reports the error, so the field always ends up holding an allowed value.
 */
export function parseTypedDate(text: string, bounds: Bounds = {}): TypedDateResult {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  const m = TYPED_RE.exec(trimmed);
  const date = m ? isoOf(Number(m[3]), Number(m[2]), Number(m[1])) : null;
  if (!date || !parseIsoDate(date)) return { value: null, error: 'invalid' };
  if (bounds.minDate && compareIsoDates(date, bounds.minDate) < 0) return { value: bounds.minDate, error: 'beforeMin' };
  if (bounds.maxDate && compareIsoDates(date, bounds.maxDate) > 0) return { value: bounds.maxDate, error: 'afterMax' };
  return { value: date, error: null };
}

export function isWithinBounds(date: IsoDate, bounds: Bounds): boolean {
  if (bounds.minDate && compareIsoDates(date, bounds.minDate) < 0) return false;
  if (bounds.maxDate && compareIsoDates(date, bounds.maxDate) > 0) return false;
  return true;
}

export function clampToBounds(date: IsoDate, bounds: Bounds): IsoDate {
  if (bounds.minDate && compareIsoDates(date, bounds.minDate) < 0) return bounds.minDate;
  if (bounds.maxDate && compareIsoDates(date, bounds.maxDate) > 0) return bounds.maxDate;
  return date;
}

/** A whole month is selectable in the months view when any of its days is. */
export function isMonthWithinBounds(year: number, month: number, bounds: Bounds): boolean {
  const first = isoOf(year, month, 1);
  const last = isoOf(year, month, daysInMonth(year, month));
  return !(bounds.maxDate && compareIsoDates(first, bounds.maxDate) > 0) && !(bounds.minDate && compareIsoDates(last, bounds.minDate) < 0);
}

export function isYearWithinBounds(year: number, bounds: Bounds): boolean {
  return (
    !(bounds.maxDate && compareIsoDates(isoOf(year, 1, 1), bounds.maxDate) > 0) && !(bounds.minDate && compareIsoDates(isoOf(year, 12, 31), bounds.minDate) < 0)
  );
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Same day n months later; the 31st becomes the month's last day rather than spilling over. */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date ${date}`);
  const target = shiftMonth(parts, n);
  return isoOf(target.year, target.month, Math.min(parts.day, daysInMonth(target.year, target.month)));
}

function addYears(date: IsoDate, n: number): IsoDate {
  return addMonths(date, 12 * n);
}

/** The 16 years of the page that contains `year` (pages start at multiples of 16). */
export function yearsPage(year: number): number[] {
  const start = Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE;
  return Array.from({ length: YEARS_PER_PAGE }, (_, i) => start + i);
}

export function monthTitle({ year, month }: YearMonth): string {
  return `${FRENCH_MONTHS[month - 1]} ${year}`;
}

export { monthGrid };

/** Two consecutive months, what the range picker shows side by side. */
export function rangeMonths(first: YearMonth): [YearMonth, YearMonth] {
  return [first, shiftMonth(first, 1)];
}

export interface DateRange {
  start: IsoDate | null;
  end: IsoDate | null;
}

/** Ascending whatever order they were given in. */
export function sortRange(a: IsoDate | null, b: IsoDate | null): DateRange {
  if (a && b && compareIsoDates(a, b) > 0) return { start: b, end: a };
  if (!a && b) return { start: b, end: null };
  return { start: a, end: b };
}

/**
 * A click in range mode: the first click sets the start; a second click on or after the start sets
 * the end; one before the start (or any click once the range is complete) starts a new range.
 */
export function rangeClick(range: DateRange, date: IsoDate): DateRange {
  if (!range.start || range.end) return { start: date, end: null };
  if (compareIsoDates(date, range.start) < 0) return { start: date, end: null };
  return { start: range.start, end: date };
}

export function isInRange(date: IsoDate, range: DateRange): boolean {
  if (!range.start) return false;
  if (!range.end) return date === range.start;
  return compareIsoDates(date, range.start) >= 0 && compareIsoDates(date, range.end) <= 0;
}

export type NavigationKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End';

const NAVIGATION_KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

export function isNavigationKey(key: string): key is NavigationKey {
  return NAVIGATION_KEYS.has(key);
}

/**
 * Where the focus goes in the days grid (the ARIA date-grid pattern): arrows by a day or a week,
 * PageUp/PageDown by a month (Shift: a year), Home/End to the start (Monday) or end of the week.
 * Never past a bound.
 */
export function moveDayFocus(date: IsoDate, key: NavigationKey, bounds: Bounds = {}, shift = false): IsoDate {
  let next: IsoDate;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'PageUp':
      next = shift ? addYears(date, -1) : addMonths(date, -1);
      break;
    case 'PageDown':
      next = shift ? addYears(date, 1) : addMonths(date, 1);
      break;
    case 'Home':
      next = addDays(date, 1 - isoWeekday(date));
      break;
    case 'End':
      next = addDays(date, 7 - isoWeekday(date));
      break;
  }
  return clampToBounds(next, bounds);
}

/** Focus moves in the months view (a 3-column grid of 12) and the years view (4 columns of 16). */
export function moveGridIndex(index: number, key: NavigationKey, columns: number, count: number): number {
  const moves: Record<NavigationKey, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -columns,
    ArrowDown: columns,
    PageUp: -count,
    PageDown: count,
    Home: -index,
    End: count - 1 - index,
  };
  return index + moves[key];
}
