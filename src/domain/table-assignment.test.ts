import { describe, it, expect } from 'vitest';
import { blockedTableGuids, busyTableIds, chooseTables, freeTables, intervalsOverlap, maxPartySize, pickTables, tablesFitting } from './table-assignment.js';
import type { ExistingBooking, TableInfo } from './types.js';

const SALLE = 1;
const TERRASSE = 2;

function table(id: number, name: string, minCovers: number, maxCovers: number, over: Partial<TableInfo> = {}): TableInfo {
  return { id, guid: `guid-${id}`, name, minCovers, maxCovers, legendIds: [], combinable: false, active: true, ...over };
}

function booking(id: number, hour: string, tableIds: number[], turnMinutes = 90, covers = 2): ExistingBooking {
  return { id, hour, covers, service: 'noon', tableIds, turnMinutes };
}

const tables: TableInfo[] = [
  table(5, 'T5', 4, 6, { legendIds: [SALLE] }),
  table(1, 'T1', 1, 2, { legendIds: [SALLE] }),
  table(2, 'T2', 1, 2, { legendIds: [TERRASSE] }),
  table(3, 'T3', 2, 4, { legendIds: [SALLE] }),
  table(4, 'T4', 2, 4, { legendIds: [TERRASSE] }),
  table(9, 'T9', 1, 10, { active: false }),
];

describe('intervalsOverlap', () => {
  it('treats intervals as half-open', () => {
    expect(intervalsOverlap(720, 810, 810, 900)).toBe(false);
    expect(intervalsOverlap(810, 900, 720, 810)).toBe(false);
    expect(intervalsOverlap(720, 810, 809, 900)).toBe(true);
    expect(intervalsOverlap(720, 810, 700, 721)).toBe(true);
    expect(intervalsOverlap(720, 810, 740, 760)).toBe(true);
    expect(intervalsOverlap(740, 760, 720, 810)).toBe(true);
    expect(intervalsOverlap(720, 810, 720, 810)).toBe(true);
  });
});

describe('busyTableIds', () => {
  const bookings = [booking(1, '12:00', [1], 90), booking(2, '12:00', [3, 4], 120)];

  it('holds a table from its hour for the turn time', () => {
    expect(busyTableIds({ bookings, hour: '12:00', turnMinutes: 90 })).toEqual(new Set([1, 3, 4]));
    expect(busyTableIds({ bookings, hour: '13:00', turnMinutes: 90 })).toEqual(new Set([1, 3, 4]));
  });

  it('frees a table exactly when the previous party leaves (touching ends)', () => {
    expect(busyTableIds({ bookings, hour: '13:30', turnMinutes: 90 })).toEqual(new Set([3, 4]));
    expect(busyTableIds({ bookings, hour: '13:29', turnMinutes: 90 })).toEqual(new Set([1, 3, 4]));
    expect(busyTableIds({ bookings, hour: '14:00', turnMinutes: 90 })).toEqual(new Set());
  });

  it('blocks an earlier party that would still be seated when the booking starts', () => {
    expect(busyTableIds({ bookings, hour: '10:30', turnMinutes: 90 })).toEqual(new Set());
    expect(busyTableIds({ bookings, hour: '10:31', turnMinutes: 90 })).toEqual(new Set([1, 3, 4]));
    expect(busyTableIds({ bookings, hour: '11:45', turnMinutes: 15 })).toEqual(new Set());
  });

  it('is empty without bookings', () => {
    expect(busyTableIds({ bookings: [], hour: '12:00', turnMinutes: 120 }).size).toBe(0);
  });
});

describe('freeTables and blockedTableGuids', () => {
  const bookings = [booking(1, '12:00', [1, 9], 90)];

  it('keeps active tables not held', () => {
    expect(freeTables({ tables, bookings, hour: '12:30', turnMinutes: 90 }).map((t) => t.id)).toEqual([5, 2, 3, 4]);
    expect(freeTables({ tables, bookings, hour: '13:30', turnMinutes: 90 }).map((t) => t.id)).toEqual([5, 1, 2, 3, 4]);
  });

  it('lists the guids of active tables held at that hour only', () => {
    expect(blockedTableGuids({ tables, bookings, hour: '12:30', turnMinutes: 90 })).toEqual(['guid-1']);
    expect(blockedTableGuids({ tables, bookings, hour: '13:30', turnMinutes: 90 })).toEqual([]);
  });
});

