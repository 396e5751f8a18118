import type { ApiRequest, FakeContext, Route } from './fake-context';
import { metadataOf, optionalInteger, optionalObject, optionalString } from './request-params';
import { invalidRequest } from './stripe-errors';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakeCharge, FakeRefund } from './stripe-objects';

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

function chargeToRefund(ctx: FakeContext, request: ApiRequest): FakeCharge {
  const { params, account } = request;
  const chargeId = optionalString(params, 'charge');
  const intentId = optionalString(params, 'payment_intent');
  if (chargeId && intentId) throw invalidRequest('You can only pass one of charge or payment_intent.', 'payment_intent', 'parameters_exclusive');
  if (chargeId) return ctx.store.find(account, 'charge', chargeId, 'charge');
  if (!intentId)
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', undefined, 'parameter_missing');
  const intent = ctx.store.find(account, 'payment_intent', intentId, 'payment_intent');
  if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string') {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
  }
  return ctx.store.find(account, 'charge', intent.latest_charge, 'payment_intent');
}

function create(ctx: FakeContext, request: ApiRequest): FakeRefund {
  const charge = chargeToRefund(ctx, request);
  const remaining = charge.amount_captured - charge.amount_refunded;
  if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, 'charge', 'charge_not_refundable');
  if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  const amount = optionalInteger(request.params, 'amount') ?? remaining;
  if (amount <= 0) throw invalidRequest('Invalid positive integer', 'amount', 'parameter_invalid_integer');
  if (amount > remaining) {
    throw invalidRequest(`Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(remaining)})`, 'amount', 'amount_too_large');
  }
  const reason = optionalString(request.params, 'reason');
  if (reason && !REASONS.has(reason)) throw invalidRequest(`Invalid reason: must be one of ${[...REASONS].join(', ')}`, 'reason');
  const refund: FakeRefund = ctx.store.add(request.account, {
    id: stripeId('re_'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    status: 'succeeded',
    created: nowSeconds(),
    metadata: metadataOf(optionalObject(request.params, 'metadata')),
    reason: (reason as FakeRefund['reason']) ?? null,
  });
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount_captured;
  const eventRequest = { id: request.requestId, idempotency_key: request.idempotencyKey };
  ctx.events.emit('refund.created', refund, request.account, eventRequest);
  ctx.events.emit('charge.refunded', charge, request.account, eventRequest);
  return refund;
}

export const refundRoutes = (ctx: FakeContext): Route[] => [
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    params: ['payment_intent', 'charge', 'amount', 'metadata', 'reason'],
    handle: (request) => ({ body: create(ctx, request) }),
  },
  { method: 'GET', pattern: /^\/v1\/refunds\/([^/]+)$/, handle: (request) => ({ body: ctx.store.find(request.account, 'refund', request.ids[0]!) }) },
  { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, handle: (request) => ({ body: ctx.store.find(request.account, 'charge', request.ids[0]!) }) },
];
