// Which tables are held at a given time, and which table (or pair of joined tables) a party gets.
//
// A booking holds its tables for the half-open interval [hour, hour + turnMinutes): a party leaving
// at 14:00 frees its table for a party arriving at 14:00.

import { timeToMinutes } from './dates.js';
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
 */
export function pickTables(free: readonly TableInfo[], covers: number, prefs: TablePreferences = {}): { tableIds: number[] } | null {
  if (!Number.isInteger(covers) || covers < 1) return null;
  const { preferredTableGuid, preferredLegendId } = prefs;

  if (preferredTableGuid) {
    const preferred = free.find((t) => t.guid === preferredTableGuid);
    if (preferred && fits(preferred, covers)) return { tableIds: [preferred.id] };
  }

  const fitting = tablesFitting(free, covers);
  if (fitting.length > 0) {
    const hasLegend = (t: TableInfo) => preferredLegendId != null && t.legendIds.includes(preferredLegendId);
    const withLegend = fitting.filter(hasLegend);
    const pool = withLegend.length > 0 ? withLegend : fitting;
    return { tableIds: [pool[0]!.id] };
  }

  // No single table: join two. Tables sharing a legend stand in the same area and can physically be
  // pushed together, so they come first; then the smallest joined capacity, to keep big pairs free.
  const combinable = free.filter((t) => t.combinable).sort(compareTables);
  let best: { a: TableInfo; b: TableInfo; rank: number; seats: number } | null = null;
  for (let i = 0; i < combinable.length; i++) {
    for (let j = i + 1; j < combinable.length; j++) {
      const a = combinable[i]!;
      const b = combinable[j]!;
      if (!pairFits(a, b, covers)) continue;
      const both = preferredLegendId != null && a.legendIds.includes(preferredLegendId) && b.legendIds.includes(preferredLegendId);
      const rank = both ? 0 : sharesLegend(a, b) ? 1 : 2;
      const seats = a.maxCovers + b.maxCovers;
      // Pairs are visited in table order, so the first pair of a given rank and size is the
      // deterministic winner; only strictly better pairs replace it.
      if (!best || rank < best.rank || (rank === best.rank && seats < best.seats)) {
        best = { a, b, rank, seats };
      }
    }
  }
  return best ? { tableIds: [best.a.id, best.b.id] } : null;
}

/**
 * The table(s) a new party gets at `hour`, or null when nothing fits. Never returns an inactive
 * table or one held by an overlapping booking.
 */
export function chooseTables(input: SlotQuery & TablePreferences & { tables: readonly TableInfo[]; covers: number }): { tableIds: number[] } | null {
  return pickTables(freeTables(input), input.covers, input);
}
