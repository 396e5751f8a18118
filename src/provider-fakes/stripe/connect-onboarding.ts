import type { ApiRequest, FakeContext, Route } from './fake-context';
import { escape, noticeHtml, pageHtml } from './hosted-page-html';
import type { PageAnswer } from './hosted-page';
import { metadataOf, optionalObject, optionalString, requiredString } from './request-params';
import { invalidRequest, resourceMissing } from './stripe-errors';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakeAccount } from './stripe-objects';

// Stripe Connect's onboarding as a platform drives it: `POST /v1/accounts` opens an account that
// cannot take payments yet, `POST /v1/account_links` gives a short-lived address of Stripe's hosted
// onboarding, and finishing it there sends the restaurant back to `return_url` with the account
// able to take charges. An expired or used link goes to `refresh_url`, as Stripe's does.

/** Stripe's Account Links expire a few minutes after they are made. */
const LINK_SECONDS = 300;

export interface FakeAccountLink {
  account: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: number;
  used: boolean;
}

const links = new WeakMap<FakeContext, Map<string, FakeAccountLink>>();
const linksOf = (ctx: FakeContext) => links.get(ctx) ?? links.set(ctx, new Map()).get(ctx)!;

function onPlatform(request: ApiRequest): void {
  // A connected account cannot open or onboard other accounts.
  if (request.account !== null) throw invalidRequest('This request can only be made by the platform, without a Stripe-Account header.');
}

function createAccount(ctx: FakeContext, request: ApiRequest): FakeAccount {
  onPlatform(request);
  const { params } = request;
  const type = optionalString(params, 'type');
  const controller = optionalObject(params, 'controller');
  if (!type && !controller) throw invalidRequest('You must provide either `type` or `controller` when creating an account.', 'type');
  if (type && !['standard', 'express', 'custom'].includes(type)) throw invalidRequest(`Invalid type: must be one of standard, express, or custom`, 'type');
  const profile = optionalObject(params, 'business_profile');
  metadataOf(optionalObject(params, 'metadata'));
  const account: FakeAccount = {
    id: stripeId('acct_', 16),
    object: 'account',
    type: (type as FakeAccount['type']) ?? 'standard',
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    country: optionalString(params, 'country') ?? 'FR',
    default_currency: optionalString(params, 'default_currency') ?? 'eur',
    email: optionalString(params, 'email') ?? null,
    created: nowSeconds(),
    business_profile: { name: (profile && optionalString(profile, 'name', 'business_profile[name]')) ?? null },
  };
  ctx.store.accounts.set(account.id, account);
  return account;
}

function createAccountLink(ctx: FakeContext, request: ApiRequest): object {
  onPlatform(request);
  const { params } = request;
  const account = requiredString(params, 'account');
  if (!ctx.store.accounts.has(account)) throw resourceMissing('account', account, 'account');
  const type = requiredString(params, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update')
    throw invalidRequest(`Invalid type: must be one of account_onboarding or account_update`, 'type');
  const returnUrl = requiredString(params, 'return_url');
  const refreshUrl = requiredString(params, 'refresh_url');
  for (const [name, url] of [
    ['return_url', returnUrl],
    ['refresh_url', refreshUrl],
  ] as const) {
    if (!URL.canParse(url)) throw invalidRequest(`Not a valid URL`, name, 'url_invalid');
  }
  const created = nowSeconds();
  const token = stripeId('', 24);
  linksOf(ctx).set(token, { account, returnUrl, refreshUrl, expiresAt: created + LINK_SECONDS, used: false });
  return { object: 'account_link', created, expires_at: created + LINK_SECONDS, url: `${ctx.baseUrl()}/setup/e/${account}/${token}` };
}

export const connectOnboardingRoutes = (ctx: FakeContext): Route[] => [
  {
    method: 'POST',
    pattern: /^\/v1\/accounts$/,
    params: ['type', 'controller', 'country', 'default_currency', 'email', 'business_type', 'business_profile', 'capabilities', 'metadata'],
    handle: (request) => ({ body: createAccount(ctx, request) }),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/account_links$/,
    params: ['account', 'type', 'return_url', 'refresh_url', 'collect', 'collection_options'],
    handle: (request) => ({ body: createAccountLink(ctx, request) }),
  },
];

/** The hosted onboarding: one button stands for the forms Stripe asks the restaurant to fill. */
export function onboardingPage(ctx: FakeContext, account: string, token: string, method: string): PageAnswer {
  const link = linksOf(ctx).get(token);
  const found = ctx.store.accounts.get(account);
  if (!link || link.account !== account || !found) {
    return { status: 404, html: noticeHtml('Lien introuvable', 'Ce lien d’activation n’existe pas. This onboarding link does not exist.') };
  }
  if (link.used || link.expiresAt < nowSeconds()) return { status: 303, redirect: link.refreshUrl };
  if (method === 'POST') {
    link.used = true;
    found.details_submitted = true;
    found.charges_enabled = true;
    found.payouts_enabled = true;
    ctx.events.emit('account.updated', found, account);
    return { status: 303, redirect: link.returnUrl };
  }
  const body = `<p class="test">Mode test</p><h1>Activer votre compte Stripe</h1>
<p>Compte ${escape(account)}. Stripe demanderait ici l’identité du restaurant et son IBAN.</p>
<form method="post"><button type="submit">Terminer l’activation</button></form>`;
  return { status: 200, html: pageHtml('Activer votre compte Stripe', body) };
}
