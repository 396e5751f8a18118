import type { Executor } from '../../db/transactions';
import { readFlags, writeFlag } from '../../db/flags';

export function findMarketingMessage(db: Executor, id: number) {
  return db.selectFrom('marketing_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listRestaurantsWithReminders(db: Executor) {
  const rows = await db
    .selectFrom('restaurants')
    .select(['id', 'time_zone', 'reminder_time', 'reminder_sms_enabled', 'sms_daily_budget'])
    .where('reminders_enabled', '=', writeFlag(true))
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('restaurants', row));
}

/** Bookings of one day that still hold a table and have an address or a number to remind. */
export function listBookingsToRemind(db: Executor, restaurantId: number, date: string, createdBefore: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'email', 'phone_number', 'date', 'reminder_sent_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where('status', 'in', ['confirmed', 'pending'])
    .where((eb) => eb.or([eb('email', '!=', ''), eb('phone_number', '!=', '')]))
    .where('created_at', '<', createdBefore)
    .orderBy('id')
    .execute();
}

/** The bookings among `ids` whose reminder text is already queued (a second run must not spend the budget again). */
export async function bookingsWithSmsReminder(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('outbox')
    .select('booking_id')
    .where('kind', '=', 'booking_reminder')
    .where('channel', '=', 'sms')
    .where('booking_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.booking_id).filter((id): id is number => id !== null));
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
