import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boundingBox,
  center,
  clampIntoRoom,
  containsPoint,
  corners,
  isInsideRoom,
  itemBounds,
  itemsOverlap,
  normalizeAngle,
  rotatePoint,
  snap,
  snapAngle,
  snapPoint,
  unionBounds,
} from './geometry.js';
import type { PlanItem, PlanTable } from './types.js';

function table(over: Partial<PlanTable> = {}): PlanTable {
  return {
    kind: 'table',
    id: over.id ?? 't',
    shape: 'rectangle',
    name: 'T',
    minCovers: 1,
    maxCovers: 4,
    legendGuids: [],
    combinable: false,
    active: true,
    x: 0,
    y: 0,
    width: 100,
    height: 50,
    rotation: 0,
    ...over,
  };
}

const wall = (over: Partial<PlanItem> = {}): PlanItem => ({ kind: 'wall', id: 'w', x: 0, y: 0, width: 200, height: 10, rotation: 0, ...over }) as PlanItem;

describe('snap', () => {
  it.each([
    [0, 10, 0],
    [4.9, 10, 0],
    [5, 10, 10],
    [14.99, 10, 10],
    [15, 10, 20],
    [-4, 10, 0],
    [-6, 10, -10],
    [123, 25, 125],
    [37.5, 25, 50],
    [7, 0, 7],
    [7, -5, 7],
  ])('snap(%s, %s) = %s', (value, grid, expected) => {
    expect(snap(value, grid)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(snap(-0.4, 10), -0)).toBe(false);
  });

  it('snaps both coordinates of a point', () => {
    expect(snapPoint({ x: 43, y: 57 }, 10)).toEqual({ x: 40, y: 60 });
  });

  it('lands on a multiple of the grid and within half a step', () => {
    fc.assert(
      fc.property(fc.double({ min: -5000, max: 5000, noNaN: true }), fc.integer({ min: 1, max: 100 }), (v, grid) => {
        const s = snap(v, grid);
        expect(Math.abs(s - v)).toBeLessThanOrEqual(grid / 2 + 1e-6);
        expect(Math.abs(s / grid - Math.round(s / grid))).toBeLessThan(1e-6);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -5000, max: 5000, noNaN: true }), (v) => {
        expect(snap(snap(v, 10), 10)).toBe(snap(v, 10));
      }),
    );
  });
});

describe('angles', () => {
  it.each([
    [0, 0],
    [360, 0],
    [720, 0],
    [-90, 270],
    [450, 90],
    [359.999, 0],
    [-0.001, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('normalizeAngle(%s) = %s', (input, expected) => {
    expect(normalizeAngle(input)).toBe(expected);
  });

  it.each([
    [7, 15, 0],
    [8, 15, 15],
    [352, 15, 345],
    [353, 15, 0],
    [-10, 15, 345],
    [100, 45, 90],
    [113, 45, 135],
    [33, 0, 33],
  ])('snapAngle(%s, %s) = %s', (input, step, expected) => {
    expect(snapAngle(input, step)).toBe(expected);
  });

  it('keeps every normalised angle in [0, 360)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (a) => {
        const r = normalizeAngle(a);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThan(360);
      }),
    );
  });
});

describe('rotation', () => {
  it('turns clockwise on screen (y pointing down)', () => {
    const p = rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90);
    expect(p.x).toBeCloseTo(0, 9);
    expect(p.y).toBeCloseTo(10, 9);
  });

  it('gives exact corners at right angles (no floating noise)', () => {
    expect(corners(table({ x: 0, y: 0, width: 100, height: 50, rotation: 90 }))).toEqual([
      { x: 75, y: -25 },
      { x: 75, y: 75 },
      { x: 25, y: 75 },
      { x: 25, y: -25 },
    ]);
  });

  it('keeps the centre and the distances of a box', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 300 }), fc.integer({ min: 10, max: 300 }), fc.double({ min: 0, max: 360, noNaN: true }), (w, h, r) => {
        const box = table({ x: 50, y: 80, width: w, height: h, rotation: r });
        const pts = corners(box);
        const cx = pts.reduce((s, p) => s + p.x, 0) / 4;
        const cy = pts.reduce((s, p) => s + p.y, 0) / 4;
        expect(cx).toBeCloseTo(center(box).x, 6);
        expect(cy).toBeCloseTo(center(box).y, 6);
        expect(Math.hypot(pts[1].x - pts[0].x, pts[1].y - pts[0].y)).toBeCloseTo(w, 6);
        expect(Math.hypot(pts[2].x - pts[1].x, pts[2].y - pts[1].y)).toBeCloseTo(h, 6);
      }),
    );
  });
});