describe('tablesFitting', () => {
  it('keeps tables whose min and max bracket the party, smallest first', () => {
    expect(tablesFitting(tables, 2).map((t) => t.name)).toEqual(['T1', 'T2', 'T3', 'T4', 'T9']);
    expect(tablesFitting(tables, 3).map((t) => t.name)).toEqual(['T3', 'T4', 'T9']);
    expect(tablesFitting(tables, 4).map((t) => t.name)).toEqual(['T3', 'T4', 'T5', 'T9']);
    expect(tablesFitting(tables, 6).map((t) => t.name)).toEqual(['T5', 'T9']);
    expect(tablesFitting(tables, 11)).toEqual([]);
  });

  it('respects minimum covers', () => {
    expect(tablesFitting([table(1, 'Grande', 6, 10)], 5)).toEqual([]);
    expect(tablesFitting([table(1, 'Grande', 6, 10)], 6)).toHaveLength(1);
  });

  it('breaks size ties by name', () => {
    const t = [table(1, 'Zinc', 1, 4), table(2, 'Alcôve', 1, 4), table(3, 'Banc', 1, 2)];
    expect(tablesFitting(t, 2).map((x) => x.name)).toEqual(['Banc', 'Alcôve', 'Zinc']);
  });

  it('does not mutate its input', () => {
    const copy = [...tables];
    tablesFitting(tables, 2);
    expect(tables).toEqual(copy);
  });
});

describe('chooseTables: single table', () => {
  const base = { tables, bookings: [] as ExistingBooking[], hour: '12:00', turnMinutes: 90 };

  it('gives the smallest fitting table', () => {
    expect(chooseTables({ ...base, covers: 1 })).toEqual({ tableIds: [1] });
    expect(chooseTables({ ...base, covers: 2 })).toEqual({ tableIds: [1] });
    expect(chooseTables({ ...base, covers: 3 })).toEqual({ tableIds: [3] });
    expect(chooseTables({ ...base, covers: 5 })).toEqual({ tableIds: [5] });
  });

  it('skips a busy table for the next smallest', () => {
    expect(chooseTables({ ...base, covers: 2, bookings: [booking(1, '11:00', [1])] })).toEqual({ tableIds: [2] });
  });

  it('never uses an inactive table, even when it is the only size that fits', () => {
    expect(chooseTables({ ...base, covers: 8 })).toBeNull();
    expect(chooseTables({ ...base, covers: 4, bookings: [booking(1, '12:00', [3, 4])] })).toEqual({ tableIds: [5] });
    expect(chooseTables({ ...base, covers: 3, bookings: [booking(1, '12:00', [3, 4])] })).toBeNull();
  });

  it('honours a free preferred table that fits', () => {
    expect(chooseTables({ ...base, covers: 2, preferredTableGuid: 'guid-4' })).toEqual({ tableIds: [4] });
  });

  it('falls back when the preferred table is busy', () => {
    const bookings = [booking(1, '12:30', [4])];
    expect(chooseTables({ ...base, bookings, covers: 2, preferredTableGuid: 'guid-4' })).toEqual({ tableIds: [1] });
  });

  it('falls back when the preferred table is the wrong size, inactive or unknown', () => {
    expect(chooseTables({ ...base, covers: 3, preferredTableGuid: 'guid-1' })).toEqual({ tableIds: [3] });
    expect(chooseTables({ ...base, covers: 1, preferredTableGuid: 'guid-5' })).toEqual({ tableIds: [1] });
    expect(chooseTables({ ...base, covers: 2, preferredTableGuid: 'guid-9' })).toEqual({ tableIds: [1] });
    expect(chooseTables({ ...base, covers: 2, preferredTableGuid: 'nope' })).toEqual({ tableIds: [1] });
  });

  it('prefers the placement legend among fitting tables', () => {
    expect(chooseTables({ ...base, covers: 2, preferredLegendId: TERRASSE })).toEqual({ tableIds: [2] });
    expect(chooseTables({ ...base, covers: 3, preferredLegendId: TERRASSE })).toEqual({ tableIds: [4] });
    expect(chooseTables({ ...base, covers: 2, preferredLegendId: SALLE })).toEqual({ tableIds: [1] });
  });

  it('ignores the legend when no fitting free table has it', () => {
    expect(chooseTables({ ...base, covers: 5, preferredLegendId: TERRASSE })).toEqual({ tableIds: [5] });
    const bookings = [booking(1, '12:00', [2, 4])];
    expect(chooseTables({ ...base, bookings, covers: 2, preferredLegendId: TERRASSE })).toEqual({ tableIds: [1] });
  });

  it('puts the preferred table above the preferred legend', () => {
    expect(chooseTables({ ...base, covers: 2, preferredTableGuid: 'guid-3', preferredLegendId: TERRASSE })).toEqual({ tableIds: [3] });
  });

  it('returns null for non-positive or fractional parties', () => {
    expect(chooseTables({ ...base, covers: 0 })).toBeNull();
    expect(chooseTables({ ...base, covers: -2 })).toBeNull();
    expect(chooseTables({ ...base, covers: 1.5 })).toBeNull();
  });

  it('returns null when every table is held', () => {
    const bookings = [booking(1, '12:00', [1, 2, 3, 4, 5])];
    expect(chooseTables({ ...base, bookings, covers: 1 })).toBeNull();
  });
});

