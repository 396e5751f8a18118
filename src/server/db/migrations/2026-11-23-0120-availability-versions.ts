import type { Kysely } from 'kysely';

// Frozen once shipped. What a day's public availability depends on, as two counters every
// instance reads before trusting its in-memory copy: the restaurant's rules (opening hours,
// closed dates, tables, booking window, public fields), bumped by every settings write, and one
// row per restaurant and day, bumped by every change to that day's bookings. Both move in the
// same transaction as the change, so an instance that reads them knows whether its copy is current.
// Rows are never deleted: a counter that went back to 1 could match a copy made before.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('rules_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('availability_day_versions')
    .addColumn('restaurant_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('availability_day_versions_pk', ['restaurant_id', 'date'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
