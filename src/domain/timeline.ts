// The timeline of a service: tables as rows, time across on a 15-minute grid, each booking a bar
// as long as it holds its table. Pure layout rules, shared by the page and its tests; the server
// decides every change (the engine), these rules only say where things are drawn and where a
// drag or a key press points to.

import { minutesToTime, timeToMinutes } from './dates.js';

export const TIMELINE_STEP = 15;
/** A stay is never shorter than one step of the grid, nor longer than 12 hours. */
const MIN_TURN_MINUTES = TIMELINE_STEP;
const MAX_TURN_MINUTES = 720;

/** The part of the day the grid shows, in minutes since midnight (end may pass 24:00). */
export interface TimelineWindow {
  start: number;
  end: number;
}

export interface TimelineBooking {
  guid: string;
  hour: string;
  turnMinutes: number;
  tableGuids: string[];
}

const floorStep = (m: number) => Math.floor(m / TIMELINE_STEP) * TIMELINE_STEP;
const ceilStep = (m: number) => Math.ceil(m / TIMELINE_STEP) * TIMELINE_STEP;

/**
 * The hours a service's grid covers: from its first slot (or an earlier booking) to the end of the
 * longest stay, and at least `tailMinutes` after the last slot so a late party can be placed.
 */
export function timelineWindow(
  slots: readonly string[],
  bookings: readonly Pick<TimelineBooking, 'hour' | 'turnMinutes'>[],
  tailMinutes = 120,
): TimelineWindow | null {
  const starts = [...slots.map(timeToMinutes), ...bookings.map((b) => timeToMinutes(b.hour))];
  if (starts.length === 0) return null;
  const lastSlot = slots.length > 0 ? Math.max(...slots.map(timeToMinutes)) : Math.max(...starts);
  const ends = [lastSlot + tailMinutes, ...bookings.map((b) => timeToMinutes(b.hour) + b.turnMinutes)];
  return { start: floorStep(Math.min(...starts)), end: ceilStep(Math.max(...ends)) };
}

/** The columns of the grid: one per 15 minutes, labelled HH:MM (past midnight wraps to 00:15…). */
export function gridSlots(window: TimelineWindow): string[] {
  const out: string[] = [];
  for (let m = window.start; m < window.end; m += TIMELINE_STEP) out.push(clockLabel(m));
  return out;
}

export function clockLabel(minutes: number): string {
  return minutesToTime(((minutes % 1440) + 1440) % 1440);
}

/** Where a bar sits: its first column (may be fractional) and how many columns it spans. */
export function barPosition(hour: string, turnMinutes: number, window: TimelineWindow): { column: number; span: number } {
  return { column: (timeToMinutes(hour) - window.start) / TIMELINE_STEP, span: turnMinutes / TIMELINE_STEP };
}

/** The hour at which a bar ends. */
export function endOf(hour: string, turnMinutes: number): string {
  return clockLabel(timeToMinutes(hour) + turnMinutes);
}

/** The "now" line, as a column offset, or null when now is outside the grid. */
export function nowColumn(nowMinutes: number, window: TimelineWindow): number | null {
  if (nowMinutes < window.start || nowMinutes > window.end) return null;
  return (nowMinutes - window.start) / TIMELINE_STEP;
}

/**
 * Bars of one row stacked in lanes so overlapping ones stay visible (a joined table, an over-long
 * stay): each bar takes the first lane whose last bar has ended. Returns the lane of each bar by
 * guid and how many lanes the row needs (at least one).
 */
