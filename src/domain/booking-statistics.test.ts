import { describe, expect, it } from 'vitest';
import { aggregateStatistics, dailyTotals, statisticsCsv, type StatBooking } from './booking-statistics.js';

const b = (date: string, service: 'noon' | 'evening', status: string, source: string, covers: number): StatBooking => ({
  date,
  service,
  status,
  source,
  covers,
});

const bookings: StatBooking[] = [
  b('2026-11-10', 'noon', 'completed', 'online', 2),
  b('2026-11-10', 'noon', 'no_show', 'phone', 4),
  b('2026-11-10', 'evening', 'confirmed', 'online', 3),
  b('2026-11-10', 'evening', 'cancelled_by_guest', 'online', 2),
  b('2026-11-10', 'evening', 'waiting', 'online', 2),
  b('2026-11-11', 'evening', 'seated', 'walk_in', 5),
  b('2026-11-12', 'noon', 'cancelled_by_restaurant', 'phone', 6),
  b('2026-11-20', 'noon', 'completed', 'online', 2), // outside the range
];

describe('aggregateStatistics', () => {
  const summary = aggregateStatistics(bookings, '2026-11-10', '2026-11-12');

  it('has one row per day and service, empty days included', () => {
    expect(summary.rows.map((r) => `${r.date} ${r.service}`)).toEqual([
      '2026-11-10 noon',
      '2026-11-10 evening',
      '2026-11-11 noon',
      '2026-11-11 evening',
      '2026-11-12 noon',
      '2026-11-12 evening',
    ]);
    expect(summary.rows[2]).toMatchObject({ bookings: 0, covers: 0 });
  });

  it('counts bookings and covers per day and service, leaving out cancellations and the waiting list', () => {
    expect(summary.rows[0]).toMatchObject({ bookings: 2, covers: 6, online: 1, staff: 1, noShows: 1, cancellations: 0 });
    expect(summary.rows[1]).toMatchObject({ bookings: 1, covers: 3, online: 1, staff: 0, cancellations: 1 });
    expect(summary.rows[3]).toMatchObject({ bookings: 1, covers: 5, staff: 1 });
    expect(summary.rows[4]).toMatchObject({ bookings: 0, covers: 0, cancellations: 1 });
  });

  it('gives the totals and the rates over every booking but the waiting list', () => {
    expect(summary).toMatchObject({ totalBookings: 6, bookings: 4, covers: 14, online: 2, staff: 2, noShows: 1, cancellations: 2 });
    expect(summary.noShowRate).toBeCloseTo(1 / 6);
    expect(summary.cancellationRate).toBeCloseTo(2 / 6);
    expect(summary.onlineShare).toBeCloseTo(2 / 6);
  });

  it('has zero rates, not NaN, over an empty range', () => {
    const empty = aggregateStatistics([], '2026-01-01', '2026-01-01');
    expect(empty.noShowRate).toBe(0);
    expect(empty.rows).toHaveLength(2);
  });

  it('refuses a reversed range', () => {
    expect(() => aggregateStatistics([], '2026-01-02', '2026-01-01')).toThrow(RangeError);
  });

  it('sums both services per day for the charts', () => {
    const days = dailyTotals(summary);
    expect(days[0]).toMatchObject({ date: '2026-11-10', bookings: 3, covers: 9, noon: 6, evening: 3 });
    expect(days).toHaveLength(3);
  });
});

describe('statisticsCsv', () => {
  it('writes a semicolon CSV with a BOM, a header, a line per day and service and totals', () => {
    const csv = statisticsCsv(aggregateStatistics(bookings, '2026-11-10', '2026-11-11'));
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Date;Service;Réservations;Couverts;En ligne;Par le restaurant;Absences;Annulations');
    expect(lines[1]).toBe('2026-11-10;Midi;2;6;1;1;1;0');
    expect(lines.at(-1)).toBe('Total;;4;14;2;2;1;1');
    expect(lines).toHaveLength(6);
  });
});

describe('no-shows by the answer to the reminder', () => {
  const a = (status: string, attendance?: StatBooking['attendance']): StatBooking => ({ ...b('2026-11-10', 'evening', status, 'online', 2), attendance });

  it('counts only settled bookings (came or did not), by state, in a fixed order', () => {
    const summary = aggregateStatistics(
      [
        a('completed', 'confirmed'),
        a('completed', 'confirmed'),
        a('seated', 'confirmed'),
        a('no_show', 'confirmed'),
        a('no_show', 'reminded'),
        a('completed', 'reminded'),
        a('no_show'),
        a('confirmed', 'reminded'), // still to come: no outcome yet
        a('cancelled_by_guest', 'reminded'),
        a('waiting', 'confirmed'),
      ],
      '2026-11-10',
      '2026-11-10',
    );
    expect(summary.byAttendance).toEqual([
      { state: 'confirmed', settled: 4, noShows: 1, noShowRate: 0.25 },
      { state: 'reminded', settled: 2, noShows: 1, noShowRate: 0.5 },
      { state: 'not_reminded', settled: 1, noShows: 1, noShowRate: 1 },
    ]);
  });

  it('has a zero rate, not NaN, for a state without settled bookings', () => {
    expect(aggregateStatistics([], '2026-11-10', '2026-11-10').byAttendance.map((r) => r.noShowRate)).toEqual([0, 0, 0]);
  });
});
