import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import type { PaymentActionKind } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import { claimAction, findAction, finishAction, reclaimAction } from './payment-actions-repository';
import type { PaymentProvider } from './payment-provider';
import { actionKey, actionMetadata, applyPaymentFailed, applyPaymentSucceeded } from './payment-states';
import { failureReason, PAYMENTS_MESSAGES as M } from './payments-messages';
import { findBookingPayment, recordRefunded, updateBookingPayment, type BookingPaymentRow } from './payments-repository';
import { calling, paymentView, requireProvider, validAmount, type BookingPaymentView } from './payments-service';

/** After this long without an answer, a claimed action is taken over (its process stopped mid-request). */
const STALE_CLAIM_MS = 2 * 60_000;

export interface MoneyActionResult {
  /** done: this request did it; already: an earlier one had; failed: the provider refused. */
  outcome: 'done' | 'already' | 'failed';
  message: string;
  payment: BookingPaymentView;
}

/**
 * Charges and refunds. Each action of a booking payment has one idempotency key (the payment, the
 * action, the attempt), recorded before the provider is called and sent with the call: a double
 * click, a second tablet, a retry or a replayed webhook finds the key taken and makes no second
 * call, and a call retried after a lost answer is one charge at the provider too. A failed attempt
 * moves the attempt number on, so the staff may try again; a successful charge or refund is final.
 */
