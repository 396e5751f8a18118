// How long a party really stays, predicted from the restaurant's own history: the time from
// "Installé" to "Terminé" in its bookings' status history, as a median per party size, service and
// weekday. A group needs MIN_TURN_SAMPLES stays to be trusted; otherwise the coarser group (party
// size and service, every weekday) is tried, then the service's fixed turn time. The medians are
// computed by the server at night or when the owner opens the setting and stored; a booking only
// reads them (servicesWithPredictions), rounded to the engine's grid and bounded by the service.

import { isoWeekday, parseInstant, timeToMinutes } from './dates.js';
import { DEFAULT_TURN_MINUTES, turnMinutesFor } from './services.js';
import type { IsoDate, IsoWeekday, ServiceKind, ServiceRule, TurnTimeRule } from './types.js';

/** Below this many stays a group's median says more about chance than about the restaurant. */
export const MIN_TURN_SAMPLES = 20;
/** The engine's grid: bookings and the timeline move by quarters of an hour. */
const TURN_GRID_MINUTES = 15;
/** No table turns in less than this, whatever a few hurried lunches say. */
const MIN_PREDICTED_TURN_MINUTES = 30;
/**
 * A stay outside these bounds is a mistaken tap (seated then finished at once) or a table nobody
 * marked finished until the next morning: neither says how long parties stay.
 */
const PLAUSIBLE_STAY_MINUTES = { min: 10, max: 6 * 60 } as const;

/** One past stay: the party, its service and weekday, and how long it kept its table. */
export interface StaySample {
  covers: number;
  service: ServiceKind;
  weekday: IsoWeekday;
  minutes: number;
}

/** A group's median stay; `weekday` null is the coarser group (party size and service, every weekday). */
export interface TurnPredictionGroup {
  service: ServiceKind;
  covers: number;
  weekday: IsoWeekday | null;
  median: number;
  samples: number;
}

