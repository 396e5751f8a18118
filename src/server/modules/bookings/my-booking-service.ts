import { checkSlot, computeDayHours } from '../../../domain/availability';
import { formatLongFrenchDate, isValidTime, parseIsoDate } from '../../../domain/dates';
import type { AppContext } from '../../context';
import { inDayTransaction, type Executor } from '../../db/transactions';
import { said, type DinerText, type PlainDinerMessageCode } from '../../../domain/diner-messages/diner-text';
import { languageOr } from '../../../domain/languages';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import { ATTENDANCE_CODES, attendanceRefusal, attendanceStateOf } from '../../../domain/diner-attendance';
import { enqueueMessages, type OutboxMessage } from '../outbox';
import { findRestaurantById, type RestaurantRow, restaurantNow } from '../restaurants';
import { loadDayState, addBookingHistory, findBookingByGuid, findBookingByShortId, updateBooking, type BookingRow } from '../booking-engine';
import { offerFreedRoom, withdrawOffersOf } from '../waiting-offers';
import { applyDinerMove } from './diner-move';
import {
  findBookingPaymentOfBooking,
  isHeldPayment,
  protectionOfBooking,
  refundOfBooking,
  sendOwedRefund,
  settleGuestCancellation,
  type OwedRefund,
} from '../payments';

// One answer for every link that names no booking: an unknown id tells a stranger nothing. A
// cancelled or finished booking's link is still the diner's capability (unguessable, sent only to
// them), so reading it shows what became of the booking; acting on it is refused like an unknown one.
const BOOKING_NOT_FOUND = said('bookingNotFound');
const CLOSED_STATUSES = new Set(['cancelled_by_guest', 'cancelled_by_restaurant', 'no_show', 'completed']);

/** A message about this booking: in the page's language, else the one the diner booked in. */
const about = (booking: BookingRow, code: PlainDinerMessageCode) => said(code, undefined, languageOr(booking.language));

