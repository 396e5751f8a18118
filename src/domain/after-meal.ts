import { addDays } from './dates';
import type { IsoDate } from './types';

// The thank-you e-mail after the meal: the pure rules the worker, the server and the screens share.

/** The hour, on the restaurant's clock, before which no thank-you leaves: nobody is woken by it. */
const THANK_YOU_FROM_MINUTES = 9 * 60;

export const THANK_YOU_MODES = ['feedback', 'google'] as const;
export type ThankYouMode = (typeof THANK_YOU_MODES)[number];

export const FEEDBACK_STARS = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_COMMENT_MAX = 1000;

/**
 * The day whose finished bookings are thanked now: yesterday, from 09:00 on the restaurant's
 * clock (`local` is its wall clock, from `zonedNow`); none before 09:00. Only the day before: a
 * worker stopped for days does not send week-old thanks when it comes back.
 */
export function thankYouDayDue(local: { date: IsoDate; minutes: number }): IsoDate | null {
  return local.minutes >= THANK_YOU_FROM_MINUTES ? addDays(local.date, -1) : null;
}

/** Only a booking the staff marked as finished is thanked: never a no-show or a cancellation. */
export const isThankedStatus = (status: string): boolean => status === 'completed';

/** How many answers and their average (one decimal), from the count of answers per number of stars. */
export function starsSummary(countByStars: ReadonlyMap<number, number>): { count: number; average: number | null } {
  let count = 0;
  let total = 0;
  for (const [stars, n] of countByStars) {
    count += n;
    total += stars * n;
  }
  return { count, average: count === 0 ? null : Math.round((total / count) * 10) / 10 };
}
