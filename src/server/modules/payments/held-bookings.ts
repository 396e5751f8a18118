import type { Db } from '../../db/database';
import type { BookingPaymentState } from '../../db/schema';
import { inDayTransaction, type Executor } from '../../db/transactions';
import { addBookingHistory, findBookingById, loadDayWithoutNotice, replaceBookingTables, updateBooking, type BookingRow } from '../booking-engine';
import { enqueueMessages, type OutboxMessage } from '../outbox';
import { findRestaurantById } from '../restaurants';
import { checkSlot } from '../../../domain/availability';
import { findBookingPayment, heldPaymentsEndedBefore, updateBookingPayment, type BookingPaymentRow } from './payments-repository';

// A booking that needs a card or a deposit is written 'pending' with its table held (pending
// bookings count in availability, under the day's lock like any other). It becomes 'confirmed'
// when the provider says the card is saved or the deposit paid, whichever of the diner's return and
// the webhook comes first; the hold that runs out gives the table back. Everything here runs inside
// the day's lock, so a hold released and a payment arriving never both win.

const AWAITING: readonly BookingPaymentState[] = ['awaiting_card', 'awaiting_payment'];
const DONE: readonly BookingPaymentState[] = ['card_saved', 'deposit_paid'];

/** What became of a booking once its payment was looked at. */
export type Settlement = 'confirmed' | 'open' | 'released' | 'refund_due' | 'nothing';

const receivedMessage = (booking: BookingRow): OutboxMessage[] =>
  booking.email
    ? [
        {
          kind: 'booking_received',
          channel: 'email',
          recipient: booking.email,
          restaurantId: booking.restaurant_id,
          bookingId: booking.id,
          payload: { bookingId: booking.id },
        },
      ]
    : [];

/** Tells the diner the booking was not confirmed (and, for a payment that came too late, that it is refunded). */
const unpaidMessage = (booking: BookingRow, payment: BookingPaymentRow, lateRefundCents: number | null): OutboxMessage[] =>
  booking.email
    ? [
        {
          kind: 'booking_cancelled',
          channel: 'email',
          recipient: booking.email,
          restaurantId: booking.restaurant_id,
          bookingId: booking.id,
          payload: { bookingId: booking.id, unpaidHoldMinutes: payment.hold_minutes ?? 10, ...(lateRefundCents ? { lateRefundCents } : {}) },
        },
      ]
    : [];

async function confirm(trx: Executor, booking: BookingRow, payment: BookingPaymentRow, now: Date, late: boolean): Promise<void> {
  const at = now.toISOString();
  await updateBooking(trx, booking.id, { status: 'confirmed', updated_at: at });
  await updateBookingPayment(trx, payment.id, { hold_until: null, released_at: null, updated_at: at });
  await addBookingHistory(trx, {
    bookingId: booking.id,
    at,
    actor: 'diner',
    action: 'confirmed',
    from: booking.status,
    to: 'confirmed',
    details: { payment: payment.kind, late },
  });
  await enqueueMessages(trx, receivedMessage(booking), now);
}

/** Whether the released booking's slot is free again now (read without the lock: a hint for the page). */
export async function slotStillFree(db: Executor, booking: BookingRow, now: Date): Promise<{ ok: true; tableIds: number[] } | { ok: false }> {
  const restaurant = await findRestaurantById(db, booking.restaurant_id);
  if (!restaurant) return { ok: false };
  const slot = checkSlot({ ...(await loadDayWithoutNotice(db, restaurant, booking.date, now)), hour: booking.hour, covers: booking.covers });
  return slot.ok ? { ok: true, tableIds: slot.tableIds } : { ok: false };
}

/**
 * Applies a finished payment to its booking: a held booking is confirmed; a released one takes its
 * table again if the slot is still free, or its deposit is to be refunded ('refund_due': the caller
 * refunds it after the transaction, the provider's call never inside the lock).
 */