describe('boundingBox of rotated shapes', () => {
  it('is the box itself when not rotated', () => {
    expect(boundingBox(table({ x: 10, y: 20, width: 100, height: 50 }))).toEqual({ minX: 10, minY: 20, maxX: 110, maxY: 70 });
  });

  it('swaps the sides at 90° and 270°, about the centre', () => {
    const expected = { minX: 35, minY: -5, maxX: 85, maxY: 95 };
    expect(boundingBox(table({ x: 10, y: 20, width: 100, height: 50, rotation: 90 }))).toEqual(expected);
    expect(boundingBox(table({ x: 10, y: 20, width: 100, height: 50, rotation: 270 }))).toEqual(expected);
  });

  it('grows to the diagonal at 45°', () => {
    const r = boundingBox(table({ x: 0, y: 0, width: 100, height: 100, rotation: 45 }));
    const half = (100 * Math.SQRT2) / 2;
    expect(r.minX).toBeCloseTo(50 - half, 1);
    expect(r.maxX).toBeCloseTo(50 + half, 1);
    expect(r.maxY - r.minY).toBeCloseTo(100 * Math.SQRT2, 1);
  });

  it('ignores rotation for a round table', () => {
    const round = table({ shape: 'round', x: 0, y: 0, width: 60, height: 60, rotation: 33 });
    expect(itemBounds(round)).toEqual({ minX: 0, minY: 0, maxX: 60, maxY: 60 });
  });

  it('always contains every corner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 300 }), fc.integer({ min: 10, max: 300 }), fc.double({ min: -720, max: 720, noNaN: true }), (w, h, r) => {
        const box = table({ x: 3, y: -7, width: w, height: h, rotation: r });
        const b = boundingBox(box);
        for (const p of corners(box)) {
          expect(p.x).toBeGreaterThanOrEqual(b.minX - 0.01);
          expect(p.x).toBeLessThanOrEqual(b.maxX + 0.01);
          expect(p.y).toBeGreaterThanOrEqual(b.minY - 0.01);
          expect(p.y).toBeLessThanOrEqual(b.maxY + 0.01);
        }
      }),
    );
  });

  it('unites several extents', () => {
    expect(unionBounds([])).toBeNull();
    expect(
      unionBounds([
        { minX: 0, minY: 5, maxX: 10, maxY: 10 },
        { minX: -5, minY: 8, maxX: 4, maxY: 30 },
      ]),
    ).toEqual({ minX: -5, minY: 5, maxX: 10, maxY: 30 });
  });
});

