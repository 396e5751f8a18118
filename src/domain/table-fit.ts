// What seating a party on a given table (or joined pair) costs the rest of the service, so the
// engine can keep the most covers bookable rather than take the first table that fits.
//
// The rule (docs/table-assignment.md): a choice costs, in seat-minutes,
//   - the seats it leaves empty while the party sits (a party of 2 on a 6-seat table wastes 4 seats
//     for the whole stay), and
//   - the free time it cuts into pieces too short for anyone: a table free 19:00–21:00 given a party
//     at 19:30 keeps a 30-minute hole before it that no party can use any more.
// Among choices of equal cost, the one whose free stretch around the stay is the shortest wins
// ("best fit" in time), so long free stretches stay whole for the parties still to come.
// Each stay is taken with its own end: turn times may differ from one booking to the next.

import type { TableInfo } from './types.js';

/** A stay that holds tables: minutes from midnight, half-open [start, end). */
export interface HeldStay {
  start: number;
  end: number;
  tableIds: readonly number[];
}

export interface ServiceFit {
  /** The new party's stay, [start, end). */
  start: number;
  end: number;
  /** Every stay of the day that holds tables. */
  held: readonly HeldStay[];
  /** First and last seating of the service, in minutes: no party starts outside them. */
  firstSeating: number;
  lastSeating: number;
  /** The shortest stay a party this table could seat would need; a free piece shorter than that is lost. */
  shortestStay: (table: TableInfo) => number;
}

/** A candidate's cost: lower is better, compared in this order. */
export interface FitScore {
  /** Seat-minutes given up: empty seats during the stay, plus free time left too short to sell. */
  lost: number;
  /** Minutes of the free stretch around the stay left over (capped): smaller keeps longer stretches whole. */
  slack: number;
}

// An evening free until closing counts as this long a stretch after the stay: longer than any
// real gap, so any bounded gap is a tighter fit, and still a finite number to add.
const OPEN_END = 24 * 60;

/** Per table: the end of the last stay before the new one and the start of the first after it. */
export interface Neighbours {
  before: Map<number, number>;
  after: Map<number, number>;
}

/** One pass over the day's stays; stays overlapping the new one belong to tables that are not free. */
export function neighboursOf(fit: ServiceFit): Neighbours {
  const before = new Map<number, number>();
  const after = new Map<number, number>();
  for (const h of fit.held) {
    if (h.end <= fit.start) {
      for (const id of h.tableIds) before.set(id, Math.max(before.get(id) ?? -Infinity, h.end));
    } else if (h.start >= fit.end) {
      for (const id of h.tableIds) after.set(id, Math.min(after.get(id) ?? Infinity, h.start));
    }
  }
  return { before, after };
}

function tableScore(fit: ServiceFit, near: Neighbours, table: TableInfo): FitScore {
  const shortest = fit.shortestStay(table);
  // Nobody sits before the first seating: time before it is not capacity this service can sell.
  const gapStart = Math.max(near.before.get(table.id) ?? -Infinity, fit.firstSeating);
  const gapEnd = near.after.get(table.id) ?? Infinity;
  const left = Math.max(0, fit.start - gapStart);
  const right = gapEnd - fit.end;
  let dead = left > 0 && left < shortest ? left : 0;
  // After the last seating no one else starts, so what follows a late stay is not lost to anyone.
  if (fit.end <= fit.lastSeating && right > 0 && right < shortest) dead += right;
  return { lost: table.maxCovers * dead, slack: left + Math.min(right, OPEN_END) };
}

/** The cost of seating `covers` on these tables (one, or a joined pair) for the new stay. */
export function fitScore(fit: ServiceFit, near: Neighbours, tables: readonly TableInfo[], covers: number): FitScore {
  let seats = 0;
  let lost = 0;
  let slack = 0;
  for (const t of tables) {
    const s = tableScore(fit, near, t);
    seats += t.maxCovers;
    lost += s.lost;
    slack += s.slack;
  }
  return { lost: lost + Math.max(0, seats - covers) * (fit.end - fit.start), slack };
}

export function compareScores(a: FitScore, b: FitScore): number {
  return a.lost - b.lost || a.slack - b.slack;
}
