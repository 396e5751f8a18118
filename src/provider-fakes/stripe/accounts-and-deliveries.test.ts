import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm } from './form-body';
import { startFakeUnderTest, type FakeUnderTest, type Received } from './fake-under-test';
import type { StripeFake } from './index';

// The fake's accounts, its test routes and its webhook deliveries, through the official client.

let under: FakeUnderTest;
let fake: StripeFake;
let stripe: Stripe;
let received: Received[];

beforeAll(async () => {
  under = await startFakeUnderTest();
  ({ fake, stripe, received } = under);
});

afterAll(async () => under?.close());

describe('the Stripe fake’s accounts and deliveries', () => {
  it('parses bracketed form bodies into objects and arrays', () => {
    expect(parseForm('metadata[booking]=12&payment_method_types[]=card&line_items[0][price_data][unit_amount]=2000&line_items[0][quantity]=2')).toEqual({
      metadata: { booking: '12' },
      payment_method_types: ['card'],
      line_items: [{ price_data: { unit_amount: '2000' }, quantity: '2' }],
    });
  });

  it('reads a connected account and refuses payments once its charges are disabled', async () => {
    const account = fake.createAccount().id;
    expect(await stripe.accounts.retrieve(account)).toMatchObject({ object: 'account', charges_enabled: true, payouts_enabled: true, details_submitted: true });
    fake.disableCharges(account);
    expect((await stripe.accounts.retrieve(account)).charges_enabled).toBe(false);
    await expect(stripe.paymentIntents.create({ amount: 1000, currency: 'eur' }, { stripeAccount: account })).rejects.toMatchObject({
      statusCode: 400,
      code: 'capability_not_active',
    });
    await expect(stripe.customers.create({}, { stripeAccount: 'acct_unknown' })).rejects.toMatchObject({ statusCode: 403, code: 'account_invalid' });
  });

  it('onboards a new account through an Account Link and its hosted page, back to return_url', async () => {
    const account = await stripe.accounts.create({ country: 'FR', controller: { stripe_dashboard: { type: 'full' } }, metadata: { restaurant: '1' } });
    expect(account).toMatchObject({ object: 'account', charges_enabled: false, details_submitted: false, country: 'FR' });
    expect(account.id).toMatch(/^acct_/);
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'https://couvert.example/reglages?stripe=retour',
      refresh_url: 'https://couvert.example/reglages?stripe=relancer',
    });
    expect(link).toMatchObject({ object: 'account_link' });
    expect(link.expires_at - link.created).toBe(300);
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Terminer l’activation');
    const done = await fetch(link.url, { method: 'POST', redirect: 'manual' });
    expect([done.status, done.headers.get('location')]).toEqual([303, 'https://couvert.example/reglages?stripe=retour']);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true });
    // A link is used once: Stripe sends a second visit to refresh_url for a new one.
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('https://couvert.example/reglages?stripe=relancer');
    expect(fake.events().some((event) => event.type === 'account.updated' && event.account === account.id)).toBe(true);
  });

  it('refuses accounts and links Stripe would refuse', async () => {
    await expect(stripe.accounts.create({})).rejects.toMatchObject({ statusCode: 400, param: 'type' });
    await expect(
      stripe.accountLinks.create({ account: 'acct_nope', type: 'account_onboarding', return_url: 'https://a.example', refresh_url: 'https://a.example' }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const account = fake.createAccount().id;
    await expect(stripe.accountLinks.create({ account, type: 'account_onboarding', return_url: 'https://a.example' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'refresh_url',
    });
    await expect(stripe.accounts.create({ type: 'standard' }, { stripeAccount: account })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('opens and stops accounts and resends events through its test routes, behind the same key', async () => {
    const hook = (path: string, body = '') =>
      fetch(`${fake.url}/_fake/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const opened = (await (await hook('accounts', 'name=Chez+Marcel')).json()) as { id: string; charges_enabled: boolean };
    expect(opened.id).toMatch(/^acct_/);
    expect((await stripe.accounts.retrieve(opened.id)).charges_enabled).toBe(true);
    expect((await hook(`accounts/${opened.id}/disable_charges`)).status).toBe(200);
    expect((await stripe.accounts.retrieve(opened.id)).charges_enabled).toBe(false);
    expect((await hook('events/evt_missing/resend')).status).toBe(404);
    expect((await fetch(`${fake.url}/_fake/accounts`, { method: 'POST' })).status).toBe(401);
  });

  it('retries a delivery the endpoint refused, and resends an event on request', async () => {
    const account = fake.createAccount().id;
    await fake.settled();
    under.failNextDeliveries(1);
    const intent = await stripe.paymentIntents.create(
      { amount: 1200, currency: 'eur', payment_method: 'pm_card_visa', confirm: true, off_session: true },
      { stripeAccount: account },
    );
    const event = fake.events().find((e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === intent.id)!;
    const deadline = Date.now() + 2000;
    while (!fake.deliveries().some((d) => d.eventId === event.id && d.status === 200) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(
      fake
        .deliveries()
        .filter((d) => d.eventId === event.id)
        .map((d) => d.status),
    ).toEqual([500, 200]);
    expect(await fake.resendEvent(event.id)).toBe(200);
    expect(received.filter((r) => r.event.id === event.id)).toHaveLength(2);
  });
});
