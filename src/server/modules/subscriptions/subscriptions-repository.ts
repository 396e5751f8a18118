import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/transactions';
import type { SubscriptionsTable } from '../../db/schema';

export async function insertSubscription(db: Executor, row: Insertable<SubscriptionsTable>): Promise<number> {
  const { id } = await db.insertInto('subscriptions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** PostgreSQL: the sign-ups' lock, inside a transaction already open (a booking's). */
export async function lockSignups(db: Executor, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

export function findSubscriptionByGuid(db: Executor, guid: string) {
  return db.selectFrom('subscriptions').selectAll().where('guid', '=', guid).executeTakeFirst();
}

export function findSubscriptionByConfirmToken(db: Executor, token: string) {
  return db.selectFrom('subscriptions').selectAll().where('confirm_token', '=', token).executeTakeFirst();
}

export async function updateSubscription(db: Executor, id: number, changes: Partial<Insertable<SubscriptionsTable>>): Promise<void> {
  await db.updateTable('subscriptions').set(changes).where('id', '=', id).execute();
}

export function findSubscriptionById(db: Executor, id: number) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Confirmed subscribers of a restaurant, newest first (a mailing goes only to these). */
export function listActiveSubscriptions(db: Executor, restaurantId: number) {
  return db.selectFrom('subscriptions').selectAll().where('restaurant_id', '=', restaurantId).where('status', '=', 'active').orderBy('id', 'desc').execute();
}

export function findSubscriptionByPhoneConfirmToken(db: Executor, token: string) {
  return db.selectFrom('subscriptions').selectAll().where('phone_confirm_token', '=', token).executeTakeFirst();
}

/** The restaurant's subscription of one contact (there is at most one per contact, by unique index). */
export function findSubscriptionByContact(db: Executor, restaurantId: number, column: 'email' | 'phone_number', value: string) {
  return db.selectFrom('subscriptions').selectAll().where('restaurant_id', '=', restaurantId).where(column, '=', value).executeTakeFirst();
}

/** Messages of one kind queued to one recipient since an instant (confirmation e-mails and SMS are capped). */
export async function countMessagesTo(db: Executor, kind: string, recipient: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('recipient', '=', recipient)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A subscriber removed by the restaurant (the mailing screen's list). */
export async function deleteSubscriber(db: Executor, restaurantId: number, guid: string): Promise<number> {
  const r = await db.deleteFrom('subscriptions').where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A diner's subscriptions erased with the rest of their data (guests' right to be forgotten). */
export async function deleteSubscriptionsByContact(db: Executor, restaurantId: number, emails: string[], phones: string[]): Promise<void> {
  if (emails.length === 0 && phones.length === 0) return;
  await db
    .deleteFrom('subscriptions')
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('email', 'in', emails.length ? emails : ['\u0001']), eb('phone_number', 'in', phones.length ? phones : ['\u0001'])]))
    .execute();
}
