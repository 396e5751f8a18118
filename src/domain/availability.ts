// Whether a party can book a given slot, and the hour grid the wizard shows for a day.
//
// `checkSlot` is what the server runs inside the booking transaction; `computeDayHours` runs the very
// same rules for every slot of a day, so a slot shown available is one the server would accept.

import { bookingWindowBounds, openServicesOn, slotsForService, turnMinutesFor } from './services.js';
import { compareIsoDates, daysBetween, isValidIsoDate, isValidTime, MINUTES_PER_DAY, timeToMinutes } from './dates.js';
import { maxPartySize, pickTables, type TablePreferences } from './table-assignment.js';
import type { ServiceFit } from './table-fit.js';
import type {
  BookingWindow,
  ClosedDate,
  DayHours,
  ExistingBooking,
  HourSlot,
  IsoDate,
  SlotUnavailability,
  ServiceKind,
  ServiceRule,
  TableInfo,
  TimeOfDay,
} from './types.js';

/** The restaurant's wall clock, from `zonedNow`. */
export type Now = { date: IsoDate; minutes: number };

export type SlotRefusal =
  'invalid_date' | 'past' | 'too_far' | 'closed' | 'not_a_slot' | 'too_soon' | 'pacing_slot' | 'pacing_service' | 'no_table' | 'too_many_covers';

export type SlotCheck = { ok: true; service: ServiceRule; tableIds: number[]; turnMinutes: number } | { ok: false; reason: SlotRefusal };

export interface DayInput {
  date: IsoDate;
  services: readonly ServiceRule[];
  closedDates: readonly ClosedDate[];
  window: BookingWindow;
  now: Now;
  tables: readonly TableInfo[];
  /** Only bookings that hold tables and count towards pacing: the caller drops cancelled and waiting ones. */
  bookings: readonly ExistingBooking[];
}

export interface SlotInput extends DayInput, TablePreferences {
  hour: TimeOfDay;
  covers: number;
}

interface HeldInterval {
  start: number;
  end: number;
  tableIds: readonly number[];
}

// Everything that depends on the day but not on the slot, computed once per day so the hour grid
// costs slots × (tables + bookings) rather than re-deriving it all per slot.
interface DayContext {
  refusal: 'invalid_date' | 'past' | 'too_far' | null;
  open: ServiceRule[];
  /** Minutes from the start of `now.date` to the start of `date`. */
  dayOffset: number;
  nowMinutes: number;
  noticeMinutes: number;
  coversBySlot: Map<number, number>;
  coversByService: Map<ServiceKind, number>;
  held: HeldInterval[];
  activeTables: TableInfo[];
  maxParty: number;
}

function prepareDay(input: DayInput): DayContext {
  const { date, now, window } = input;
  const ctx: DayContext = {
    refusal: null,
    open: [],
    dayOffset: 0,
    nowMinutes: now.minutes,
    noticeMinutes: Math.max(0, window.noticeMinutes),
    coversBySlot: new Map(),
    coversByService: new Map(),
    held: [],
    activeTables: input.tables.filter((t) => t.active),
    maxParty: 0,
  };
  if (!isValidIsoDate(date)) return { ...ctx, refusal: 'invalid_date' };
  ctx.open = openServicesOn(date, input.services, input.closedDates);
  if (compareIsoDates(date, now.date) < 0) return { ...ctx, refusal: 'past' };
  if (compareIsoDates(date, bookingWindowBounds(now.date, window).maxDate) > 0) return { ...ctx, refusal: 'too_far' };

  ctx.dayOffset = daysBetween(now.date, date) * MINUTES_PER_DAY;
  for (const b of input.bookings) {
    const start = timeToMinutes(b.hour);
    ctx.coversBySlot.set(start, (ctx.coversBySlot.get(start) ?? 0) + b.covers);
    ctx.coversByService.set(b.service, (ctx.coversByService.get(b.service) ?? 0) + b.covers);
    ctx.held.push({ start, end: start + b.turnMinutes, tableIds: b.tableIds });
  }
  ctx.maxParty = maxPartySize(input.tables);
  return ctx;
}

