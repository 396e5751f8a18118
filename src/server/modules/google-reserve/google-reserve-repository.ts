import { sql } from 'kysely';
import { readFlags, writeFlag } from '../../db/flags';
import type { Executor } from '../../db/transactions';
import type { RestaurantRow } from '../restaurants';

// The only SQL of Reserve with Google: its record beside each booking made through Google.

export async function insertGoogleBooking(
  db: Executor,
  values: { restaurantId: number; bookingId: number; token: string; userId: string; status: string; at: string },
): Promise<void> {
  await db
    .insertInto('google_bookings')
    .values({
      restaurant_id: values.restaurantId,
      booking_id: values.bookingId,
      idempotency_token: values.token,
      user_id: values.userId,
      reported_status: values.status,
      created_at: values.at,
      updated_at: values.at,
    })
    .execute();
}

/** A Google booking with the booking's own fields Google is answered with. */
export async function findGoogleBookingByGuid(db: Executor, guid: string) {
  return googleBookingsQuery(db).where('bookings.guid', '=', guid).executeTakeFirst();
}

export async function listGoogleBookingsOfUser(db: Executor, userId: string) {
  return googleBookingsQuery(db).where('google_bookings.user_id', '=', userId).orderBy('bookings.date').orderBy('bookings.hour').limit(500).execute();
}

function googleBookingsQuery(db: Executor) {
  return db
    .selectFrom('google_bookings')
    .innerJoin('bookings', 'bookings.id', 'google_bookings.booking_id')
    .innerJoin('restaurants', 'restaurants.id', 'bookings.restaurant_id')
    .select([
      'google_bookings.user_id',
      'bookings.id as booking_id',
      'bookings.guid',
      'bookings.date',
      'bookings.hour',
      'bookings.service',
      'bookings.covers',
      'bookings.turn_minutes',
      'bookings.status',
      'bookings.name',
      'bookings.email',
      'bookings.phone_number',
      'bookings.language',
      'restaurants.guid as merchant_id',
      'restaurants.time_zone',
    ]);
}

export type GoogleBookingView = NonNullable<Awaited<ReturnType<typeof findGoogleBookingByGuid>>>;

/** The user's answer to the restaurant's marketing, on each of their Google bookings there. */
export async function setMarketingOptIn(db: Executor, restaurantId: number, userId: string, optIn: boolean, at: string): Promise<number> {
  const result = await db
    .updateTable('google_bookings')
    .set({ marketing_opt_in: writeFlag(optIn), updated_at: at })
    .where('restaurant_id', '=', restaurantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The outbox key of one update: one message per booking and status. */
export const updateKey = (kind: string, bookingId: number, status: string) => `${kind}:${bookingId}:${status}`;

export async function findGoogleBookingById(db: Executor, bookingId: number) {
  return googleBookingsQuery(db).select('google_bookings.reported_status').where('bookings.id', '=', bookingId).executeTakeFirst();
}

/**
 * Google bookings whose status Google may not know yet and whose update is not on the outbox
 * (waiting or given up), oldest change first.
 */
export async function findUnreportedBookings(db: Executor, kind: string, limit: number) {
  return (
    googleBookingsQuery(db)
      .select(['bookings.restaurant_id'])
      // Google's words for our statuses (google-reserve-errors.ts GOOGLE_STATUS), the ones that change.
      .where((eb) =>
        eb.or([
          eb.and([eb('bookings.status', 'in', ['cancelled_by_guest', 'cancelled_by_restaurant']), eb('google_bookings.reported_status', '!=', 'CANCELED')]),
          eb.and([eb('bookings.status', '=', 'no_show'), eb('google_bookings.reported_status', '!=', 'NO_SHOW')]),
          eb.and([
            eb('bookings.status', 'in', ['confirmed', 'seated', 'completed']),
            eb('google_bookings.reported_status', '=', 'PENDING_MERCHANT_CONFIRMATION'),
          ]),
        ]),
      )
      // The key updateKey() gives, built in SQL: `||` and a cast to text read alike on both databases.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('outbox')
              .select('outbox.id')
              .whereRef('outbox.dedupe_key', '=', sql<string>`cast(${kind} as text) || ':' || cast(bookings.id as text) || ':' || bookings.status`),
          ),
        ),
      )
      .orderBy('bookings.updated_at')
      .limit(limit)
      .execute()
  );
}

/** Google now knows `status`. */
export async function markReported(db: Executor, bookingId: number, status: string, at: string): Promise<void> {
  await db.updateTable('google_bookings').set({ reported_status: status, updated_at: at }).where('booking_id', '=', bookingId).execute();
}

/** The restaurants whose owners turned "Réserver avec Google" on and that take online bookings, whole rows in one read. */
export async function listOptedInRestaurants(db: Executor): Promise<RestaurantRow[]> {
  const rows = await db
    .selectFrom('restaurants')
    .selectAll()
    .where('google_reserve_enabled', '=', writeFlag(true))
    .where('external_form_active', '=', writeFlag(true))
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('restaurants', row));
}

/** Per day from `from` to `to`: the availability cache's day counter (absent: never moved) and what Google last received. */
export async function availabilityVersionsOfDays(db: Executor, restaurantId: number, from: string, to: string) {
  const [days, pushes] = await Promise.all([
    db
      .selectFrom('availability_day_versions')
      .select(['date', 'version'])
      .where('restaurant_id', '=', restaurantId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
    db
      .selectFrom('google_availability_pushes')
      .select(['date', 'rules_version', 'day_version'])
      .where('restaurant_id', '=', restaurantId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
  ]);
  return { days, pushes };
}

/** The newest rules version Google received for any day of the restaurant (null: none pushed yet). */
export async function lastPushedRulesVersion(db: Executor, restaurantId: number): Promise<number | null> {
  const row = await db
    .selectFrom('google_availability_pushes')
    .select((eb) => eb.fn.max('rules_version').as('rules'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return row?.rules == null ? null : Number(row.rules);
}

/** Google now has the day's availability as of these versions. */
export async function recordAvailabilityPush(
  db: Executor,
  values: { restaurantId: number; date: string; rulesVersion: number; dayVersion: number; at: string },
): Promise<void> {
  const row = { rules_version: values.rulesVersion, day_version: values.dayVersion, pushed_at: values.at };
  await db
    .insertInto('google_availability_pushes')
    .values({ restaurant_id: values.restaurantId, date: values.date, ...row })
    .onConflict((oc) => oc.columns(['restaurant_id', 'date']).doUpdateSet(row))
    .execute();
}
