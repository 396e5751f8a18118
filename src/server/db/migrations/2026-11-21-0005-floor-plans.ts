import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. Floor plans: a restaurant has rooms (Salle, Terrasse, Étage…), each drawn
// on a plan. Tables stay the `dining_tables` rows the engine books; a plan only says where they
// stand (their pos_x, pos_y, width, height, rotation) and which room holds them. Walls, bar, decor
// and labels are not booked by anyone, so they live in the plan's `elements` JSON document.
// `version` counts saves: an editor working on an old version cannot overwrite a newer one.
// `archived_at`: a table removed from its plan that past bookings still point to is kept (inactive,
// on no plan) so the history of those bookings does not lose its table.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('floor_plans')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('elements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('floor_plans_restaurant_idx').on('floor_plans').columns(['restaurant_id', 'position']).execute();

  await db.schema
    .alterTable('dining_tables')
    .addColumn('floor_plan_id', 'integer', (c) => c.references('floor_plans.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('dining_tables').addColumn('archived_at', 'text').execute();
  await db.schema.createIndex('dining_tables_floor_plan_idx').on('dining_tables').column('floor_plan_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
