import type { ApiRequest, FakeContext, Route } from './fake-context';
import { requireChargesEnabled } from './fake-context';
import type { FormObject } from './form-body';
import { createPaymentMethod, type CardDetails } from './payment-methods';
import { confirmWithCard, newPaymentIntent } from './payment-intents';
import { metadataOf, optionalInteger, optionalList, optionalObject, optionalString, requiredInteger, requiredString } from './request-params';
import { newSetupIntent, setUpCard } from './setup-intents';
import { invalidRequest } from './stripe-errors';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakeCheckoutSession } from './stripe-objects';

/** What a session keeps for its completion and never shows. */
interface SessionPlan {
  account: string | null;
  paymentIntentMetadata: Record<string, string>;
  setupIntentMetadata: Record<string, string>;
  paymentIntentId: string | null;
}

const plans = new WeakMap<FakeContext, Map<string, SessionPlan>>();
const planOf = (ctx: FakeContext, id: string): SessionPlan | undefined => plans.get(ctx)?.get(id);

function lineItemsTotal(params: FormObject): { total: number; currency: string } {
  const items = optionalList(params, 'line_items');
  if (!items || items.length === 0) throw invalidRequest('You must provide at least one line_item when using payment mode.', 'line_items', 'parameter_missing');
  let total = 0;
  let currency: string | undefined;
  items.forEach((item, index) => {
    const path = `line_items[${index}]`;
    if (typeof item !== 'object' || Array.isArray(item)) throw invalidRequest('Invalid hash', path);
    const price = optionalObject(item, 'price_data');
    if (!price) throw invalidRequest('You must specify either `price` or `price_data` for each line item.', `${path}[price_data]`, 'parameter_missing');
    const unit = requiredInteger(price, 'unit_amount', `${path}[price_data][unit_amount]`);
    const itemCurrency = requiredString(price, 'currency', `${path}[price_data][currency]`).toLowerCase();
    const product = optionalObject(price, 'product_data');
    if (!product || !optionalString(product, 'name'))
      throw invalidRequest('Missing required param: name.', `${path}[price_data][product_data][name]`, 'parameter_missing');
    if (currency && currency !== itemCurrency) throw invalidRequest('All line items must use the same currency.', `${path}[price_data][currency]`);
    currency = itemCurrency;
    total += unit * (optionalInteger(item, 'quantity', `${path}[quantity]`) ?? 1);
  });
  return { total, currency: currency! };
}

function create(ctx: FakeContext, request: ApiRequest): FakeCheckoutSession {
  const { params, account } = request;
  const mode = requiredString(params, 'mode');
  if (mode !== 'setup' && mode !== 'payment') throw invalidRequest(`Invalid mode: must be one of payment or setup`, 'mode');
  const successUrl = requiredString(params, 'success_url');
  for (const [name, value] of [
    ['success_url', successUrl],
    ['cancel_url', optionalString(params, 'cancel_url')],
  ] as const) {
    if (value && !/^https?:\/\/\S+$/.test(value)) throw invalidRequest('Not a valid URL', name, 'url_invalid');
  }
  const created = nowSeconds();
  const expiresAt = optionalInteger(params, 'expires_at') ?? created + 24 * 3600;
  if (expiresAt < created + 30 * 60)
    throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  if (expiresAt > created + 24 * 3600)
    throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
  const customer = optionalString(params, 'customer');
  if (customer) ctx.store.find(account, 'customer', customer, 'customer');
  const paymentData = optionalObject(params, 'payment_intent_data');
  const setupData = optionalObject(params, 'setup_intent_data');
  if (mode === 'setup' && paymentData) throw invalidRequest('You can not pass `payment_intent_data` in `setup` mode.', 'payment_intent_data');
  if (mode === 'payment' && setupData) throw invalidRequest('You can not pass `setup_intent_data` in `payment` mode.', 'setup_intent_data');
  const amounts = mode === 'payment' ? lineItemsTotal(params) : null;
  requireChargesEnabled(ctx, account);
  const id = stripeId('cs_test_', 58);
  const session: FakeCheckoutSession = ctx.store.add(account, {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
    customer: customer ?? null,
    customer_email: optionalString(params, 'customer_email') ?? null,
    client_reference_id: optionalString(params, 'client_reference_id') ?? null,
    success_url: successUrl,
    cancel_url: optionalString(params, 'cancel_url') ?? null,
    // Stripe keeps the page's language on the session ('auto' when none was asked).
    locale: optionalString(params, 'locale') ?? 'auto',
    url: `${ctx.baseUrl()}/c/pay/${id}`,
    expires_at: expiresAt,
    created,
    livemode: false,
    metadata: metadataOf(optionalObject(params, 'metadata')),
    setup_intent: null,
    payment_intent: null,
    amount_total: amounts?.total ?? null,
    amount_subtotal: amounts?.total ?? null,
    currency: amounts?.currency ?? optionalString(params, 'currency') ?? null,
    payment_method_types: ['card'],
  });
  if (!plans.has(ctx)) plans.set(ctx, new Map());
  plans.get(ctx)!.set(id, {
    account,
    paymentIntentMetadata: metadataOf(paymentData && optionalObject(paymentData, 'metadata'), 'payment_intent_data[metadata]'),
    setupIntentMetadata: metadataOf(setupData && optionalObject(setupData, 'metadata'), 'setup_intent_data[metadata]'),
    paymentIntentId: null,
  });
  return session;
}

