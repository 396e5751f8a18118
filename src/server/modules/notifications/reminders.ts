import { addDays, startOfLocalDay, zonedNow } from '../../../domain/dates';
import { isMobilePhone } from '../../../domain/diner-phone';
import { DEFAULT_REMINDER_TIME, isReminderDue, isReminderSmsHour, smsReminderAllowance } from '../../../domain/diner-attendance';
import type { Db } from '../../db/database';
import { inKeyedTransaction, inTransaction } from '../../db/transactions';
import { alertSpentSmsBudget, countRestaurantCodeSmsSince, SMS_SEND_LOCK } from '../confirmation-codes';
import { markReminded } from '../booking-engine';
import { bookingsWithSmsReminder, listBookingsToRemind, listRestaurantsWithReminders } from './notifications-repository';
import { enqueueMessages, type OutboxMessage } from '../outbox';

type Restaurant = Awaited<ReturnType<typeof listRestaurantsWithReminders>>[number];
type Booking = Awaited<ReturnType<typeof listBookingsToRemind>>[number];

/**
 * Queues the reminder of every booking of tomorrow, once, from the restaurant's reminder time:
 * the de-duplication key makes a second run (or a second worker running it at the same time) a
 * no-op. A booking made on the day before has just received its confirmation and gets no
 * reminder. By e-mail always (when the diner left an address); by SMS too when the restaurant
 * turned it on, to a mobile number, between 08:00 and 20:00, within the day's SMS budget.
 */
export async function enqueueDueReminders(db: Db, now: Date): Promise<void> {
  for (const restaurant of await listRestaurantsWithReminders(db.kysely)) {
    const local = zonedNow(restaurant.time_zone, now);
    if (!isReminderDue(local.minutes, restaurant.reminder_time || DEFAULT_REMINDER_TIME)) continue;
    const tomorrow = addDays(local.date, 1);
    const startOfToday = startOfLocalDay(restaurant.time_zone, now).toISOString();
    const bookings = await listBookingsToRemind(db.kysely, restaurant.id, tomorrow, startOfToday);
    if (bookings.length === 0) continue;
    const emails = bookings.filter((b) => b.email !== '').map((b) => reminderMessage(restaurant, b, 'email'));
    await inTransaction(db, async (trx) => {
      await enqueueMessages(trx, emails, now);
      await markReminded(
        trx,
        bookings.filter((b) => b.email !== '').map((b) => b.id),
        now.toISOString(),
      );
    });
    if (restaurant.reminder_sms_enabled && isReminderSmsHour(local.minutes)) await enqueueSmsReminders(db, restaurant, bookings, now);
  }
}

/** The texts, counted against the restaurant's SMS budget under the lock every paid SMS takes. */
async function enqueueSmsReminders(db: Db, restaurant: Restaurant, bookings: Booking[], now: Date): Promise<void> {
  const mobiles = bookings.filter((b) => b.phone_number !== '' && isMobilePhone(b.phone_number));
  if (mobiles.length === 0) return;
  await inKeyedTransaction(db, SMS_SEND_LOCK, async (trx) => {
    const queued = await bookingsWithSmsReminder(
      trx,
      mobiles.map((b) => b.id),
    );
    const wanted = mobiles.filter((b) => !queued.has(b.id));
    const spent = await countRestaurantCodeSmsSince(trx, restaurant.id, startOfLocalDay(restaurant.time_zone, now).toISOString());
    // The earliest bookings first (the list is in id order): a budget too small leaves the rest to e-mail.
    const sent = wanted.slice(0, smsReminderAllowance(restaurant.sms_daily_budget, spent, wanted.length));
    await enqueueMessages(
      trx,
      sent.map((b) => reminderMessage(restaurant, b, 'sms')),
      now,
    );
    await markReminded(
      trx,
      sent.map((b) => b.id),
      now.toISOString(),
    );
    // The rest go by e-mail only; the owner hears of the spent budget once a day, as for the codes.
    if (sent.length < wanted.length) await alertSpentSmsBudget(trx, restaurant, now);
  });
}

function reminderMessage(restaurant: Restaurant, b: Booking, channel: 'email' | 'sms'): OutboxMessage {
  return {
    kind: 'booking_reminder',
    channel,
    recipient: channel === 'email' ? b.email : b.phone_number,
    restaurantId: restaurant.id,
    bookingId: b.id,
    payload: { bookingId: b.id, date: b.date },
    // The e-mail's key is the one reminders always had, so a reminder queued before an upgrade is not sent twice.
    dedupeKey: channel === 'email' ? `booking_reminder:${b.id}:${b.date}` : `booking_reminder_sms:${b.id}:${b.date}`,
  };
}
