import { todayIn } from '../../../domain/dates';
import type { Executor } from '../../db/transactions';
import { enqueueMessages, type OutboxMessage } from '../outbox';
import { markSmsBudgetAlerted, type RestaurantRow } from '../restaurants';
import { ownerEmailsOf } from './confirmation-codes-repository';

/**
 * Tells the restaurant's owners, once a day, that its SMS budget is spent (codes and reminders
 * share it), in the caller's transaction: the alert is committed with what the budget refused.
 */
export async function alertSpentSmsBudget(trx: Executor, restaurant: Pick<RestaurantRow, 'id' | 'time_zone' | 'sms_daily_budget'>, now: Date): Promise<void> {
  const day = todayIn(restaurant.time_zone, now);
  if (!(await markSmsBudgetAlerted(trx, restaurant.id, day))) return;
  const alerts: OutboxMessage[] = (await ownerEmailsOf(trx, restaurant.id)).map((email) => ({
    kind: 'sms_budget_reached',
    channel: 'email',
    recipient: email,
    restaurantId: restaurant.id,
    payload: { budget: restaurant.sms_daily_budget, day },
    dedupeKey: `sms-budget:${restaurant.id}:${day}:${email}`,
  }));
  await enqueueMessages(trx, alerts, now);
}