/**
 * The service's stays as the table choice weighs them. A table's shortest sellable stay is the turn
 * time of the smallest party it seats.
 */
function serviceFit(ctx: DayContext, service: ServiceRule, start: number, end: number): ServiceFit {
  const byMinCovers = new Map<number, number>();
  return {
    start,
    end,
    held: ctx.held,
    firstSeating: timeToMinutes(service.firstSeating),
    lastSeating: timeToMinutes(service.lastSeating),
    shortestStay: (table) => {
      const smallest = Math.max(1, table.minCovers);
      let minutes = byMinCovers.get(smallest);
      if (minutes === undefined) byMinCovers.set(smallest, (minutes = turnMinutesFor(service, smallest)));
      return minutes;
    },
  };
}

/**
 * Slot-level rules, in the order the refusal reasons are reported. `weighService` asks for the table
 * that costs the rest of the service the least; the hour grid only needs to know whether one fits,
 * which the plain pick answers the same way, and faster.
 */
function evaluateSlot(ctx: DayContext, service: ServiceRule, slot: number, covers: number, prefs: TablePreferences, weighService: boolean): SlotCheck {
  // Absolute minutes from the start of today, so a notice longer than the rest of the day still
  // reaches into tomorrow's early slots.
  const slotAbs = ctx.dayOffset + slot;
  if (slotAbs <= ctx.nowMinutes) return { ok: false, reason: 'past' };
  if (slotAbs <= ctx.nowMinutes + ctx.noticeMinutes) return { ok: false, reason: 'too_soon' };

  // Before pacing: a party no table could ever seat must hear "call us", not "try another time".
  if (covers > ctx.maxParty) return { ok: false, reason: 'too_many_covers' };
  const { maxCoversPerSlot, maxCoversPerService } = service;
  if (maxCoversPerSlot != null && (ctx.coversBySlot.get(slot) ?? 0) + covers > maxCoversPerSlot) {
    return { ok: false, reason: 'pacing_slot' };
  }
  if (maxCoversPerService != null && (ctx.coversByService.get(service.kind) ?? 0) + covers > maxCoversPerService) {
    return { ok: false, reason: 'pacing_service' };
  }

  const turnMinutes = turnMinutesFor(service, covers);
  const end = slot + turnMinutes;
  const busy = new Set<number>();
  for (const h of ctx.held) {
    if (h.start < end && slot < h.end) for (const id of h.tableIds) busy.add(id);
  }
  const choice = pickTables(
    ctx.activeTables.filter((t) => !busy.has(t.id)),
    covers,
    prefs,
    weighService ? serviceFit(ctx, service, slot, end) : undefined,
  );
  if (!choice) return { ok: false, reason: 'no_table' };
  return { ok: true, service, tableIds: choice.tableIds, turnMinutes };
}

/** Whether a party of `covers` may book `hour` on `date`, and if so on which service and tables. */
export function checkSlot(input: SlotInput): SlotCheck {
  const ctx = prepareDay(input);
  if (ctx.refusal) return { ok: false, reason: ctx.refusal };
  if (ctx.open.length === 0) return { ok: false, reason: 'closed' };

  const hasHour = (s: ServiceRule) => slotsForService(s).includes(input.hour);
  const candidates = isValidTime(input.hour) ? ctx.open.filter(hasHour) : [];
  if (candidates.length === 0) {
    // Lunch closed on a day dinner still runs: 12:30 is a real slot of a closed service, and the
    // diner should hear "closed", not "no such time".
    const ofClosedService = isValidTime(input.hour) && openServicesOn(input.date, input.services, []).some(hasHour);
    return { ok: false, reason: ofClosedService ? 'closed' : 'not_a_slot' };
  }

  // Two rules of a service may overlap (e.g. a special Saturday evening); any one accepting wins,
  // which keeps this consistent with the grid computed by `computeDayHours`.
  const prefs = { preferredTableGuid: input.preferredTableGuid, preferredLegendId: input.preferredLegendId };
  const slot = timeToMinutes(input.hour);
  let firstRefusal: SlotCheck | null = null;
  for (const service of candidates) {
    const result = evaluateSlot(ctx, service, slot, input.covers, prefs, true);
    if (result.ok) return result;
    firstRefusal ??= result;
  }
  return firstRefusal!;
}

