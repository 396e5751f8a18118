import type { Kysely } from 'kysely';

// Frozen once shipped. The language a diner booked (or subscribed) in: every later message about
// the booking speaks it. Rows written before are French, the product's language.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
