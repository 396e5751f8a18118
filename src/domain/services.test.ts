import { describe, it, expect } from 'vitest';
import { activeWeekdays, bookingWindowBounds, DEFAULT_TURN_MINUTES, isDateSelectable, openServicesOn, slotsForService, turnMinutesFor } from './services.js';
import type { ClosedDate, ServiceRule } from './types.js';
import { CLOSED_ON_MONDAYS } from '../../tests/support/weekdays';

function service(over: Partial<ServiceRule> = {}): ServiceRule {
  return {
    id: 1,
    kind: 'noon',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    firstSeating: '12:00',
    lastSeating: '13:30',
    intervalMinutes: 15,
    turnTimes: [],
    maxCoversPerSlot: null,
    maxCoversPerService: null,
    ...over,
  };
}

// Tuesday to Saturday lunch, Thursday to Sunday dinner: closed on Mondays.
const noon = service({ id: 1, kind: 'noon', weekdays: [2, 3, 4, 5, 6] });
const evening = service({ id: 2, kind: 'evening', weekdays: [4, 5, 6, 7], firstSeating: '19:00', lastSeating: '22:00', intervalMinutes: 30 });
const services = [noon, evening];

describe('slotsForService', () => {
  it('lists every interval from first to last seating inclusive', () => {
    expect(slotsForService(noon)).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30']);
    expect(slotsForService(evening)).toEqual(['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00']);
  });

  it('stops before the last seating when the interval does not land on it', () => {
    expect(slotsForService(service({ firstSeating: '12:00', lastSeating: '13:00', intervalMinutes: 25 }))).toEqual(['12:00', '12:25', '12:50']);
  });

  it('gives a single slot when first and last seating coincide', () => {
    expect(slotsForService(service({ firstSeating: '20:00', lastSeating: '20:00' }))).toEqual(['20:00']);
  });

  it('gives no slot when the last seating is before the first', () => {
    expect(slotsForService(service({ firstSeating: '23:00', lastSeating: '00:30' }))).toEqual([]);
  });

  it('reaches the end of the day', () => {
    const slots = slotsForService(service({ firstSeating: '22:00', lastSeating: '23:59', intervalMinutes: 60 }));
    expect(slots).toEqual(['22:00', '23:00']);
    expect(slotsForService(service({ firstSeating: '23:45', lastSeating: '23:59', intervalMinutes: 5 }))).toEqual(['23:45', '23:50', '23:55']);
  });

  it('has 5-minute granularity when asked', () => {
    expect(slotsForService(service({ firstSeating: '12:00', lastSeating: '12:20', intervalMinutes: 5 }))).toHaveLength(5);
  });

  it('rejects an interval that would never advance', () => {
    expect(() => slotsForService(service({ intervalMinutes: 0 }))).toThrow(RangeError);
    expect(() => slotsForService(service({ intervalMinutes: -15 }))).toThrow(RangeError);
    expect(() => slotsForService(service({ intervalMinutes: 7.5 }))).toThrow(RangeError);
  });

  it('rejects malformed seating times', () => {
    expect(() => slotsForService(service({ firstSeating: '12h00' }))).toThrow(RangeError);
  });
});

describe('turnMinutesFor', () => {
  const rules = service({
    turnTimes: [
      { upTo: 2, minutes: 90 },
      { upTo: 4, minutes: 105 },
      { upTo: 8, minutes: 150 },
    ],
  });

  it('uses the first rule whose upTo covers the party', () => {
    expect(turnMinutesFor(rules, 1)).toBe(90);
    expect(turnMinutesFor(rules, 2)).toBe(90);
    expect(turnMinutesFor(rules, 3)).toBe(105);
    expect(turnMinutesFor(rules, 4)).toBe(105);
    expect(turnMinutesFor(rules, 5)).toBe(150);
    expect(turnMinutesFor(rules, 8)).toBe(150);
  });

  it('falls back to the last (largest) rule for bigger parties', () => {
    expect(turnMinutesFor(rules, 9)).toBe(150);
    expect(turnMinutesFor(rules, 40)).toBe(150);
  });

  it('does not depend on the order the rules were typed in', () => {
    const shuffled = service({
      turnTimes: [
        { upTo: 8, minutes: 150 },
        { upTo: 2, minutes: 90 },
        { upTo: 4, minutes: 105 },
      ],
    });
    expect([1, 3, 6, 12].map((c) => turnMinutesFor(shuffled, c))).toEqual([90, 105, 150, 150]);
  });

  it('defaults to two hours without rules', () => {
    expect(DEFAULT_TURN_MINUTES).toBe(120);
    expect(turnMinutesFor(service({ turnTimes: [] }), 4)).toBe(120);
  });

  it('applies a single rule to everyone', () => {
    expect(turnMinutesFor(service({ turnTimes: [{ upTo: 2, minutes: 75 }] }), 6)).toBe(75);
  });
});

