// Which tables are held at a given time, and which table (or pair of joined tables) a party gets.
//
// A booking holds its tables for the half-open interval [hour, hour + turnMinutes): a party leaving
// at 14:00 frees its table for a party arriving at 14:00.

import { timeToMinutes } from './dates.js';
import { compareScores, fitScore, neighboursOf, type FitScore, type ServiceFit } from './table-fit.js';
import type { ExistingBooking, TableInfo, TimeOfDay } from './types.js';

export interface TablePreferences {
  /** The diner's chosen table; honoured only when free and the right size. */
  preferredTableGuid?: string | null;
  /** The diner's chosen placement (terrasse, salle…); a preference, never a requirement. */
  preferredLegendId?: number | null;
}

export interface SlotQuery {
  bookings: readonly ExistingBooking[];
  hour: TimeOfDay;
  turnMinutes: number;
}

/** Half-open intervals: touching ends do not overlap. */
export function intervalsOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

export function busyTableIds({ bookings, hour, turnMinutes }: SlotQuery): Set<number> {
  const start = timeToMinutes(hour);
  const end = start + turnMinutes;
  const busy = new Set<number>();
  for (const b of bookings) {
    const bStart = timeToMinutes(b.hour);
    if (intervalsOverlap(start, end, bStart, bStart + b.turnMinutes)) {
      for (const id of b.tableIds) busy.add(id);
    }
  }
  return busy;
}

export function freeTables(query: SlotQuery & { tables: readonly TableInfo[] }): TableInfo[] {
  const busy = busyTableIds(query);
  return query.tables.filter((t) => t.active && !busy.has(t.id));
}

/** The spec's "blocked tables" for a date and hour: guids of active tables already held then. */
export function blockedTableGuids(query: SlotQuery & { tables: readonly TableInfo[] }): string[] {
  const busy = busyTableIds(query);
  return query.tables.filter((t) => t.active && busy.has(t.id)).map((t) => t.guid);
}

// Plain code-unit comparison: locale collation differs between ICU builds, and the browser's
// suggestion must match the server's choice.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareTables(a: TableInfo, b: TableInfo): number {
  return a.maxCovers - b.maxCovers || compareText(a.name, b.name) || a.id - b.id;
}

function fits(table: TableInfo, covers: number): boolean {
  return table.minCovers <= covers && covers <= table.maxCovers;
}

/** Tables that seat exactly this party size, smallest first (then by name). Active flag not checked. */
export function tablesFitting(tables: readonly TableInfo[], covers: number): TableInfo[] {
  return tables.filter((t) => fits(t, covers)).sort(compareTables);
}

function pairFits(a: TableInfo, b: TableInfo, covers: number): boolean {
  const min = Math.max(1, a.minCovers, b.minCovers);
  return min <= covers && covers <= a.maxCovers + b.maxCovers;
}

function sharesLegend(a: TableInfo, b: TableInfo): boolean {
  return a.legendIds.some((id) => b.legendIds.includes(id));
}

/** Largest party the room could ever seat: the biggest active table or the two biggest combinable ones. */
export function maxPartySize(tables: readonly TableInfo[]): number {
  let single = 0;
  const combinable: number[] = [];
  for (const t of tables) {
    if (!t.active) continue;
    single = Math.max(single, t.maxCovers);
    if (t.combinable) combinable.push(t.maxCovers);
  }
  combinable.sort((a, b) => b - a);
  const pair = combinable.length >= 2 ? combinable[0]! + combinable[1]! : 0;
  return Math.max(single, pair);
}

/**
 * Picks from tables already known to be free and active. Split out of `chooseTables` so the
 * availability grid can compute the free set its own (faster) way and still share these rules.
 *
 * In order: the diner's table when it is free and the right size; else a single table (in the
 * chosen placement when one there fits); only when no single table fits, a joined pair. With the
 * service's stays (`fit`), the table that costs the rest of the service the least wins among those
 * (see table-fit.ts); without it, the smallest. Ties go to the smallest table, then by name, so the
 * same day always gives the same answer.
 */
