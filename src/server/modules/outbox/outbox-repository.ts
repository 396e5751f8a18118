import { sql, type Insertable, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { MarketingMessagesTable, OutboxTable } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/transactions';
import { laneOf, priorityOf, type OutboxChannel } from './delivery-lanes';

export type OutboxKind =
  | 'booking_received'
  | 'booking_cancelled'
  | 'booking_reminder'
  | 'delay_notice'
  | 'waiting_list_offer'
  | 'waiting_offer'
  | 'waiting_offer_taken'
  | 'sms_code'
  | 'subscription_confirm'
  | 'marketing'
  | 'password_reset'
  | 'device_disabled'
  | 'owner_password_attempts'
  | 'sign_up_attempt'
  | 'email_confirmation'
  | 'thank_you'
  | 'google_booking_update'
  | 'google_availability_update'
  | (string & {});

/** pending → sent | failed (attempts exhausted or refused for good) | skipped (nothing left to say). */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export type OutboxRow = Selectable<OutboxTable>;

export interface OutboxMessage {
  kind: OutboxKind;
  channel: OutboxChannel;
  recipient: string;
  restaurantId?: number | null;
  bookingId?: number | null;
  /** What the worker needs to render the message at delivery time (ids, not rendered text). */
  payload: Record<string, unknown>;
  /** When set, a second message with the same key is silently not enqueued (scheduled jobs). */
  dedupeKey?: string;
  /** Not before this instant (default: at once). */
  notBefore?: Date;
}

/** The row an outbox message is stored as. */
function toOutboxRow(m: OutboxMessage, at: string) {
  return {
    kind: m.kind,
    channel: m.channel,
    recipient: m.recipient,
    restaurant_id: m.restaurantId ?? null,
    booking_id: m.bookingId ?? null,
    payload: JSON.stringify(m.payload),
    next_attempt_at: m.notBefore ? m.notBefore.toISOString() : at,
    created_at: at,
    dedupe_key: m.dedupeKey ?? null,
    lane: laneOf(m.kind, m.channel),
    priority: priorityOf(m.kind),
  };
}

/**
 * The insert of a new booking's messages, unexecuted: the booking engine puts it in the statement
 * that creates the booking (new-booking-repository.ts), whose id is a number or, on PostgreSQL,
 * that statement's new row.
 */
export function newBookingMessagesInsert(
  db: Executor,
  messages: Omit<OutboxMessage, 'bookingId' | 'payload'>[],
  at: string,
  bookingId: number | RawBuilder<number>,
) {
  const payload = typeof bookingId === 'number' ? JSON.stringify({ bookingId }) : sql<string>`'{"bookingId":' || ${bookingId} || '}'`;
  return db.insertInto('outbox').values(messages.map((m) => ({ ...toOutboxRow({ ...m, payload: {} }, at), booking_id: bookingId, payload })));
}

/** Written in the caller's transaction: the message exists if and only if the change does. Answers how many were added (a key already in the outbox adds none). */
export async function enqueueMessages(db: Executor, messages: OutboxMessage[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const at = now.toISOString();
  const plain = messages.filter((m) => !m.dedupeKey);
  const keyed = messages.filter((m) => m.dedupeKey);
  let inserted = 0;
  const count = (results: { numInsertedOrUpdatedRows?: bigint }[]) => {
    for (const r of results) inserted += Number(r.numInsertedOrUpdatedRows ?? 0n);
  };
  // Large fan-outs (mailings) go in chunks: both databases cap the number of bound parameters.
  for (let i = 0; i < plain.length; i += 200) {
    count(
      await db
        .insertInto('outbox')
        .values(plain.slice(i, i + 200).map((m) => toOutboxRow(m, at)))
        .execute(),
    );
  }
  for (let i = 0; i < keyed.length; i += 200) {
    count(
      await db
        .insertInto('outbox')
        .values(keyed.slice(i, i + 200).map((m) => toOutboxRow(m, at)))
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute(),
    );
  }
  return inserted;
}

export function latestOutboxMessages(db: Executor, channel: 'email' | 'sms' | undefined, limit: number) {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (channel) query = query.where('channel', '=', channel);
  return query.execute();
}

/**
 * Takes up to `limit` due messages of one lane for one worker until `leaseUntil`, most urgent
 * first. Each row is claimed by exactly one worker: PostgreSQL skips rows another transaction is
 * claiming (FOR UPDATE SKIP LOCKED); SQLite claims inside a single write transaction. The lease is
 * short and renewed while the message is being sent (`renewClaims`): a worker that dies leaves it
 * to expire within seconds, and the row becomes due again.
 */
export async function claimDueMessages(db: Db, claim: { workerId: string; lane: string; now: Date; leaseUntil: Date; limit: number }): Promise<OutboxRow[]> {
  const at = claim.now.toISOString();
  const until = claim.leaseUntil.toISOString();
  const due = (k: Executor) =>
    k
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('lane', '=', claim.lane)
      .where('next_attempt_at', '<=', at)
      .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', at)]))
      .orderBy('priority')
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(claim.limit);
  const byUrgency = (a: OutboxRow, b: OutboxRow) => a.priority - b.priority || a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id - b.id;
  if (db.kind === 'postgres') {
    return db.kysely
      .updateTable('outbox')
      .set({ locked_by: claim.workerId, locked_until: until })
      .where('id', 'in', () => due(db.kysely).forUpdate().skipLocked())
      .returningAll()
      .execute()
      .then((rows) => rows.sort(byUrgency));
  }
  // An idle lane polls every second: a plain read first, SQLite's write lock only when there is work.
  if ((await due(db.kysely).execute()).length === 0) return [];
  return inTransaction(db, async (trx) => {
    const ids = (await due(trx).execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    await trx.updateTable('outbox').set({ locked_by: claim.workerId, locked_until: until }).where('id', 'in', ids).execute();
    return (await trx.selectFrom('outbox').selectAll().where('id', 'in', ids).execute()).sort(byUrgency);
  });
}

/** The heartbeat of a worker: extends its claims on the messages it is still sending. */
export async function renewClaims(db: Executor, ids: number[], workerId: string, leaseUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ locked_until: leaseUntil.toISOString() })
    .where('id', 'in', ids)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'pending')
    .execute();
}

