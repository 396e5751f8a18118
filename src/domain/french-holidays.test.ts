import { describe, expect, it } from 'vitest';
import { easterSunday, frenchPublicHolidays, isFrenchPublicHoliday } from './french-holidays.js';

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (year, date) => expect(easterSunday(year)).toBe(date));

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => easterSunday(1200)).toThrow(RangeError);
  });
});

describe('frenchPublicHolidays', () => {
  it('lists the eleven days of 2026 in order', () => {
    expect(frenchPublicHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('moves Easter Monday, Ascension and Whit Monday with Easter', () => {
    const names = Object.fromEntries(frenchPublicHolidays(2025).map((h) => [h.name, h.date]));
    expect(names['Lundi de Pâques']).toBe('2025-04-21');
    expect(names['Ascension']).toBe('2025-05-29');
    expect(names['Lundi de Pentecôte']).toBe('2025-06-09');
  });

  it('answers day by day', () => {
    expect(isFrenchPublicHoliday('2026-11-11')).toBe(true);
    expect(isFrenchPublicHoliday('2026-05-14')).toBe(true);
    expect(isFrenchPublicHoliday('2026-11-17')).toBe(false);
    expect(isFrenchPublicHoliday('2026-04-05')).toBe(false); // Easter Sunday is a Sunday, not a bank holiday of its own
  });
});
