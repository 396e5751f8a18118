import type { Insertable } from 'kysely';
import type { Executor } from '../../db/transactions';
import type { SubscriptionsTable } from '../../db/schema';

export async function insertSubscription(db: Executor, row: Insertable<SubscriptionsTable>): Promise<number> {
  const { id } = await db.insertInto('subscriptions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
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
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .execute();
}