export async function settleHeldBooking(db: Db, bookingPaymentId: number, now: Date): Promise<Settlement> {
  const first = await findBookingPayment(db.kysely, bookingPaymentId);
  const booking = first && (await findBookingById(db.kysely, first.booking_id));
  if (!first || !booking) return 'nothing';
  return inDayTransaction(db, booking.restaurant_id, booking.date, async (trx) => {
    const payment = (await findBookingPayment(trx, bookingPaymentId))!;
    const current = (await findBookingById(trx, payment.booking_id))!;
    if (!DONE.includes(payment.state)) {
      if (current.status === 'pending' && AWAITING.includes(payment.state)) return 'open';
      return payment.released_at ? 'released' : 'nothing';
    }
    if (current.status === 'pending') {
      await confirm(trx, current, payment, now, false);
      return 'confirmed';
    }
    if (current.status !== 'cancelled_by_guest') return 'nothing';
    // Paid after the hold ran out: the table again if it is free, else the money back.
    if (payment.released_at) {
      const restaurant = await findRestaurantById(trx, current.restaurant_id);
      const slot = restaurant && checkSlot({ ...(await loadDayWithoutNotice(trx, restaurant, current.date, now)), hour: current.hour, covers: current.covers });
      if (slot?.ok) {
        await replaceBookingTables(trx, current.id, slot.tableIds);
        await updateBooking(trx, current.id, { service: slot.service.kind, turn_minutes: slot.turnMinutes, updated_at: now.toISOString() });
        await confirm(trx, current, payment, now, true);
        return 'confirmed';
      }
    }
    // A card saved for a booking that is not made is never charged: the payment is closed.
    if (payment.kind === 'guarantee') {
      await updateBookingPayment(trx, payment.id, { state: 'expired', hold_until: null, updated_at: now.toISOString() }, ['card_saved']);
      return 'released';
    }
    const owed = payment.charged_cents - payment.refunded_cents;
    if (owed <= 0) return 'nothing';
    // Said once: the refund itself is made by one key, whoever asks (settle-payment.ts).
    if (payment.released_at && payment.refunded_cents === 0 && payment.state === 'deposit_paid') {
      await enqueueMessages(
        trx,
        unpaidMessage(current, payment, owed).map((m) => ({ ...m, dedupeKey: `late-refund-${payment.id}` })),
        now,
      );
    }
    return 'refund_due';
  });
}

/**
 * Gives the table back: the held booking is released and its payment page no longer books it.
 * Answers the service whose table it freed, or null when there was nothing to release.
 */
async function releaseOne(trx: Executor, payment: BookingPaymentRow, now: Date): Promise<'noon' | 'evening' | null> {
  const at = now.toISOString();
  const booking = await findBookingById(trx, payment.booking_id);
  if (!booking || booking.status !== 'pending') return null;
  if (!(await updateBookingPayment(trx, payment.id, { state: 'expired', hold_until: null, released_at: at, updated_at: at }, AWAITING))) return null;
  await updateBooking(trx, booking.id, { status: 'cancelled_by_guest', updated_at: at });
  await addBookingHistory(trx, {
    bookingId: booking.id,
    at,
    actor: 'system',
    action: 'hold_released',
    from: 'pending',
    to: 'cancelled_by_guest',
    details: { payment: payment.kind },
  });
  await enqueueMessages(trx, unpaidMessage(booking, payment, null), now);
  return booking.service;
}

/** Whether some hold of that day has run out (read before taking the day's lock, to release it inside). */
export async function dayHasEndedHolds(db: Executor, restaurantId: number, date: string, now: Date): Promise<boolean> {
  return (await heldPaymentsEndedBefore(db, now.toISOString(), { restaurantId, date })).length > 0;
}

/** The services of one day whose tables a released hold gave back. */
export interface FreedByHolds {
  restaurantId: number;
  date: string;
  services: ('noon' | 'evening')[];
}

/**
 * What to do, inside the same day's lock, with the tables released holds gave back: the modules
 * above this one hand it in (the waiting list is offered them), so payments never imports them.
 */
export type OnHoldsReleased = (trx: Executor, freed: FreedByHolds, now: Date) => Promise<unknown>;

