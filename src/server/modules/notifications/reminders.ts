import { addDays, zonedNow } from '../../../domain/dates';
import type { Db } from '../../db/database';
import { listBookingsToRemind, listRestaurantsWithReminders } from './notifications-repository';
import { enqueueMessages } from './outbox-repository';
import { instantAtWallClock } from '../../../domain/commercial-quiet-hours';

/** Reminders go out from this local time the day before: never at midnight. */
export const REMINDER_FROM_MINUTES = 10 * 60;

/**
 * Queues the reminder of every booking of tomorrow, once: the de-duplication key makes a second
 * run (or a second worker running it at the same time) a no-op. A booking made on the day before
 * has just received its confirmation and gets no reminder.
 */
export async function enqueueDueReminders(db: Db, now: Date): Promise<void> {
  for (const restaurant of await listRestaurantsWithReminders(db.kysely)) {
    const local = zonedNow(restaurant.time_zone, now);
    if (local.minutes < REMINDER_FROM_MINUTES) continue;
    const tomorrow = addDays(local.date, 1);
    const startOfToday = instantAtWallClock(local.date, '00:00', restaurant.time_zone).toISOString();
    const bookings = await listBookingsToRemind(db.kysely, restaurant.id, tomorrow, startOfToday);
    await enqueueMessages(
      db.kysely,
      bookings.map((b) => ({
        kind: 'booking_reminder',
        channel: 'email' as const,
        recipient: b.email,
        restaurantId: restaurant.id,
        bookingId: b.id,
        payload: { bookingId: b.id, date: b.date },
        dedupeKey: `booking_reminder:${b.id}:${b.date}`,
      })),
      now,
    );
  }
}
