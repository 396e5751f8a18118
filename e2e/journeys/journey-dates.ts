// The instants the journeys' servers (and browsers) start at, and the names the date picker gives
// its days, so that a journey picks a day by clicking it as a person reads it.
import { longFrenchDate } from '../support/wizard';

/** Tuesday 17 November 2026, 14:00 in Paris: lunch is over, the evening is ahead. */
export const TUESDAY_AFTERNOON = { now: '2026-11-17T13:00:00Z', today: '2026-11-17' };

/**
 * Saturday 21 November 2026, 19:15 in Paris, the demo seeded the day before: its full Saturday
 * evening (two turns, 19:00 and 21:00, on every table) is tonight, and guests are arriving.
 */
export const SATURDAY_EVENING = { seededAt: '2026-11-20T10:00:00Z', now: '2026-11-21T18:15:00Z', today: '2026-11-21' };

/**
 * Tuesday 17 November 2026, 14:00 in Paris, the demo seeded the day before: its bookings of
 * Wednesday were made before today, so this morning's reminders went out for them.
 */
export const TUESDAY_AFTER_REMINDERS = { seededAt: '2026-11-16T10:00:00Z', now: '2026-11-17T13:00:00Z', today: '2026-11-17' };

/**
 * Wednesday 18 November 2026, 10:00 in Paris, the demo seeded then with its past service: the
 * meals of yesterday evening are finished, and it is past 09:00, when the thanks go out.
 */
export const WEDNESDAY_MORNING_AFTER = { now: '2026-11-18T09:00:00Z', today: '2026-11-18' };

/** The start of a day button's accessible name in the date picker ("mardi 17 novembre 2026"). */
export function dayButtonName(iso: string): string {
  return longFrenchDate(iso);
}
