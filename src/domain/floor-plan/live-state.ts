// The live room view's colours: what each table is doing at a given minute of the service.

import { timeToMinutes } from '../dates.js';

export type LiveTableState = 'free' | 'soon' | 'seated' | 'late';

/** A booking as the live view sees it: only statuses that hold a table reach it. */
export interface LiveBooking {
  guid: string;
  hour: string;
  turnMinutes: number;
  status: 'pending' | 'confirmed' | 'seated';
  covers: number;
  name: string;
  tableGuids: string[];
}

export interface LiveTable {
  state: LiveTableState;
  /** The booking that gives the table its state (null when free). */
  booking: LiveBooking | null;
  /** The next booking on this table after that one, if any. */
  next: LiveBooking | null;
  /** Every booking of the service on this table, by hour. */
  bookings: LiveBooking[];
}

/** A confirmed party not seated this long after its hour is late (the diner is told 15 minutes). */
const LATE_AFTER_MINUTES = 15;
/** A table whose party arrives within this many minutes is shown as booked soon. */
const SOON_WITHIN_MINUTES = 60;

const PRIORITY: Record<LiveTableState, number> = { seated: 3, late: 2, soon: 1, free: 0 };

/**
 * The state of one booking at minute `at` of its day. On today's view the clock is real, so a party
 * past its grace time is late; on another day the view is a plan of the service and a booking
 * simply holds its table for its turn.
 */
export function bookingStateAt(booking: LiveBooking, at: number, isToday: boolean): LiveTableState {
  if (booking.status === 'seated') return 'seated';
  const start = timeToMinutes(booking.hour);
  if (isToday && at > start + LATE_AFTER_MINUTES) return 'late';
  const holdsUntil = isToday ? start + LATE_AFTER_MINUTES : start + booking.turnMinutes;
  if (at >= start - SOON_WITHIN_MINUTES && at <= holdsUntil) return 'soon';
  return 'free';
}

/** Every table's state at minute `at`; tables without a booking are free. */
export function liveTableStates(input: {
  tableGuids: readonly string[];
  bookings: readonly LiveBooking[];
  at: number;
  isToday: boolean;
}): Map<string, LiveTable> {
  const byTable = new Map<string, LiveBooking[]>();
  for (const guid of input.tableGuids) byTable.set(guid, []);
  for (const booking of input.bookings) {
    for (const guid of booking.tableGuids) byTable.get(guid)?.push(booking);
  }
  const result = new Map<string, LiveTable>();
  for (const [guid, list] of byTable) {
    list.sort((a, b) => timeToMinutes(a.hour) - timeToMinutes(b.hour) || (a.guid < b.guid ? -1 : 1));
    let best: { state: LiveTableState; booking: LiveBooking } | null = null;
    for (const booking of list) {
      const state = bookingStateAt(booking, input.at, input.isToday);
      if (state === 'free') continue;
      // Same priority: the earlier booking is the one in front of the host.
      if (!best || PRIORITY[state] > PRIORITY[best.state]) best = { state, booking };
    }
    const after = best ? timeToMinutes(best.booking.hour) : input.at;
    const next = list.find((b) => b !== best?.booking && b.status !== 'seated' && timeToMinutes(b.hour) > after) ?? null;
    result.set(guid, { state: best?.state ?? 'free', booking: best?.booking ?? null, next, bookings: list });
  }
  return result;
}

/** The part of a service rule the live view needs to pick a service. */
export interface ServiceWindow {
  kind: 'noon' | 'evening';
  firstSeating: string;
  lastSeating: string;
  /** Longest turn of the service: its last party is still at table that long after last seating. */
  longestTurnMinutes: number;
}

/**
 * Which service the host is in at minute `at`: one running (from an hour before its first seating
 * until its last party leaves), else the next one to start, else the day's last one. Null when no
 * service runs that day.
 */
export function serviceAt(services: readonly ServiceWindow[], at: number): ServiceWindow['kind'] | null {
  const sorted = [...services].sort((a, b) => timeToMinutes(a.firstSeating) - timeToMinutes(b.firstSeating));
  const running = sorted.find((s) => at >= timeToMinutes(s.firstSeating) - SOON_WITHIN_MINUTES && at <= timeToMinutes(s.lastSeating) + s.longestTurnMinutes);
  if (running) return running.kind;
  const next = sorted.find((s) => timeToMinutes(s.firstSeating) > at);
  return next?.kind ?? sorted[sorted.length - 1]?.kind ?? null;
}
