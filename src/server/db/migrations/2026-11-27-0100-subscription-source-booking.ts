import type { Kysely } from 'kysely';

// Frozen once shipped. A diner who ticks "les actualités" when booking becomes a subscriber: the
// booking they consented on is kept with the subscription as part of the proof (with the text,
// the time and the channels already stored). Null for a sign-up on the communications page.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('source_booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
