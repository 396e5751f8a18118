import { FEEDBACK_COMMENT_MAX, isThankedStatus, starsSummary, thankYouDayDue, type ThankYouMode } from '../../../domain/after-meal';
import { zonedNow } from '../../../domain/dates';
import { said } from '../../../domain/diner-messages/diner-text';
import { languageOr } from '../../../domain/languages';
import type { ThankYouSettingsInput } from '../../../domain/schemas/after-meal';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { inTransaction, type Executor } from '../../db/transactions';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import { newCapabilityId } from '../../lib/ids';
import { findBookingByGuid, findBookingById } from '../booking-engine';
import { enqueueMessages } from '../outbox';
import { findRestaurantById } from '../restaurants';
import * as repo from './after-meal-repository';

// The thank-you e-mail the morning after a finished meal: queued once per booking by the worker's
// job, rendered by notifications at delivery; the diner's private answer; the owner's reading.

/** How many answers the owner's screen lists at most (the newest). */
const ANSWERS_SHOWN = 500;

/**
 * Queues the thanks of every restaurant whose morning has come: yesterday's finished bookings,
 * from 09:00 on its clock. The row per booking is claimed and the message queued in one
 * transaction; the unique booking id (and the outbox's key) make a second run, or a second worker
 * at the same instant, queue nothing more.
 */
export async function queueThankYous(db: Db, now: Date): Promise<void> {
  for (const restaurant of await repo.listThankingRestaurants(db.kysely)) {
    const day = thankYouDayDue(zonedNow(restaurant.time_zone, now));
    if (!day) continue;
    const bookings = await repo.listBookingsToThank(db.kysely, restaurant.id, day);
    if (bookings.length === 0) continue;
    const at = now.toISOString();
    await inTransaction(db, async (trx) => {
      const claimed = new Set(
        await repo.claimThankYous(
          trx,
          bookings.map((b) => ({ restaurant_id: restaurant.id, booking_id: b.id, token: newCapabilityId() })),
          at,
        ),
      );
      await enqueueMessages(
        trx,
        bookings
          .filter((b) => claimed.has(b.id))
          .map((b) => ({
            kind: 'thank_you',
            channel: 'email' as const,
            recipient: b.email,
            restaurantId: restaurant.id,
            bookingId: b.id,
            payload: { bookingId: b.id },
            dedupeKey: `thank_you:${b.id}`,
          })),
        now,
      );
    });
  }
}

/** What the e-mail needs at delivery, or why it must not leave any more. */
export async function thankYouForDelivery(
  db: Executor,
  bookingId: number,
): Promise<{ skip: string } | { token: string; mode: ThankYouMode; googleReviewUrl: string }> {
  const row = await repo.findThankYouByBooking(db, bookingId);
  if (!row) return { skip: 'remerciement introuvable' };
  if (row.state !== 'queued') return { skip: 'remerciement bloqué par le restaurant' };
  const settings = await repo.findThankYouSettings(db, row.restaurant_id);
  if (!settings.enabled) return { skip: 'remerciements désactivés' };
  const booking = await findBookingById(db, bookingId);
  if (!booking || !isThankedStatus(booking.status)) return { skip: `réservation ${booking?.status ?? 'introuvable'}` };
  if (await repo.hasOptedOut(db, row.restaurant_id, booking.email)) return { skip: 'le client ne veut plus de remerciements' };
  return { token: row.token, mode: settings.mode, googleReviewUrl: settings.google_review_url };
}