describe('openServicesOn', () => {
  // 2026-11-16 is a Monday.
  it('follows weekdays', () => {
    expect(openServicesOn('2026-11-16', services, [])).toEqual([]);
    expect(openServicesOn('2026-11-17', services, [])).toEqual([noon]);
    expect(openServicesOn('2026-11-19', services, [])).toEqual([noon, evening]);
    expect(openServicesOn('2026-11-22', services, [])).toEqual([evening]);
  });

  it("closes both services with 'all', one with its kind", () => {
    const day = '2026-11-21';
    expect(openServicesOn(day, services, [{ date: day, service: 'all' }])).toEqual([]);
    expect(openServicesOn(day, services, [{ date: day, service: 'noon' }])).toEqual([evening]);
    expect(openServicesOn(day, services, [{ date: day, service: 'evening' }])).toEqual([noon]);
    expect(
      openServicesOn(day, services, [
        { date: day, service: 'noon' },
        { date: day, service: 'evening' },
      ]),
    ).toEqual([]);
  });

  it('ignores closures on other dates', () => {
    const closed: ClosedDate[] = [
      { date: '2026-11-20', service: 'all' },
      { date: '2026-11-22', service: 'all' },
    ];
    expect(openServicesOn('2026-11-21', services, closed)).toEqual([noon, evening]);
  });

  it('opens nothing on an invalid date', () => {
    expect(openServicesOn('2026-02-30', services, [])).toEqual([]);
  });

  it('runs normally on DST Sundays', () => {
    const sunday = [service({ weekdays: [7] })];
    expect(openServicesOn('2026-03-29', sunday, [])).toHaveLength(1);
    expect(openServicesOn('2026-10-25', sunday, [])).toHaveLength(1);
  });
});

describe('activeWeekdays', () => {
  it('marks a weekday active when any service runs then', () => {
    expect(activeWeekdays(services)).toEqual(CLOSED_ON_MONDAYS);
  });

  it('is all false without services', () => {
    expect(Object.values(activeWeekdays([]))).toEqual([false, false, false, false, false, false, false]);
  });

  it('uses the spec field names in week order', () => {
    expect(Object.keys(activeWeekdays([noon]))).toEqual(Object.keys(CLOSED_ON_MONDAYS));
  });
});

describe('bookingWindowBounds', () => {
  it('runs from today to today + maxDaysAhead', () => {
    expect(bookingWindowBounds('2026-11-21', { noticeMinutes: 60, maxDaysAhead: 60 })).toEqual({
      minDate: '2026-11-21',
      maxDate: '2027-01-20',
    });
  });

  it('is today only with 0 days ahead', () => {
    expect(bookingWindowBounds('2026-12-31', { noticeMinutes: 0, maxDaysAhead: 0 })).toEqual({
      minDate: '2026-12-31',
      maxDate: '2026-12-31',
    });
  });

  it('crosses leap days', () => {
    expect(bookingWindowBounds('2028-02-28', { noticeMinutes: 0, maxDaysAhead: 1 }).maxDate).toBe('2028-02-29');
  });

  it('never opens the past on a negative setting', () => {
    expect(bookingWindowBounds('2026-11-21', { noticeMinutes: 0, maxDaysAhead: -5 }).maxDate).toBe('2026-11-21');
  });
});

describe('isDateSelectable', () => {
  const ctx = {
    today: '2026-11-18', // Wednesday
    window: { noticeMinutes: 120, maxDaysAhead: 30 },
    services,
    closedDates: [
      { date: '2026-11-20', service: 'all' },
      { date: '2026-11-21', service: 'noon' },
      { date: '2026-11-25', service: 'noon' }, // Wednesday: noon is its only service
    ] as ClosedDate[],
  };

  it('accepts today and open days within the window', () => {
    expect(isDateSelectable('2026-11-18', ctx)).toBe(true);
    expect(isDateSelectable('2026-11-19', ctx)).toBe(true);
  });

  it('rejects past days', () => {
    expect(isDateSelectable('2026-11-17', ctx)).toBe(false);
    expect(isDateSelectable('2025-11-19', ctx)).toBe(false);
  });

  it('accepts the last day of the window and rejects the day after', () => {
    expect(isDateSelectable('2026-12-18', ctx)).toBe(true); // Friday
    expect(isDateSelectable('2026-12-19', ctx)).toBe(false);
  });

  it('rejects weekdays without any service', () => {
    expect(isDateSelectable('2026-11-23', ctx)).toBe(false); // Monday
  });

  it("rejects a day closed for 'all'", () => {
    expect(isDateSelectable('2026-11-20', ctx)).toBe(false);
  });

  it('keeps a day where only one of two services is closed', () => {
    expect(isDateSelectable('2026-11-21', ctx)).toBe(true);
  });

  it('rejects a day whose every service is closed', () => {
    expect(isDateSelectable('2026-11-25', ctx)).toBe(false);
    expect(isDateSelectable('2026-11-26', ctx)).toBe(true);
  });

  it('rejects invalid dates', () => {
    expect(isDateSelectable('2026-11-31', ctx)).toBe(false);
    expect(isDateSelectable('', ctx)).toBe(false);
  });
});
