import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { settleHeldBooking, type Settlement } from './held-bookings';
import { moneyActions } from './money-actions';
import type { PaymentProvider } from './payment-provider';
import { findBookingPayment } from './payments-repository';

/** Who the booking's history names for a deposit given back because it came too late. */
const LATE_PAYMENT_ACTOR = 'Couvert (paiement arrivé après la fin du blocage)';

/**
 * A payment the provider reports finished, applied to its booking (held-bookings.ts). A deposit
 * paid after its table went is refunded at once, under its one refund key: the diner's return and
 * the webhook may both get here, and only one refund is made.
 */
export async function settlePayment(ctx: AppContext, bookingPaymentId: number, provider?: PaymentProvider): Promise<Settlement | 'refunded'> {
  const outcome = await settleHeldBooking(ctx.db, bookingPaymentId, ctx.now());
  if (outcome !== 'refund_due') return outcome;
  const payment = (await findBookingPayment(ctx.db.kysely, bookingPaymentId))!;
  const owed = payment.charged_cents - payment.refunded_cents;
  // Another request refunded it in between.
  if (owed <= 0) return 'refunded';
  try {
    await moneyActions(ctx, provider).refund(payment.restaurant_id, payment.id, owed, LATE_PAYMENT_ACTOR);
  } catch (error) {
    // Another request holds the refund's key right now: it is being made.
    if (!(error instanceof AppError && error.reason === 'in_progress')) throw error;
  }
  return 'refunded';
}
