import { parseInstant } from '../../../domain/dates';
import type { AppContext } from '../../context';
import type { BookingPaymentKind, BookingPaymentState } from '../../db/schema';
import type { Executor } from '../../db/transactions';
import type { BookingRow } from '../booking-engine';
import { cancellationDeadline } from './cancellation-deadline';
import { moneyActions } from './money-actions';
import { claimAction, openRefunds } from './payment-actions-repository';
import type { PaymentProvider } from './payment-provider';
import { actionKey } from './payment-states';
import { findBookingPaymentOfBooking, updateBookingPayment, type BookingPaymentRow } from './payments-repository';

// What a diner's own cancellation does to the card guarantee or deposit they accepted: before the
// deadline it is free (a paid deposit is given back in full, a card is left alone), after it the
// restaurant may charge the fee as for a no-show; a table still held for its card or deposit lets
// its payment lapse.

/** Who the history names for the refund a free cancellation makes. */
const GUEST_CANCELLATION_ACTOR = 'le client (annulation sans frais)';

/** The protection as the diner's booking page restates it. */
export interface BookingProtectionView {
  kind: BookingPaymentKind;
  state: BookingPaymentState;
  amountCents: number;
  currency: string;
  /** Exactly the words the diner accepted. */
  text: string;
  /** Null when no deadline can be told (no rule applies any more): cancelling is then free. */
  freeCancellationUntil: string | null;
  cancellationFree: boolean;
  card: { brand: string; last4: string } | null;
  chargedCents: number;
  refundedCents: number;
}

/** A refund a free cancellation owes, to send once the cancellation is committed. */
export interface OwedRefund {
  restaurantId: number;
  bookingPaymentId: number;
  amountCents: number;
}

const isFree = (deadline: string | null, at: Date) => deadline === null || at.getTime() < parseInstant(deadline).getTime();

/** The booking's protection for its diner, or null when it has none (or no consent was stored). */
export async function protectionOfBooking(db: Executor, booking: BookingRow, timeZone: string, now: Date): Promise<BookingProtectionView | null> {
  const row = await findBookingPaymentOfBooking(db, booking.id);
  if (!row?.consent_text) return null;
  const deadline = await cancellationDeadline(db, row, booking, timeZone);
  return {
    kind: row.kind,
    state: row.state,
    amountCents: row.amount_cents,
    currency: row.currency,
    text: row.consent_text,
    freeCancellationUntil: deadline,
    cancellationFree: isFree(deadline, now),
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    chargedCents: row.charged_cents,
    refundedCents: row.refunded_cents,
  };
}

/** What a cancelled booking's page says of its deposit: given back, or on its way. */
export async function refundOfBooking(db: Executor, bookingId: number): Promise<{ amountCents: number; currency: string; done: boolean } | null> {
  const row = await findBookingPaymentOfBooking(db, bookingId);
  if (!row || row.kind !== 'deposit') return null;
  if (row.state === 'refunded') return { amountCents: row.refunded_cents, currency: row.currency, done: true };
  const open = (await openRefunds(db, row.id))[0];
  return open ? { amountCents: open.amount_cents, currency: row.currency, done: false } : null;
}

/**
 * Inside the diner's cancellation transaction: records when they cancelled, lets a payment still
 * awaited lapse, and, for a deposit paid and a cancellation in time, records the refund under its
 * idempotency key, left open ("unknown": not answered yet). The provider is called after the
 * commit (`sendOwedRefund`); until it answers, `resumeOpenRefunds` sends it again under the same
 * key, so a refund once owed is never lost nor made twice.
 */
export async function settleGuestCancellation(trx: Executor, booking: BookingRow, timeZone: string, now: Date): Promise<OwedRefund | null> {
  const row = await findBookingPaymentOfBooking(trx, booking.id);
  if (!row) return null;
  const at = now.toISOString();
  await updateBookingPayment(trx, row.id, { guest_cancelled_at: at, updated_at: at });
  if (row.state === 'awaiting_card' || row.state === 'awaiting_payment') {
    await updateBookingPayment(trx, row.id, { state: 'expired', updated_at: at }, ['awaiting_card', 'awaiting_payment']);
    return null;
  }
  const owed = row.charged_cents - row.refunded_cents;
  if (row.kind !== 'deposit' || row.state !== 'deposit_paid' || owed <= 0) return null;
  if (!isFree(await cancellationDeadline(trx, row, booking, timeZone), now)) return null;
  await claimAction(trx, {
    booking_payment_id: row.id,
    action: 'refund',
    amount_cents: owed,
    actor: GUEST_CANCELLATION_ACTOR,
    idempotency_key: actionKey(row.id, 'refund', row.refund_attempts + 1),
    outcome: 'unknown',
    created_at: at,
    claimed_at: at,
    finished_at: null,
  });
  return { restaurantId: row.restaurant_id, bookingPaymentId: row.id, amountCents: owed };
}

/** A late cancellation: the diner cancelled from their link after the free-cancellation deadline. */
export async function cancelledLate(db: Executor, row: BookingPaymentRow, booking: BookingRow): Promise<boolean> {
  if (booking.status !== 'cancelled_by_guest' || !row.guest_cancelled_at) return false;
  return !isFree(await cancellationDeadline(db, row, booking), parseInstant(row.guest_cancelled_at));
}

/**
 * Sends an owed refund now. A provider out of reach leaves it open for `resumeOpenRefunds`: the
 * diner's cancellation stands whatever the provider answers.
 */
export async function sendOwedRefund(ctx: AppContext, owed: OwedRefund, provider?: PaymentProvider): Promise<boolean> {
  if (!provider && !ctx.config.payments) return false;
  try {
    // The action is already recorded under its key: the refund resumes it, with its own amount and actor.
    const done = await moneyActions(ctx, provider).refund(owed.restaurantId, owed.bookingPaymentId, owed.amountCents, GUEST_CANCELLATION_ACTOR);
    return done.outcome !== 'failed';
  } catch {
    return false;
  }
}

/**
 * Refunds recorded but never answered (the provider was out of reach, or the process stopped
 * mid-request), sent again under their own keys: the outbox worker runs it with its other jobs.
 * Answers how many were settled.
 */
export async function resumeOpenRefunds(ctx: AppContext, provider?: PaymentProvider): Promise<number> {
  if (!provider && !ctx.config.payments) return 0;
  const staleBefore = new Date(ctx.now().getTime() - 2 * 60_000).toISOString();
  const open = await openRefunds(ctx.db.kysely, undefined, staleBefore);
  let settled = 0;
  for (const action of open) {
    const owed = { restaurantId: action.restaurant_id, bookingPaymentId: action.booking_payment_id, amountCents: action.amount_cents };
    const sent = await sendOwedRefund(ctx, owed, provider);
    if (sent) settled++;
  }
  return settled;
}
