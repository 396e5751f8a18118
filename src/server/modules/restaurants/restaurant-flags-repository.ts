// Marks on the restaurant's row that other modules set (the team's first visit, the day the owner
// heard the SMS budget was spent): written by the module that owns the row.
import { writeFlags } from '../../db/flags';
import type { Executor } from '../../db/transactions';

export async function setPassTutorial(db: Executor, restaurantId: number): Promise<void> {
  await db
    .updateTable('restaurants')
    .set(writeFlags('restaurants', { pass_tutorial: true }))
    .where('id', '=', restaurantId)
    .execute();
}

/** Marks the day the owner was told; false when another request told them first. */
export async function markSmsBudgetAlerted(db: Executor, restaurantId: number, day: string): Promise<boolean> {
  const result = await db
    .updateTable('restaurants')
    .set({ sms_budget_alerted_on: day })
    .where('id', '=', restaurantId)
    .where((eb) => eb.or([eb('sms_budget_alerted_on', 'is', null), eb('sms_budget_alerted_on', '<>', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
