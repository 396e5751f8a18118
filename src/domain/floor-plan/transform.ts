// Moving, rotating and resizing one item, the way the editor's handles and keys do it.

import { center, clamp, MAX_ITEM_SIZE, MIN_ITEM_SIZE, normalizeAngle, round2, snap, snapAngle } from './geometry.js';
import type { Box, PlanItem, Point } from './types.js';

/** Round and square tables (and pillars, plants) keep equal sides whatever handle is dragged. */
export function keepsSquare(item: PlanItem): boolean {
  if (item.kind === 'table') return item.shape !== 'rectangle';
  if (item.kind === 'decor') return item.decor === 'plant' || item.decor === 'pillar';
  return false;
}

/** Places the item's top-left at `to`, snapped to the grid when `grid` > 0. */
export function moveTo<T extends Box>(item: T, to: Point, grid = 0): T {
  return { ...item, x: round2(snap(to.x, grid)), y: round2(snap(to.y, grid)) };
}

export function moveBy<T extends Box>(item: T, dx: number, dy: number): T {
  return { ...item, x: round2(item.x + dx), y: round2(item.y + dy) };
}

/** Turns the item about its centre; with `step`, the result lands on a multiple of it. */
export function rotateBy<T extends Box>(item: T, degrees: number, step = 0): T {
  if (!(step > 0) || degrees === 0) return { ...item, rotation: normalizeAngle(item.rotation + degrees) };
  // Off the step (typed by hand), the first press goes to the next step in that direction.
  const position = item.rotation / step;
  const base = degrees > 0 ? Math.floor(position + 1e-9) : Math.ceil(position - 1e-9);
  return { ...item, rotation: snapAngle((base + Math.round(degrees / step)) * step, step) };
}

/** The rotation a handle above the item gives when dragged to `pointer`. */
export function rotationTowards(box: Box, pointer: Point, step = 0): number {
  const c = center(box);
  // The rotation handle sits above the box (towards -y): 0° when the pointer is straight up.
  const degrees = (Math.atan2(pointer.y - c.y, pointer.x - c.x) * 180) / Math.PI + 90;
  return step > 0 ? snapAngle(degrees, step) : normalizeAngle(degrees);
}

/** A resize handle: which sides move. -1 the left/top side, 1 the right/bottom side, 0 neither. */
export interface Handle {
  sx: -1 | 0 | 1;
  sy: -1 | 0 | 1;
}

export const HANDLES: Record<'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw', Handle> = {
  n: { sx: 0, sy: -1 },
  s: { sx: 0, sy: 1 },
  e: { sx: 1, sy: 0 },
  w: { sx: -1, sy: 0 },
  ne: { sx: 1, sy: -1 },
  nw: { sx: -1, sy: -1 },
  se: { sx: 1, sy: 1 },
  sw: { sx: -1, sy: 1 },
};

function clampSize(value: number): number {
  return clamp(round2(value), MIN_ITEM_SIZE, MAX_ITEM_SIZE);
}

/**
 * The box after dragging `handle` to `pointer`: the opposite side (or corner) stays where it is on
 * screen, even when the box is rotated. Sizes snap to the grid when `grid` > 0.
 */
export function resizeWithHandle<T extends Box>(box: T, handle: Handle, pointer: Point, options: { grid?: number; square?: boolean } = {}): T {
  const rad = (box.rotation * Math.PI) / 180;
  const u = { x: Math.cos(rad), y: Math.sin(rad) };
  const v = { x: -Math.sin(rad), y: Math.cos(rad) };
  const c = center(box);
  // The fixed point, in the world: the middle of the opposite side, or the opposite corner.
  const anchor = {
    x: c.x - u.x * ((handle.sx * box.width) / 2) - v.x * ((handle.sy * box.height) / 2),
    y: c.y - u.y * ((handle.sx * box.width) / 2) - v.y * ((handle.sy * box.height) / 2),
  };
  const d = { x: pointer.x - anchor.x, y: pointer.y - anchor.y };
  const grid = options.grid ?? 0;
  const size = (raw: number) => clampSize(grid > 0 ? Math.max(grid, snap(raw, grid)) : raw);
  let width = handle.sx === 0 ? box.width : size(handle.sx * (d.x * u.x + d.y * u.y));
  let height = handle.sy === 0 ? box.height : size(handle.sy * (d.x * v.x + d.y * v.y));
  if (options.square) {
    const side = handle.sx === 0 ? height : handle.sy === 0 ? width : Math.max(width, height);
    width = side;
    height = side;
  }
  // An edge handle of a square item grows both sides: keep the anchor edge's middle in place.
  const cx = anchor.x + u.x * ((handle.sx * width) / 2) + v.x * ((handle.sy * height) / 2);
  const cy = anchor.y + u.y * ((handle.sx * width) / 2) + v.y * ((handle.sy * height) / 2);
  return { ...box, width, height, x: round2(cx - width / 2), y: round2(cy - height / 2) };
}

/** Grows (positive) or shrinks the box by `dw` × `dh` about its centre, as the keyboard does. */
export function resizeBy<T extends Box>(box: T, dw: number, dh: number, square = false): T {
  let width = clampSize(box.width + dw);
  let height = clampSize(box.height + dh);
  if (square) {
    const side = dw !== 0 ? width : height;
    width = side;
    height = side;
  }
  const c = center(box);
  return { ...box, width, height, x: round2(c.x - width / 2), y: round2(c.y - height / 2) };
}

/** Gives a table a new shape; round and square tables get equal sides. */
export function withShape<T extends Box>(box: T, square: boolean): T {
  if (!square || box.width === box.height) return box;
  const side = Math.max(box.width, box.height);
  const c = center(box);
  return { ...box, width: side, height: side, x: round2(c.x - side / 2), y: round2(c.y - side / 2) };
}