/** Inside a day's lock: the holds of that day that have run out give their tables back first. */
export async function releaseEndedHoldsOfDay(trx: Executor, restaurantId: number, date: string, now: Date): Promise<FreedByHolds> {
  const ended = await heldPaymentsEndedBefore(trx, now.toISOString(), { restaurantId, date });
  const services = new Set<'noon' | 'evening'>();
  for (const payment of ended) {
    const service = await releaseOne(trx, payment, now);
    if (service) services.add(service);
  }
  return { restaurantId, date, services: [...services] };
}

/** The worker's sweep: every hold that has run out, day by day, each under its day's lock. */
export async function releaseEndedHolds(db: Db, now: () => Date, onReleased?: OnHoldsReleased): Promise<number> {
  const ended = await heldPaymentsEndedBefore(db.kysely, now().toISOString());
  const days = new Map(ended.map((p) => [`${p.restaurant_id}|${p.date}`, { restaurantId: p.restaurant_id, date: p.date }]));
  let released = 0;
  for (const { restaurantId, date } of days.values()) {
    released += await inDayTransaction(db, restaurantId, date, async (trx) => {
      const at = now();
      const freed = await releaseEndedHoldsOfDay(trx, restaurantId, date, at);
      if (freed.services.length > 0 && onReleased) await onReleased(trx, freed, at);
      return freed.services.length;
    });
  }
  return released;
}

export const isHeldPayment = (payment: Pick<BookingPaymentRow, 'state' | 'hold_until'>): boolean =>
  AWAITING.includes(payment.state) && payment.hold_until !== null;

/**
 * The diner tries again after the hold ran out: the same table time is held again if it is still
 * free, under the day's lock. Answers the new end of the hold, or null when the slot has gone.
 */
export async function holdAgain(db: Db, bookingPaymentId: number, now: Date, onReleased?: OnHoldsReleased): Promise<string | null> {
  const first = await findBookingPayment(db.kysely, bookingPaymentId);
  const booking = first && (await findBookingById(db.kysely, first.booking_id));
  if (!first || !booking) return null;
  return inDayTransaction(db, booking.restaurant_id, booking.date, async (trx) => {
    const freed = await releaseEndedHoldsOfDay(trx, booking.restaurant_id, booking.date, now);
    const held = await holdAgainInside(trx, bookingPaymentId, now);
    // What the other ended holds gave back (and this one, when its slot has gone) goes to the waiting list.
    if (freed.services.length > 0 && onReleased) await onReleased(trx, freed, now);
    return held;
  });
}

/** Inside the day's lock: the released booking takes its table again if its slot is still free. */
async function holdAgainInside(trx: Executor, bookingPaymentId: number, now: Date): Promise<string | null> {
  const payment = (await findBookingPayment(trx, bookingPaymentId))!;
  const current = (await findBookingById(trx, payment.booking_id))!;
  if (current.status === 'pending' && isHeldPayment(payment)) return payment.hold_until;
  if (current.status !== 'cancelled_by_guest' || !payment.released_at || payment.state !== 'expired') return null;
  const restaurant = await findRestaurantById(trx, current.restaurant_id);
  const slot = restaurant && checkSlot({ ...(await loadDayWithoutNotice(trx, restaurant, current.date, now)), hour: current.hour, covers: current.covers });
  if (!slot?.ok) return null;
  const at = now.toISOString();
  const holdUntil = new Date(now.getTime() + (payment.hold_minutes ?? 10) * 60_000).toISOString();
  await replaceBookingTables(trx, current.id, slot.tableIds);
  await updateBooking(trx, current.id, { status: 'pending', service: slot.service.kind, turn_minutes: slot.turnMinutes, updated_at: at });
  await updateBookingPayment(
    trx,
    payment.id,
    { state: payment.kind === 'guarantee' ? 'awaiting_card' : 'awaiting_payment', hold_until: holdUntil, released_at: null, updated_at: at },
    ['expired'],
  );
  await addBookingHistory(trx, {
    bookingId: current.id,
    at,
    actor: 'diner',
    action: 'hold_renewed',
    from: current.status,
    to: 'pending',
    details: { payment: payment.kind },
  });
  return holdUntil;
}