export function afterMealService(ctx: AppContext) {
  const { db } = ctx;

  /** The thank-you of a link, with its booking and restaurant; a 404 in the diner's words otherwise. */
  async function byToken(token: string) {
    const row = await repo.findThankYouByToken(db.kysely, token);
    const booking = row && row.state === 'queued' ? await findBookingById(db.kysely, row.booking_id) : undefined;
    const restaurant = booking ? await findRestaurantById(db.kysely, booking.restaurant_id) : undefined;
    if (!row || !booking || !restaurant) throw notFound(said('thankYouNotFound'));
    return { row, booking, restaurant, language: languageOr(booking.language) };
  }

  async function bookingOf(restaurantId: number, guid: string) {
    const booking = await findBookingByGuid(db.kysely, guid);
    if (!booking || booking.restaurant_id !== restaurantId) throw notFound('Réservation introuvable.');
    return booking;
  }

  return {
    settings: (restaurantId: number) => repo.findThankYouSettings(db.kysely, restaurantId),

    async saveSettings(restaurantId: number, input: ThankYouSettingsInput) {
      await repo.saveThankYouSettings(db.kysely, restaurantId, input, ctx.now().toISOString());
      return repo.findThankYouSettings(db.kysely, restaurantId);
    },

    async blocked(restaurantId: number, guid: string) {
      const booking = await bookingOf(restaurantId, guid);
      const row = await repo.findThankYouByBooking(db.kysely, booking.id);
      return { blocked: row?.state === 'blocked', sent: row?.state === 'queued' };
    },

    async setBlocked(restaurantId: number, guid: string, blocked: boolean) {
      const booking = await bookingOf(restaurantId, guid);
      await inTransaction(db, async (trx) => {
        if (blocked) await repo.blockThankYou(trx, { restaurant_id: restaurantId, booking_id: booking.id, token: newCapabilityId() }, ctx.now().toISOString());
        else await repo.unblockThankYou(trx, booking.id);
      });
      const row = await repo.findThankYouByBooking(db.kysely, booking.id);
      return { blocked: row?.state === 'blocked', sent: row?.state === 'queued' };
    },

    async view(token: string) {
      const { row, restaurant, booking, language } = await byToken(token);
      const settings = await repo.findThankYouSettings(db.kysely, restaurant.id);
      return {
        language,
        restaurant_name: restaurant.name,
        restaurant_logo: restaurant.logo_img,
        name: booking.name,
        date: booking.date,
        feedback_open: settings.mode === 'feedback',
        answered: row.answered_at !== null,
        stars: row.stars,
        opted_out: await repo.hasOptedOut(db.kysely, restaurant.id, booking.email),
      };
    },

    /** The diner's one answer: stars 1–5, a comment; a second one is refused (409). */
    async answer(token: string, input: { stars: number; comment?: string }) {
      const { row, restaurant, language } = await byToken(token);
      if ((await repo.findThankYouSettings(db.kysely, restaurant.id)).mode !== 'feedback')
        throw conflict(said('feedbackNotAsked', undefined, language), 'not_asked');
      if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5) throw unprocessable(said('feedbackStarsInvalid', undefined, language), 'stars');
      const comment = (input.comment ?? '').trim();
      if (comment.length > FEEDBACK_COMMENT_MAX) throw unprocessable(said('feedbackCommentTooLong', { max: FEEDBACK_COMMENT_MAX }, language), 'comment');
      if (row.answered_at !== null) throw conflict(said('feedbackAlreadyRecorded', undefined, language), 'already_answered');
      const recorded = await inTransaction(db, (trx) => repo.recordAnswer(trx, row.id, { stars: input.stars, comment }, ctx.now().toISOString()));
      // Two submits at once: the database let one through, the other hears it is already there.
      if (!recorded) throw conflict(said('feedbackAlreadyRecorded', undefined, language), 'already_answered');
      return said('feedbackRecorded', undefined, language);
    },

    async optOut(token: string) {
      const { restaurant, booking, language } = await byToken(token);
      await inTransaction(db, (trx) => repo.addOptOut(trx, restaurant.id, booking.email, ctx.now().toISOString()));
      return said('thankYouOptedOut', undefined, language);
    },

    async answers(restaurantId: number, stars: number | undefined) {
      const counts = await repo.countAnswersByStars(db.kysely, restaurantId);
      const rows = await repo.listAnswers(db.kysely, restaurantId, stars, ANSWERS_SHOWN);
      return {
        ...starsSummary(counts),
        by_stars: [1, 2, 3, 4, 5].map((s) => ({ stars: s, count: counts.get(s) ?? 0 })),
        items: rows.map((r) => ({
          booking_guid: r.guid,
          date: r.date,
          hour: r.hour,
          name: r.name,
          covers: r.covers,
          stars: r.stars ?? 0,
          comment: r.comment ?? '',
          answered_at: r.answered_at ?? '',
        })),
      };
    },
  };
}
