import type { ApiRequest, FakeContext, Route } from './fake-context';
import { paymentMethodOf } from './payment-methods';
import { metadataOf, optionalBoolean, optionalObject, optionalString } from './request-params';
import { FakeStripeError } from './stripe-errors';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakeSetupIntent } from './stripe-objects';
import type { TestCard } from './test-cards';

export function newSetupIntent(fields: { customer: string | null; metadata: Record<string, string> }): FakeSetupIntent {
  const id = stripeId('seti_');
  return {
    id,
    object: 'setup_intent',
    created: nowSeconds(),
    customer: fields.customer,
    livemode: false,
    metadata: fields.metadata,
    payment_method: null,
    status: 'requires_payment_method',
    usage: 'off_session',
    payment_method_types: ['card'],
    client_secret: `${id}_secret_${stripeId('', 24)}`,
    description: null,
    last_setup_error: null,
  };
}

/**
 * Saves a card on a SetupIntent (the card attaches to the customer for later off-session charges),
 * or records the bank's refusal. Answers whether it succeeded.
 */
export function setUpCard(ctx: FakeContext, account: string | null, intent: FakeSetupIntent, methodId: string, card: TestCard): boolean {
  intent.payment_method = methodId;
  if (card.declinesAtSetup) {
    intent.status = 'requires_payment_method';
    intent.last_setup_error = {
      type: 'card_error',
      code: card.declinesAtSetup.code,
      decline_code: card.declinesAtSetup.declineCode,
      message: card.declinesAtSetup.message,
    };
    ctx.events.emit('setup_intent.setup_failed', intent, account);
    return false;
  }
  const method = ctx.store.find(account, 'payment_method', methodId);
  if (typeof intent.customer === 'string') method.customer = intent.customer;
  intent.status = 'succeeded';
  intent.last_setup_error = null;
  ctx.events.emit('setup_intent.succeeded', intent, account);
  return true;
}

function create(ctx: FakeContext, request: ApiRequest): FakeSetupIntent {
  const { params, account } = request;
  const customer = optionalString(params, 'customer');
  if (customer) ctx.store.find(account, 'customer', customer, 'customer');
  const intent = ctx.store.add(account, newSetupIntent({ customer: customer ?? null, metadata: metadataOf(optionalObject(params, 'metadata')) }));
  const methodId = optionalString(params, 'payment_method');
  if (!methodId) return intent;
  const { method, card } = paymentMethodOf(ctx, account, methodId);
  intent.payment_method = method.id;
  intent.status = 'requires_confirmation';
  if (!(optionalBoolean(params, 'confirm') ?? false)) return intent;
  if (card.authenticatesOnSession) {
    intent.status = 'requires_action';
    return intent;
  }
  if (!setUpCard(ctx, account, intent, method.id, card)) {
    const error = intent.last_setup_error!;
    throw new FakeStripeError(402, {
      type: 'card_error',
      code: error.code,
      decline_code: error.decline_code,
      message: error.message ?? 'Your card was declined.',
      setup_intent: structuredClone(intent),
    });
  }
  return intent;
}

export const setupIntentRoutes = (ctx: FakeContext): Route[] => [
  {
    method: 'POST',
    pattern: /^\/v1\/setup_intents$/,
    params: ['customer', 'payment_method', 'confirm', 'metadata', 'usage', 'description', 'payment_method_types', 'return_url', 'automatic_payment_methods'],
    handle: (request) => ({ body: create(ctx, request) }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/setup_intents\/([^/]+)$/,
    handle: (request) => ({ body: ctx.store.find(request.account, 'setup_intent', request.ids[0]!) }),
  },
];