export function stackBars(bars: readonly Pick<TimelineBooking, 'guid' | 'hour' | 'turnMinutes'>[]): { lanes: Map<string, number>; count: number } {
  const sorted = [...bars].sort((a, b) => timeToMinutes(a.hour) - timeToMinutes(b.hour) || a.guid.localeCompare(b.guid));
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const bar of sorted) {
    const start = timeToMinutes(bar.hour);
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = start + bar.turnMinutes;
    lanes.set(bar.guid, lane);
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

/** Whether two stays overlap (half-open: a party leaving at 21:00 frees the table for 21:00). */
export function staysOverlap(a: Pick<TimelineBooking, 'hour' | 'turnMinutes'>, b: Pick<TimelineBooking, 'hour' | 'turnMinutes'>): boolean {
  const as = timeToMinutes(a.hour);
  const bs = timeToMinutes(b.hour);
  return as < bs + b.turnMinutes && bs < as + a.turnMinutes;
}

/** Other bookings on the same table whose stay overlaps `stay`: what a stretch or a move collides with. */
export function collisions<T extends TimelineBooking>(stay: TimelineBooking, others: readonly T[]): T[] {
  return others.filter((o) => o.guid !== stay.guid && o.tableGuids.some((g) => stay.tableGuids.includes(g)) && staysOverlap(stay, o));
}

export interface TableRow {
  guid: string;
  name: string;
  minCovers: number;
  maxCovers: number;
}

export interface RoomGroup<T extends TableRow = TableRow> {
  /** null for tables not placed in any room. */
  room: { guid: string; name: string } | null;
  tables: T[];
}

/**
 * Rows grouped by room, in the rooms' order, tables by name (natural: T2 before T10); tables in
 * no room come last.
 */
export function groupByRoom<T extends TableRow>(
  tables: readonly T[],
  rooms: readonly { guid: string; name: string }[],
  roomOfTable: ReadonlyMap<string, string | null>,
): RoomGroup<T>[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'fr', { numeric: true });
  const groups: RoomGroup<T>[] = rooms
    .map((room) => ({ room: { guid: room.guid, name: room.name }, tables: tables.filter((t) => roomOfTable.get(t.guid) === room.guid).sort(byName) }))
    .filter((g) => g.tables.length > 0);
  const known = new Set(rooms.map((r) => r.guid));
  const rest = tables.filter((t) => !known.has(roomOfTable.get(t.guid) ?? '')).sort(byName);
  if (rest.length > 0) groups.push({ room: null, tables: rest });
  return groups;
}

/** A bar's place as a key press or a drag would change it. */
export interface BarPlace {
  hour: string;
  turnMinutes: number;
  /** Index of the row (table) in the flattened row order. */
  row: number;
}

export type TimelineMove = { kind: 'move'; hour: string; row: number } | { kind: 'stretch'; turnMinutes: number } | { kind: 'open' } | null;

/**
 * What a key does to a focused bar: arrows left/right move it 15 minutes, up/down to the previous
 * or next table; with Shift, left/right shorten or lengthen the stay (as do - and +); Enter opens
 * the booking. The bar never leaves the grid and a stay never drops under one step.
 */
export function keyboardMove(key: string, shift: boolean, place: BarPlace, window: TimelineWindow, rowCount: number): TimelineMove {
  const start = timeToMinutes(place.hour);
  const stretch = (delta: number): TimelineMove => {
    const turnMinutes = Math.min(MAX_TURN_MINUTES, Math.max(MIN_TURN_MINUTES, place.turnMinutes + delta), window.end - start);
    return turnMinutes === place.turnMinutes ? null : { kind: 'stretch', turnMinutes };
  };
  const shiftTo = (minutes: number): TimelineMove => {
    const clamped = Math.min(Math.max(minutes, window.start), window.end - TIMELINE_STEP);
    return clamped === start ? null : { kind: 'move', hour: clockLabel(clamped), row: place.row };
  };
  switch (key) {
    case 'Enter':
      return { kind: 'open' };
    case '+':
      return stretch(TIMELINE_STEP);
    case '-':
      return stretch(-TIMELINE_STEP);
    case 'ArrowRight':
      return shift ? stretch(TIMELINE_STEP) : shiftTo(start + TIMELINE_STEP);
    case 'ArrowLeft':
      return shift ? stretch(-TIMELINE_STEP) : shiftTo(start - TIMELINE_STEP);
    case 'ArrowUp':
      return place.row > 0 ? { kind: 'move', hour: place.hour, row: place.row - 1 } : null;
    case 'ArrowDown':
      return place.row < rowCount - 1 ? { kind: 'move', hour: place.hour, row: place.row + 1 } : null;
    default:
      return null;
  }
}

/** A pointer's travel in pixels turned into whole steps of the grid (half a step rounds). */
export function snapSteps(deltaPx: number, stepPx: number): number {
  if (stepPx <= 0) return 0;
  const steps = Math.round(deltaPx / stepPx);
  return steps === 0 ? 0 : steps; // avoids -0
}

/**
 * Where a dragged bar lands: its start moved by whole steps (kept on the grid) and the row under
 * the pointer (kept within the rows).
 */
