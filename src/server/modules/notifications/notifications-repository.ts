import type { Insertable } from 'kysely';
import type { MarketingMessagesTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';

export async function insertMarketingMessage(db: Executor, row: Insertable<MarketingMessagesTable>): Promise<number> {
  const { id } = await db.insertInto('marketing_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findMarketingMessage(db: Executor, id: number) {
  return db.selectFrom('marketing_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listRestaurantsWithReminders(db: Executor) {
  return db.selectFrom('restaurants').select(['id', 'time_zone']).where('reminders_enabled', '=', 1).orderBy('id').execute();
}

/** Bookings of one day that still hold a table and have an address to remind. */
export function listBookingsToRemind(db: Executor, restaurantId: number, date: string, createdBefore: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'email', 'date'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where('status', 'in', ['confirmed', 'pending'])
    .where('email', '!=', '')
    .where('created_at', '<', createdBefore)
    .orderBy('id')
    .execute();
}

/** The status a booking had before its latest cancellation (a waiting-list entry is told differently). */
export async function statusBeforeCancellation(db: Executor, bookingId: number): Promise<string | null> {
  const row = await db
    .selectFrom('booking_history')
    .select('from_status')
    .where('booking_id', '=', bookingId)
    .where('to_status', 'like', 'cancelled%')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_status ?? null;
}
