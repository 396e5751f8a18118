import type { Kysely } from 'kysely';

// Frozen once shipped. A booking payment keeps the last instant its diner may cancel free of
// charge, fixed when the diner accepted it (a later change of the restaurant's rules does not move
// it), and the instant the diner cancelled: what tells a free cancellation from a late one. Both
// null on rows made before them: the deadline is then read from the restaurant's current rules.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_payments').addColumn('free_cancellation_until', 'text').execute();
  await db.schema.alterTable('booking_payments').addColumn('guest_cancelled_at', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
