// New items with sensible sizes, the names they get, and where a new item lands on the plan.

import { clampIntoRoom, GRID_SIZE, isInsideRoom, itemsOverlap, snap } from './geometry.js';
import { normalizeTableName } from './checks.js';
import type { DecorKind, PlanDocument, PlanFixture, PlanItem, PlanTable, Point, TableShape } from './types.js';

/** A freshly drawn table: size and seats of the usual bistro table of that shape. */
const TABLE_PRESETS: Record<TableShape, { width: number; height: number; minCovers: number; maxCovers: number }> = {
  round: { width: 60, height: 60, minCovers: 1, maxCovers: 2 },
  square: { width: 70, height: 70, minCovers: 2, maxCovers: 4 },
  rectangle: { width: 120, height: 70, minCovers: 4, maxCovers: 6 },
};

/** A table set up from a list rather than drawn (the starter tables, the demo's): its shape and size follow its seats. */
export function listedTableFootprint(maxCovers: number): { shape: TableShape; width: number; height: number } {
  return { shape: maxCovers <= 2 ? 'round' : 'rectangle', width: maxCovers <= 2 ? 60 : maxCovers <= 4 ? 90 : 120, height: 60 };
}

const DECOR_SIZES: Record<DecorKind, { width: number; height: number }> = {
  plant: { width: 40, height: 40 },
  pillar: { width: 40, height: 40 },
  door: { width: 80, height: 12 },
  window: { width: 100, height: 8 },
  kitchen: { width: 160, height: 120 },
  stairs: { width: 100, height: 160 },
};

const WALL_SIZE = { width: 200, height: 10 };
const BAR_SIZE = { width: 200, height: 60 };
const LABEL_SIZE = { width: 120, height: 30 };

export function createTable(id: string, shape: TableShape, name: string, at: Point): PlanTable {
  const preset = TABLE_PRESETS[shape];
  return {
    kind: 'table',
    id,
    shape,
    name,
    minCovers: preset.minCovers,
    maxCovers: preset.maxCovers,
    legendGuids: [],
    combinable: false,
    active: true,
    // Closed until the owner opens it: a table drawn today must not take tonight's online bookings.
    onlineBookable: false,
    x: at.x,
    y: at.y,
    width: preset.width,
    height: preset.height,
    rotation: 0,
  };
}

export type FixtureSpec = { kind: 'wall' } | { kind: 'bar' } | { kind: 'decor'; decor: DecorKind } | { kind: 'label'; text: string };

export function createFixture(id: string, spec: FixtureSpec, at: Point): PlanFixture {
  const base = { id, x: at.x, y: at.y, rotation: 0 };
  switch (spec.kind) {
    case 'wall':
      return { ...base, kind: 'wall', ...WALL_SIZE };
    case 'bar':
      return { ...base, kind: 'bar', label: 'Bar', ...BAR_SIZE };
    case 'decor':
      return { ...base, kind: 'decor', decor: spec.decor, ...DECOR_SIZES[spec.decor] };
    case 'label':
      return { ...base, kind: 'label', text: spec.text, ...LABEL_SIZE };
  }
}

/** "Table N" with the smallest N no table uses yet (in this room or, via `reserved`, another one). */
export function nextTableName(items: readonly PlanItem[], reserved: readonly string[] = [], base = 'Table'): string {
  const taken = takenNames(items, reserved);
  for (let n = 1; ; n++) {
    const candidate = `${base} ${n}`;
    if (!taken.has(normalizeTableName(candidate))) return candidate;
  }
}

/** A copy's name: "Salle 4" becomes the next free "Salle N"; a name without a number gets one. */
export function duplicateName(name: string, items: readonly PlanItem[], reserved: readonly string[] = []): string {
  const taken = takenNames(items, reserved);
  const match = /^(.*?)(\d+)$/.exec(name.trim());
  const stem = match ? match[1]! : `${name.trim()} `;
  let n = match ? Number(match[2]) + 1 : 2;
  while (taken.has(normalizeTableName(`${stem}${n}`))) n++;
  return `${stem}${n}`;
}

function takenNames(items: readonly PlanItem[], reserved: readonly string[]): Set<string> {
  const names = items.filter((i): i is PlanTable => i.kind === 'table').map((t) => t.name);
  return new Set([...names, ...reserved].map(normalizeTableName));
}

function blocks(item: PlanItem, other: PlanItem): boolean {
  return other.id !== item.id && other.kind !== 'label' && item.kind !== 'label' && itemsOverlap(item, other);
}

/**
 * Room left around a newly placed item, in plan units: tables set edge to edge read as one block and
 * leave no room for the chairs, so a new item keeps this much from the others when it can.
 */
export const PLACEMENT_GAP = 30;

/** The item grown by `gap` on every side, about the same centre (a circle stays a circle). */
function inflate<T extends PlanItem>(item: T, gap: number): T {
  return { ...item, x: item.x - gap, y: item.y - gap, width: item.width + 2 * gap, height: item.height + 2 * gap };
}

/**
 * Where a new (or duplicated) item should land: the grid position nearest to `preferred` where it
 * lies inside the room, on nothing else and `gap` away from the other items. When no such spot is
 * left, the nearest one on nothing else (it may touch a neighbour); a full room gives back
 * `preferred`, kept inside.
 */
export function findFreeSpot<T extends PlanItem>(doc: PlanDocument, item: T, preferred: Point, grid = GRID_SIZE, gap = PLACEMENT_GAP): T {
  const step = Math.max(grid, GRID_SIZE);
  const start = clampIntoRoom({ ...item, x: snap(preferred.x, step), y: snap(preferred.y, step) }, doc.width, doc.height);
  const fitsWith = (margin: number) => (candidate: T) => {
    if (!isInsideRoom(candidate, doc.width, doc.height)) return false;
    const spaced = margin > 0 && candidate.kind !== 'label' ? inflate(candidate, margin) : candidate;
    return !doc.items.some((other) => blocks(spaced, other));
  };
  for (const fits of gap > 0 ? [fitsWith(gap), fitsWith(0)] : [fitsWith(0)]) {
    const spot = nearestSpot(doc, start, step, fits);
    if (spot) return spot;
  }
  return start;
}

function nearestSpot<T extends PlanItem>(doc: PlanDocument, start: T, step: number, fits: (candidate: T) => boolean): T | null {
  if (fits(start)) return start;
  const maxRing = Math.ceil(Math.max(doc.width, doc.height) / step);
  for (let ring = 1; ring <= maxRing; ring++) {
    // Walk the square ring at distance `ring`, nearest cells first.
    const cells: Array<[number, number]> = [];
    for (let i = -ring; i <= ring; i++) {
      cells.push([i, -ring], [i, ring]);
      if (i !== -ring && i !== ring) cells.push([-ring, i], [ring, i]);
    }
    cells.sort((a, b) => Math.hypot(a[0], a[1]) - Math.hypot(b[0], b[1]));
    for (const [dx, dy] of cells) {
      const candidate = { ...start, x: start.x + dx * step, y: start.y + dy * step };
      if (fits(candidate)) return candidate;
    }
  }
  return null;
}
