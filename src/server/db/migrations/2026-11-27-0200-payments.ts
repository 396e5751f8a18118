import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen once shipped. No-show protection paid through Stripe Connect: each restaurant's connected
// account, a booking's card guarantee or deposit, every money action taken on it (who, what, how
// much, the provider's id), and the provider's webhook events, each handled once.
export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('payment_accounts')
    .addColumn('restaurant_id', 'integer', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().unique())
    .addColumn('charges_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payouts_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details_submitted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('booking_payments')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    // guarantee (a saved card, charged only on a no-show or a late cancellation) or deposit
    .addColumn('kind', 'text', (c) => c.notNull())
    // awaiting_card, awaiting_payment, card_saved, deposit_paid, fee_charged, refunded, failed, expired
    .addColumn('state', 'text', (c) => c.notNull())
    // The policy's amount: the most a no-show fee may take, or the deposit.
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // The connected account the card was saved on or the deposit paid to: every later action goes there.
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('session_id', 'text', (c) => c.unique())
    .addColumn('setup_intent_id', 'text')
    .addColumn('payment_intent_id', 'text')
    .addColumn('payment_method_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('consent_text', 'text')
    .addColumn('consent_version', 'text')
    .addColumn('consent_at', 'text')
    .addColumn('charged_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    // Failed attempts so far: each new attempt of an action is a new idempotency key.
    .addColumn('charge_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_code', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_payments_restaurant').on('booking_payments').columns(['restaurant_id', 'state']).execute();
  await db.schema.createIndex('booking_payments_payment_intent').on('booking_payments').column('payment_intent_id').execute();
  await db.schema
    .createTable('payment_actions')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('booking_payment_id', 'integer', (c) => c.notNull().references('booking_payments.id').onDelete('cascade'))
    // charge or refund
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // Who asked: a staff member's name and id, or the system.
    .addColumn('actor', 'text', (c) => c.notNull())
    // Sent to the provider: the same action retried (a double click, a second tablet) is one charge.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // pending (a request is with the provider), unknown (it ended without an answer: retried with
    // the same key), succeeded, failed
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('payment_actions_booking_payment').on('payment_actions').column('booking_payment_id').execute();
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('object_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
