import type { Insertable, Selectable } from 'kysely';
import type { PaymentActionOutcome, PaymentActionsTable, PaymentWebhookEventsTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';

export type PaymentActionRow = Selectable<PaymentActionsTable>;

/** Records an action under its idempotency key; false when the key is already taken (another request has it). */
export async function claimAction(db: Executor, values: Insertable<PaymentActionsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_actions')
    .values(values)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findAction(db: Executor, idempotencyKey: string): Promise<PaymentActionRow | undefined> {
  return db.selectFrom('payment_actions').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function actionsOf(db: Executor, bookingPaymentId: number): Promise<PaymentActionRow[]> {
  return db.selectFrom('payment_actions').selectAll().where('booking_payment_id', '=', bookingPaymentId).orderBy('id').execute();
}

/**
 * Takes over an action whose request ended without an answer, or whose claimant has been silent
 * since `staleBefore` (a process stopped mid-request): one taker only. Answers whether it took it.
 */
export async function reclaimAction(db: Executor, idempotencyKey: string, at: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_actions')
    .set({ outcome: 'pending', claimed_at: at })
    .where('idempotency_key', '=', idempotencyKey)
    .where((eb) => eb.or([eb('outcome', '=', 'unknown'), eb.and([eb('outcome', '=', 'pending'), eb('claimed_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Settles an action still open (pending or unknown); answers whether this call settled it. */
export async function finishAction(
  db: Executor,
  idempotencyKey: string,
  values: {
    outcome: PaymentActionOutcome;
    provider_id?: string | null;
    failure_code?: string | null;
    failure_reason?: string | null;
    finished_at: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_actions')
    .set(values)
    .where('idempotency_key', '=', idempotencyKey)
    .where('outcome', 'in', ['pending', 'unknown'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function webhookEventSeen(db: Executor, eventId: string): Promise<boolean> {
  return (await db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
}

/** Stores a provider event; false when it was stored before (a replay, or a second delivery). */
export async function recordWebhookEvent(db: Executor, values: Insertable<PaymentWebhookEventsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_webhook_events')
    .values(values)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Refunds still owed: recorded and never answered ('unknown'), or, when `staleBefore` is given,
 * claimed by a request silent since then. Only on a booking payment that still holds the money
 * (a refund the provider reported by webhook has moved it on). One booking payment's, or all.
 */
export async function openRefunds(db: Executor, bookingPaymentId?: number, staleBefore?: string): Promise<(PaymentActionRow & { restaurant_id: number })[]> {
  let query = db
    .selectFrom('payment_actions as a')
    .innerJoin('booking_payments as p', 'p.id', 'a.booking_payment_id')
    .selectAll('a')
    .select('p.restaurant_id')
    .where('a.action', '=', 'refund')
    .where('p.state', 'in', ['deposit_paid', 'fee_charged'])
    .where((eb) =>
      staleBefore === undefined
        ? eb('a.outcome', 'in', ['unknown', 'pending'])
        : eb.or([eb('a.outcome', '=', 'unknown'), eb.and([eb('a.outcome', '=', 'pending'), eb('a.claimed_at', '<', staleBefore)])]),
    );
  if (bookingPaymentId !== undefined) query = query.where('a.booking_payment_id', '=', bookingPaymentId);
  return query.orderBy('a.id').execute();
}