export function myBookingService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function requireOpen(booking: BookingRow | undefined): Promise<BookingRow> {
    // Exactly like an unknown link, the language included: the answer tells a stranger nothing.
    if (!booking || CLOSED_STATUSES.has(booking.status)) throw notFound(BOOKING_NOT_FOUND);
    return booking;
  }

  async function restaurantOf(booking: BookingRow) {
    const restaurant = await findRestaurantById(db, booking.restaurant_id);
    if (!restaurant) throw notFound(BOOKING_NOT_FOUND);
    return restaurant;
  }

  return {
    /** The my-booking object of spec section 3. */
    async byShortId(shortId: string) {
      const found = await findBookingByShortId(db, shortId);
      if (!found) throw notFound(BOOKING_NOT_FOUND);
      const restaurant = await restaurantOf(found);
      if (CLOSED_STATUSES.has(found.status)) {
        const refund = await refundOfBooking(db, found.id);
        return { ...endedBooking(found, restaurant), ...(refund ? { refund } : {}) };
      }
      const booking = found;
      const now = ctx.now();
      const today = restaurantNow(restaurant, now).date;
      const protection = await protectionOfBooking(db, booking, restaurant.time_zone, now);
      return {
        state: 'open' as const,
        guid: booking.guid,
        reference: booking.reference,
        status: booking.status,
        restaurant_name: restaurant.name,
        restaurant_slug: restaurant.slug,
        restaurant_phone_number: restaurant.phone_number,
        restaurant_logo: restaurant.logo_img,
        resto_email: restaurant.email,
        conditions_text: restaurant.conditions_text,
        waiter_name: booking.waiter_name,
        name: booking.name,
        phone_number: booking.phone_number,
        email: booking.email,
        date: { date: booking.date },
        hour: booking.hour,
        is_today: booking.date === today,
        tableware_count: booking.covers,
        date_day: String(parseIsoDate(booking.date)?.day ?? ''),
        date_full: formatLongFrenchDate(booking.date, { capitalize: true }),
        language: languageOr(booking.language),
        /** The diner's answer to the day-before reminder: confirmed, reminded (no answer yet), not_reminded. */
        attendance: attendanceStateOf(booking),
        can_confirm_attendance: attendanceRefusal(booking.status, booking.date, today) === null,
        /** The card guarantee or deposit the diner accepted, and whether cancelling is still free. */
        restaurant_time_zone: restaurant.time_zone,
        protection,
      };
    },

    /** A diner running late moves to a later free slot of the same day, atomically. */
    /** The hours a late diner may move to: their own table counts as free for them. */
    async delayHours(guid: string) {
      const booking = await requireOpen(await findBookingByGuid(db, guid));
      const restaurant = await restaurantOf(booking);
      const day = await delayDay(db, restaurant, booking, ctx.now());
      return computeDayHours({ ...day, covers: booking.covers });
    },

    async updateHour(guid: string, hour: string, comment: string) {
      // The spec's own wording for a delay sent without a new hour (section 5).
      if (!isValidTime(hour)) throw unprocessable(said('hourRequired'), 'hour_required');
      const found = await requireOpen(await findBookingByGuid(db, guid));
      if (found.status === 'waiting') throw unprocessable(about(found, 'onWaitingList'), 'waiting');
      const restaurant = await restaurantOf(found);
      if (found.date !== restaurantNow(restaurant, ctx.now()).date) {
        throw unprocessable(about(found, 'delayNotToday'), 'not_today');
      }
      await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        const booking = await requireOpen(await findBookingByGuid(trx, guid));
        const now = ctx.now();
        const day = await delayDay(trx, restaurant, booking, now);
        const slot = checkSlot({ ...day, hour, covers: booking.covers });
        if (!slot.ok) throw conflict(about(booking, 'slotTaken'), slot.reason);
        const at = now.toISOString();
        await applyDinerMove(trx, booking, slot, {
          hour,
          delayComment: comment.trim(),
          at,
          action: 'delayed',
          details: { from: booking.hour, to: hour, comment: comment.trim() },
        });
        const messages: OutboxMessage[] = restaurant.email
          ? [
              {
                kind: 'delay_notice',
                channel: 'email',
                recipient: restaurant.email,
                restaurantId: restaurant.id,
                bookingId: booking.id,
                payload: { bookingId: booking.id, from: booking.hour, to: hour, comment: comment.trim() },
              },
            ]
          : [];
        await enqueueMessages(trx, messages, now);
        // The hour left behind may seat someone on the waiting list.
        await offerFreedRoom(trx, restaurant, booking.date, booking.service, now);
      });
      return about(found, 'delaySent');
    },

    /**
     * The diner cancels; a freed table is offered to that service's waiting list. A deposit paid
     * and a cancellation in time: the refund is recorded in the transaction and sent after it.
     */
    async cancel(guid: string) {
      const found = await requireOpen(await findBookingByGuid(db, guid));
      const restaurant = await restaurantOf(found);
      const owed: OwedRefund | null = await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        const booking = await requireOpen(await findBookingByGuid(trx, guid));
        const now = ctx.now();
        const at = now.toISOString();
        await updateBooking(trx, booking.id, { status: 'cancelled_by_guest', updated_at: at });
        await addBookingHistory(trx, { bookingId: booking.id, at, actor: 'diner', action: 'cancelled', from: booking.status, to: 'cancelled_by_guest' });
        const refund = await settleGuestCancellation(trx, booking, restaurant.time_zone, now);
        const messages: OutboxMessage[] = [];
        if (booking.email) {
          messages.push({
            kind: 'booking_cancelled',
            channel: 'email',
            recipient: booking.email,
            restaurantId: restaurant.id,
            bookingId: booking.id,
            payload: { bookingId: booking.id, ...(refund ? { refundCents: refund.amountCents } : {}) },
          });
        }
        await enqueueMessages(trx, messages, now);
        // A freed table (or an open offer left behind) goes to the next in line, in this transaction.
        if (booking.status !== 'waiting' || (await withdrawOffersOf(trx, booking.id, now))) {
          await offerFreedRoom(trx, restaurant, booking.date, booking.service, now);
        }
        return refund;
      });
      // No database lock waits on the provider; one out of reach leaves the refund to the worker's retry.
      if (owed) await sendOwedRefund(ctx, owed);
      return about(found, 'cancelled');
    },

    /** The diner confirms through the link of the e-mail (the page POSTs; a GET changes nothing). */
    async confirm(shortId: string) {
      const found = await requireOpen(await findBookingByShortId(db, shortId));
      // A waiting-list entry has no table yet: calling it confirmed would send the diner to a full room.
      if (found.status === 'waiting') throw unprocessable(about(found, 'onWaitingList'), 'waiting');
      if (found.status !== 'pending') return about(found, 'alreadyConfirmed');
      await refuseWhileAwaitingPayment(ctx, found);
      await inDayTransaction(ctx.db, found.restaurant_id, found.date, async (trx) => {
        const booking = await requireOpen(await findBookingByShortId(trx, shortId));
        if (booking.status !== 'pending') return;
        const at = ctx.now().toISOString();
        await updateBooking(trx, booking.id, { status: 'confirmed', updated_at: at });
        await addBookingHistory(trx, { bookingId: booking.id, at, actor: 'diner', action: 'confirmed', from: 'pending', to: 'confirmed' });
      });
      return about(found, 'confirmed');
    },
  };
}

