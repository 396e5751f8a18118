import { timeToMinutes, minutesToTime } from './dates';
import type { IsoDate, TimeOfDay } from './types';

// Some statuses only make sense once the booking's time has come: a party is not absent at 03:47
// for 21:00, nor seated, nor finished. The server refuses them earlier (a mistaken tap would count
// at once in the guest's absences and the no-show rate); the book says from when they are possible.

/** The table is held this long after the booking's time (the spec's 15 minutes): only then is a party absent. */
const NO_SHOW_AFTER_MINUTES = 15;
/** A party arriving early may be seated, within this much before its time. */
const SEAT_BEFORE_MINUTES = 60;

export type TimedStatus = 'seated' | 'completed' | 'no_show';

/**
 * The restaurant's wall-clock minute (from the booking's day's midnight) from which `to` may be set,
 * or null when it may be set at any time. Minutes past 24 h fall on the next day.
 */
function earliestMinuteFor(to: string, hour: TimeOfDay): number | null {
  const start = timeToMinutes(hour);
  if (to === 'no_show') return start + NO_SHOW_AFTER_MINUTES;
  if (to === 'seated' || to === 'completed') return Math.max(0, start - SEAT_BEFORE_MINUTES);
  return null;
}

/**
 * When `to` is still too early for a booking of `date` at `hour`, the time from which it will be
 * possible ("21:15", or "demain" cases folded into the date); null when it may be set now.
 */
export function tooEarlyFor(to: string, booking: { date: IsoDate; hour: TimeOfDay }, now: { date: IsoDate; minutes: number }): TimeOfDay | null {
  const earliest = earliestMinuteFor(to, booking.hour);
  if (earliest === null) return null;
  if (now.date > booking.date) return null;
  if (now.date === booking.date && now.minutes >= earliest) return null;
  return minutesToTime(Math.min(earliest, 24 * 60 - 1));
}