describe('chooseTables: joined tables', () => {
  const room: TableInfo[] = [
    table(11, 'A1', 1, 4, { legendIds: [SALLE], combinable: true }),
    table(12, 'A2', 1, 4, { legendIds: [SALLE], combinable: true }),
    table(13, 'B1', 1, 4, { legendIds: [TERRASSE], combinable: true }),
    table(14, 'B2', 2, 6, { legendIds: [TERRASSE], combinable: true }),
    table(15, 'Bar', 1, 6, { legendIds: [SALLE], combinable: false }),
    table(16, 'Old', 1, 8, { legendIds: [SALLE], combinable: true, active: false }),
  ];
  const base = { tables: room, bookings: [] as ExistingBooking[], hour: '20:00', turnMinutes: 120 };

  it('uses a single table whenever one fits', () => {
    expect(chooseTables({ ...base, covers: 6 })).toEqual({ tableIds: [14] });
  });

  it('joins the smallest pair sharing a legend', () => {
    expect(chooseTables({ ...base, covers: 7 })).toEqual({ tableIds: [11, 12] });
    expect(chooseTables({ ...base, covers: 8 })).toEqual({ tableIds: [11, 12] });
    expect(chooseTables({ ...base, covers: 9 })).toEqual({ tableIds: [13, 14] });
    expect(chooseTables({ ...base, covers: 10 })).toEqual({ tableIds: [13, 14] });
  });

  it('prefers a pair in the chosen placement', () => {
    expect(chooseTables({ ...base, covers: 7, preferredLegendId: TERRASSE })).toEqual({ tableIds: [13, 14] });
  });

  it('prefers a pair sharing a legend over a smaller mixed pair', () => {
    const bookings = [booking(1, '19:00', [12], 120)];
    // A1+B1 (8 seats) mixes areas; B1+B2 (10 seats) stands together on the terrasse.
    expect(chooseTables({ ...base, bookings, covers: 8 })).toEqual({ tableIds: [13, 14] });
  });

  it('accepts a mixed pair when nothing better is free', () => {
    const bookings = [booking(1, '19:00', [12, 14], 120)];
    expect(chooseTables({ ...base, bookings, covers: 8 })).toEqual({ tableIds: [11, 13] });
  });

  it('never joins a non-combinable, inactive or busy table', () => {
    // Bar (6, not combinable) + A1 would seat 10; Old (8, inactive) + A1 would seat 12.
    expect(chooseTables({ ...base, covers: 11 })).toBeNull();
    const bookings = [booking(1, '21:59', [13], 90)];
    // B1 is taken from 21:59, so only the mixed A1+B2 still seats nine.
    expect(chooseTables({ ...base, bookings, covers: 9 })).toEqual({ tableIds: [11, 14] });
    expect(chooseTables({ ...base, bookings: [...bookings, booking(2, '18:00', [11, 12], 150)], covers: 9 })).toBeNull();
    expect(chooseTables({ ...base, bookings, hour: '18:29', covers: 9 })).toEqual({ tableIds: [13, 14] });
  });

  it('respects the larger minimum of a pair', () => {
    const big = [table(1, 'G1', 4, 4, { combinable: true }), table(2, 'G2', 4, 4, { combinable: true })];
    expect(chooseTables({ ...base, tables: big, covers: 3 })).toBeNull();
    expect(chooseTables({ ...base, tables: big, covers: 5 })).toEqual({ tableIds: [1, 2] });
    expect(chooseTables({ ...base, tables: big, covers: 8 })).toEqual({ tableIds: [1, 2] });
    expect(chooseTables({ ...base, tables: big, covers: 9 })).toBeNull();
  });

  it('treats a zero minimum as one', () => {
    const zero = [table(1, 'Z1', 0, 1, { combinable: true }), table(2, 'Z2', 0, 1, { combinable: true })];
    expect(chooseTables({ ...base, tables: zero, covers: 2 })).toEqual({ tableIds: [1, 2] });
  });

  it('is deterministic among equal pairs', () => {
    const same = [table(3, 'C', 1, 2, { combinable: true }), table(1, 'A', 1, 2, { combinable: true }), table(2, 'B', 1, 2, { combinable: true })];
    expect(chooseTables({ ...base, tables: same, covers: 3 })).toEqual({ tableIds: [1, 2] });
    expect(chooseTables({ ...base, tables: [...same].reverse(), covers: 3 })).toEqual({ tableIds: [1, 2] });
  });
});

describe('pickTables', () => {
  it('works on a precomputed free list', () => {
    expect(
      pickTables(
        tables.filter((t) => t.active),
        4,
      ),
    ).toEqual({ tableIds: [3] });
    expect(pickTables([], 2)).toBeNull();
  });
});

describe('maxPartySize', () => {
  it('is the biggest active table or the two biggest combinable ones', () => {
    expect(maxPartySize(tables)).toBe(6);
    expect(
      maxPartySize([
        table(1, 'a', 1, 4, { combinable: true }),
        table(2, 'b', 1, 6, { combinable: true }),
        table(3, 'c', 1, 5, { combinable: true }),
        table(4, 'd', 1, 8),
        table(5, 'e', 1, 20, { combinable: true, active: false }),
      ]),
    ).toBe(11);
    expect(maxPartySize([table(1, 'a', 1, 4, { combinable: true })])).toBe(4);
    expect(maxPartySize([])).toBe(0);
  });
});
