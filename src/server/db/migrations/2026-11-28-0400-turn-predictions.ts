import type { Kysely } from 'kysely';

// Frozen once shipped. Two restaurant settings and one stored computation:
// - `turn_prediction_enabled`: new bookings take the stay predicted from the restaurant's own
//   history instead of the services' fixed turn times (0 until the owner turns it on).
// - `holiday_region`: whose public holidays apply (Alsace-Moselle, an overseas department's
//   abolition day…); 'auto' reads it from the address's post code.
// - `turn_predictions`: one row per restaurant, the medians of its past stays by group, as
//   computed by the worker at night or when the owner opens the setting (never per booking).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('turn_prediction_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('restaurants')
    .addColumn('holiday_region', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
  await db.schema
    .createTable('turn_predictions')
    .addColumn('restaurant_id', 'integer', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('computed_at', 'text', (c) => c.notNull())
    // The restaurant's date of the computation: the nightly job recomputes rows of an earlier date.
    .addColumn('computed_on', 'text', (c) => c.notNull())
    // JSON TurnPredictionGroup[] (src/domain/turn-time-prediction.ts).
    .addColumn('groups', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