/** Changes a claimed row only while this worker still holds it; false when the claim was lost. */
async function settle(db: Executor, id: number, workerId: string, changes: Record<string, unknown>): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ ...changes, locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A final state; `payload` (the row's payload with its secrets masked) replaces the stored one in the same update. */
const withPayload = (payload: string | undefined) => (payload === undefined ? {} : { payload });

export function markSent(db: Executor, id: number, workerId: string, now: Date, attempts: number, payload?: string) {
  return settle(db, id, workerId, { status: 'sent', sent_at: now.toISOString(), attempts, last_error: null, ...withPayload(payload) });
}

export function markRetry(db: Executor, id: number, workerId: string, attempts: number, nextAttemptAt: Date, error: string) {
  return settle(db, id, workerId, { attempts, next_attempt_at: nextAttemptAt.toISOString(), last_error: error.slice(0, 1000) });
}

export function markFailed(db: Executor, id: number, workerId: string, attempts: number, error: string, payload?: string) {
  return settle(db, id, workerId, { status: 'failed', attempts, last_error: error.slice(0, 1000), ...withPayload(payload) });
}

export function markSkipped(db: Executor, id: number, workerId: string, reason: string, payload?: string) {
  return settle(db, id, workerId, { status: 'skipped', last_error: reason.slice(0, 1000), ...withPayload(payload) });
}

/** Not an attempt: the message waits (quiet hours) and keeps its attempt count. */
export function markDeferred(db: Executor, id: number, workerId: string, until: Date) {
  return settle(db, id, workerId, { next_attempt_at: until.toISOString() });
}

/** The marketing message a mailing sends: its rows in the outbox point at it. */
export async function insertMarketingMessage(db: Executor, row: Insertable<MarketingMessagesTable>): Promise<number> {
  const { id } = await db.insertInto('marketing_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A mailing's messages not yet sent, taken back when the mailing is cancelled. */
export async function deletePendingDeliveries(db: Executor, marketingMessageId: number): Promise<number> {
  const r = await db
    .deleteFrom('outbox')
    .where('kind', '=', 'marketing')
    .where('dedupe_key', 'like', `marketing:${marketingMessageId}:%`)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A diner's messages erased with the rest of their data (guests' right to be forgotten). */
export async function deleteOutboxFor(db: Executor, restaurantId: number, bookingIds: number[], recipients: string[]): Promise<void> {
  if (bookingIds.length === 0 && recipients.length === 0) return;
  await db
    .deleteFrom('outbox')
    .where((eb) =>
      eb.or([
        eb('booking_id', 'in', bookingIds.length ? bookingIds : [-1]),
        eb.and([eb('restaurant_id', '=', restaurantId), eb('recipient', 'in', recipients.length ? recipients : ['\u0001'])]),
      ]),
    )
    .execute();
}
