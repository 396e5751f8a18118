// A settings change must never silently strand a booking: closing a day, retiring a table or
// shrinking a service lists the bookings it would leave without a day, a table or an hour.

import { compareIsoDates, isoWeekday, timeToMinutes } from './dates.js';
import type { ClosedService, IsoDate, IsoWeekday, ServiceKind, TimeOfDay } from './types.js';

/** Statuses of a booking still to be honoured: those are the ones a change can strand. */
export const LIVE_STATUSES = ['waiting', 'pending', 'confirmed', 'seated'] as const;

export interface LiveBooking {
  id: number;
  guid: string;
  reference: string;
  date: IsoDate;
  hour: TimeOfDay;
  service: ServiceKind;
  covers: number;
  status: string;
  name: string;
  tableIds: number[];
}

function isLive(b: LiveBooking, today: IsoDate): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(b.status) && compareIsoDates(b.date, today) >= 0;
}

/** Bookings on the dates being closed, for the services being closed ('all' closes both). */
export function strandedByClosing(
  bookings: readonly LiveBooking[],
  closing: ReadonlyArray<{ date: IsoDate; service: ClosedService }>,
  today: IsoDate,
): LiveBooking[] {
  return bookings.filter((b) => isLive(b, today) && closing.some((c) => c.date === b.date && (c.service === 'all' || c.service === b.service)));
}

/** Bookings from today on that hold one of the tables being removed or deactivated. */
export function strandedByTables(bookings: readonly LiveBooking[], tableIds: readonly number[], today: IsoDate): LiveBooking[] {
  const gone = new Set(tableIds);
  return bookings.filter((b) => isLive(b, today) && b.tableIds.some((t) => gone.has(t)));
}

export interface ServiceShape {
  kind: ServiceKind;
  weekdays: readonly IsoWeekday[];
  firstSeating: TimeOfDay;
  lastSeating: TimeOfDay;
}

function covers(shapes: readonly ServiceShape[], b: LiveBooking): boolean {
  const hour = timeToMinutes(b.hour);
  const weekday = isoWeekday(b.date);
  return shapes.some(
    (s) => s.kind === b.service && s.weekdays.includes(weekday) && hour >= timeToMinutes(s.firstSeating) && hour <= timeToMinutes(s.lastSeating),
  );
}

/**
 * Bookings the new opening hours no longer cover: a weekday a service stops running, an hour
 * outside its new first–last seating, a service removed. Only bookings the old hours covered
 * count, so a booking the staff placed off-hours on purpose is not reported again at every edit.
 */
export function strandedByServiceChange(
  bookings: readonly LiveBooking[],
  previous: readonly ServiceShape[],
  next: readonly ServiceShape[],
  today: IsoDate,
): LiveBooking[] {
  return bookings.filter((b) => isLive(b, today) && covers(previous, b) && !covers(next, b));
}

/** Sorted by date then hour, without duplicates: the list shown to the owner. */
export function sortStranded(list: readonly LiveBooking[]): LiveBooking[] {
  const unique = new Map(list.map((b) => [b.id, b]));
  return [...unique.values()].sort((a, b) => compareIsoDates(a.date, b.date) || a.hour.localeCompare(b.hour) || a.id - b.id);
}
