// Calendar dates and wall-clock times of the restaurant.
//
// Date-only strings never go through `Date` parsing: `new Date('2026-11-21')` is UTC midnight and
// shows as the 20th west of Greenwich. Everything here is integer arithmetic on a day count, so the
// result is identical in the browser, on the server and under any process TZ.

import type { IsoDate, IsoWeekday, TimeOfDay } from './types.js';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE_RE = /^(\d{2})-(\d{2})-(\d{4})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const MINUTES_PER_DAY = 1440;

export const FRENCH_WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

export const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  // Year 0000 is not a year anyone books in; rejecting it keeps the proleptic-calendar edge out.
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Splits a valid `YYYY-MM-DD` into numbers; null for anything else. */
export function parseIsoDate(s: string): CalendarDate | null {
  const m = ISO_DATE_RE.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

export function isValidIsoDate(s: string): boolean {
  return typeof s === 'string' && parseIsoDate(s) !== null;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function toIso({ year, month, day }: CalendarDate): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function requireDate(date: IsoDate): CalendarDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Invalid ISO date: ${JSON.stringify(date)}`);
  return parsed;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil), so date
// arithmetic is plain integer addition with no time zone in sight.
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromDayNumber(n: number): CalendarDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isValidTime(s: string): boolean {
  return typeof s === 'string' && TIME_RE.test(s);
}

/** `'HH:MM'` → minutes since midnight. Throws on anything but a real 24-hour time. */
export function timeToMinutes(time: TimeOfDay): number {
  const m = TIME_RE.exec(time);
  if (!m) throw new RangeError(`Invalid time: ${JSON.stringify(time)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes since midnight (0–1439) → `'HH:MM'`. */
export function minutesToTime(minutes: number): TimeOfDay {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Minutes out of a day: ${minutes}`);
  }
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}

export function addDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Day count must be an integer: ${n}`);
  return toIso(fromDayNumber(toDayNumber(requireDate(date)) + n));
}

/** `b - a` in whole days. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDayNumber(requireDate(b)) - toDayNumber(requireDate(a));
}

/** Negative when a is before b, 0 when equal, positive after; suitable for `Array#sort`. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(daysBetween(b, a));
}

export function isoWeekday(date: IsoDate): IsoWeekday {
  // 1970-01-01 was a Thursday (4).
  const n = toDayNumber(requireDate(date));
  return (((((n + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
}

export function frenchWeekdayName(date: IsoDate): string {
  return FRENCH_WEEKDAYS[isoWeekday(date) - 1]!;
}

/** "samedi 21 novembre 2026"; built from our own arrays so every runtime prints the same text. */
export function formatLongFrenchDate(date: IsoDate, options: { capitalize?: boolean } = {}): string {
  const { year, month, day } = requireDate(date);
  const text = `${frenchWeekdayName(date)} ${day} ${FRENCH_MONTHS[month - 1]!} ${year}`;
  return options.capitalize ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The wizard's route uses `DD-MM-YYYY`; null for anything that is not a real date. */
export function dmyToIso(dmy: string): IsoDate | null {
  const m = typeof dmy === 'string' ? DMY_DATE_RE.exec(dmy) : null;
  if (!m) return null;
  const parsed = { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) };
  return isRealDate(parsed.year, parsed.month, parsed.day) ? toIso(parsed) : null;
}

export function isoToDmy(date: IsoDate): string {
  const { year, month, day } = requireDate(date);
  return `${pad(day, 2)}-${pad(month, 2)}-${pad(year, 4)}`;
}

/**
 * Weeks of a month calendar starting on Monday, each exactly 7 cells; cells outside the month are
 * null so the grid never shows a neighbouring month's day as clickable.
 */
export function monthGrid(year: number, month: number): (IsoDate | null)[][] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !isRealDate(year, month, 1)) {
    throw new RangeError(`Invalid month: ${year}-${month}`);
  }
  const cells: (IsoDate | null)[] = [];
  const first = toIso({ year, month, day: 1 });
  for (let i = 1; i < isoWeekday(first); i++) cells.push(null);
  const count = daysInMonth(year, month);
  for (let day = 1; day <= count; day++) cells.push(toIso({ year, month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

// Building a DateTimeFormat costs far more than using one; availability is computed per request.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || tz.trim() === '') return false;
  try {
    wallClockFormatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The restaurant's wall clock at instant `now`: its local date and minutes since local midnight. */
export function zonedNow(timeZone: string, now: Date): { date: IsoDate; minutes: number } {
  // formatToParts costs about ten microseconds, and every public read asks for the same minute:
  // the answer is kept per zone until the minute changes. Zone offsets are whole minutes since
  // the early twentieth century; older instants are computed each time.
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMinuteByZone.get(timeZone);
  if (last && last.minute === minute) return { ...last.wall };
  const wall = computeZonedNow(timeZone, now);
  if (now.getUTCFullYear() >= 1970) lastMinuteByZone.set(timeZone, { minute, wall });
  return { ...wall };
}

const lastMinuteByZone = new Map<string, { minute: number; wall: { date: IsoDate; minutes: number } }>();

function computeZonedNow(timeZone: string, now: Date): { date: IsoDate; minutes: number } {
  const parts: Record<string, string> = {};
  for (const p of wallClockFormatter(timeZone).formatToParts(now)) parts[p.type] = p.value;
  // Some older ICU builds print midnight as "24" even with h23.
  const hour = Number(parts.hour) % 24;
  const date = toIso({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) });
  return { date, minutes: hour * 60 + Number(parts.minute) };
}

export function todayIn(timeZone: string, now: Date): IsoDate {
  return zonedNow(timeZone, now).date;
}

// Instants from a wall clock. Every "the instant of D HH:MM in zone Z" and "the start of the local
// day" of the product is computed here, once: two copies of this arithmetic gave two different
// midnights on the day the clocks change.

const MINUTE_MS = 60_000;
const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

/** A wall-clock reading as if it were UTC: the number offset arithmetic is done on. */
function wallClockMs(date: IsoDate, minutes: number): number {
  return toDayNumber(requireDate(date)) * DAY_MS + minutes * MINUTE_MS;
}

/** Offset of `timeZone` from UTC at `instant` (ms or Date), in minutes: Paris 60 in winter, 120 in summer. */
export function offsetMinutesAt(timeZone: string, instant: number | Date): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const floored = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const local = zonedNow(timeZone, new Date(floored));
  return Math.round((wallClockMs(local.date, local.minutes) - floored) / MINUTE_MS);
}

/**
 * The instant at which the wall clock of `timeZone` reads `date` `time`.
 *
 * - A wall time the clocks skip (Paris, last Sunday of March, 02:00–02:59) moves forward by the
 *   jump: 02:30 is read with the offset in force before it, which is 03:30 summer time. Something
 *   planned in the gap happens just after it rather than before the planned time.
 * - A wall time the clocks show twice (Paris, last Sunday of October, 02:00–02:59) is its first
 *   instant, summer time: a reminder or a day that starts then starts at the earlier reading.
 *
 * It assumes at most one change of offset within a day on either side of the wall time, which holds
 * for every zone in use.
 */
export function instantAtWallClock(date: IsoDate, time: TimeOfDay, timeZone: string): Date {
  const wall = wallClockMs(date, timeToMinutes(time));
  const before = offsetMinutesAt(timeZone, wall - DAY_MS);
  const after = offsetMinutesAt(timeZone, wall + DAY_MS);
  const readings = [wall - before * MINUTE_MS, wall - after * MINUTE_MS].filter((t) => {
    const seen = zonedNow(timeZone, new Date(t));
    return wallClockMs(seen.date, seen.minutes) === wall;
  });
  return new Date(readings.length > 0 ? Math.min(...readings) : wall - before * MINUTE_MS);
}

/** The first instant of the local day (in `timeZone`) that contains `instant`: its local midnight. */
export function startOfLocalDay(timeZone: string, instant: Date): Date {
  // Where midnight itself is skipped (zones that change at 00:00), the day starts at the change.
  return instantAtWallClock(todayIn(timeZone, instant), '00:00', timeZone);
}

/** Offset changes of `timeZone` during the given UTC years, each found to the minute. */
export function offsetChanges(timeZone: string, fromYear: number, toYear: number): { at: number; from: number; to: number }[] {
  const out: { at: number; from: number; to: number }[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let t = Date.UTC(fromYear, 0, 1);
  let offset = offsetMinutesAt(timeZone, t);
  for (; t < end; t += DAY_MS) {
    const nextOffset = offsetMinutesAt(timeZone, t + DAY_MS);
    if (nextOffset === offset) continue;
    let lo = t;
    let hi = t + DAY_MS;
    while (hi - lo > MINUTE_MS) {
      const mid = Math.floor((lo + hi) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutesAt(timeZone, mid) === offset) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from: offset, to: nextOffset });
    offset = nextOffset;
  }
  return out;
}

/** Local date and minutes `minutes` after (`date`, `start`), wrapping over midnight (no zone involved). */
export function addLocalMinutes(date: IsoDate, start: number, minutes: number): { date: IsoDate; minutes: number } {
  const total = start + minutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { date: addDays(date, days), minutes: total - days * MINUTES_PER_DAY };
}

const ZONED_OR_DATE_ONLY = /(?:Z|[+-]\d{2}:?\d{2})$|^\d{4}-\d{2}-\d{2}$/i;

/**
 * An instant from its ISO text. The product always writes instants with their offset
 * (`toISOString()`); a zone-less date-time would make `Date` read it in the process's own zone, so
 * it is read as UTC instead: the same text is the same instant on every machine.
 */
export function parseInstant(iso: string): Date {
  return new Date(ZONED_OR_DATE_ONLY.test(iso) ? iso : `${iso.replace(' ', 'T')}Z`);
}
