import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minutesToTime } from './dates.js';
import { chooseTables, intervalsOverlap, type ServiceWindow } from './table-assignment.js';
import type { ExistingBooking, TableInfo } from './types.js';

// Whatever the room and the day, the weighed choice keeps the engine's hard rules: a free table,
// the right size, only combinable tables joined, the diner's table and placement honoured when
// they can be, and "no table" only when nothing at all fits.

const LEGENDS = [1, 2];
const minutes = (from: number, to: number) => fc.integer({ min: from / 15, max: to / 15 }).map((q) => q * 15);

const tableArb = fc.record({
  minCovers: fc.integer({ min: 0, max: 6 }),
  extra: fc.integer({ min: 0, max: 6 }),
  legendIds: fc.subarray(LEGENDS),
  combinable: fc.boolean(),
  active: fc.boolean(),
});

const scenarioArb = fc.array(tableArb, { minLength: 1, maxLength: 9 }).chain((raw) => {
  const tables: TableInfo[] = raw.map((t, i) => ({
    id: i + 1,
    guid: `guid-${i + 1}`,
    name: `T${(i * 7) % 10}`,
    minCovers: t.minCovers,
    maxCovers: Math.max(1, t.minCovers + t.extra),
    legendIds: t.legendIds,
    combinable: t.combinable,
    active: t.active,
  }));
  const bookingArb = fc.record({
    start: minutes(17 * 60, 23 * 60),
    turn: minutes(15, 240),
    tableIds: fc.uniqueArray(fc.integer({ min: 1, max: tables.length }), { minLength: 1, maxLength: 2 }),
  });
  return fc.record({
    tables: fc.constant(tables),
    held: fc.array(bookingArb, { maxLength: 14 }),
    start: minutes(18 * 60, 22 * 60),
    turn: minutes(15, 240),
    covers: fc.integer({ min: 1, max: 13 }),
    preferredTable: fc.option(fc.integer({ min: 1, max: tables.length })),
    preferredLegendId: fc.option(fc.constantFrom(...LEGENDS)),
    shortest: fc.array(minutes(15, 180), { minLength: 1, maxLength: 3 }),
    weigh: fc.boolean(),
  });
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

function inputOf(s: Scenario) {
  const bookings: ExistingBooking[] = s.held.map((h, i) => ({
    id: i + 1,
    hour: minutesToTime(h.start),
    covers: 2,
    service: 'evening',
    tableIds: h.tableIds,
    turnMinutes: h.turn,
  }));
  const service: ServiceWindow = {
    firstSeating: '18:00',
    lastSeating: '22:00',
    shortestStay: (t) => s.shortest[t.minCovers % s.shortest.length]!,
  };
  return {
    tables: s.tables,
    bookings,
    hour: minutesToTime(s.start),
    turnMinutes: s.turn,
    covers: s.covers,
    preferredTableGuid: s.preferredTable === null ? null : `guid-${s.preferredTable}`,
    preferredLegendId: s.preferredLegendId,
    service: s.weigh ? service : undefined,
  };
}

const fitsAlone = (t: TableInfo, covers: number) => t.minCovers <= covers && covers <= t.maxCovers;
const fitsJoined = (a: TableInfo, b: TableInfo, covers: number) =>
  a.combinable && b.combinable && Math.max(1, a.minCovers, b.minCovers) <= covers && covers <= a.maxCovers + b.maxCovers;

/** The free, active tables, by brute force over every stay. */
function freeOf(s: Scenario): TableInfo[] {
  const end = s.start + s.turn;
  return s.tables.filter((t) => t.active && !s.held.some((h) => h.tableIds.includes(t.id) && intervalsOverlap(s.start, end, h.start, h.start + h.turn)));
}

function pairsOf(free: TableInfo[], covers: number): Array<[TableInfo, TableInfo]> {
  const out: Array<[TableInfo, TableInfo]> = [];
  for (let i = 0; i < free.length; i++) for (let j = i + 1; j < free.length; j++) if (fitsJoined(free[i]!, free[j]!, covers)) out.push([free[i]!, free[j]!]);
  return out;
}

describe('chooseTables, over random rooms and days', () => {
  it('seats a party only on free, active tables of the right size, joining only combinable ones', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const choice = chooseTables(inputOf(s));
        if (!choice) return;
        const free = freeOf(s);
        const chosen = choice.tableIds.map((id) => free.find((t) => t.id === id));
        expect(chosen.every((t) => t !== undefined)).toBe(true);
        expect(new Set(choice.tableIds).size).toBe(choice.tableIds.length);
        if (chosen.length === 1) expect(fitsAlone(chosen[0]!, s.covers)).toBe(true);
        else {
          expect(chosen).toHaveLength(2);
          expect(fitsJoined(chosen[0]!, chosen[1]!, s.covers)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('says "no table" only when no free table or combinable pair fits, and joins tables only when no single one does', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const choice = chooseTables(inputOf(s));
        const free = freeOf(s);
        const single = free.some((t) => fitsAlone(t, s.covers));
        const pair = pairsOf(free, s.covers).length > 0;
        expect(choice === null).toBe(!single && !pair);
        if (single) expect(choice?.tableIds).toHaveLength(1);
      }),
      { numRuns: 1500 },
    );
  });

  it("honours the diner's table, then the placement, whenever a fitting table is free there", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const choice = chooseTables(inputOf(s));
        const free = freeOf(s);
        const preferred = free.find((t) => t.id === s.preferredTable);
        if (preferred && fitsAlone(preferred, s.covers)) {
          expect(choice).toEqual({ tableIds: [preferred.id] });
          return;
        }
        if (s.preferredLegendId === null) return;
        const legend = s.preferredLegendId;
        if (free.some((t) => fitsAlone(t, s.covers) && t.legendIds.includes(legend))) {
          expect(choice!.tableIds).toHaveLength(1);
          expect(free.find((t) => t.id === choice!.tableIds[0])!.legendIds).toContain(legend);
        } else if (
          !free.some((t) => fitsAlone(t, s.covers)) &&
          pairsOf(free, s.covers).some(([a, b]) => a.legendIds.includes(legend) && b.legendIds.includes(legend))
        ) {
          for (const id of choice!.tableIds) expect(free.find((t) => t.id === id)!.legendIds).toContain(legend);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('gives the same answer whatever order the tables and bookings come in', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), (s, seed) => {
        const input = inputOf(s);
        const shuffle = <T>(list: readonly T[]) =>
          list
            .map((value, i) => ({ value, key: Math.sin(seed + i * 12.9898) }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.value);
        const again = chooseTables({ ...input, tables: shuffle(input.tables), bookings: shuffle(input.bookings) });
        expect(again).toEqual(chooseTables(input));
      }),
      { numRuns: 800 },
    );
  });
});