export function dropPlace(place: BarPlace, deltaSteps: number, targetRow: number, window: TimelineWindow, rowCount: number): { hour: string; row: number } {
  const start = timeToMinutes(place.hour) + deltaSteps * TIMELINE_STEP;
  const clamped = Math.min(Math.max(start, window.start), window.end - TIMELINE_STEP);
  return { hour: clockLabel(clamped), row: Math.min(Math.max(targetRow, 0), Math.max(0, rowCount - 1)) };
}

/** A stretched stay: its length changed by whole steps, within bounds and the grid. */
export function stretchedTurn(place: BarPlace, deltaSteps: number, window: TimelineWindow): number {
  const start = timeToMinutes(place.hour);
  const wanted = place.turnMinutes + deltaSteps * TIMELINE_STEP;
  return Math.min(MAX_TURN_MINUTES, Math.max(MIN_TURN_MINUTES, wanted), Math.max(MIN_TURN_MINUTES, window.end - start));
}

/** The start of the cell under a pointer at `offsetPx` from the grid's left edge. */
export function cellHour(offsetPx: number, stepPx: number, window: TimelineWindow): string {
  const steps = Math.max(0, Math.floor(offsetPx / stepPx));
  return clockLabel(Math.min(window.start + steps * TIMELINE_STEP, window.end - TIMELINE_STEP));
}

/** A cell of the grid: a table (its row in the flattened order) at a time (its column). */
export interface GridCell {
  row: number;
  column: number;
}

/** Columns in an hour: PageUp and PageDown jump by one. */
const HOUR_COLUMNS = 60 / TIMELINE_STEP;

/**
 * Where a key takes the keyboard's cell (the grid's one tab stop): arrows to the neighbouring
 * cell, Home and End to the row's first and last time, PageUp and PageDown an hour back or ahead,
 * never off the grid. Null when the key means nothing here or the cell would not change.
 */
export function cellKeyMove(key: string, cell: GridCell, rowCount: number, columnCount: number): GridCell | null {
  const clamp = (row: number, column: number): GridCell | null => {
    const next = { row: Math.min(Math.max(row, 0), rowCount - 1), column: Math.min(Math.max(column, 0), columnCount - 1) };
    return next.row === cell.row && next.column === cell.column ? null : next;
  };
  switch (key) {
    case 'ArrowLeft':
      return clamp(cell.row, cell.column - 1);
    case 'ArrowRight':
      return clamp(cell.row, cell.column + 1);
    case 'ArrowUp':
      return clamp(cell.row - 1, cell.column);
    case 'ArrowDown':
      return clamp(cell.row + 1, cell.column);
    case 'Home':
      return clamp(cell.row, 0);
    case 'End':
      return clamp(cell.row, columnCount - 1);
    case 'PageUp':
      return clamp(cell.row, cell.column - HOUR_COLUMNS);
    case 'PageDown':
      return clamp(cell.row, cell.column + HOUR_COLUMNS);
    default:
      return null;
  }
}

/** The column of the cell holding `hour` (the step it falls in), kept on the grid. */
export function columnOf(hour: string, window: TimelineWindow): number {
  const columns = (window.end - window.start) / TIMELINE_STEP;
  const column = Math.floor((timeToMinutes(hour) - window.start) / TIMELINE_STEP);
  return Math.min(Math.max(column, 0), columns - 1);
}

/** The booking holding `tableGuid` during the 15 minutes from `hour`, if any (what a cell says it holds). */
export function cellOccupant<T extends TimelineBooking>(tableGuid: string, hour: string, holding: readonly T[]): T | undefined {
  return holding.find((b) => b.tableGuids.includes(tableGuid) && staysOverlap(b, { hour, turnMinutes: TIMELINE_STEP }));
}

/**
 * The lane on the side: waiting-list requests and bookings that hold no table the grid shows (none
 * given yet, or only tables taken out of service since): both need a host's decision. By hour.
 */
export function sideLane<T extends { hour: string; status: string; tables: readonly { guid: string }[] }>(
  bookings: readonly T[],
  waiting: readonly T[],
  shownTables: ReadonlySet<string>,
): T[] {
  const unassigned = bookings.filter((b) => ['pending', 'confirmed', 'seated'].includes(b.status) && !b.tables.some((x) => shownTables.has(x.guid)));
  return [...unassigned, ...waiting].sort((a, b) => timeToMinutes(a.hour) - timeToMinutes(b.hour));
}
