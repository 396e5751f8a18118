import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { badRequest } from '../../http/envelope';
import { recordWebhookEvent, webhookEventSeen } from './payment-actions-repository';
import { WebhookSignatureError, type CheckoutState, type PaymentProvider, type ProviderEvent } from './payment-provider';
import { applyCheckout, applyPaymentFailed, applyPaymentSucceeded, applyRefunded, type ActionMetadata } from './payment-states';
import { PAYMENTS_MESSAGES as M } from './payments-messages';
import { findBookingPayment, findBookingPaymentBy, type BookingPaymentRow } from './payments-repository';
import { calling, requireProvider } from './payments-service';
import { settlePayment } from './settle-payment';

const asMetadata = (metadata: Record<string, string>): ActionMetadata | null => (metadata.booking_payment ? (metadata as unknown as ActionMetadata) : null);

/** The booking payment an event is about, if it is one of ours and on the account it was made on. */
async function paymentOf(ctx: AppContext, event: ProviderEvent): Promise<BookingPaymentRow | undefined> {
  const db = ctx.db.kysely;
  let payment: BookingPaymentRow | undefined;
  switch (event.kind) {
    case 'checkout_completed':
    case 'checkout_expired':
      payment = await findBookingPaymentBy(db, 'session_id', event.sessionId);
      break;
    case 'payment_succeeded':
    case 'payment_failed': {
      const id = Number(asMetadata(event.metadata)?.booking_payment);
      payment = Number.isSafeInteger(id) ? await findBookingPayment(db, id) : undefined;
      break;
    }
    case 'charge_refunded':
      payment = await findBookingPaymentBy(db, 'payment_intent_id', event.paymentIntentId);
      break;
    case 'other':
      return undefined;
  }
  // An event of another account never touches a payment, whatever its metadata says.
  return payment && payment.account_id === event.account ? payment : undefined;
}

/**
 * The provider's webhook: the signature and its age are checked, each event is stored once (its
 * id is the key: a replay or a second delivery changes nothing), and it moves its booking payment
 * in the same transaction. What an event needs from the provider is read before that transaction,
 * so no database lock waits on the network.
 */
export function paymentWebhooks(ctx: AppContext, injected?: PaymentProvider) {
  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<{ replayed: boolean }> {
      const provider = requireProvider(ctx, injected);
      let event: ProviderEvent;
      try {
        if (!signature) throw new WebhookSignatureError('no signature');
        event = provider.parseWebhook(rawBody, signature, ctx.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(M.webhookRefused, 'invalid_signature');
        throw error;
      }
      if (await webhookEventSeen(ctx.db.kysely, event.id)) return { replayed: true };

      const payment = await paymentOf(ctx, event);
      let session: CheckoutState | null = null;
      if (payment && event.kind === 'checkout_completed') session = await calling(provider.readCheckoutSession(payment.account_id, event.sessionId));
      const at = ctx.now().toISOString();
      const objectId = 'sessionId' in event ? event.sessionId : 'paymentIntentId' in event ? event.paymentIntentId : event.objectId;

      const handled = await inTransaction(ctx.db, async (trx) => {
        if (!(await recordWebhookEvent(trx, { event_id: event.id, type: event.type, account_id: event.account, object_id: objectId, received_at: at })))
          return false;
        if (!payment) return true;
        switch (event.kind) {
          case 'checkout_completed':
            await applyCheckout(trx, payment, session!, at);
            break;
          case 'checkout_expired':
            await applyCheckout(
              trx,
              payment,
              {
                id: event.sessionId,
                url: null,
                status: 'expired',
                setupIntentId: null,
                paymentIntentId: null,
                done: false,
                paymentMethodId: null,
                card: null,
                amountCents: null,
                customerId: null,
              },
              at,
            );
            break;
          case 'payment_succeeded':
            await applyPaymentSucceeded(trx, payment, { id: event.paymentIntentId, amountCents: event.amountCents, metadata: asMetadata(event.metadata)! }, at);
            break;
          case 'payment_failed':
            await applyPaymentFailed(
              trx,
              payment,
              { id: event.paymentIntentId, code: event.code, declineCode: event.declineCode, metadata: asMetadata(event.metadata)! },
              at,
            );
            break;
          case 'charge_refunded':
            await applyRefunded(trx, payment, event.amountRefundedCents, at);
            break;
          case 'other':
            break;
        }
        return true;
      });
      // A card saved or a deposit paid confirms its held booking, whether or not the diner came back.
      if (handled && payment && (event.kind === 'checkout_completed' || event.kind === 'payment_succeeded')) await settlePayment(ctx, payment.id, injected);
      return { replayed: !handled };
    },
  };
}
