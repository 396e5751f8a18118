import { writeFlags } from '../../db/flags';
import type { Executor } from '../../db/transactions';

export async function setPassTutorial(db: Executor, restaurantId: number): Promise<void> {
  await db
    .updateTable('restaurants')
    .set(writeFlags('restaurants', { pass_tutorial: true }))
    .where('id', '=', restaurantId)
    .execute();
}
