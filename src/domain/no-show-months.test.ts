import { describe, expect, it } from 'vitest';
import { noShowMonths } from './no-show-months';

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
      { month: '2026-10', bookings: 10, noShows: 2, noShowRate: 0.2, collectedCents: 4000, refundedCents: 0 },
      { month: '2026-11', bookings: 10, noShows: 0, noShowRate: 0, collectedCents: 3000, refundedCents: 3000 },
    ]);
  });

  it('keeps a month without bookings at a rate of 0, not a division by zero', () => {
    expect(noShowMonths([day('2027-01-15', 0, 0)], [])).toEqual([
      { month: '2027-01', bookings: 0, noShows: 0, noShowRate: 0, collectedCents: 0, refundedCents: 0 },
    ]);
  });
});
