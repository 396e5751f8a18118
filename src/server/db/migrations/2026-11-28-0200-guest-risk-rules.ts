import type { Kysely } from 'kysely';

// Frozen once shipped. A restaurant's rule on guests who often do not come: from `threshold`
// no-shows in the last twelve months (null: off), flag them only, ask a card guarantee of
// `guarantee_cents` per cover, or refuse their online bookings. One row per restaurant, written
// by the payments module; no row means the rule is off.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guest_risk_rules')
    .addColumn('restaurant_id', 'integer', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('threshold', 'integer')
    // flag, guarantee or refuse
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('guarantee_cents', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
