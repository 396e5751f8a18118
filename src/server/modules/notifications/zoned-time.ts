import { addDays, parseIsoDate, zonedNow } from '../../../domain/dates';

// Conversions between instants and a restaurant's wall clock, for calendar files and for
// scheduling (reminders, quiet hours). Pure integer arithmetic on top of Intl; no process TZ.

const MINUTE = 60_000;

function wallClockAsUtc(date: string, minutes: number): number {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Invalid ISO date: ${date}`);
  return Date.UTC(d.year, d.month - 1, d.day) + minutes * MINUTE;
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Paris: 60 in winter, 120 in summer). */
export function offsetMinutesAt(timeZone: string, instant: number): number {
  const floored = Math.floor(instant / MINUTE) * MINUTE;
  const local = zonedNow(timeZone, new Date(floored));
  return Math.round((wallClockAsUtc(local.date, local.minutes) - floored) / MINUTE);
}

/** Local date and time `minutes` after (`date`, `start`), wrapping over midnight. */
export function addLocalMinutes(date: string, start: number, minutes: number): { date: string; minutes: number } {
  const total = start + minutes;
  const days = Math.floor(total / 1440);
  return { date: addDays(date, days), minutes: total - days * 1440 };
}
