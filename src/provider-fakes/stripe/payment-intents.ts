import type { ApiRequest, FakeContext, Route } from './fake-context';
import { requireChargesEnabled } from './fake-context';
import { paymentMethodOf } from './payment-methods';
import { metadataOf, optionalBoolean, optionalObject, optionalString, requiredInteger, requiredString } from './request-params';
import { FakeStripeError, invalidRequest } from './stripe-errors';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakeCharge, FakePaymentIntent, PaymentError } from './stripe-objects';
import { chargeOutcome, type TestCard } from './test-cards';

const CURRENCIES = new Set(['eur', 'usd', 'gbp', 'chf']);

export function newPaymentIntent(fields: {
  amount: number;
  currency: string;
  customer: string | null;
  metadata: Record<string, string>;
  description?: string | null;
}): FakePaymentIntent {
  const id = stripeId('pi_');
  return {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_received: 0,
    amount_capturable: 0,
    currency: fields.currency,
    customer: fields.customer,
    payment_method: null,
    status: 'requires_payment_method',
    metadata: fields.metadata,
    created: nowSeconds(),
    livemode: false,
    latest_charge: null,
    client_secret: `${id}_secret_${stripeId('', 24)}`,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    description: fields.description ?? null,
    payment_method_types: ['card'],
    canceled_at: null,
    cancellation_reason: null,
    last_payment_error: null,
    next_action: null,
  };
}

/**
 * Confirms a PaymentIntent with a card, as the bank would answer: a charge (succeeded or failed),
 * the intent's new status and its events. Answers the card error when the payment failed.
 */
export function confirmWithCard(
  ctx: FakeContext,
  account: string | null,
  intent: FakePaymentIntent,
  card: TestCard,
  offSession: boolean,
  request: ApiRequest | null,
): PaymentError | null {
  const eventRequest = { id: request?.requestId ?? null, idempotency_key: request?.idempotencyKey ?? null };
  if (card.authenticatesOnSession && !offSession && intent.status !== 'requires_action') {
    intent.status = 'requires_action';
    intent.next_action = { type: 'use_stripe_sdk' };
    return null;
  }
  intent.next_action = null;
  const failure = chargeOutcome(card, offSession);
  const charge: FakeCharge = ctx.store.add(account, {
    id: stripeId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: failure ? 0 : intent.amount,
    amount_refunded: 0,
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    payment_method: typeof intent.payment_method === 'string' ? intent.payment_method : null,
    paid: !failure,
    refunded: false,
    captured: !failure,
    status: failure ? 'failed' : 'succeeded',
    created: nowSeconds(),
    livemode: false,
    metadata: {},
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
  });
  intent.latest_charge = charge.id;
  if (failure) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: failure.code, decline_code: failure.declineCode, message: failure.message, charge: charge.id };
    ctx.events.emit('payment_intent.payment_failed', intent, account, eventRequest);
    return intent.last_payment_error;
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  ctx.events.emit('payment_intent.succeeded', intent, account, eventRequest);
  return null;
}

/** A card refused while confirming: Stripe answers 402 with the intent as it now is. */
function cardError(intent: FakePaymentIntent, error: PaymentError): FakeStripeError {
  return new FakeStripeError(402, {
    type: 'card_error',
    code: error.code,
    decline_code: error.decline_code,
    message: error.message ?? 'Your card was declined.',
    charge: error.charge,
    doc_url: `https://stripe.com/docs/error-codes/${(error.code ?? 'card_declined').replace(/_/g, '-')}`,
    payment_intent: structuredClone(intent),
  });
}

function create(ctx: FakeContext, request: ApiRequest): FakePaymentIntent {
  const { params, account } = request;
  const amount = requiredInteger(params, 'amount');
  const currency = requiredString(params, 'currency').toLowerCase();
  if (!CURRENCIES.has(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, 'currency');
  if (amount < 50) throw invalidRequest('Amount must be at least €0.50 eur', 'amount', 'amount_too_small');
  if (amount > 99_999_999) throw invalidRequest('Amount must be no more than €999,999.99', 'amount', 'amount_too_large');
  const customer = optionalString(params, 'customer');
  if (customer) ctx.store.find(account, 'customer', customer, 'customer');
  const offSession = optionalBoolean(params, 'off_session') ?? false;
  const confirm = optionalBoolean(params, 'confirm') ?? false;
  if (offSession && !confirm) throw invalidRequest('off_session can only be used when confirm=true.', 'off_session');
  requireChargesEnabled(ctx, account);
  const intent = ctx.store.add(
    account,
    newPaymentIntent({
      amount,
      currency,
      customer: customer ?? null,
      metadata: metadataOf(optionalObject(params, 'metadata')),
      description: optionalString(params, 'description'),
    }),
  );
  const methodId = optionalString(params, 'payment_method');
  if (!methodId) {
    if (confirm)
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it\u2019s missing a payment method.',
        'payment_method',
        'payment_intent_unexpected_state',
      );
    return intent;
  }
  const { method, card } = paymentMethodOf(ctx, account, methodId);
  if (customer && method.customer && method.customer !== customer) {
    throw invalidRequest(`The provided PaymentMethod ${method.id} belongs to another Customer.`, 'payment_method', 'payment_intent_invalid_parameter');
  }
  intent.payment_method = method.id;
  intent.status = 'requires_confirmation';
  if (!confirm) return intent;
  const error = confirmWithCard(ctx, account, intent, card, offSession, request);
  if (error) throw cardError(intent, error);
  return intent;
}

function cancel(ctx: FakeContext, request: ApiRequest): FakePaymentIntent {
  const intent = ctx.store.find(request.account, 'payment_intent', request.ids[0]!);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = nowSeconds();
  intent.cancellation_reason = (optionalString(request.params, 'cancellation_reason') as FakePaymentIntent['cancellation_reason']) ?? null;
  ctx.events.emit('payment_intent.canceled', intent, request.account);
  return intent;
}

export const paymentIntentRoutes = (ctx: FakeContext): Route[] => [
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents$/,
    params: [
      'amount',
      'currency',
      'customer',
      'payment_method',
      'off_session',
      'confirm',
      'metadata',
      'description',
      'statement_descriptor_suffix',
      'receipt_email',
      'capture_method',
      'payment_method_types',
      'return_url',
      'automatic_payment_methods',
      'error_on_requires_action',
    ],
    handle: (request) => ({ body: create(ctx, request) }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: (request) => ({ body: ctx.store.find(request.account, 'payment_intent', request.ids[0]!) }),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    params: ['cancellation_reason'],
    handle: (request) => ({ body: cancel(ctx, request) }),
  },
];