describe('itemsOverlap', () => {
  it('detects two rectangles sharing area', () => {
    expect(itemsOverlap(table({ id: 'a' }), table({ id: 'b', x: 50, y: 20 }))).toBe(true);
  });

  it('does not count touching edges as overlapping', () => {
    expect(itemsOverlap(table({ id: 'a' }), table({ id: 'b', x: 100 }))).toBe(false);
    expect(itemsOverlap(table({ id: 'a' }), table({ id: 'b', y: 50 }))).toBe(false);
  });

  it('separates rectangles apart', () => {
    expect(itemsOverlap(table({ id: 'a' }), table({ id: 'b', x: 300, y: 300 }))).toBe(false);
  });

  it('sees a rotated table reaching its neighbour although their unrotated boxes are apart', () => {
    const a = table({ id: 'a', x: 0, y: 0, width: 100, height: 20, rotation: 90 });
    const b = table({ id: 'b', x: 40, y: 50, width: 30, height: 30 });
    expect(itemsOverlap(a, b)).toBe(true);
    expect(itemsOverlap({ ...a, rotation: 0 }, b)).toBe(false);
  });

  it('does not flag a diamond whose bounding box alone overlaps', () => {
    // A square turned 45° leaves its bounding-box corners empty.
    const diamond = table({ id: 'a', x: 0, y: 0, width: 100, height: 100, rotation: 45 });
    const corner = table({ id: 'b', x: 100, y: 100, width: 15, height: 15 });
    expect(itemsOverlap(diamond, corner)).toBe(false);
  });

  it('handles round tables against round tables', () => {
    const a = table({ id: 'a', shape: 'round', width: 60, height: 60 });
    expect(itemsOverlap(a, { ...a, id: 'b', x: 59 })).toBe(true);
    expect(itemsOverlap(a, { ...a, id: 'b', x: 60 })).toBe(false);
    // Diagonal: the bounding boxes overlap, the circles do not.
    expect(itemsOverlap(a, { ...a, id: 'b', x: 45, y: 45 })).toBe(false);
  });

  it('handles a round table against a wall', () => {
    const round = table({ id: 'a', shape: 'round', x: 0, y: 15, width: 60, height: 60 });
    expect(itemsOverlap(round, wall({ y: 10 }))).toBe(true);
    expect(itemsOverlap(round, wall({ y: 5 }))).toBe(false);
    // The wall's corner reaches into the circle's bounding box but not the circle.
    expect(itemsOverlap(round, wall({ x: 55, y: 10, width: 100 }))).toBe(false);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(
        fc.record({ x: fc.integer({ min: 0, max: 200 }), y: fc.integer({ min: 0, max: 200 }), r: fc.integer({ min: 0, max: 359 }), round: fc.boolean() }),
        fc.record({ x: fc.integer({ min: 0, max: 200 }), y: fc.integer({ min: 0, max: 200 }), r: fc.integer({ min: 0, max: 359 }), round: fc.boolean() }),
        (p, q) => {
          const a = table({ id: 'a', x: p.x, y: p.y, rotation: p.r, shape: p.round ? 'round' : 'rectangle' });
          const b = table({ id: 'b', x: q.x, y: q.y, rotation: q.r, shape: q.round ? 'round' : 'rectangle' });
          expect(itemsOverlap(a, b)).toBe(itemsOverlap(b, a));
        },
      ),
    );
  });

  it('always finds an item overlapping itself moved by less than its size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.integer({ min: -40, max: 40 }), fc.integer({ min: -20, max: 20 }), (r, dx, dy) => {
        const a = table({ id: 'a', x: 100, y: 100, rotation: r });
        expect(itemsOverlap(a, { ...a, id: 'b', x: 100 + dx / 2, y: 100 + dy / 2 })).toBe(true);
      }),
    );
  });
});

describe('room bounds', () => {
  it('knows an item inside and outside the room', () => {
    expect(isInsideRoom(table({ x: 0, y: 0 }), 400, 300)).toBe(true);
    expect(isInsideRoom(table({ x: 301, y: 0 }), 400, 300)).toBe(false);
    expect(isInsideRoom(table({ x: 300, y: 250 }), 400, 300)).toBe(true);
    // Rotated, it sticks out of the top although its unrotated box does not.
    expect(isInsideRoom(table({ x: 0, y: 0, rotation: 90 }), 400, 300)).toBe(false);
  });

  it('moves an item back inside by the least amount', () => {
    expect(clampIntoRoom(table({ x: 350, y: -20 }), 400, 300)).toMatchObject({ x: 300, y: 0 });
    expect(clampIntoRoom(table({ x: 0, y: 0, rotation: 90 }), 400, 300)).toMatchObject({ x: 0, y: 25, rotation: 90 });
    const inside = table({ x: 10, y: 10 });
    expect(clampIntoRoom(inside, 400, 300)).toBe(inside);
  });

  it('aligns an item larger than the room on the top-left', () => {
    expect(clampIntoRoom(table({ x: 50, y: 50, width: 500 }), 400, 300)).toMatchObject({ x: 0, y: 50 });
  });

  it('always ends inside a room large enough', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 1000 }), fc.integer({ min: -500, max: 1000 }), fc.integer({ min: 0, max: 359 }), (x, y, r) => {
        const t = clampIntoRoom(table({ x, y, rotation: r }), 600, 500);
        expect(isInsideRoom(t, 600, 500)).toBe(true);
      }),
    );
  });
});

describe('containsPoint', () => {
  it('hits inside a rotated rectangle and misses its empty bounding-box corner', () => {
    const t = table({ x: 0, y: 0, width: 100, height: 20, rotation: 45 });
    expect(containsPoint(t, { x: 50, y: 10 })).toBe(true);
    expect(containsPoint(t, { x: 5, y: 5 })).toBe(false);
  });

  it('uses the circle for round tables', () => {
    const t = table({ shape: 'round', x: 0, y: 0, width: 60, height: 60 });
    expect(containsPoint(t, { x: 30, y: 1 })).toBe(true);
    expect(containsPoint(t, { x: 3, y: 3 })).toBe(false);
  });
});
