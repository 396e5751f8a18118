import { describe, expect, it } from 'vitest';
import { noShowMonths, protectionComparison } from './no-show-months';

const day = (date: string, bookings: number, noShows: number) => ({ date, bookings, noShows });

describe('no-shows and fees by month', () => {
  it('adds up the days of each month, in order, with the rate of the month', () => {
    const months = noShowMonths(
      [day('2026-10-30', 4, 1), day('2026-11-02', 10, 0), day('2026-10-31', 6, 1), day('2026-11-03', 0, 0)],
      [
        { date: '2026-10-31', collectedCents: 4000, refundedCents: 0 },
        { date: '2026-11-02', collectedCents: 3000, refundedCents: 3000 },
      ],
    );
    expect(months).toEqual([
      { month: '2026-10', period: null, bookings: 10, noShows: 2, noShowRate: 0.2, collectedCents: 4000, refundedCents: 0 },
      { month: '2026-11', period: null, bookings: 10, noShows: 0, noShowRate: 0, collectedCents: 3000, refundedCents: 3000 },
    ]);
    expect(protectionComparison(months)).toBeNull();
  });

  it('keeps a month without bookings at a rate of 0, not a division by zero', () => {
    expect(noShowMonths([day('2027-01-15', 0, 0)], [])).toEqual([
      { month: '2027-01', period: null, bookings: 0, noShows: 0, noShowRate: 0, collectedCents: 0, refundedCents: 0 },
    ]);
  });

  it('splits the month the protection began in two, and adds up the days before and the days since', () => {
    const months = noShowMonths(
      [day('2026-10-20', 10, 2), day('2026-11-11', 10, 3), day('2026-11-12', 8, 0), day('2026-12-05', 12, 1)],
      [{ date: '2026-11-12', collectedCents: 2000, refundedCents: 500 }],
      '2026-11-12',
    );
    expect(months.map((m) => [m.month, m.period, m.bookings, m.noShows])).toEqual([
      ['2026-10', 'before', 10, 2],
      ['2026-11', 'before', 10, 3],
      ['2026-11', 'after', 8, 0],
      ['2026-12', 'after', 12, 1],
    ]);
    expect(protectionComparison(months)).toEqual({
      before: { bookings: 20, noShows: 5, noShowRate: 0.25, collectedCents: 0, refundedCents: 0 },
      after: { bookings: 20, noShows: 1, noShowRate: 0.05, collectedCents: 2000, refundedCents: 500 },
    });
  });

  it('keeps a month whole when the protection began on its first day, or before the period', () => {
    const rows = [day('2026-10-31', 4, 1), day('2026-11-01', 6, 0)];
    expect(noShowMonths(rows, [], '2026-11-01').map((m) => [m.month, m.period])).toEqual([
      ['2026-10', 'before'],
      ['2026-11', 'after'],
    ]);
    const since = noShowMonths(rows, [], '2026-09-15');
    expect(since.map((m) => m.period)).toEqual(['after', 'after']);
    expect(protectionComparison(since)!.before).toEqual({ bookings: 0, noShows: 0, noShowRate: 0, collectedCents: 0, refundedCents: 0 });
  });
});