export function moneyActions(ctx: AppContext, injected?: PaymentProvider) {
  const at = () => ctx.now().toISOString();

  /** The booking payment, if it is this restaurant's: a staff route names both. */
  const requirePayment = async (restaurantId: number, id: number): Promise<BookingPaymentRow> => {
    const row = await findBookingPayment(ctx.db.kysely, id);
    if (!row || row.restaurant_id !== restaurantId) throw notFound(M.notFound);
    return row;
  };
  const result = async (payment: BookingPaymentRow, outcome: MoneyActionResult['outcome'], message: string): Promise<MoneyActionResult> => ({
    outcome,
    message,
    payment: paymentView(await requirePayment(payment.restaurant_id, payment.id)),
  });

  /**
   * Takes the action's key for this request. Answers the amount to send (a taken-over action keeps
   * its first amount: same key, same request), or what an earlier request of the same key got.
   */
  const claim = async (
    payment: BookingPaymentRow,
    action: PaymentActionKind,
    attempt: number,
    amountCents: number,
    actor: string,
  ): Promise<{ amountCents: number } | { settled: 'succeeded' | 'failed'; reason: string | null }> => {
    const key = actionKey(payment.id, action, attempt);
    const now = at();
    const values = {
      booking_payment_id: payment.id,
      action,
      amount_cents: amountCents,
      actor,
      idempotency_key: key,
      outcome: 'pending' as const,
      created_at: now,
      claimed_at: now,
    };
    if (await inTransaction(ctx.db, (trx) => claimAction(trx, values))) return { amountCents };
    const existing = (await findAction(ctx.db.kysely, key))!;
    if (existing.outcome === 'succeeded' || existing.outcome === 'failed') return { settled: existing.outcome, reason: existing.failure_reason };
    const staleBefore = new Date(ctx.now().getTime() - STALE_CLAIM_MS).toISOString();
    if (await inTransaction(ctx.db, (trx) => reclaimAction(trx, key, now, staleBefore))) return { amountCents: existing.amount_cents };
    throw conflict(action === 'charge' ? M.chargeInProgress : M.refundInProgress, 'in_progress');
  };

  /** The call ended without an answer: the action stays open, for a retry under the same key. */
  const unanswered = async (key: string, error: unknown): Promise<never> => {
    await inTransaction(ctx.db, (trx) => finishAction(trx, key, { outcome: 'unknown', finished_at: null }));
    throw error;
  };

  /**
   * The customer of a card saved while the payment row did not yet keep it (rows written before it
   * did): the Checkout session the card was saved through still names it, and it is kept from now on.
   */
  const customerOfSavedCard = async (payment: BookingPaymentRow): Promise<string | null> => {
    if (!payment.payment_method_id || !payment.session_id) return null;
    const session = await calling(requireProvider(ctx, injected).readCheckoutSession(payment.account_id, payment.session_id));
    const customer = session.customerId;
    if (customer) await inTransaction(ctx.db, (trx) => updateBookingPayment(trx, payment.id, { customer_id: customer, updated_at: at() }));
    return customer;
  };

  return {
    /** Charges the saved card off-session, at most the amount the diner accepted. */
    async charge(restaurantId: number, bookingPaymentId: number, amountCents: number, actor: string): Promise<MoneyActionResult> {
      validAmount(amountCents);
      const payment = await requirePayment(restaurantId, bookingPaymentId);
      if (payment.kind !== 'guarantee') throw conflict(M.notGuarantee, 'not_guarantee');
      if (!payment.consent_at) throw unprocessable(M.noConsent, 'no_consent');
      if (amountCents > payment.amount_cents)
        throw unprocessable(M.amountAbovePolicy(amountCents, payment.amount_cents, payment.currency), 'amount_above_policy');
      if (payment.state === 'fee_charged' || payment.state === 'refunded') return result(payment, 'already', M.alreadyCharged);
      const customer = payment.customer_id ?? (await customerOfSavedCard(payment));
      if (!payment.payment_method_id || !customer || (payment.state !== 'card_saved' && payment.state !== 'failed')) throw conflict(M.noCard, 'no_card');
      const provider = requireProvider(ctx, injected);

      const attempt = payment.charge_attempts + 1;
      const key = actionKey(payment.id, 'charge', attempt);
      const claimed = await claim(payment, 'charge', attempt, amountCents, actor);
      if ('settled' in claimed) {
        return claimed.settled === 'succeeded' ? result(payment, 'already', M.alreadyCharged) : result(payment, 'failed', M.chargeFailed(claimed.reason ?? ''));
      }
      const metadata = actionMetadata(payment.id, 'charge', attempt);
      const charged = await calling(
        provider.chargeSavedCard({
          account: payment.account_id,
          customer,
          paymentMethod: payment.payment_method_id,
          amountCents: claimed.amountCents,
          currency: payment.currency,
          description: 'Frais d’absence ou d’annulation tardive',
          metadata: { ...metadata },
          idempotencyKey: key,
        }),
      ).catch((error: unknown) => unanswered(key, error));
      await inTransaction(ctx.db, (trx) =>
        charged.status === 'succeeded'
          ? applyPaymentSucceeded(trx, payment, { id: charged.paymentIntentId, amountCents: claimed.amountCents, metadata }, at())
          : applyPaymentFailed(trx, payment, { id: charged.paymentIntentId, code: charged.code, declineCode: charged.declineCode, metadata }, at()),
      );
      if (charged.status === 'succeeded') return result(payment, 'done', M.charged(claimed.amountCents, payment.currency));
      return result(payment, 'failed', M.chargeFailed(failureReason(charged.code, charged.declineCode)));
    },

    /** Refunds what was taken (a deposit or a fee), once, up to what was taken. */
    async refund(restaurantId: number, bookingPaymentId: number, amountCents: number, actor: string): Promise<MoneyActionResult> {
      validAmount(amountCents);
      const payment = await requirePayment(restaurantId, bookingPaymentId);
      if (payment.state === 'refunded') return result(payment, 'already', M.alreadyRefunded);
      if ((payment.state !== 'deposit_paid' && payment.state !== 'fee_charged') || !payment.payment_intent_id)
        throw conflict(M.nothingToRefund, 'nothing_to_refund');
      const refundable = payment.charged_cents - payment.refunded_cents;
      if (amountCents > refundable) throw unprocessable(M.refundAboveTaken(amountCents, refundable, payment.currency), 'amount_above_taken');
      const provider = requireProvider(ctx, injected);

      const attempt = payment.refund_attempts + 1;
      const key = actionKey(payment.id, 'refund', attempt);
      const claimed = await claim(payment, 'refund', attempt, amountCents, actor);
      if ('settled' in claimed) {
        return claimed.settled === 'succeeded'
          ? result(payment, 'already', M.alreadyRefunded)
          : result(payment, 'failed', claimed.reason ?? M.refundFailed('refused'));
      }
      const refunded = await calling(
        provider.refund({
          account: payment.account_id,
          paymentIntentId: payment.payment_intent_id,
          amountCents: claimed.amountCents,
          metadata: actionMetadata(payment.id, 'refund', attempt),
          idempotencyKey: key,
        }),
      ).catch((error: unknown) => unanswered(key, error));
      const now = at();
      if (refunded.status === 'succeeded') {
        await inTransaction(ctx.db, async (trx) => {
          await finishAction(trx, key, { outcome: 'succeeded', provider_id: refunded.refundId, finished_at: now });
          await recordRefunded(trx, payment.id, payment.refunded_cents + claimed.amountCents, now);
        });
        return result(payment, 'done', M.refunded(claimed.amountCents, payment.currency));
      }
      const reason = M.refundFailed(refunded.code);
      await inTransaction(ctx.db, async (trx) => {
        if (await finishAction(trx, key, { outcome: 'failed', failure_code: refunded.code, failure_reason: reason, finished_at: now })) {
          await updateBookingPayment(trx, payment.id, { refund_attempts: attempt, updated_at: now });
        }
      });
      return result(payment, 'failed', reason);
    },
  };
}
