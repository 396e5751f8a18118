import type { Executor } from '../../db/transactions';
import { finishAction } from './payment-actions-repository';
import type { CheckoutState } from './payment-provider';
import { failureReason } from './payments-messages';
import { recordChargeFailure, recordRefunded, updateBookingPayment, type BookingPaymentRow } from './payments-repository';

// How what the provider reports moves a booking payment. Each step is written so that applying it
// twice, or after a later step, changes nothing: the diner's return, the staff's request and the
// provider's webhooks race each other and may repeat.

/** The metadata every provider object of a booking payment carries, to find it from an event. */
export interface ActionMetadata {
  booking_payment: string;
  action?: 'charge' | 'refund';
  attempt?: string;
  action_key?: string;
}

export const actionKey = (bookingPaymentId: number, action: 'charge' | 'refund', attempt: number): string =>
  `couvert-bp${bookingPaymentId}-${action}-${attempt}`;

/** What a charge or refund carries to the provider, so its webhook finds the action again. */
export const actionMetadata = (bookingPaymentId: number, action: 'charge' | 'refund', attempt: number): Required<ActionMetadata> => ({
  booking_payment: String(bookingPaymentId),
  action,
  attempt: String(attempt),
  action_key: actionKey(bookingPaymentId, action, attempt),
});

/** A Checkout session as the provider now reports it: the card saved, the deposit paid, or expired. */
export async function applyCheckout(trx: Executor, payment: BookingPaymentRow, session: CheckoutState, at: string): Promise<void> {
  if (session.status === 'expired') {
    await updateBookingPayment(trx, payment.id, { state: 'expired', updated_at: at }, ['awaiting_card', 'awaiting_payment']);
    return;
  }
  if (!session.done) return;
  const facts = {
    setup_intent_id: session.setupIntentId,
    payment_method_id: session.paymentMethodId,
    card_brand: session.card?.brand ?? null,
    card_last4: session.card?.last4 ?? null,
    // A row written before the customer was kept on it learns it here: without it the card could
    // never be charged.
    ...(payment.customer_id || !session.customerId ? {} : { customer_id: session.customerId }),
    updated_at: at,
  };
  if (payment.kind === 'guarantee') {
    if (!(await updateBookingPayment(trx, payment.id, { ...facts, state: 'card_saved' }, ['awaiting_card', 'expired']))) {
      await updateBookingPayment(trx, payment.id, facts);
    }
    return;
  }
  const paid = { ...facts, payment_intent_id: session.paymentIntentId, charged_cents: session.amountCents ?? payment.amount_cents };
  if (!(await updateBookingPayment(trx, payment.id, { ...paid, state: 'deposit_paid' }, ['awaiting_payment', 'expired']))) {
    await updateBookingPayment(trx, payment.id, facts);
  }
}

/** A PaymentIntent that succeeded: a fee charged (an action's) or a deposit paid through Checkout. */
export async function applyPaymentSucceeded(
  trx: Executor,
  payment: BookingPaymentRow,
  intent: { id: string; amountCents: number; metadata: ActionMetadata },
  at: string,
): Promise<void> {
  if (intent.metadata.action === 'charge' && intent.metadata.action_key) {
    await finishAction(trx, intent.metadata.action_key, { outcome: 'succeeded', provider_id: intent.id, finished_at: at });
    await updateBookingPayment(
      trx,
      payment.id,
      { state: 'fee_charged', payment_intent_id: intent.id, charged_cents: intent.amountCents, failure_code: null, failure_reason: null, updated_at: at },
      ['card_saved', 'failed'],
    );
    return;
  }
  await updateBookingPayment(trx, payment.id, { state: 'deposit_paid', payment_intent_id: intent.id, charged_cents: intent.amountCents, updated_at: at }, [
    'awaiting_payment',
    'expired',
  ]);
}

/**
 * A charge the bank refused. Only an action's charge fails the booking payment: a diner whose card
 * is refused on the deposit page is still on it, and may try another card.
 */
export async function applyPaymentFailed(
  trx: Executor,
  payment: BookingPaymentRow,
  intent: { id: string | null; code: string; declineCode: string | null; metadata: ActionMetadata },
  at: string,
): Promise<void> {
  const { action, action_key: key, attempt } = intent.metadata;
  if (action !== 'charge' || !key || !attempt) return;
  const reason = failureReason(intent.code, intent.declineCode);
  const failure = { failure_code: intent.declineCode ?? intent.code, failure_reason: reason };
  await finishAction(trx, key, { outcome: 'failed', provider_id: intent.id, ...failure, finished_at: at });
  await recordChargeFailure(trx, payment.id, Number(attempt), { ...failure, updated_at: at });
}

/** The total the provider reports refunded on a booking payment's PaymentIntent. */
export async function applyRefunded(trx: Executor, payment: BookingPaymentRow, refundedCents: number, at: string): Promise<void> {
  await recordRefunded(trx, payment.id, refundedCents, at);
}
