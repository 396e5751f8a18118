import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  easterSunday,
  frenchPublicHolidays,
  holidayRegionOf,
  holidayRegionOfAddress,
  isFrenchPublicHoliday,
  publicHolidaysOf,
  regionalHolidays,
} from './french-holidays.js';

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

describe('regional holidays', () => {
  it('adds Good Friday (two days before Easter) and 26 December in Alsace-Moselle', () => {
    expect(regionalHolidays(2026, 'alsace-moselle').map((h) => h.date)).toEqual(['2026-04-03', '2026-12-26']);
    expect(regionalHolidays(2027, 'alsace-moselle').map((h) => h.date)).toEqual(['2027-03-26', '2027-12-26']);
    for (const year of [2024, 2025, 2026, 2027, 2038]) expect(regionalHolidays(year, 'alsace-moselle')[0]!.date).toBe(addDays(easterSunday(year), -2));
  });

  it.each([
    ['martinique', '05-22'],
    ['guadeloupe', '05-27'],
    ['guyane', '06-10'],
    ['reunion', '12-20'],
    ['mayotte', '04-27'],
    ['saint-martin', '05-28'],
    ['saint-barthelemy', '10-09'],
  ] as const)('adds the abolition of slavery in %s on %s, 2026 and 2027', (region, day) => {
    for (const year of [2026, 2027]) {
      expect(regionalHolidays(year, region)).toEqual([{ date: `${year}-${day}`, name: 'Abolition de l’esclavage' }]);
      expect(isFrenchPublicHoliday(`${year}-${day}`, region)).toBe(true);
      expect(isFrenchPublicHoliday(`${year}-${day}`, 'metropole')).toBe(false);
    }
  });

  it('keeps metropolitan France to the eleven national days', () => {
    expect(regionalHolidays(2026, 'metropole')).toEqual([]);
    expect(publicHolidaysOf(2026)).toEqual(frenchPublicHolidays(2026));
    expect(isFrenchPublicHoliday('2026-12-26')).toBe(false);
    expect(isFrenchPublicHoliday('2026-12-26', 'alsace-moselle')).toBe(true);
    expect(isFrenchPublicHoliday('2027-03-26', 'alsace-moselle')).toBe(true);
    expect(isFrenchPublicHoliday('2027-03-26', 'reunion')).toBe(false);
  });

  it('lists a region’s year in date order, national days included', () => {
    const dates = publicHolidaysOf(2027, 'alsace-moselle').map((h) => h.date);
    expect(dates).toHaveLength(13);
    expect(dates).toEqual([...dates].sort());
    expect(publicHolidaysOf(2026, 'reunion').map((h) => h.date)).toContain('2026-12-20');
  });
});

describe('holiday region of an address', () => {
  it.each([
    ['12 rue du Dôme, 67000 Strasbourg', 'alsace-moselle'],
    ['5 place d’Armes, 57000 Metz', 'alsace-moselle'],
    ['68100 Mulhouse', 'alsace-moselle'],
    ['1 rue de Rivoli, 75001 Paris', 'metropole'],
    ['12 rue Victor Hugo, 97100 Basse-Terre', 'guadeloupe'],
    ['97200 Fort-de-France', 'martinique'],
    ['97300 Cayenne', 'guyane'],
    ['10 rue de Paris, 97400 Saint-Denis', 'reunion'],
    ['97600 Mamoudzou', 'mayotte'],
    ['Marigot, 97150 Saint-Martin', 'saint-martin'],
    ['Gustavia, 97133 Saint-Barthélemy', 'saint-barthelemy'],
    ['Sans code postal', 'metropole'],
    ['', 'metropole'],
    ['123456 rue longue, 13001 Marseille', 'metropole'],
  ] as const)('%s → %s', (address, region) => expect(holidayRegionOfAddress(address)).toBe(region));

  it('follows the setting, and the address when left to auto', () => {
    expect(holidayRegionOf({ address: '75001 Paris', holiday_region: 'auto' })).toBe('metropole');
    expect(holidayRegionOf({ address: '67000 Strasbourg', holiday_region: 'auto' })).toBe('alsace-moselle');
    expect(holidayRegionOf({ address: '67000 Strasbourg', holiday_region: 'metropole' })).toBe('metropole');
    expect(holidayRegionOf({ address: '75001 Paris', holiday_region: 'reunion' })).toBe('reunion');
  });
});
