import { describe, expect, it } from 'vitest';
import { isInsideRoom, itemsOverlap } from './geometry.js';
import { createFixture, createTable, duplicateName, findFreeSpot, listedTableFootprint, nextTableName, PLACEMENT_GAP } from './items.js';
import type { PlanDocument } from './types.js';

describe('new items', () => {
  it('gives each table shape its usual size and seats', () => {
    expect(createTable('a', 'round', 'T1', { x: 5, y: 6 })).toMatchObject({ width: 60, height: 60, minCovers: 1, maxCovers: 2, x: 5, y: 6, active: true });
    expect(createTable('b', 'rectangle', 'T2', { x: 0, y: 0 })).toMatchObject({ width: 120, height: 70, maxCovers: 6 });
  });

  it('sizes a table set up from a list by its seats', () => {
    expect(listedTableFootprint(2)).toEqual({ shape: 'round', width: 60, height: 60 });
    expect(listedTableFootprint(4)).toEqual({ shape: 'rectangle', width: 90, height: 60 });
    expect(listedTableFootprint(6)).toEqual({ shape: 'rectangle', width: 120, height: 60 });
  });

  it('creates fixtures of every kind', () => {
    expect(createFixture('w', { kind: 'wall' }, { x: 0, y: 0 })).toMatchObject({ kind: 'wall', width: 200, height: 10 });
    expect(createFixture('b', { kind: 'bar' }, { x: 0, y: 0 })).toMatchObject({ kind: 'bar', label: 'Bar' });
    expect(createFixture('p', { kind: 'decor', decor: 'plant' }, { x: 0, y: 0 })).toMatchObject({ kind: 'decor', decor: 'plant', width: 40 });
    expect(createFixture('l', { kind: 'label', text: 'Entrée' }, { x: 0, y: 0 })).toMatchObject({ kind: 'label', text: 'Entrée' });
  });
});

describe('names', () => {
  const items = [createTable('a', 'round', 'Table 1', { x: 0, y: 0 }), createTable('b', 'round', 'Table 3', { x: 0, y: 0 })];

  it('picks the smallest free number', () => {
    expect(nextTableName([])).toBe('Table 1');
    expect(nextTableName(items)).toBe('Table 2');
    expect(nextTableName(items, ['table 2'])).toBe('Table 4');
    expect(nextTableName(items, [], 'Terrasse')).toBe('Terrasse 1');
  });

  it('numbers a copy after its original', () => {
    expect(duplicateName('Table 1', items)).toBe('Table 2');
    expect(duplicateName('Table 3', items)).toBe('Table 4');
    expect(duplicateName('Table 3', items, ['Table 4'])).toBe('Table 5');
    expect(duplicateName('Fenêtre', items)).toBe('Fenêtre 2');
    expect(duplicateName('T9', [])).toBe('T10');
  });
});

describe('findFreeSpot', () => {
  const room = (items: PlanDocument['items']): PlanDocument => ({ name: 'Salle', width: 400, height: 300, items });

  it('keeps the preferred spot when it is free', () => {
    const t = createTable('n', 'square', 'N', { x: 0, y: 0 });
    expect(findFreeSpot(room([]), t, { x: 103, y: 48 })).toMatchObject({ x: 100, y: 50 });
  });

  it('moves off an occupied spot to the nearest free one', () => {
    const existing = createTable('a', 'square', 'A', { x: 100, y: 100 });
    const t = createTable('n', 'square', 'N', { x: 0, y: 0 });
    const placed = findFreeSpot(room([existing]), t, { x: 100, y: 100 });
    expect(itemsOverlap(placed, existing)).toBe(false);
    expect(isInsideRoom(placed, 400, 300)).toBe(true);
    expect(Math.hypot(placed.x - 100, placed.y - 100)).toBeLessThanOrEqual(70 + PLACEMENT_GAP);
  });

  it('leaves room for the chairs between a new table and its neighbours', () => {
    const existing = createTable('a', 'square', 'A', { x: 160, y: 110 });
    const t = createTable('n', 'square', 'N', { x: 0, y: 0 });
    let doc = room([existing]);
    for (const id of ['n1', 'n2', 'n3']) {
      const placed = findFreeSpot(doc, { ...t, id }, { x: 160, y: 110 });
      for (const other of doc.items)
        expect(
          itemsOverlap(
            {
              ...placed,
              x: placed.x - PLACEMENT_GAP + 1,
              y: placed.y - PLACEMENT_GAP + 1,
              width: placed.width + 2 * PLACEMENT_GAP - 2,
              height: placed.height + 2 * PLACEMENT_GAP - 2,
            },
            other,
          ),
        ).toBe(false);
      doc = room([...doc.items, placed]);
    }
  });

  it('lets a new table touch a neighbour when the room has no roomier spot', () => {
    const t = createTable('n', 'square', 'N', { x: 0, y: 0 });
    const existing = createTable('a', 'square', 'A', { x: 0, y: 0 });
    const small: PlanDocument = { name: 'Salle', width: 140, height: 70, items: [existing] };
    const placed = findFreeSpot(small, t, { x: 0, y: 0 });
    expect(placed).toMatchObject({ x: 70, y: 0 });
  });

  it('stays inside the room near an edge', () => {
    const t = createTable('n', 'rectangle', 'N', { x: 0, y: 0 });
    const placed = findFreeSpot(room([]), t, { x: 390, y: 290 });
    expect(isInsideRoom(placed, 400, 300)).toBe(true);
  });

  it('ignores labels, which may sit under a table', () => {
    const label = createFixture('l', { kind: 'label', text: 'Entrée' }, { x: 100, y: 100 });
    const t = createTable('n', 'round', 'N', { x: 0, y: 0 });
    expect(findFreeSpot(room([label]), t, { x: 100, y: 100 })).toMatchObject({ x: 100, y: 100 });
  });

  it('falls back to the preferred spot in a full room', () => {
    const big = { ...createFixture('k', { kind: 'decor', decor: 'kitchen' }, { x: 0, y: 0 }), width: 400, height: 300 };
    const t = createTable('n', 'round', 'N', { x: 0, y: 0 });
    expect(findFreeSpot(room([big]), t, { x: 50, y: 50 })).toMatchObject({ x: 50, y: 50 });
  });
});
