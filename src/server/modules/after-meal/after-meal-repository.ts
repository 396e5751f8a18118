import { sql } from 'kysely';
import type { ThankYouMode } from '../../../domain/after-meal';
import { readFlags, writeFlag } from '../../db/flags';
import type { Executor } from '../../db/transactions';

// The only SQL of the thank-you after the meal: its settings, its one row per booking (the unique
// booking id is what makes it once), the diners' opt-outs and the answers the owner reads.

export interface ThankYouSettings {
  enabled: boolean;
  mode: ThankYouMode;
  google_review_url: string;
}

export const DEFAULT_THANK_YOU_SETTINGS: ThankYouSettings = { enabled: false, mode: 'feedback', google_review_url: '' };

export async function findThankYouSettings(db: Executor, restaurantId: number): Promise<ThankYouSettings> {
  const row = await db
    .selectFrom('thank_you_settings')
    .select(['enabled', 'mode', 'google_review_url'])
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_THANK_YOU_SETTINGS;
  const read = readFlags('thank_you_settings', row);
  return { enabled: read.enabled, mode: read.mode === 'google' ? 'google' : 'feedback', google_review_url: read.google_review_url };
}

export async function saveThankYouSettings(db: Executor, restaurantId: number, settings: ThankYouSettings, at: string): Promise<void> {
  const values = { enabled: writeFlag(settings.enabled), mode: settings.mode, google_review_url: settings.google_review_url, updated_at: at };
  await db
    .insertInto('thank_you_settings')
    .values({ restaurant_id: restaurantId, ...values })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet(values))
    .execute();
}

/** The restaurants that send thanks, with their clock. */
export function listThankingRestaurants(db: Executor) {
  return db
    .selectFrom('thank_you_settings')
    .innerJoin('restaurants', 'restaurants.id', 'thank_you_settings.restaurant_id')
    .select(['restaurants.id', 'restaurants.time_zone'])
    .where('thank_you_settings.enabled', '=', writeFlag(true))
    .orderBy('restaurants.id')
    .execute();
}

/**
 * The finished bookings of a day still to thank: an address, no row yet (neither queued nor
 * blocked), the diner has not opted out of the thanks nor unsubscribed from the restaurant's
 * communications.
 */
export function listBookingsToThank(db: Executor, restaurantId: number, date: string) {
  return db
    .selectFrom('bookings as b')
    .select(['b.id', 'b.email'])
    .where('b.restaurant_id', '=', restaurantId)
    .where('b.date', '=', date)
    .where('b.status', '=', 'completed')
    .where('b.email', '!=', '')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('thank_yous as t').select('t.id').whereRef('t.booking_id', '=', 'b.id'))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('thank_you_opt_outs as o')
            .select('o.id')
            .where('o.restaurant_id', '=', restaurantId)
            .where('o.email', '=', sql<string>`lower(b.email)`),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscriptions as s')
            .select('s.id')
            .where('s.restaurant_id', '=', restaurantId)
            .where('s.status', '=', 'unsubscribed')
            .where(sql<string>`lower(s.email)`, '=', sql<string>`lower(b.email)`),
        ),
      ),
    )
    .orderBy('b.id')
    .execute();
}

/**
 * Claims the thank-you of each booking: a row per booking, never a second one (unique booking id,
 * conflicts ignored), so of two workers racing only one gets each booking back and queues it.
 */
export async function claimThankYous(db: Executor, rows: Array<{ restaurant_id: number; booking_id: number; token: string }>, at: string): Promise<number[]> {
  if (rows.length === 0) return [];
  const claimed = await db
    .insertInto('thank_yous')
    .values(rows.map((r) => ({ ...r, state: 'queued', created_at: at })))
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning('booking_id')
    .execute();
  return claimed.map((r) => r.booking_id);
}

export function findThankYouByBooking(db: Executor, bookingId: number) {
  return db.selectFrom('thank_yous').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
}

export function findThankYouByToken(db: Executor, token: string) {
  return db.selectFrom('thank_yous').selectAll().where('token', '=', token).executeTakeFirst();
}

/** The staff's "no thanks" for a booking: a row in the blocked state, or the queued one turned so. */
export async function blockThankYou(db: Executor, row: { restaurant_id: number; booking_id: number; token: string }, at: string): Promise<void> {
  await db
    .insertInto('thank_yous')
    .values({ ...row, state: 'blocked', created_at: at })
    .onConflict((oc) => oc.column('booking_id').doUpdateSet({ state: 'blocked' }))
    .execute();
}

/** Lifts a block: a row never sent is dropped (the job may queue it), a queued one is left alone. */
export async function unblockThankYou(db: Executor, bookingId: number): Promise<void> {
  await db.deleteFrom('thank_yous').where('booking_id', '=', bookingId).where('state', '=', 'blocked').execute();
}

/** Records the answer if none was: true when this call recorded it. */
export async function recordAnswer(db: Executor, id: number, answer: { stars: number; comment: string }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('thank_yous')
    .set({ stars: answer.stars, comment: answer.comment, answered_at: at })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addOptOut(db: Executor, restaurantId: number, email: string, at: string): Promise<void> {
  await db
    .insertInto('thank_you_opt_outs')
    .values({ restaurant_id: restaurantId, email: email.toLowerCase(), created_at: at })
    .onConflict((oc) => oc.columns(['restaurant_id', 'email']).doNothing())
    .execute();
}

export async function hasOptedOut(db: Executor, restaurantId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('thank_you_opt_outs')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The answers of a restaurant, newest first, with the booking they are about. */
export function listAnswers(db: Executor, restaurantId: number, stars: number | undefined, limit: number) {
  let query = db
    .selectFrom('thank_yous as t')
    .innerJoin('bookings as b', 'b.id', 't.booking_id')
    .select(['t.stars', 't.comment', 't.answered_at', 'b.date', 'b.hour', 'b.name', 'b.covers', 'b.guid'])
    .where('t.restaurant_id', '=', restaurantId)
    .where('t.answered_at', 'is not', null);
  if (stars !== undefined) query = query.where('t.stars', '=', stars);
  return query.orderBy('t.answered_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
}

/** How many answers per number of stars. */
export async function countAnswersByStars(db: Executor, restaurantId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('thank_yous')
    .select(['stars', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('restaurant_id', '=', restaurantId)
    .where('answered_at', 'is not', null)
    .groupBy('stars')
    .execute();
  return new Map(rows.filter((r) => r.stars !== null).map((r) => [r.stars!, Number(r.n)]));
}
