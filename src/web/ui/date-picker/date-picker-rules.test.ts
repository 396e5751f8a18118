import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampToBounds,
  formatTypedDate,
  isInRange,
  isMonthWithinBounds,
  moveDayFocus,
  moveGridIndex,
  parseTypedDate,
  rangeClick,
  rangeMonths,
  shiftMonth,
  sortRange,
  yearsPage,
} from './date-picker-rules';

const bounds = { minDate: '2026-11-10', maxDate: '2027-02-15' };

describe('parseTypedDate', () => {
  it('accepts an empty input as "no date", without error', () => {
    expect(parseTypedDate('', bounds)).toEqual({ value: null, error: null });
    expect(parseTypedDate('   ', bounds)).toEqual({ value: null, error: null });
  });

  it('reads dd/mm/yyyy (and forgives one-digit days and months, dots or dashes)', () => {
    expect(parseTypedDate('21/11/2026', bounds)).toEqual({ value: '2026-11-21', error: null });
    expect(parseTypedDate('3/1/2027', bounds)).toEqual({ value: '2027-01-03', error: null });
    expect(parseTypedDate('03.01.2027', bounds)).toEqual({ value: '2027-01-03', error: null });
    expect(parseTypedDate('03-01-2027', bounds)).toEqual({ value: '2027-01-03', error: null });
  });

  it.each(['abc', '31/02/2027', '2026-11-21', '21/13/2026', '21/11/26', '00/11/2026', '21/11/2026 10:00'])('gives an invalid-date error for %j', (text) =>
    expect(parseTypedDate(text, bounds)).toEqual({ value: null, error: 'invalid' }),
  );

  it('replaces a date before minDate by minDate and reports it', () => {
    expect(parseTypedDate('01/11/2026', bounds)).toEqual({ value: '2026-11-10', error: 'beforeMin' });
  });

  it('replaces a date after maxDate by maxDate and reports it', () => {
    expect(parseTypedDate('01/03/2027', bounds)).toEqual({ value: '2027-02-15', error: 'afterMax' });
  });

  it('has no bound when none is given', () => {
    expect(parseTypedDate('01/01/1990')).toEqual({ value: '1990-01-01', error: null });
  });
});

describe('formatTypedDate', () => {
  it('writes dd/mm/yyyy and nothing for no date', () => {
    expect(formatTypedDate('2026-01-05')).toBe('05/01/2026');
    expect(formatTypedDate(null)).toBe('');
  });
});

describe('views', () => {
  it('pages years by 16', () => {
    const page = yearsPage(2026);
    expect(page).toHaveLength(16);
    expect(page[0]).toBe(2016);
    expect(page[15]).toBe(2031);
    expect(yearsPage(2032)[0]).toBe(2032);
  });

  it('shows two consecutive months for a range, across a year end', () => {
    expect(rangeMonths({ year: 2026, month: 12 })).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });

  it('shifts months both ways', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 11 }, 14)).toEqual({ year: 2028, month: 1 });
  });

  it('knows which months hold a selectable day', () => {
    expect(isMonthWithinBounds(2026, 11, bounds)).toBe(true);
    expect(isMonthWithinBounds(2026, 10, bounds)).toBe(false);
    expect(isMonthWithinBounds(2027, 3, bounds)).toBe(false);
  });
});

describe('ranges', () => {
  it('sorts range values ascending', () => {
    expect(sortRange('2026-12-10', '2026-12-01')).toEqual({ start: '2026-12-01', end: '2026-12-10' });
    expect(sortRange(null, '2026-12-01')).toEqual({ start: '2026-12-01', end: null });
  });

  it('sets the start on the first click', () => {
    expect(rangeClick({ start: null, end: null }, '2026-12-05')).toEqual({ start: '2026-12-05', end: null });
  });

  it('sets the end on a second click not before the start (the same day included)', () => {
    expect(rangeClick({ start: '2026-12-05', end: null }, '2026-12-09')).toEqual({ start: '2026-12-05', end: '2026-12-09' });
    expect(rangeClick({ start: '2026-12-05', end: null }, '2026-12-05')).toEqual({ start: '2026-12-05', end: '2026-12-05' });
  });

  it('restarts the range on a second click before the start', () => {
    expect(rangeClick({ start: '2026-12-05', end: null }, '2026-12-01')).toEqual({ start: '2026-12-01', end: null });
  });

  it('starts a new range once one is complete', () => {
    expect(rangeClick({ start: '2026-12-05', end: '2026-12-09' }, '2026-12-20')).toEqual({ start: '2026-12-20', end: null });
  });

  it('tells which days are in the range', () => {
    const range = { start: '2026-12-05', end: '2026-12-09' };
    expect(isInRange('2026-12-05', range)).toBe(true);
    expect(isInRange('2026-12-07', range)).toBe(true);
    expect(isInRange('2026-12-10', range)).toBe(false);
  });
});

describe('keyboard moves', () => {
  it('moves by a day, a week, a month, a year, to the week start (Monday) and end (Sunday)', () => {
    const d = '2026-11-18'; // Wednesday
    expect(moveDayFocus(d, 'ArrowLeft')).toBe('2026-11-17');
    expect(moveDayFocus(d, 'ArrowRight')).toBe('2026-11-19');
    expect(moveDayFocus(d, 'ArrowUp')).toBe('2026-11-11');
    expect(moveDayFocus(d, 'ArrowDown')).toBe('2026-11-25');
    expect(moveDayFocus(d, 'PageUp')).toBe('2026-10-18');
    expect(moveDayFocus(d, 'PageDown')).toBe('2026-12-18');
    expect(moveDayFocus(d, 'PageDown', {}, true)).toBe('2027-11-18');
    expect(moveDayFocus(d, 'Home')).toBe('2026-11-16');
    expect(moveDayFocus(d, 'End')).toBe('2026-11-22');
  });

  it('never leaves the bounds', () => {
    expect(moveDayFocus('2026-11-10', 'ArrowLeft', bounds)).toBe('2026-11-10');
    expect(moveDayFocus('2027-02-10', 'PageDown', bounds)).toBe('2027-02-15');
  });

  it('keeps the 31st inside shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('moves in the months and years grids', () => {
    expect(moveGridIndex(4, 'ArrowDown', 3, 12)).toBe(7);
    expect(moveGridIndex(4, 'Home', 4, 16)).toBe(0);
    expect(moveGridIndex(4, 'End', 4, 16)).toBe(15);
    expect(moveGridIndex(0, 'ArrowLeft', 3, 12)).toBe(-1);
  });

  it('clamps to bounds', () => {
    expect(clampToBounds('2020-01-01', bounds)).toBe('2026-11-10');
  });
});
