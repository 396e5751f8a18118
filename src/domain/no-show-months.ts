// No-shows and the money they brought back, month by month: what tells an owner whether asking for
// a card guarantee or a deposit paid off. Pure: the server reads the rows, this adds them up.

import type { DayServiceRow } from './booking-statistics.js';
import type { IsoDate } from './types.js';

/** Money taken and given back on the bookings of one day (by the booking's date, not the charge's). */
export interface DayMoney {
  date: IsoDate;
  /** No-show or late-cancellation fees charged, and deposits paid. */
  collectedCents: number;
  refundedCents: number;
}

export interface NoShowMonth {
  /** YYYY-MM, the restaurant's calendar month of the bookings. */
  month: string;
  /** Bookings that were expected (neither cancelled nor on the waiting list). */
  bookings: number;
  noShows: number;
  /** noShows / bookings, 0 to 1 (0 for a month without bookings). */
  noShowRate: number;
  collectedCents: number;
  refundedCents: number;
}

/** One row per month the days of the range touch, in order, months without bookings included. */
export function noShowMonths(rows: readonly Pick<DayServiceRow, 'date' | 'bookings' | 'noShows'>[], money: readonly DayMoney[]): NoShowMonth[] {
  const months = new Map<string, NoShowMonth>();
  const monthOf = (date: IsoDate) => {
    const month = date.slice(0, 7);
    let row = months.get(month);
    if (!row) {
      row = { month, bookings: 0, noShows: 0, noShowRate: 0, collectedCents: 0, refundedCents: 0 };
      months.set(month, row);
    }
    return row;
  };
  for (const r of rows) {
    const month = monthOf(r.date);
    month.bookings += r.bookings;
    month.noShows += r.noShows;
  }
  for (const m of money) {
    const month = monthOf(m.date);
    month.collectedCents += m.collectedCents;
    month.refundedCents += m.refundedCents;
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month)).map((m) => ({ ...m, noShowRate: m.bookings === 0 ? 0 : m.noShows / m.bookings }));
}
