import type { Executor } from '../../db/transactions';

export type OutboxKind =
  | 'booking_received'
  | 'booking_cancelled'
  | 'delay_notice'
  | 'waiting_list_offer'
  | 'sms_code'
  | 'subscription_confirm'
  | (string & {});

export interface OutboxMessage {
  kind: OutboxKind;
  channel: 'email' | 'sms';
  recipient: string;
  restaurantId?: number | null;
  bookingId?: number | null;
  /** What the worker needs to render the message at delivery time (ids, not rendered text). */
  payload: Record<string, unknown>;
}

/** Written in the caller's transaction: the message exists if and only if the change does. */
export async function enqueueMessages(db: Executor, messages: OutboxMessage[], now: Date): Promise<void> {
  if (messages.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('outbox')
    .values(
      messages.map((m) => ({
        kind: m.kind,
        channel: m.channel,
        recipient: m.recipient,
        restaurant_id: m.restaurantId ?? null,
        booking_id: m.bookingId ?? null,
        payload: JSON.stringify(m.payload),
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
}

export function latestOutboxMessages(db: Executor, channel: 'email' | 'sms' | undefined, limit: number) {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (channel) query = query.where('channel', '=', channel);
  return query.execute();
}
