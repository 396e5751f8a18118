import type { Executor } from '../../db/transactions';

export async function setPassTutorial(db: Executor, restaurantId: number): Promise<void> {
  await db.updateTable('restaurants').set({ pass_tutorial: 1 }).where('id', '=', restaurantId).execute();
}
