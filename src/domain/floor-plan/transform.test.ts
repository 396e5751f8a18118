import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { corners } from './geometry.js';
import { HANDLES, keepsSquare, moveBy, moveTo, resizeBy, resizeWithHandle, rotateBy, rotationTowards, withShape } from './transform.js';
import type { Box, PlanItem } from './types.js';

const box = (over: Partial<Box> = {}): Box => ({ x: 100, y: 100, width: 100, height: 50, rotation: 0, ...over });

describe('moving', () => {
  it('snaps the top-left corner to the grid', () => {
    expect(moveTo(box(), { x: 43, y: 57 }, 10)).toMatchObject({ x: 40, y: 60 });
    expect(moveTo(box(), { x: 43, y: 57 })).toMatchObject({ x: 43, y: 57 });
  });

  it('moves by a delta without touching size or rotation', () => {
    expect(moveBy(box({ rotation: 30 }), -10, 5)).toEqual(box({ x: 90, y: 105, rotation: 30 }));
  });
});

describe('rotating', () => {
  it('adds degrees and wraps past 360', () => {
    expect(rotateBy(box({ rotation: 350 }), 15).rotation).toBe(5);
    expect(rotateBy(box({ rotation: 0 }), -15).rotation).toBe(345);
  });

  it('lands on the step when asked', () => {
    expect(rotateBy(box({ rotation: 7 }), 15, 15).rotation).toBe(15);
    expect(rotateBy(box({ rotation: 7 }), -15, 15).rotation).toBe(0);
    expect(rotateBy(box({ rotation: 15 }), 15, 15).rotation).toBe(30);
    expect(rotateBy(box({ rotation: 15 }), -15, 15).rotation).toBe(0);
    expect(rotateBy(box({ rotation: 0 }), -15, 15).rotation).toBe(345);
    expect(rotateBy(box({ rotation: 345 }), 15, 15).rotation).toBe(0);
    expect(rotateBy(box({ rotation: 90 }), 90, 45).rotation).toBe(180);
  });

  it('points the rotation handle at the pointer', () => {
    const b = box({ x: 0, y: 0, width: 100, height: 100 });
    expect(rotationTowards(b, { x: 50, y: -100 })).toBe(0);
    expect(rotationTowards(b, { x: 200, y: 50 })).toBe(90);
    expect(rotationTowards(b, { x: 50, y: 300 })).toBe(180);
    expect(rotationTowards(b, { x: -100, y: 50 })).toBe(270);
    expect(rotationTowards(b, { x: 150, y: -50 }, 15)).toBe(45);
    expect(rotationTowards(b, { x: 200, y: -60 }, 15)).toBe(60);
  });
});

describe('resizing with a handle', () => {
  it('keeps the opposite corner in place', () => {
    const r = resizeWithHandle(box(), HANDLES.se, { x: 260, y: 190 });
    expect(r).toMatchObject({ x: 100, y: 100, width: 160, height: 90 });
    const l = resizeWithHandle(box(), HANDLES.nw, { x: 80, y: 70 });
    expect(l).toMatchObject({ x: 80, y: 70, width: 120, height: 80 });
  });

  it('changes one side with an edge handle', () => {
    expect(resizeWithHandle(box(), HANDLES.e, { x: 250, y: 999 })).toMatchObject({ x: 100, y: 100, width: 150, height: 50 });
    expect(resizeWithHandle(box(), HANDLES.n, { x: -999, y: 60 })).toMatchObject({ x: 100, y: 60, width: 100, height: 90 });
  });

  it('snaps sizes to the grid and never goes below the minimum', () => {
    expect(resizeWithHandle(box(), HANDLES.se, { x: 263, y: 154 }, { grid: 10 })).toMatchObject({ width: 160, height: 50 });
    expect(resizeWithHandle(box(), HANDLES.se, { x: 0, y: 0 })).toMatchObject({ width: 10, height: 10 });
    expect(resizeWithHandle(box(), HANDLES.se, { x: 102, y: 101 }, { grid: 10 })).toMatchObject({ width: 10, height: 10 });
  });

  it('keeps equal sides for round and square items', () => {
    const square = box({ width: 60, height: 60 });
    expect(resizeWithHandle(square, HANDLES.se, { x: 200, y: 170 }, { square: true })).toMatchObject({ width: 100, height: 100 });
    expect(resizeWithHandle(square, HANDLES.e, { x: 180, y: 0 }, { square: true })).toMatchObject({ width: 80, height: 80 });
  });

  it('keeps the anchor fixed on screen when the box is rotated', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 359 }),
        fc.constantFrom(...Object.values(HANDLES)),
        fc.integer({ min: -80, max: 80 }),
        fc.integer({ min: -80, max: 80 }),
        (rotation, handle, px, py) => {
          const b = box({ rotation });
          const before = corners(b);
          const after = corners(resizeWithHandle(b, handle, { x: 150 + px * 2, y: 125 + py * 2 }));
          // The corner opposite a corner handle does not move.
          if (handle.sx !== 0 && handle.sy !== 0) {
            const index = handle.sx === 1 ? (handle.sy === 1 ? 0 : 3) : handle.sy === 1 ? 1 : 2;
            expect(after[index].x).toBeCloseTo(before[index].x, 1);
            expect(after[index].y).toBeCloseTo(before[index].y, 1);
          }
        },
      ),
    );
  });
});

describe('resizing from the keyboard', () => {
  it('grows about the centre', () => {
    expect(resizeBy(box(), 20, 0)).toMatchObject({ x: 90, y: 100, width: 120, height: 50 });
    expect(resizeBy(box(), 0, -10)).toMatchObject({ x: 100, y: 105, width: 100, height: 40 });
  });

  it('clamps to the minimum size', () => {
    expect(resizeBy(box(), -500, -500)).toMatchObject({ width: 10, height: 10 });
  });

  it('keeps a square square', () => {
    expect(resizeBy(box({ width: 60, height: 60 }), 10, 0, true)).toMatchObject({ width: 70, height: 70 });
    expect(resizeBy(box({ width: 60, height: 60 }), 0, -10, true)).toMatchObject({ width: 50, height: 50 });
  });
});

describe('shapes', () => {
  it('knows which items keep equal sides', () => {
    const t = (shape: 'round' | 'square' | 'rectangle') => ({ kind: 'table', shape }) as PlanItem;
    expect(keepsSquare(t('round'))).toBe(true);
    expect(keepsSquare(t('square'))).toBe(true);
    expect(keepsSquare(t('rectangle'))).toBe(false);
    expect(keepsSquare({ kind: 'decor', decor: 'plant' } as PlanItem)).toBe(true);
    expect(keepsSquare({ kind: 'wall' } as PlanItem)).toBe(false);
  });

  it('makes sides equal about the centre', () => {
    expect(withShape(box(), true)).toMatchObject({ x: 100, y: 75, width: 100, height: 100 });
    const b = box();
    expect(withShape(b, false)).toBe(b);
  });
});
