import { describe, expect, it } from 'vitest';
import { flaggedItemIds, normalizeTableName, planErrors, planWarnings } from './checks.js';
import { createFixture, createTable } from './items.js';
import type { PlanDocument, PlanItem } from './types.js';

const doc = (items: PlanItem[], over: Partial<PlanDocument> = {}): PlanDocument => ({ name: 'Salle', width: 600, height: 400, items, ...over });
const t = (id: string, name: string, x: number, y: number, shape: 'round' | 'square' | 'rectangle' = 'square') => createTable(id, shape, name, { x, y });

describe('overlap warnings', () => {
  it('says nothing about a tidy room', () => {
    expect(planWarnings(doc([t('a', 'T1', 10, 10), t('b', 'T2', 100, 10), createFixture('w', { kind: 'wall' }, { x: 0, y: 300 })]))).toEqual([]);
  });

  it('warns about two tables overlapping, naming both', () => {
    const issues = planWarnings(doc([t('a', 'T1', 10, 10), t('b', 'T2', 50, 30)]));
    expect(issues).toEqual([{ level: 'warning', code: 'overlap', itemIds: ['a', 'b'], message: 'La table « T1 » chevauche la table « T2 ».' }]);
  });

  it('warns about a table standing on a wall or the bar, table named first', () => {
    const wall = createFixture('w', { kind: 'wall' }, { x: 0, y: 40 });
    const bar = createFixture('b', { kind: 'bar' }, { x: 300, y: 200 });
    const issues = planWarnings(doc([wall, bar, t('a', 'T1', 10, 10), t('c', 'T3', 320, 180)]));
    expect(issues.map((i) => i.message)).toEqual(['La table « T1 » chevauche un mur.', 'La table « T3 » chevauche le bar « Bar ».']);
  });

  it('lets walls meet and labels sit anywhere', () => {
    const items = [
      createFixture('w1', { kind: 'wall' }, { x: 0, y: 0 }),
      createFixture('w2', { kind: 'wall' }, { x: 100, y: 0 }),
      createFixture('l', { kind: 'label', text: 'Entrée' }, { x: 10, y: 10 }),
      t('a', 'T1', 20, 5),
    ];
    expect(
      planWarnings(doc(items))
        .filter((i) => i.code === 'overlap')
        .map((i) => i.itemIds),
    ).toEqual([['a', 'w1']]);
  });

  it('takes rotation into account', () => {
    const long = { ...createTable('a', 'rectangle', 'Longue', { x: 100, y: 100 }), width: 200, height: 40 };
    const neighbour = t('b', 'Voisine', 180, 10);
    expect(planWarnings(doc([long, neighbour]))).toEqual([]);
    expect(planWarnings(doc([{ ...long, rotation: 90 }, neighbour])).map((i) => i.code)).toEqual(['overlap']);
  });

  it('warns about items outside the room', () => {
    const issues = planWarnings(doc([t('a', 'T1', 580, 10), createFixture('w', { kind: 'wall' }, { x: 0, y: 395 })]));
    expect(issues).toEqual([
      { level: 'warning', code: 'outside', itemIds: ['a'], message: 'La table « T1 » dépasse des limites de la salle.' },
      { level: 'warning', code: 'outside', itemIds: ['w'], message: 'Un mur dépasse des limites de la salle.' },
    ]);
  });

  it('finds every overlapping pair in a crowded room and no false one', () => {
    // A row of 20 tables 70 wide, 60 apart: each overlaps its right neighbour only.
    const items = Array.from({ length: 20 }, (_, i) => t(`t${i}`, `T${i}`, i * 60, 10));
    const issues = planWarnings(doc(items, { width: 2000 }));
    expect(issues).toHaveLength(19);
    expect(issues.every((i) => i.code === 'overlap')).toBe(true);
    expect(issues[0]!.itemIds).toEqual(['t0', 't1']);
    expect(flaggedItemIds(issues).size).toBe(20);
  });
});

describe('errors that block saving', () => {
  it('accepts a valid plan', () => {
    expect(planErrors(doc([t('a', 'T1', 0, 0), t('b', 'T2', 100, 0)]))).toEqual([]);
  });

  it('requires a room name and table names', () => {
    const codes = planErrors(doc([t('a', '  ', 0, 0)], { name: ' ' })).map((i) => i.code);
    expect(codes).toEqual(['plan_name', 'table_name']);
  });

  it('refuses two tables with the same name, however typed', () => {
    const issues = planErrors(doc([t('a', 'Salle 1', 0, 0), t('b', ' salle  1 ', 100, 0)]));
    expect(issues).toEqual([expect.objectContaining({ code: 'table_name_duplicate', itemIds: ['a', 'b'] })]);
    expect(normalizeTableName(' Fenêtre  A ')).toBe('fenêtre a');
  });

  it('refuses a name used in another room', () => {
    const issues = planErrors(doc([t('a', 'Terrasse 1', 0, 0)]), ['TERRASSE 1']);
    expect(issues[0]).toMatchObject({ code: 'table_name_duplicate', message: "Une table d'une autre salle s'appelle déjà « Terrasse 1 »." });
  });

  it('checks covers', () => {
    const bad = [
      { ...t('a', 'A', 0, 0), minCovers: 5, maxCovers: 4 },
      { ...t('b', 'B', 100, 0), minCovers: 0, maxCovers: 2 },
      { ...t('c', 'C', 200, 0), minCovers: 1, maxCovers: 100 },
      { ...t('d', 'D', 300, 0), minCovers: 1.5, maxCovers: 2 },
    ];
    expect(planErrors(doc(bad)).map((i) => i.itemIds[0])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses an empty text label and an over-long name', () => {
    const issues = planErrors(doc([createFixture('l', { kind: 'label', text: ' ' }, { x: 0, y: 0 }), t('a', 'x'.repeat(41), 0, 0)]));
    expect(issues.map((i) => i.code)).toEqual(['label_text', 'table_name']);
  });
});
