import type { Kysely } from 'kysely';

// Frozen once shipped. The day-before reminder and the diner's answer to it:
// - `restaurants.reminder_time`: the local time (HH:MM) the reminders of tomorrow's bookings go
//   out, 10:00 as before for every existing restaurant; `reminder_sms_enabled`: also by SMS (0 by
//   default: a text costs the restaurant).
// - `bookings.reminder_sent_at`: when the first reminder of the booking was queued (null: never
//   reminded); `attendance_confirmed_at`: when the diner answered "Je confirme" (null: no answer).
//   Instants as ISO-8601 UTC text, like every other instant.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('reminder_time', 'text', (c) => c.notNull().defaultTo('10:00'))
    .execute();
  await db.schema
    .alterTable('restaurants')
    .addColumn('reminder_sms_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('reminder_sent_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('attendance_confirmed_at', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
