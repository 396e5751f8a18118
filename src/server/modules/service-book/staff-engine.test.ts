import { describe, expect, it } from 'vitest';
import type { DayState } from '../booking-engine';
import type { RestaurantRow } from '../restaurants';
import { staffSlotCheckOn, walkInHour } from './staff-engine';

const restaurant = { time_zone: 'Europe/Paris' } as RestaurantRow;
const table = {
  id: 1,
  guid: 't1',
  name: 'Table 1',
  minCovers: 1,
  maxCovers: 4,
  legendIds: [],
  legendGuids: [],
  combinable: false,
  active: true,
  image: '',
  onlineBookable: false,
};

function day(date: string, nowDate: string, nowMinutes: number): DayState {
  return {
    date,
    services: [
      {
        id: 1,
        kind: 'noon',
        weekdays: [2],
        firstSeating: '12:00',
        lastSeating: '14:00',
        intervalMinutes: 15,
        turnTimes: [{ upTo: 99, minutes: 90 }],
        maxCoversPerSlot: null,
        maxCoversPerService: null,
      },
      {
        id: 2,
        kind: 'evening',
        weekdays: [2],
        firstSeating: '19:00',
        lastSeating: '22:00',
        intervalMinutes: 15,
        turnTimes: [{ upTo: 99, minutes: 90 }],
        maxCoversPerSlot: null,
        maxCoversPerService: null,
      },
    ],
    closedDates: [],
    window: { noticeMinutes: 60, maxDaysAhead: 30 },
    now: { date: nowDate, minutes: nowMinutes },
    tables: [table],
    bookings: [],
  };
}

// Tuesday 17 November 2026.
const TUESDAY = '2026-11-17';
const at = (hhmm: string) => new Date(`${TUESDAY}T${hhmm}:00+01:00`);

describe('the engine for staff', () => {
  it('accepts a slot already begun today and one beyond the online window, not a past day', () => {
    expect(staffSlotCheckOn(day(TUESDAY, TUESDAY, 13 * 60), { date: TUESDAY, hour: '12:15', covers: 2 }).ok).toBe(true);
    expect(staffSlotCheckOn(day('2027-06-15', TUESDAY, 0), { date: '2027-06-15', hour: '12:15', covers: 2 }).ok).toBe(true);
    expect(staffSlotCheckOn(day('2026-11-10', TUESDAY, 0), { date: '2026-11-10', hour: '12:15', covers: 2 })).toEqual({ ok: false, reason: 'past' });
  });

  it('still refuses what the room cannot hold', () => {
    const full = { ...day(TUESDAY, TUESDAY, 0), bookings: [{ id: 9, hour: '12:00', covers: 2, service: 'noon' as const, tableIds: [1], turnMinutes: 90 }] };
    expect(staffSlotCheckOn(full, { date: TUESDAY, hour: '12:30', covers: 2 })).toEqual({ ok: false, reason: 'no_table' });
    // Moving that very booking is not blocked by itself.
    expect(staffSlotCheckOn(full, { date: TUESDAY, hour: '12:30', covers: 2, excludeBookingId: 9 }).ok).toBe(true);
    expect(staffSlotCheckOn(full, { date: TUESDAY, hour: '12:30', covers: 5 })).toEqual({ ok: false, reason: 'too_many_covers' });
  });

  it('moves a booking to another table of an over-capped slot, but adds no covers there', () => {
    const second = { ...table, id: 2, guid: 't2', name: 'Table 2' };
    const base = day(TUESDAY, TUESDAY, 0);
    // The evening was booked before the owner capped the 19:00 slot at 2 covers: it holds 4.
    const capped = {
      ...base,
      services: base.services.map((s) => (s.kind === 'evening' ? { ...s, maxCoversPerSlot: 2, maxCoversPerService: 4 } : s)),
      tables: [table, second, { ...table, id: 3, guid: 't3', name: 'Table 3' }],
      bookings: [
        { id: 7, hour: '19:00', covers: 2, service: 'evening' as const, tableIds: [1], turnMinutes: 90 },
        { id: 8, hour: '19:00', covers: 2, service: 'evening' as const, tableIds: [2], turnMinutes: 90 },
      ],
    };
    // Same time, another table: nothing added, accepted.
    expect(staffSlotCheckOn(capped, { date: TUESDAY, hour: '19:00', covers: 2, excludeBookingId: 8, preferredTableGuid: 't3' }).ok).toBe(true);
    // One more cover, or a new booking, would add to the slot: still refused.
    expect(staffSlotCheckOn(capped, { date: TUESDAY, hour: '19:00', covers: 3, excludeBookingId: 8 })).toEqual({ ok: false, reason: 'pacing_slot' });
    expect(staffSlotCheckOn(capped, { date: TUESDAY, hour: '19:00', covers: 1 })).toEqual({ ok: false, reason: 'pacing_slot' });
    // Another time of the same service: that slot's own cap applies, the service's total does not grow.
    expect(staffSlotCheckOn(capped, { date: TUESDAY, hour: '19:30', covers: 2, excludeBookingId: 8 }).ok).toBe(true);
  });

  it('seats a walk-in at the slot in progress, or one starting within the hour', () => {
    const d = day(TUESDAY, TUESDAY, 0);
    expect(walkInHour(d, restaurant, at('12:20'))).toBe('12:15');
    expect(walkInHour(d, restaurant, at('14:40'))).toBe('14:00');
    expect(walkInHour(d, restaurant, at('18:30'))).toBe('19:00');
    expect(walkInHour(d, restaurant, at('16:00'))).toBeNull();
    expect(walkInHour(d, restaurant, at('23:30'))).toBeNull();
  });
});
