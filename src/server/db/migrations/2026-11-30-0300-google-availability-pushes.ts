import type { Kysely } from 'kysely';

// Frozen once shipped. Reserve with Google's availability pushes (docs/reserve-with-google.md):
// per opted-in restaurant and day, the availability version (rules and day counters of the
// availability cache, "rules.day") Google last received through availability.replace, so a day
// whose version moved on is pushed again, and only then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('google_availability_pushes')
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('rules_version', 'integer', (c) => c.notNull())
    .addColumn('day_version', 'integer', (c) => c.notNull())
    .addColumn('pushed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('google_availability_pushes_pk', ['restaurant_id', 'date'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
