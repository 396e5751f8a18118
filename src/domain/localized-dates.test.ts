import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './localized-dates';

// A birthday read back to the diner: the day as people write it, never moved by the time zone.
describe('a date without its weekday', () => {
  it('writes the first of the month as an ordinal in French, and any other day as a number', () => {
    expect(formatDayMonthYear('1990-03-01', 'fr')).toBe('1er mars 1990');
    expect(formatDayMonthYear('1990-03-07', 'fr')).toBe('7 mars 1990');
    expect(formatDayMonthYear('1990-12-31', 'fr')).toBe('31 décembre 1990');
  });

  it('writes it as each language does, on the same day in every zone', () => {
    expect(formatDayMonthYear('1990-03-01', 'en')).toBe('1 March 1990');
    expect(formatDayMonthYear('1990-03-01', 'de')).toBe('1. März 1990');
    expect(formatDayMonthYear('1990-03-01', 'es')).toBe('1 de marzo de 1990');
    expect(formatDayMonthYear('1990-03-01', 'it')).toBe('1 marzo 1990');
  });
});