/**
 * Whether the engine's answers about `date` can change from one minute of `now.date` to the next:
 * only while some time of that date is within the minimum notice from now. Before then, the date
 * is decided by the restaurant's date alone (past, beyond the booking window, or every slot far
 * enough ahead), so one answer holds for the whole day.
 */
export function answersMoveWithTheMinute(date: IsoDate, now: Now, noticeMinutes: number): boolean {
  if (!isValidIsoDate(date) || compareIsoDates(date, now.date) < 0) return false;
  return daysBetween(now.date, date) * MINUTES_PER_DAY <= now.minutes + Math.max(0, noticeMinutes);
}

/**
 * Every slot of the day's open services with its availability for `covers`. A service closed that
 * date or not running that weekday gives an empty list; past or out-of-window days list their slots
 * as unavailable.
 */
export function computeDayHours(input: DayInput & { covers?: number }): DayHours {
  const covers = input.covers ?? 1;
  const ctx = prepareDay(input);
  // Per label: null when bookable, else why not. Of two overlapping rules, the more hopeful answer wins.
  const byKind: Record<ServiceKind, Map<TimeOfDay, SlotUnavailability | null>> = { noon: new Map(), evening: new Map() };
  for (const service of ctx.open) {
    const labels = byKind[service.kind];
    for (const label of slotsForService(service)) {
      const reason = ctx.refusal ? unavailabilityOf(ctx.refusal) : slotUnavailability(evaluateSlot(ctx, service, timeToMinutes(label), covers, {}, false));
      const previous = labels.get(label);
      labels.set(label, previous === undefined ? reason : moreHopeful(previous, reason));
    }
  }
  const toList = (labels: Map<TimeOfDay, SlotUnavailability | null>): HourSlot[] =>
    [...labels]
      .map(([label, reason]): HourSlot => (reason === null ? { label, available: true } : { label, available: false, reason }))
      // HH:MM labels sort chronologically as text.
      .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return { noon: toList(byKind.noon), evening: toList(byKind.evening) };
}

/** The hour grid's reason for an engine refusal: only capacity makes a slot "full". */
function unavailabilityOf(reason: SlotRefusal): SlotUnavailability {
  switch (reason) {
    case 'past':
    case 'too_soon':
      return 'past';
    case 'invalid_date':
    case 'too_far':
    case 'closed':
    case 'not_a_slot':
      return 'closed';
    default:
      return 'full';
  }
}

function slotUnavailability(check: SlotCheck): SlotUnavailability | null {
  return check.ok ? null : unavailabilityOf(check.reason);
}

const HOPE: Record<SlotUnavailability, number> = { full: 2, closed: 1, past: 0 };
function moreHopeful(a: SlotUnavailability | null, b: SlotUnavailability | null): SlotUnavailability | null {
  if (a === null || b === null) return null;
  return HOPE[a] >= HOPE[b] ? a : b;
}

/** The slots still to come: a past slot is no longer offered, nor counted as full. */
export function upcomingSlots(slots: readonly HourSlot[]): HourSlot[] {
  return slots.filter((s) => s.available || s.reason !== 'past');
}

/**
 * The waiting-list banner's trigger: a service with slots still to come, every one of them full.
 * A service whose time has gone by, or a day not open for booking, is not "full".
 */
export function isServiceFull(slots: readonly HourSlot[]): boolean {
  const upcoming = upcomingSlots(slots);
  // An unavailable slot without a reason (an older answer) counts as taken.
  return upcoming.length > 0 && upcoming.every((s) => !s.available && (s.reason ?? 'full') === 'full');
}
