import type { ApiRequest, FakeContext, Route } from './fake-context';
import { metadataOf, optionalInteger, optionalObject, optionalString } from './request-params';
import { FakeStripeError, resourceMissing } from './stripe-errors';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakeAccount, FakeCustomer } from './stripe-objects';

function createCustomer(ctx: FakeContext, request: ApiRequest): FakeCustomer {
  const { params } = request;
  return ctx.store.add(request.account, {
    id: stripeId('cus_', 14),
    object: 'customer',
    created: nowSeconds(),
    email: optionalString(params, 'email') ?? null,
    name: optionalString(params, 'name') ?? null,
    description: optionalString(params, 'description') ?? null,
    metadata: metadataOf(optionalObject(params, 'metadata')),
    livemode: false,
  });
}

function listCustomers(ctx: FakeContext, request: ApiRequest): object {
  const limit = Math.min(Math.max(optionalInteger(request.params, 'limit') ?? 10, 1), 100);
  const email = optionalString(request.params, 'email');
  const all = ctx.store.list('customer', request.account).filter((customer) => !email || customer.email === email);
  return { object: 'list', url: '/v1/customers', has_more: all.length > limit, data: all.slice(0, limit) };
}

/** A connected account, as the tests and the demo open one (Stripe's onboarding stands behind this). */
export function createAccount(ctx: FakeContext, fields: { name?: string; chargesEnabled?: boolean; id?: string } = {}): FakeAccount {
  const enabled = fields.chargesEnabled ?? true;
  const account: FakeAccount = {
    id: fields.id ?? stripeId('acct_', 16),
    object: 'account',
    type: 'standard',
    charges_enabled: enabled,
    payouts_enabled: enabled,
    details_submitted: enabled,
    country: 'FR',
    default_currency: 'eur',
    email: null,
    created: nowSeconds(),
    business_profile: { name: fields.name ?? null },
  };
  ctx.store.accounts.set(account.id, account);
  return account;
}

/** An account Stripe stopped letting take payments (a verification due, a risk review). */
export function disableCharges(ctx: FakeContext, id: string): FakeAccount {
  const account = ctx.store.accounts.get(id);
  if (!account) throw resourceMissing('account', id);
  account.charges_enabled = false;
  account.payouts_enabled = false;
  return account;
}

function retrieveAccount(ctx: FakeContext, request: ApiRequest): FakeAccount {
  const id = request.ids[0]!;
  const account = ctx.store.accounts.get(id);
  // A platform sees its connected accounts; a connected account sees only itself.
  if (!account || (request.account !== null && request.account !== id)) throw resourceMissing('account', id, 'account');
  return account;
}

function retrieveEvent(ctx: FakeContext, request: ApiRequest): object {
  const id = request.ids[0]!;
  const stored = ctx.store.events.get(id);
  if (!stored || stored.account !== request.account) throw resourceMissing('event', id);
  return stored.event;
}

/** A `Stripe-Account` header naming no account of this platform. */
export function unknownAccount(account: string): FakeStripeError {
  return new FakeStripeError(403, {
    type: 'invalid_request_error',
    code: 'account_invalid',
    message: `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
  });
}

export const customerAndAccountRoutes = (ctx: FakeContext): Route[] => [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    params: ['email', 'name', 'description', 'metadata', 'phone', 'address', 'payment_method', 'preferred_locales', 'invoice_settings'],
    handle: (request) => ({ body: createCustomer(ctx, request) }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers$/,
    params: ['limit', 'email', 'starting_after', 'ending_before', 'created'],
    handle: (request) => ({ body: listCustomers(ctx, request) }),
  },
  { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handle: (request) => ({ body: ctx.store.find(request.account, 'customer', request.ids[0]!) }) },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    handle: (request) => ({ body: ctx.store.find(request.account, 'payment_method', request.ids[0]!) }),
  },
  { method: 'GET', pattern: /^\/v1\/accounts\/([^/]+)$/, handle: (request) => ({ body: retrieveAccount(ctx, request) }) },
  { method: 'GET', pattern: /^\/v1\/events\/([^/]+)$/, handle: (request) => ({ body: retrieveEvent(ctx, request) }) },
];
