// Geometry of plan items: grid snapping, rotation, the extent of a rotated box, overlap tests and
// keeping an item inside its room. Everything is pure and works in plan units.

import type { Box, PlanItem, Point, Rect } from './types.js';

/** Default grid step of the editor, in plan units. */
export const GRID_SIZE = 10;
/** Smallest side an item may have: smaller is impossible to grab with a finger. */
export const MIN_ITEM_SIZE = 10;
export const MAX_ITEM_SIZE = 2000;
export const MIN_PLAN_SIZE = 200;
export const MAX_PLAN_SIZE = 5000;

// Floating-point noise from cos/sin must not turn touching edges into an overlap, nor 90° into
// 89.99999: anything closer than this counts as equal.
const EPSILON = 1e-6;

export function round2(value: number): number {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
}

/** Nearest multiple of `grid` (no snapping when grid ≤ 0). */
export function snap(value: number, grid: number = GRID_SIZE): number {
  if (!(grid > 0)) return value;
  const snapped = Math.round(value / grid) * grid;
  return Object.is(snapped, -0) ? 0 : round2(snapped);
}

export function snapPoint(point: Point, grid: number = GRID_SIZE): Point {
  return { x: snap(point.x, grid), y: snap(point.y, grid) };
}

/** Any angle, in degrees, brought into [0, 360). */
export function normalizeAngle(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const a = ((degrees % 360) + 360) % 360;
  const r = round2(a);
  return r >= 360 ? 0 : r;
}

/** Nearest multiple of `step` degrees, normalised. */
export function snapAngle(degrees: number, step: number): number {
  if (!(step > 0)) return normalizeAngle(degrees);
  return normalizeAngle(Math.round(degrees / step) * step);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function center(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** `point` turned by `degrees` (clockwise on screen, y pointing down) about `origin`. */
export function rotatePoint(point: Point, origin: Point, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  const cos = cleanTrig(Math.cos(rad));
  const sin = cleanTrig(Math.sin(rad));
  const dx = point.x - origin.x;
  const dy = point.y - origin.y;
  return { x: origin.x + dx * cos - dy * sin, y: origin.y + dx * sin + dy * cos };
}

function cleanTrig(v: number): number {
  return Math.abs(v) < 1e-12 ? 0 : Math.abs(Math.abs(v) - 1) < 1e-12 ? Math.sign(v) : v;
}

/** The four corners of a (rotated) box, clockwise from the unrotated top-left. */
export function corners(box: Box): [Point, Point, Point, Point] {
  const c = center(box);
  const pts: Point[] = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  return pts.map((p) => rotatePoint(p, c, box.rotation)) as [Point, Point, Point, Point];
}

/** Whether the item is drawn as a circle (round tables; pillars and plants are drawn round too). */
export function isCircular(item: PlanItem): boolean {
  if (item.kind === 'table') return item.shape === 'round';
  if (item.kind === 'decor') return item.decor === 'plant' || item.decor === 'pillar';
  return false;
}

/** Axis-aligned extent of a box once rotated. A circle's extent does not depend on rotation. */
export function boundingBox(box: Box, circular = false): Rect {
  if (circular) {
    const c = center(box);
    const r = Math.min(box.width, box.height) / 2;
    return { minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r };
  }
  const pts = corners(box);
  return {
    minX: round2(Math.min(...pts.map((p) => p.x))),
    minY: round2(Math.min(...pts.map((p) => p.y))),
    maxX: round2(Math.max(...pts.map((p) => p.x))),
    maxY: round2(Math.max(...pts.map((p) => p.y))),
  };
}

export function itemBounds(item: PlanItem): Rect {
  return boundingBox(item, isCircular(item));
}

/** The extent of several items together (empty list: null). */
export function unionBounds(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  return rects.reduce((a, b) => ({
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  }));
}

// --- overlap -----------------------------------------------------------------------------------

type Shape = { kind: 'polygon'; points: Point[] } | { kind: 'circle'; c: Point; r: number };

function shapeOf(item: Box, circular: boolean): Shape {
  if (circular) return { kind: 'circle', c: center(item), r: Math.min(item.width, item.height) / 2 };
  return { kind: 'polygon', points: corners(item) };
}

function project(points: readonly Point[], axis: Point): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    const d = p.x * axis.x + p.y * axis.y;
    if (d < min) min = d;
    if (d > max) max = d;
  }
  return [min, max];
}

