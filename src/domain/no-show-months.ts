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

/** Bookings, no-shows and money of some days added up. */
export interface NoShowTotals {
  /** Bookings that were expected (neither cancelled nor on the waiting list). */
  bookings: number;
  noShows: number;
  /** noShows / bookings, 0 to 1 (0 without bookings). */
  noShowRate: number;
  collectedCents: number;
  refundedCents: number;
}

export interface NoShowMonth extends NoShowTotals {
  /** YYYY-MM, the restaurant's calendar month of the bookings. */
  month: string;
  /**
   * Whether the row's days come before the protection began or on and after it; null when the
   * restaurant asks nothing. The month it began in is two rows, its days before and its days after.
   */
  period: 'before' | 'after' | null;
}

/** The days before the protection began and the days since, over the months shown. */
export interface ProtectionComparison {
  before: NoShowTotals;
  after: NoShowTotals;
}

const emptyTotals = (): NoShowTotals => ({ bookings: 0, noShows: 0, noShowRate: 0, collectedCents: 0, refundedCents: 0 });
const withRate = <T extends NoShowTotals>(t: T): T => ({ ...t, noShowRate: t.bookings === 0 ? 0 : t.noShows / t.bookings });

/**
 * One row per month the days of the range touch, in order, months without bookings included.
 * `protectionSince` (the restaurant's date its protection began) splits its month in two.
 */
export function noShowMonths(
  rows: readonly Pick<DayServiceRow, 'date' | 'bookings' | 'noShows'>[],
  money: readonly DayMoney[],
  protectionSince: IsoDate | null = null,
): NoShowMonth[] {
  const months = new Map<string, NoShowMonth>();
  const monthOf = (date: IsoDate) => {
    const month = date.slice(0, 7);
    const period = protectionSince === null ? null : date < protectionSince ? 'before' : 'after';
    const key = `${month}${period ?? ''}`;
    let row = months.get(key);
    if (!row) {
      row = { month, period, ...emptyTotals() };
      months.set(key, row);
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
  const order = { before: 0, after: 1 };
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month) || order[a.period ?? 'before'] - order[b.period ?? 'before']).map(withRate);
}

/** The rows before and after the protection added up; null when the restaurant asks nothing. */
export function protectionComparison(months: readonly NoShowMonth[]): ProtectionComparison | null {
  if (!months.some((m) => m.period !== null)) return null;
  const sums = { before: emptyTotals(), after: emptyTotals() };
  for (const m of months) {
    if (m.period === null) continue;
    const sum = sums[m.period];
    sum.bookings += m.bookings;
    sum.noShows += m.noShows;
    sum.collectedCents += m.collectedCents;
    sum.refundedCents += m.refundedCents;
  }
  return { before: withRate(sums.before), after: withRate(sums.after) };
}
