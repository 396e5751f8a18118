import type { Kysely } from 'kysely';

// Frozen once shipped. A booking that needs a card or a deposit holds its table while the diner is
// on the provider's page: until `hold_until` (the policy's minutes from the booking, or from the
// diner's new try). `released_at` marks a hold that ran out and gave the table back, so a payment
// arriving afterwards knows the booking was released, not cancelled by the diner.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_payments').addColumn('hold_minutes', 'integer').execute();
  await db.schema.alterTable('booking_payments').addColumn('hold_until', 'text').execute();
  await db.schema.alterTable('booking_payments').addColumn('released_at', 'text').execute();
  await db.schema.createIndex('booking_payments_hold').on('booking_payments').columns(['state', 'hold_until']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