/**
 * "Je confirme" of the reminder: the diner says they are coming. Recorded once (a second press
 * answers the same and keeps the first instant); a booking still awaiting its confirmation is
 * confirmed by it too. A cancelled, finished or past booking says so, and changes nothing.
 */
export async function confirmAttendance(ctx: AppContext, shortId: string): Promise<DinerText> {
  const db = ctx.db.kysely;
  const found = await findBookingByShortId(db, shortId);
  if (!found) throw notFound(BOOKING_NOT_FOUND);
  const restaurant = await findRestaurantById(db, found.restaurant_id);
  if (!restaurant) throw notFound(BOOKING_NOT_FOUND);
  if (found.status === 'pending') await refuseWhileAwaitingPayment(ctx, found);
  return inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
    const booking = await findBookingByShortId(trx, shortId);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    const refusal = attendanceRefusal(booking.status, booking.date, restaurantNow(restaurant, ctx.now()).date);
    if (refusal) throw conflict(about(booking, ATTENDANCE_CODES[refusal]), `attendance_${refusal}`);
    if (booking.attendance_confirmed_at) return about(booking, ATTENDANCE_CODES.alreadyConfirmed);
    const at = ctx.now().toISOString();
    const status = booking.status === 'pending' ? 'confirmed' : booking.status;
    await updateBooking(trx, booking.id, { attendance_confirmed_at: at, status, updated_at: at });
    await addBookingHistory(trx, {
      bookingId: booking.id,
      at,
      actor: 'diner',
      action: 'attendance_confirmed',
      ...(status === booking.status ? {} : { from: booking.status, to: status }),
    });
    return about(booking, ATTENDANCE_CODES.confirmed);
  });
}

/** A booking held for its card or deposit is confirmed by the payment only, never by a link. */
async function refuseWhileAwaitingPayment(ctx: AppContext, booking: BookingRow): Promise<void> {
  const payment = await findBookingPaymentOfBooking(ctx.db.kysely, booking.id);
  if (payment && isHeldPayment(payment)) throw conflict(about(booking, 'awaitingPayment'), 'awaiting_payment');
}

/**
 * What a closed booking's link still shows: the restaurant, the date and the outcome, and nothing
 * that could be acted on (no guid) nor the diner's contact details.
 */
function endedBooking(booking: BookingRow, restaurant: RestaurantRow) {
  const state: 'visited' | 'past' | 'cancelled' = booking.status === 'completed' ? 'visited' : booking.status === 'no_show' ? 'past' : 'cancelled';
  return {
    state,
    restaurant_name: restaurant.name,
    restaurant_slug: restaurant.slug,
    restaurant_logo: restaurant.logo_img,
    restaurant_website: restaurant.website,
    date: { date: booking.date },
    hour: booking.hour,
    tableware_count: booking.covers,
    date_full: formatLongFrenchDate(booking.date, { capitalize: true }),
    language: languageOr(booking.language),
  };
}

/**
 * The day as a late diner sees it: their own booking does not hold its table against them, and
 * minimum notice does not apply (the restaurant's own guest arriving later, not a new booking).
 * A diner online may be moved only to tables open to online booking, or keep the one the
 * restaurant gave them.
 */
async function delayDay(db: Executor, restaurant: RestaurantRow, booking: BookingRow, now: Date) {
  const day = await loadDayState(db, restaurant, booking.date, now, 'staff');
  const own = day.bookings.find((b) => b.id === booking.id);
  return {
    ...day,
    tables: day.tables.filter((t) => t.onlineBookable || own?.tableIds.includes(t.id)),
    window: { ...day.window, noticeMinutes: 0 },
    bookings: day.bookings.filter((b) => b.id !== booking.id),
    preferredTableGuid: own ? day.tables.find((t) => own.tableIds.includes(t.id))?.guid : null,
  };
}
