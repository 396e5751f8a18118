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
