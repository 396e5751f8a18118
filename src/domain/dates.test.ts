import { describe, it, expect } from 'vitest';
import {
  addDays,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  dmyToIso,
  formatLongFrenchDate,
  FRENCH_MONTHS,
  FRENCH_WEEKDAYS,
  frenchWeekdayName,
  isoToDmy,
  isoWeekday,
  isValidIsoDate,
  isValidTime,
  isValidTimeZone,
  minutesToTime,
  monthGrid,
  parseIsoDate,
  timeToMinutes,
  todayIn,
  zonedNow,
} from './dates.js';

describe('isValidIsoDate', () => {
  it.each(['2026-11-21', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01', '0001-01-01', '9999-12-31'])('accepts %s', (s) =>
    expect(isValidIsoDate(s)).toBe(true),
  );

  it.each([
    '',
    '2026-13-01',
    '2026-00-10',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-11-00',
    '2026-11-32',
    '2026-1-05',
    '26-11-21',
    '2026/11/21',
    '21-11-2026',
    ' 2026-11-21',
    '2026-11-21 ',
    '2026-11-21T00:00',
    '0000-01-01',
    '２０２６-11-21',
  ])('rejects %j', (s) => expect(isValidIsoDate(s)).toBe(false));

  it('rejects non-strings without throwing', () => {
    expect(isValidIsoDate(undefined as unknown as string)).toBe(false);
    expect(isValidIsoDate(20261121 as unknown as string)).toBe(false);
  });

  it('knows month lengths and leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('parseIsoDate splits into numbers', () => {
    expect(parseIsoDate('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
    expect(parseIsoDate('2026-02-30')).toBeNull();
  });
});

describe('times of day', () => {
  it.each(['00:00', '09:05', '12:30', '19:45', '23:59'])('accepts %s', (s) => expect(isValidTime(s)).toBe(true));
  it.each(['', '24:00', '12:60', '9:30', '12:5', '12h30', '12:30:00', ' 12:30', '-1:00'])('rejects %j', (s) => expect(isValidTime(s)).toBe(false));

  it('converts both ways', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('12:15')).toBe(735);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(735)).toBe('12:15');
    expect(minutesToTime(1439)).toBe('23:59');
    for (let m = 0; m < 1440; m += 7) expect(timeToMinutes(minutesToTime(m))).toBe(m);
  });

  it('throws on malformed input', () => {
    expect(() => timeToMinutes('25:00')).toThrow(RangeError);
    expect(() => timeToMinutes('')).toThrow(RangeError);
    expect(() => minutesToTime(1440)).toThrow(RangeError);
    expect(() => minutesToTime(-1)).toThrow(RangeError);
    expect(() => minutesToTime(12.5)).toThrow(RangeError);
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(addDays('2026-11-21', 10)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-31', 365)).toBe('2027-01-31');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('refuses invalid dates and fractional days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-21', 0.5)).toThrow(RangeError);
    expect(() => daysBetween('', '2026-11-21')).toThrow(RangeError);
  });

  it('counts days as b - a', () => {
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    // Cross-checked against Date.UTC arithmetic (numeric, no string parsing).
    expect(daysBetween('1970-01-01', '2026-11-21')).toBe(Date.UTC(2026, 10, 21) / 86_400_000);
    expect(daysBetween('1970-01-01', '2026-11-21')).toBe(20778);
  });

  it('round-trips addDays and daysBetween over many years', () => {
    let d = '2023-12-25';
    for (let i = 1; i <= 1500; i++) {
      d = addDays(d, 1);
      expect(isValidIsoDate(d)).toBe(true);
      expect(daysBetween('2023-12-25', d)).toBe(i);
    }
    expect(d).toBe('2028-02-02');
  });

  it('compares dates for sorting', () => {
    expect(compareIsoDates('2026-11-21', '2026-11-22')).toBe(-1);
    expect(compareIsoDates('2026-11-22', '2026-11-21')).toBe(1);
    expect(compareIsoDates('2026-11-21', '2026-11-21')).toBe(0);
    expect(['2027-01-01', '2026-12-31', '2026-02-01'].sort(compareIsoDates)).toEqual(['2026-02-01', '2026-12-31', '2027-01-01']);
  });
});

