import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. Reserve with Google (docs/reserve-with-google.md):
// - `restaurants.google_reserve_enabled`: the owner turned "Réserver avec Google" on in Réglages;
//   only then is the restaurant a merchant of the booking server and of the feeds (0 by default).
// - `google_bookings`: one row per booking made through Google's booking server, beside the
//   booking itself: Google's idempotency token (unique per merchant; a retried CreateBooking is
//   answered from the booking's idempotency record), the user id Google lists bookings by, and
//   the diner's answer to the restaurant's marketing (SetMarketingPreference may change it), and
//   the status Google last heard of, so a change made on our side reaches Google, retried until
//   it does.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('google_reserve_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('google_bookings')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('idempotency_token', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('marketing_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    // The status Google last knew of (Google's word); a booking whose status moved on is reported
    // to Google's notification API until it succeeds, at `report_after` (backoff per attempt).
    .addColumn('reported_status', 'text', (c) => c.notNull())
    .addColumn('report_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('google_bookings_token').on('google_bookings').columns(['restaurant_id', 'idempotency_token']).unique().execute();
  await db.schema.createIndex('google_bookings_user').on('google_bookings').columns(['user_id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