function edgeNormals(points: readonly Point[]): Point[] {
  const axes: Point[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len > 0) axes.push({ x: -(b.y - a.y) / len, y: (b.x - a.x) / len });
  }
  return axes;
}

// Separating-axis theorem: two convex polygons are apart when some edge normal separates their
// projections. Touching (a shared edge) is not an overlap.
function polygonsOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  for (const axis of [...edgeNormals(a), ...edgeNormals(b)]) {
    const [aMin, aMax] = project(a, axis);
    const [bMin, bMax] = project(b, axis);
    if (aMax <= bMin + EPSILON || bMax <= aMin + EPSILON) return false;
  }
  return true;
}

function pointInPolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0, 1);
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function circlePolygonOverlap(c: Point, r: number, polygon: readonly Point[]): boolean {
  if (pointInPolygon(c, polygon)) return true;
  for (let i = 0; i < polygon.length; i++) {
    if (distanceToSegment(c, polygon[i]!, polygon[(i + 1) % polygon.length]!) < r - EPSILON) return true;
  }
  return false;
}

function shapesOverlap(a: Shape, b: Shape): boolean {
  if (a.kind === 'circle' && b.kind === 'circle') return Math.hypot(a.c.x - b.c.x, a.c.y - b.c.y) < a.r + b.r - EPSILON;
  if (a.kind === 'circle' && b.kind === 'polygon') return circlePolygonOverlap(a.c, a.r, b.points);
  if (a.kind === 'polygon' && b.kind === 'circle') return circlePolygonOverlap(b.c, b.r, a.points);
  return polygonsOverlap((a as { points: Point[] }).points, (b as { points: Point[] }).points);
}

/** Whether two items cover some common area (their rotation and round shape taken into account). */
export function itemsOverlap(a: PlanItem, b: PlanItem): boolean {
  const ra = itemBounds(a);
  const rb = itemBounds(b);
  // Cheap rejection first: most pairs in a room are far apart.
  if (ra.maxX <= rb.minX + EPSILON || rb.maxX <= ra.minX + EPSILON || ra.maxY <= rb.minY + EPSILON || rb.maxY <= ra.minY + EPSILON) {
    return false;
  }
  return shapesOverlap(shapeOf(a, isCircular(a)), shapeOf(b, isCircular(b)));
}

/** Whether the item lies wholly inside a room of `width` × `height`. */
export function isInsideRoom(item: PlanItem, width: number, height: number): boolean {
  const r = itemBounds(item);
  return r.minX >= -EPSILON && r.minY >= -EPSILON && r.maxX <= width + EPSILON && r.maxY <= height + EPSILON;
}

/**
 * The item moved by the least amount that puts its extent inside the room (an item larger than the
 * room is aligned on the top-left). Size and rotation are kept.
 */
export function clampIntoRoom<T extends PlanItem>(item: T, width: number, height: number): T {
  const r = itemBounds(item);
  let dx = 0;
  let dy = 0;
  if (r.maxX - r.minX > width || r.minX < 0) dx = -r.minX;
  else if (r.maxX > width) dx = width - r.maxX;
  if (r.maxY - r.minY > height || r.minY < 0) dy = -r.minY;
  else if (r.maxY > height) dy = height - r.maxY;
  if (dx === 0 && dy === 0) return item;
  return { ...item, x: round2(item.x + dx), y: round2(item.y + dy) };
}

/** Whether the point (in plan units) falls on the item: what a click or a tap hits. */
export function containsPoint(item: PlanItem, point: Point): boolean {
  if (isCircular(item)) {
    const c = center(item);
    return Math.hypot(point.x - c.x, point.y - c.y) <= Math.min(item.width, item.height) / 2 + EPSILON;
  }
  // Turn the point back into the item's unrotated frame.
  const local = rotatePoint(point, center(item), -item.rotation);
  return local.x >= item.x - EPSILON && local.x <= item.x + item.width + EPSILON && local.y >= item.y - EPSILON && local.y <= item.y + item.height + EPSILON;
}