/** Ends an open session unpaid (by request, or once its `expires_at` has passed). */
function expireSession(ctx: FakeContext, account: string | null, session: FakeCheckoutSession): FakeCheckoutSession {
  if (session.status !== 'open')
    throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.', undefined, 'checkout_session_not_open');
  session.status = 'expired';
  session.url = null;
  ctx.events.emit('checkout.session.expired', session, account);
  return session;
}

/** Expires every open session past its `expires_at`, as Stripe does on its own. */
export function expireDueSessions(ctx: FakeContext): void {
  const now = nowSeconds();
  for (const session of ctx.store.list('checkout.session')) {
    if (session.status === 'open' && session.expires_at <= now) expireSession(ctx, ctx.store.accountOf(session.id), session);
  }
}

export type Completion = { outcome: 'redirect'; url: string } | { outcome: 'refused'; message: string } | { outcome: 'authenticate' };

/**
 * What the hosted page does with a card: saves it (setup) or pays (payment), with the bank's
 * answers of the test cards, then sends the diner back to `success_url`.
 */
export function completeSession(ctx: FakeContext, session: FakeCheckoutSession, details: CardDetails, authenticated: boolean | null): Completion {
  const plan = planOf(ctx, session.id)!;
  const { account } = plan;
  if (details.card.authenticatesOnSession && authenticated === null) return { outcome: 'authenticate' };
  if (authenticated === false)
    return { outcome: 'refused', message: 'Nous ne parvenons pas à authentifier votre moyen de paiement. We are unable to authenticate your payment method.' };
  const customer = typeof session.customer === 'string' ? session.customer : null;
  const method = createPaymentMethod(ctx, account, details, null);
  if (session.mode === 'setup') {
    const intent = ctx.store.add(account, newSetupIntent({ customer, metadata: plan.setupIntentMetadata }));
    if (!setUpCard(ctx, account, intent, method.id, details.card)) return { outcome: 'refused', message: 'Votre carte a été refusée. Your card was declined.' };
    session.setup_intent = intent.id;
  } else {
    const intent = plan.paymentIntentId
      ? ctx.store.find(account, 'payment_intent', plan.paymentIntentId)
      : ctx.store.add(
          account,
          newPaymentIntent({ amount: session.amount_total!, currency: session.currency!, customer, metadata: plan.paymentIntentMetadata }),
        );
    plan.paymentIntentId = intent.id;
    if (customer) method.customer = customer;
    intent.payment_method = method.id;
    // The holder has just passed the bank's check: the confirmation goes through.
    if (authenticated) intent.status = 'requires_action';
    const error = confirmWithCard(ctx, account, intent, details.card, false, null);
    if (error) return { outcome: 'refused', message: `Votre carte a été refusée. ${error.message ?? ''}`.trim() };
    session.payment_intent = intent.id;
    session.payment_status = 'paid';
  }
  session.status = 'complete';
  session.url = null;
  ctx.events.emit('checkout.session.completed', session, account);
  return { outcome: 'redirect', url: session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id) };
}

export function sessionAccount(ctx: FakeContext, id: string): string | null | undefined {
  return planOf(ctx, id)?.account;
}

export const checkoutRoutes = (ctx: FakeContext): Route[] => [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    params: [
      'mode',
      'success_url',
      'cancel_url',
      'customer',
      'customer_email',
      'customer_creation',
      'client_reference_id',
      'currency',
      'expires_at',
      'metadata',
      'line_items',
      'payment_intent_data',
      'setup_intent_data',
      'payment_method_types',
      'payment_method_options',
      'locale',
      'submit_type',
      'billing_address_collection',
      'consent_collection',
      'custom_text',
    ],
    handle: (request) => ({ body: create(ctx, request) }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle: (request) => ({ body: ctx.store.find(request.account, 'checkout.session', request.ids[0]!) }),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handle: (request) => ({ body: expireSession(ctx, request.account, ctx.store.find(request.account, 'checkout.session', request.ids[0]!)) }),
  },
];