/** A prediction as the engine uses it: on the grid, within bounds, and which group it comes from. */
export interface PredictedTurn {
  minutes: number;
  samples: number;
  basis: 'weekday' | 'service';
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One status change of a booking's history, as the repository reads it. */
export interface StatusEvent {
  bookingId: number;
  at: string;
  toStatus: string | null;
}

/**
 * The stays of finished bookings: from the last "seated" before a "completed" to that
 * "completed". A booking never seated, or reopened and never finished, has no stay; implausible
 * ones are dropped.
 */
export function staysFromHistory(
  events: readonly StatusEvent[],
  bookings: ReadonlyMap<number, { covers: number; service: ServiceKind; date: IsoDate }>,
): StaySample[] {
  const byBooking = new Map<number, StatusEvent[]>();
  for (const event of events) {
    const list = byBooking.get(event.bookingId);
    if (list) list.push(event);
    else byBooking.set(event.bookingId, [event]);
  }
  const stays: StaySample[] = [];
  for (const [bookingId, list] of byBooking) {
    const booking = bookings.get(bookingId);
    if (!booking) continue;
    list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    let seatedAt: string | null = null;
    let stay: number | null = null;
    for (const event of list) {
      if (event.toStatus === 'seated') seatedAt = event.at;
      else if (event.toStatus === 'completed' && seatedAt !== null) stay = (parseInstant(event.at).getTime() - parseInstant(seatedAt).getTime()) / 60_000;
    }
    if (stay === null || stay < PLAUSIBLE_STAY_MINUTES.min || stay > PLAUSIBLE_STAY_MINUTES.max) continue;
    stays.push({ covers: booking.covers, service: booking.service, weekday: isoWeekday(booking.date), minutes: stay });
  }
  return stays;
}

/** Every group that has at least one stay, fine (with its weekday) and coarse (weekday null), in a stable order. */
export function summariseStays(stays: readonly StaySample[]): TurnPredictionGroup[] {
  const groups = new Map<string, { service: ServiceKind; covers: number; weekday: IsoWeekday | null; minutes: number[] }>();
  const add = (service: ServiceKind, covers: number, weekday: IsoWeekday | null, minutes: number) => {
    const key = `${service}|${covers}|${weekday ?? 0}`;
    const group = groups.get(key);
    if (group) group.minutes.push(minutes);
    else groups.set(key, { service, covers, weekday, minutes: [minutes] });
  };
  for (const stay of stays) {
    add(stay.service, stay.covers, stay.weekday, stay.minutes);
    add(stay.service, stay.covers, null, stay.minutes);
  }
  return [...groups.values()]
    .map((g) => ({ service: g.service, covers: g.covers, weekday: g.weekday, median: Math.round(median(g.minutes) * 10) / 10, samples: g.minutes.length }))
    .sort((a, b) => a.service.localeCompare(b.service) || a.covers - b.covers || (a.weekday ?? 0) - (b.weekday ?? 0));
}

/**
 * The longest a party can stay in a service: from its first seating to its last, plus the longest
 * fixed turn time (a party seated last stays that long).
 */
export function serviceLengthMinutes(service: ServiceRule): number {
  const longest = service.turnTimes.length ? Math.max(...service.turnTimes.map((t) => t.minutes)) : DEFAULT_TURN_MINUTES;
  return Math.max(0, timeToMinutes(service.lastSeating) - timeToMinutes(service.firstSeating)) + longest;
}

/** A median on the engine's grid, never below MIN_PREDICTED_TURN_MINUTES nor above the service's length. */
export function boundedTurnMinutes(minutes: number, service: ServiceRule): number {
  const onGrid = Math.round(minutes / TURN_GRID_MINUTES) * TURN_GRID_MINUTES;
  const longest = Math.max(MIN_PREDICTED_TURN_MINUTES, serviceLengthMinutes(service));
  return Math.min(longest, Math.max(MIN_PREDICTED_TURN_MINUTES, onGrid));
}

/** The prediction for a party of `covers` in `service` on `weekday`, or null when no group has enough stays. */
export function predictedTurn(groups: readonly TurnPredictionGroup[], service: ServiceRule, covers: number, weekday: IsoWeekday): PredictedTurn | null {
  const ofService = groups.filter((g) => g.service === service.kind && g.covers === covers && g.samples >= MIN_TURN_SAMPLES);
  const fine = ofService.find((g) => g.weekday === weekday);
  if (fine) return { minutes: boundedTurnMinutes(fine.median, service), samples: fine.samples, basis: 'weekday' };
  const coarse = ofService.find((g) => g.weekday === null);
  if (coarse) return { minutes: boundedTurnMinutes(coarse.median, service), samples: coarse.samples, basis: 'service' };
  return null;
}

/**
 * The services of one date with their turn times replaced by the predictions where a group has
 * enough stays: one rule per party size up to the largest predicted one (a size without a
 * prediction keeps its fixed time), then the fixed rules beyond it. The engine reads the result
 * like any owner's rules (turnMinutesFor), so nothing else in it changes.
 */
export function servicesWithPredictions(services: readonly ServiceRule[], groups: readonly TurnPredictionGroup[], date: IsoDate): ServiceRule[] {
  const weekday = isoWeekday(date);
  return services.map((service) => {
    const sizes = groups.filter((g) => g.service === service.kind && g.samples >= MIN_TURN_SAMPLES).map((g) => g.covers);
    if (sizes.length === 0) return service;
    const largest = Math.max(...sizes);
    const rules: TurnTimeRule[] = [];
    for (let covers = 1; covers <= largest; covers++) {
      rules.push({ upTo: covers, minutes: predictedTurn(groups, service, covers, weekday)?.minutes ?? turnMinutesFor(service, covers) });
    }
    // Past the largest predicted size, the owner's rules as they are (turnMinutesFor sorts them).
    const beyond = service.turnTimes.filter((t) => t.upTo > largest);
    if (beyond.length === 0) beyond.push({ upTo: largest + 1, minutes: turnMinutesFor(service, largest + 1) });
    return { ...service, turnTimes: [...rules, ...beyond] };
  });
}

/** One party size of a service as Réglages shows it: the fixed time, the prediction and its stays. */
export interface TurnTimeRow {
  covers: number;
  fixedMinutes: number;
  /** Every weekday's prediction (party size and service), or null with fewer than MIN_TURN_SAMPLES stays. */
  predictedMinutes: number | null;
  samples: number;
  /** The weekdays with enough stays of their own, and what they predict. */
  weekdays: Array<{ weekday: IsoWeekday; minutes: number; samples: number }>;
}

/** The party sizes the history knows, per service, next to the services' fixed times. */
export function turnTimeRows(services: readonly ServiceRule[], groups: readonly TurnPredictionGroup[]): Array<{ kind: ServiceKind; rows: TurnTimeRow[] }> {
  const kinds = [...new Set(services.map((s) => s.kind))].sort((a, b) => (a === b ? 0 : a === 'noon' ? -1 : 1));
  return kinds.map((kind) => {
    const service = services.find((s) => s.kind === kind)!;
    const coarse = groups.filter((g) => g.service === kind && g.weekday === null).sort((a, b) => a.covers - b.covers);
    return {
      kind,
      rows: coarse.map((g) => ({
        covers: g.covers,
        fixedMinutes: turnMinutesFor(service, g.covers),
        predictedMinutes: g.samples >= MIN_TURN_SAMPLES ? boundedTurnMinutes(g.median, service) : null,
        samples: g.samples,
        weekdays: groups
          .filter((w) => w.service === kind && w.covers === g.covers && w.weekday !== null && w.samples >= MIN_TURN_SAMPLES)
          .map((w) => ({ weekday: w.weekday!, minutes: boundedTurnMinutes(w.median, service), samples: w.samples })),
      })),
    };
  });
}
