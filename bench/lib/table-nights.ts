// Simulated Saturday nights for the table-assignment figures: a restaurant, a demand mix and an
// arrival order, all drawn from a fixed seed so every run prints the same numbers.
import { checkSlot } from '../../src/domain/availability';
import { minutesToTime } from '../../src/domain/dates';
import { turnMinutesFor } from '../../src/domain/services';
import { chooseTables, type ServiceWindow } from '../../src/domain/table-assignment';
import type { ExistingBooking, ServiceRule, TableInfo } from '../../src/domain/types';

/** mulberry32: small, fast, and the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, weight] of choices) if ((r -= weight) < 0) return value;
  return choices[choices.length - 1]![0];
}

export const SATURDAY: ServiceRule = {
  id: 1,
  kind: 'evening',
  weekdays: [6],
  firstSeating: '19:00',
  lastSeating: '22:00',
  intervalMinutes: 15,
  turnTimes: [
    { upTo: 2, minutes: 90 },
    { upTo: 4, minutes: 120 },
    { upTo: 6, minutes: 150 },
    { upTo: 8, minutes: 165 },
  ],
  maxCoversPerSlot: null,
  maxCoversPerService: null,
};

export const SATURDAY_WINDOW: ServiceWindow = {
  firstSeating: SATURDAY.firstSeating,
  lastSeating: SATURDAY.lastSeating,
  shortestStay: (t) => turnMinutesFor(SATURDAY, Math.max(1, t.minCovers)),
};

const PARTY_SIZES = [
  [1, 4],
  [2, 38],
  [3, 10],
  [4, 26],
  [5, 7],
  [6, 8],
  [7, 3],
  [8, 4],
] as const;

// The evening peaks around 20:00–20:30, as a real Saturday does.
const REQUESTED_TIMES = [
  [19 * 60, 6],
  [19 * 60 + 15, 5],
  [19 * 60 + 30, 9],
  [19 * 60 + 45, 9],
  [20 * 60, 14],
  [20 * 60 + 15, 11],
  [20 * 60 + 30, 12],
  [20 * 60 + 45, 8],
  [21 * 60, 8],
  [21 * 60 + 15, 6],
  [21 * 60 + 30, 6],
  [21 * 60 + 45, 3],
  [22 * 60, 3],
] as const;

export interface Request {
  covers: number;
  start: number;
  turnMinutes: number;
}

export interface Night {
  tables: TableInfo[];
  /** In arrival order. */
  requests: Request[];
}

/** Tables of 2, 4 and 6 seats; `combinableTwos` of the 2s and `combinableFours` of the 4s may be joined. */
export function restaurant(twos: number, fours: number, sixes: number, combinableTwos: number, combinableFours: number): TableInfo[] {
  const tables: TableInfo[] = [];
  const add = (prefix: string, count: number, minCovers: number, maxCovers: number, combinable: number) => {
    for (let i = 1; i <= count; i++) {
      const id = tables.length + 1;
      const name = `${prefix} ${String(i).padStart(2, '0')}`;
      tables.push({ id, guid: `t-${id}`, name, minCovers, maxCovers, legendIds: [], combinable: i <= combinable, active: true });
    }
  };
  add('Deux', twos, 1, 2, combinableTwos);
  add('Quatre', fours, 2, 4, combinableFours);
  add('Six', sixes, 4, 6, 0);
  return tables;
}

export function demand(random: () => number, count: number): Request[] {
  return Array.from({ length: count }, () => {
    const covers = weighted(random, PARTY_SIZES);
    return { covers, start: weighted(random, REQUESTED_TIMES), turnMinutes: turnMinutesFor(SATURDAY, covers) };
  });
}

export interface NightResult {
  covers: number;
  parties: number;
  bookings: ExistingBooking[];
}

/** Seats each request in arrival order with the given rule; a refused party goes elsewhere. */
export function playNight(night: Night, weighService: boolean, timings?: number[]): NightResult {
  const bookings: ExistingBooking[] = [];
  let covers = 0;
  for (const r of night.requests) {
    const query = {
      tables: night.tables,
      bookings,
      hour: minutesToTime(r.start),
      turnMinutes: r.turnMinutes,
      covers: r.covers,
      service: weighService ? SATURDAY_WINDOW : undefined,
    };
    const started = timings ? performance.now() : 0;
    const choice = chooseTables(query);
    if (timings) timings.push(performance.now() - started);
    if (!choice) continue;
    covers += r.covers;
    bookings.push({ id: bookings.length + 1, hour: query.hour, covers: r.covers, service: 'evening', tableIds: choice.tableIds, turnMinutes: r.turnMinutes });
  }
  return { covers, parties: bookings.length, bookings };
}

/**
 * The night's bookings plus a lunch on the same tables (12:00–14:00, an hour and a half each)
 * up to `total` bookings in the day: every stay of the day is read at each choice.
 */
export function withLunch(tables: TableInfo[], evening: ExistingBooking[], total: number): ExistingBooking[] {
  const day = [...evening];
  for (let i = 0; day.length < total; i++) {
    const table = tables[i % tables.length]!;
    const hour = minutesToTime(12 * 60 + 30 * Math.floor(i / tables.length));
    day.push({ id: day.length + 1, hour, covers: table.maxCovers, service: 'noon', tableIds: [table.id], turnMinutes: 90 });
  }
  return day;
}

/**
 * What the booking transaction itself runs (`checkSlot`: the day's rules, pacing, then the table
 * choice) on a day already holding `bookings`, per request, in milliseconds.
 */
export function timeCheckSlot(tables: TableInfo[], bookings: ExistingBooking[], requests: Request[]): number[] {
  const times: number[] = [];
  for (const r of requests) {
    const started = performance.now();
    checkSlot({
      date: '2026-11-28',
      services: [SATURDAY],
      closedDates: [],
      window: { noticeMinutes: 0, maxDaysAhead: 365 },
      now: { date: '2026-11-27', minutes: 0 },
      tables,
      bookings,
      hour: minutesToTime(r.start),
      covers: r.covers,
    });
    times.push(performance.now() - started);
  }
  return times;
}