describe('weekdays and French names', () => {
  it('gives ISO weekdays, Monday = 1 … Sunday = 7', () => {
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('1969-12-29')).toBe(1);
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2024-02-29')).toBe(4);
    expect(isoWeekday('2000-01-01')).toBe(6);
  });

  it('cycles through the week', () => {
    const names = Array.from({ length: 7 }, (_, i) => frenchWeekdayName(addDays('2026-11-16', i)));
    expect(names).toEqual([...FRENCH_WEEKDAYS]);
  });

  it('has the French names in order', () => {
    expect(FRENCH_WEEKDAYS).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(FRENCH_MONTHS).toHaveLength(12);
    expect(FRENCH_MONTHS[0]).toBe('janvier');
    expect(FRENCH_MONTHS[1]).toBe('février');
    expect(FRENCH_MONTHS[7]).toBe('août');
    expect(FRENCH_MONTHS[11]).toBe('décembre');
  });

  it('formats long French dates', () => {
    expect(formatLongFrenchDate('2026-11-21')).toBe('samedi 21 novembre 2026');
    expect(formatLongFrenchDate('2026-11-21', { capitalize: true })).toBe('Samedi 21 novembre 2026');
    expect(formatLongFrenchDate('2026-12-01')).toBe('mardi 1 décembre 2026');
    expect(formatLongFrenchDate('2026-08-15', { capitalize: true })).toBe('Samedi 15 août 2026');
    expect(formatLongFrenchDate('2027-02-01', { capitalize: false })).toBe('lundi 1 février 2027');
    expect(formatLongFrenchDate('2024-02-29')).toBe('jeudi 29 février 2024');
    expect(() => formatLongFrenchDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('day-month-year route dates', () => {
  it('converts valid dates both ways', () => {
    expect(dmyToIso('21-11-2026')).toBe('2026-11-21');
    expect(dmyToIso('29-02-2024')).toBe('2024-02-29');
    expect(dmyToIso('01-01-2027')).toBe('2027-01-01');
    expect(isoToDmy('2026-11-21')).toBe('21-11-2026');
    expect(isoToDmy('2026-03-05')).toBe('05-03-2026');
  });

  it('round-trips', () => {
    for (const iso of ['2026-11-21', '2024-02-29', '2026-12-31', '2027-01-01']) {
      expect(dmyToIso(isoToDmy(iso))).toBe(iso);
    }
    for (const dmy of ['21-11-2026', '31-12-2026', '01-03-2026']) expect(isoToDmy(dmyToIso(dmy)!)).toBe(dmy);
  });

  it.each(['31-02-2026', '29-02-2026', '2026-13-01', '2026-11-21', '', '21-13-2026', '00-11-2026', '1-11-2026', '21/11/2026', '21-11-26', 'abc'])(
    'returns null for %j',
    (s) => expect(dmyToIso(s)).toBeNull(),
  );

  it('isoToDmy refuses invalid input', () => {
    expect(() => isoToDmy('2026-13-01')).toThrow(RangeError);
  });
});

describe('monthGrid', () => {
  it('pads November 2026 (starting on a Sunday) with six nulls', () => {
    const weeks = monthGrid(2026, 11);
    expect(weeks).toHaveLength(6);
    for (const w of weeks) expect(w).toHaveLength(7);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter((d) => d !== null)).toHaveLength(30);
  });

  it('needs only four weeks for February 2021 (starts Monday, 28 days)', () => {
    const weeks = monthGrid(2021, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2021-02-01');
    expect(weeks[3]![6]).toBe('2021-02-28');
    expect(weeks.flat()).not.toContain(null);
  });

  it('handles leap February and every column is the right weekday', () => {
    const weeks = monthGrid(2024, 2);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    for (const w of weeks) {
      w.forEach((d, i) => {
        if (d) expect(isoWeekday(d)).toBe(i + 1);
      });
    }
  });

  it('lists the days in order without gaps', () => {
    const days = monthGrid(2026, 12)
      .flat()
      .filter((d): d is string => d !== null);
    expect(days[0]).toBe('2026-12-01');
    days.forEach((d, i) => i > 0 && expect(daysBetween(days[i - 1]!, d)).toBe(1));
    expect(days.at(-1)).toBe('2026-12-31');
  });

  it('rejects impossible months', () => {
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
    expect(() => monthGrid(2026.5, 1)).toThrow(RangeError);
  });
});

describe('zonedNow', () => {
  it('reads the same instant in Paris and Kiritimati', () => {
    const instant = new Date('2026-11-21T10:30:00Z');
    expect(zonedNow('Europe/Paris', instant)).toEqual({ date: '2026-11-21', minutes: 11 * 60 + 30 });
    expect(zonedNow('Pacific/Kiritimati', instant)).toEqual({ date: '2026-11-22', minutes: 30 });
    expect(zonedNow('UTC', instant)).toEqual({ date: '2026-11-21', minutes: 630 });
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-22');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
  });

  it('rolls over at local midnight in Paris (winter, UTC+1)', () => {
    expect(zonedNow('Europe/Paris', new Date('2026-11-21T22:59:59Z'))).toEqual({ date: '2026-11-21', minutes: 1439 });
    expect(zonedNow('Europe/Paris', new Date('2026-11-21T23:00:00Z'))).toEqual({ date: '2026-11-22', minutes: 0 });
  });

  it('rolls over at local midnight in Paris (summer, UTC+2)', () => {
    expect(zonedNow('Europe/Paris', new Date('2026-07-14T21:59:00Z'))).toEqual({ date: '2026-07-14', minutes: 1439 });
    expect(zonedNow('Europe/Paris', new Date('2026-07-14T22:00:00Z'))).toEqual({ date: '2026-07-15', minutes: 0 });
  });

  it('rolls over at local midnight in Kiritimati (UTC+14)', () => {
    expect(zonedNow('Pacific/Kiritimati', new Date('2026-11-21T09:59:00Z'))).toEqual({ date: '2026-11-21', minutes: 1439 });
    expect(zonedNow('Pacific/Kiritimati', new Date('2026-11-21T10:00:00Z'))).toEqual({ date: '2026-11-22', minutes: 0 });
    expect(zonedNow('Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'))).toEqual({ date: '2027-01-01', minutes: 0 });
  });

  it('answers the same within a minute as a fresh reading of the zone, and a caller cannot change what is kept', () => {
    const zones = ['Europe/Paris', 'Pacific/Kiritimati', 'Pacific/Chatham', 'Asia/Kathmandu', 'America/St_Johns', 'Indian/Reunion'];
    const fresh = (timeZone: string, at: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
          .formatToParts(at)
          .map((p) => [p.type, p.value]),
      );
      return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
    };
    // Instants across midnight in several zones and Paris's spring change, and twice within each minute.
    let at = Date.UTC(2026, 2, 28, 20, 0, 0);
    for (let i = 0; i < 600; i++) {
      at += 37_000 + (i % 7) * 1_000;
      for (const zone of zones) {
        const answer = zonedNow(zone, new Date(at));
        expect(answer).toEqual(fresh(zone, new Date(at)));
        answer.minutes = -1;
        expect(zonedNow(zone, new Date(at + 500))).toEqual(fresh(zone, new Date(at + 500)));
      }
    }
  });

  it('jumps from 01:59 to 03:00 on the spring-forward Sunday in Paris', () => {
    expect(zonedNow('Europe/Paris', new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', minutes: 119 });
    expect(zonedNow('Europe/Paris', new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 180 });
    expect(zonedNow('Europe/Paris', new Date('2026-03-29T10:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 720 });
  });

  it('repeats 02:00–02:59 on the fall-back Sunday in Paris', () => {
    expect(zonedNow('Europe/Paris', new Date('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 150 });
    expect(zonedNow('Europe/Paris', new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 150 });
    expect(zonedNow('Europe/Paris', new Date('2026-10-25T11:00:00Z'))).toEqual({ date: '2026-10-25', minutes: 720 });
  });

  it('is not affected by DST elsewhere in Kiritimati', () => {
    expect(zonedNow('Pacific/Kiritimati', new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 15 * 60 });
    expect(zonedNow('Pacific/Kiritimati', new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 15 * 60 + 30 });
  });

  it('throws on an unknown zone', () => {
    expect(() => zonedNow('Europe/Atlantis', new Date('2026-11-21T10:30:00Z'))).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it.each(['Europe/Paris', 'Pacific/Kiritimati', 'UTC', 'America/Martinique', 'Indian/Reunion'])('accepts %s', (tz) => expect(isValidTimeZone(tz)).toBe(true));
  it.each(['', '  ', 'Europe/Atlantis', 'Paris', 'not a zone'])('rejects %j', (tz) => expect(isValidTimeZone(tz)).toBe(false));
  it('rejects non-strings', () => {
    expect(isValidTimeZone(undefined as unknown as string)).toBe(false);
  });
});
