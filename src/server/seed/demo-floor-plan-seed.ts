import type { PlanFixture } from '../../domain/floor-plan/types';
import { newGuid } from '../lib/ids';
import type { Executor } from '../db/transactions';

// The demo restaurant's two rooms, drawn around the tables the demo seed placed: the diner's
// 'Voir le plan' picture, the editor and the live room view all start from these.

type Fixture = PlanFixture extends infer F ? (F extends PlanFixture ? Omit<F, 'id'> : never) : never;

const SALLE: { name: string; width: number; height: number; fixtures: Fixture[] } = {
  name: 'Salle',
  width: 440,
  height: 500,
  fixtures: [
    { kind: 'decor', decor: 'window', x: 30, y: 0, width: 260, height: 8, rotation: 0 },
    { kind: 'decor', decor: 'door', x: 330, y: 0, width: 80, height: 12, rotation: 0 },
    { kind: 'label', text: 'Entrée', x: 310, y: 16, width: 120, height: 28, rotation: 0 },
    { kind: 'decor', decor: 'plant', x: 390, y: 100, width: 40, height: 40, rotation: 0 },
    { kind: 'decor', decor: 'pillar', x: 185, y: 240, width: 40, height: 40, rotation: 0 },
    { kind: 'bar', label: 'Bar', x: 30, y: 410, width: 220, height: 60, rotation: 0 },
    { kind: 'decor', decor: 'kitchen', x: 300, y: 400, width: 140, height: 100, rotation: 0 },
  ],
};

const TERRASSE: typeof SALLE = {
  name: 'Terrasse',
  width: 340,
  height: 400,
  fixtures: [
    { kind: 'decor', decor: 'door', x: 130, y: 0, width: 80, height: 12, rotation: 0 },
    { kind: 'label', text: 'Accès salle', x: 110, y: 14, width: 120, height: 24, rotation: 0 },
    { kind: 'decor', decor: 'plant', x: 5, y: 355, width: 40, height: 40, rotation: 0 },
    { kind: 'decor', decor: 'plant', x: 295, y: 355, width: 40, height: 40, rotation: 0 },
    { kind: 'label', text: 'Rue des Rosiers', x: 110, y: 366, width: 120, height: 28, rotation: 0 },
  ],
};

/**
 * Creates the 'Salle' and 'Terrasse' plans of `slug` and puts each table in its room (by its
 * placement legend). Terrace tables were seeded to the right of the dining room, on one shared
 * drawing: they are shifted so the terrace starts at its own left edge.
 */
export async function seedDemoFloorPlans(trx: Executor, { slug, at }: { slug: string; at: string }): Promise<void> {
  const restaurant = await trx.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!restaurant) return;
  const tables = await trx
    .selectFrom('dining_tables')
    .select(['id', 'pos_x'])
    .where('restaurant_id', '=', restaurant.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const onTerrace = new Set(
    (
      await trx
        .selectFrom('table_legends')
        .innerJoin('placement_legends', 'placement_legends.id', 'table_legends.legend_id')
        .select('table_legends.table_id')
        .where('placement_legends.restaurant_id', '=', restaurant.id)
        .where('placement_legends.label', '=', 'Terrasse')
        .execute()
    ).map((r) => r.table_id),
  );
  const terrace = tables.filter((t) => onTerrace.has(t.id));
  const dining = tables.filter((t) => !onTerrace.has(t.id));
  const shift = terrace.length > 0 ? Math.min(...terrace.map((t) => Number(t.pos_x))) - 40 : 0;

  for (const [position, room, members, dx] of [
    [0, SALLE, dining, 0],
    [1, TERRASSE, terrace, shift],
  ] as const) {
    const { id } = await trx
      .insertInto('floor_plans')
      .values({
        guid: newGuid(),
        restaurant_id: restaurant.id,
        name: room.name,
        width: room.width,
        height: room.height,
        elements: JSON.stringify(room.fixtures.map((f) => ({ id: newGuid(), ...f }))),
        position,
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, table] of members.entries()) {
      await trx
        .updateTable('dining_tables')
        .set({ floor_plan_id: id, pos_x: Number(table.pos_x) - dx, position: position * 1000 + index })
        .where('id', '=', table.id)
        .execute();
    }
  }
}