export function pickTables(free: readonly TableInfo[], covers: number, prefs: TablePreferences = {}, fit?: ServiceFit): { tableIds: number[] } | null {
  if (!Number.isInteger(covers) || covers < 1) return null;
  const { preferredTableGuid, preferredLegendId } = prefs;

  if (preferredTableGuid) {
    const preferred = free.find((t) => t.guid === preferredTableGuid);
    if (preferred && fits(preferred, covers)) return { tableIds: [preferred.id] };
  }

  const near = fit ? neighboursOf(fit) : null;
  const score = (chosen: readonly TableInfo[]): FitScore | null => (fit && near ? fitScore(fit, near, chosen, covers) : null);

  const fitting = tablesFitting(free, covers);
  if (fitting.length > 0) {
    const hasLegend = (t: TableInfo) => preferredLegendId != null && t.legendIds.includes(preferredLegendId);
    const withLegend = fitting.filter(hasLegend);
    const pool = withLegend.length > 0 ? withLegend : fitting;
    // `pool` is in table order, so keeping the first of equal scores keeps the smallest, then by name.
    let best = pool[0]!;
    let bestScore = score([best]);
    for (let i = 1; bestScore && i < pool.length; i++) {
      const s = score([pool[i]!])!;
      if (compareScores(s, bestScore) < 0) {
        best = pool[i]!;
        bestScore = s;
      }
    }
    return { tableIds: [best.id] };
  }

  // No single table: join two. Tables sharing a legend stand in the same area and can physically be
  // pushed together, so they come first; then the pair costing the service the least (or, without
  // the service's stays, the smallest joined capacity), to keep big pairs free.
  const combinable = free.filter((t) => t.combinable).sort(compareTables);
  let best: { a: TableInfo; b: TableInfo; rank: number; seats: number; score: FitScore | null } | null = null;
  for (let i = 0; i < combinable.length; i++) {
    for (let j = i + 1; j < combinable.length; j++) {
      const a = combinable[i]!;
      const b = combinable[j]!;
      if (!pairFits(a, b, covers)) continue;
      const both = preferredLegendId != null && a.legendIds.includes(preferredLegendId) && b.legendIds.includes(preferredLegendId);
      const rank = both ? 0 : sharesLegend(a, b) ? 1 : 2;
      const seats = a.maxCovers + b.maxCovers;
      if (best && rank > best.rank) continue;
      const pairScore = score([a, b]);
      // Pairs are visited in table order, so the first pair of a given rank and cost is the
      // deterministic winner; only strictly better pairs replace it.
      const better = !best || rank < best.rank || (pairScore && best.score ? compareScores(pairScore, best.score) < 0 : seats < best.seats);
      if (better) best = { a, b, rank, seats, score: pairScore };
    }
  }
  return best ? { tableIds: [best.a.id, best.b.id] } : null;
}

/**
 * The table(s) a new party gets at `hour`, or null when nothing fits. Never returns an inactive
 * table or one held by an overlapping booking. With `service`, the day's bookings are weighed as
 * `checkSlot` weighs them; without it, the smallest table that fits.
 */
export function chooseTables(
  input: SlotQuery & TablePreferences & { tables: readonly TableInfo[]; covers: number; service?: ServiceWindow },
): { tableIds: number[] } | null {
  return pickTables(freeTables(input), input.covers, input, input.service && serviceFitOf(input, input.service));
}

/** What the assignment needs of a service: its seatings and the shortest stay each table could sell. */
export interface ServiceWindow {
  firstSeating: TimeOfDay;
  lastSeating: TimeOfDay;
  shortestStay: (table: TableInfo) => number;
}

/** The service's stays as the assignment weighs them: each booking with its own end. */
function serviceFitOf({ bookings, hour, turnMinutes }: SlotQuery, service: ServiceWindow): ServiceFit {
  const start = timeToMinutes(hour);
  return {
    start,
    end: start + turnMinutes,
    held: bookings.map((b) => {
      const bStart = timeToMinutes(b.hour);
      return { start: bStart, end: bStart + b.turnMinutes, tableIds: b.tableIds };
    }),
    firstSeating: timeToMinutes(service.firstSeating),
    lastSeating: timeToMinutes(service.lastSeating),
    shortestStay: service.shortestStay,
  };
}
