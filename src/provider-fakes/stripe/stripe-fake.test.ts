import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUnderTest, type FakeUnderTest, type Received } from './fake-under-test';
import type { StripeFake } from './index';

// The fake is driven through the official client, so what the product's code sends and reads is
// what Stripe's own library sends and reads.

let under: FakeUnderTest;
let fake: StripeFake;
let stripe: Stripe;
let received: Received[];

beforeAll(async () => {
  under = await startFakeUnderTest();
  ({ fake, stripe, received } = under);
});

afterAll(async () => under?.close());

/** Types a card into the hosted page, as a diner would, and answers where it sends them. */
async function payOnHostedPage(url: string, card: string, extra: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12 / 34', cvc: '123', ...extra }).toString(),
  });
}

async function savedCard(account: string, card: string): Promise<{ customer: string; paymentMethod: string }> {
  const customer = await stripe.customers.create({ email: 'lea@example.fr' }, { stripeAccount: account });
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'setup',
      customer: customer.id,
      currency: 'eur',
      success_url: 'https://resto.example/ok?s={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://resto.example/ko',
    },
    { stripeAccount: account },
  );
  let answer = await payOnHostedPage(session.url!, card);
  if (answer.status === 200) answer = await payOnHostedPage(session.url!, card, { authenticated: 'yes' });
  expect(answer.status).toBe(303);
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: [] }, { stripeAccount: account });
  const intent = await stripe.setupIntents.retrieve(done.setup_intent as string, {}, { stripeAccount: account });
  return { customer: customer.id, paymentMethod: intent.payment_method as string };
}

describe('the Stripe fake', () => {
  it('refuses a missing or wrong secret key with a 401', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.customers.create({})).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const bare = await fetch(`${fake.url}/v1/customers`, { method: 'POST' });
    expect(bare.status).toBe(401);
    const { error } = (await bare.json()) as { error: { type: string; message: string } };
    expect(error.type).toBe('invalid_request_error');
    expect(error.message).toContain('did not provide an API key');
  });

  it('saves a card through a setup session on a connected account, visible from that account only', async () => {
    const account = fake.createAccount({ name: 'Le Petit Zinc' }).id;
    const other = fake.createAccount().id;
    const customer = await stripe.customers.create({ email: 'lea@example.fr', metadata: { booking: '42' } }, { stripeAccount: account });
    expect(customer).toMatchObject({ object: 'customer', livemode: false, metadata: { booking: '42' } });
    expect(customer.id).toMatch(/^cus_/);
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'setup',
        customer: customer.id,
        currency: 'eur',
        success_url: 'https://resto.example/ok?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://resto.example/ko',
        expires_at: expiresAt,
        metadata: { booking_payment: '7' },
        setup_intent_data: { metadata: { booking_payment: '7' } },
      },
      { stripeAccount: account },
    );
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'setup', status: 'open', expires_at: expiresAt, livemode: false });
    expect(session.id).toMatch(/^cs_test_/);
    await expect(stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: other })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });

    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<label for="number">');
    expect(page).toContain('Le Petit Zinc');
    const answer = await payOnHostedPage(session.url!, '4242 4242 4242 4242');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`https://resto.example/ok?session=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: account });
    expect(done.status).toBe('complete');
    expect(done.setup_intent).toMatch(/^seti_/);
    const intent = await stripe.setupIntents.retrieve(done.setup_intent as string, {}, { stripeAccount: account });
    expect(intent).toMatchObject({ status: 'succeeded', customer: customer.id, metadata: { booking_payment: '7' } });
    const method = await stripe.paymentMethods.retrieve(intent.payment_method as string, {}, { stripeAccount: account });
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });

    await fake.settled();
    const completed = received.find((r) => r.event.type === 'checkout.session.completed' && r.event.data.object.id === session.id);
    expect(completed?.event.account).toBe(account);
    expect(completed?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(received.some((r) => r.event.type === 'setup_intent.succeeded' && r.event.data.object.id === intent.id)).toBe(true);
    const fetched = await stripe.events.retrieve(completed!.event.id, {}, { stripeAccount: account });
    expect(fetched.type).toBe('checkout.session.completed');
  });

  it('charges saved cards off-session with the test cards’ documented outcomes', async () => {
    const account = fake.createAccount().id;
    const charge = (params: { customer?: string; payment_method: string }) =>
      stripe.paymentIntents.create(
        { amount: 2500, currency: 'eur', off_session: true, confirm: true, metadata: { booking_payment: '9' }, ...params },
        { stripeAccount: account },
      );

    const paid = await charge({ payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2500,
      amount_received: 2500,
    });
    expect(paid.latest_charge).toMatch(/^ch_/);

    await expect(charge({ payment_method: 'pm_card_chargeDeclined' })).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      raw: { payment_intent: { status: 'requires_payment_method', amount: 2500, metadata: { booking_payment: '9' } } },
    });
    await expect(charge({ payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })).rejects.toMatchObject({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });

    const secure = await savedCard(account, '4000002500003155');
    await expect(charge({ customer: secure.customer, payment_method: secure.paymentMethod })).rejects.toMatchObject({ code: 'authentication_required' });
    const attachesOnly = await savedCard(account, '4000000000000341');
    await expect(charge({ customer: attachesOnly.customer, payment_method: attachesOnly.paymentMethod })).rejects.toMatchObject({ code: 'card_declined' });

    await fake.settled();
    const failed = received.filter((r) => r.event.type === 'payment_intent.payment_failed' && r.event.account === account);
    expect(failed).toHaveLength(4);
  });

  it('refuses to save a declined card on the hosted page and keeps the session open', async () => {
    const account = fake.createAccount().id;
    const session = await stripe.checkout.sessions.create(
      { mode: 'setup', currency: 'eur', success_url: 'https://resto.example/ok' },
      { stripeAccount: account },
    );
    const answer = await payOnHostedPage(session.url!, '4000000000000002');
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('role="alert"');
    expect((await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: account })).status).toBe('open');
  });

  it('refuses a parameter Stripe does not take, and a missing one, naming it', async () => {
    const account = fake.createAccount().id;
    const unknown = { amount: 1000, currency: 'eur', amount_cents: 1000 } as Stripe.PaymentIntentCreateParams;
    await expect(stripe.paymentIntents.create(unknown, { stripeAccount: account })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'amount_cents',
    });
    await expect(stripe.paymentIntents.create({ currency: 'eur' } as Stripe.PaymentIntentCreateParams, { stripeAccount: account })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'amount',
    });
  });

  it('replays an idempotent request and refuses its key with other parameters', async () => {
    const account = fake.createAccount().id;
    const first = await stripe.paymentIntents.create(
      { amount: 1000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true, off_session: true },
      { stripeAccount: account, idempotencyKey: 'charge-1' },
    );
    const again = await stripe.paymentIntents.create(
      { amount: 1000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true, off_session: true },
      { stripeAccount: account, idempotencyKey: 'charge-1' },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.objects('payment_intent', account)).toHaveLength(1);
    await expect(
      stripe.paymentIntents.create(
        { amount: 2000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true, off_session: true },
        { stripeAccount: account, idempotencyKey: 'charge-1' },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('takes a deposit in payment mode and refunds it at most once in full', async () => {
    const account = fake.createAccount().id;
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        success_url: 'https://resto.example/ok',
        line_items: [{ quantity: 2, price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Acompte' } } }],
        payment_intent_data: { metadata: { booking_payment: '11' } },
      },
      { stripeAccount: account },
    );
    expect(session.amount_total).toBe(3000);
    expect((await payOnHostedPage(session.url!, '4242424242424242')).status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: account });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await stripe.paymentIntents.retrieve(done.payment_intent as string, {}, { stripeAccount: account });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 3000, metadata: { booking_payment: '11' } });

    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 }, { stripeAccount: account });
    expect(part).toMatchObject({ object: 'refund', status: 'succeeded', amount: 1000 });
    expect(part.id).toMatch(/^re_/);
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 2500 }, { stripeAccount: account })).rejects.toMatchObject({
      code: 'amount_too_large',
      statusCode: 400,
    });
    await stripe.refunds.create({ payment_intent: intent.id }, { stripeAccount: account });
    await expect(stripe.refunds.create({ payment_intent: intent.id }, { stripeAccount: account })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    expect((await stripe.refunds.retrieve(part.id, {}, { stripeAccount: account })).amount).toBe(1000);
    await fake.settled();
    const refunded = received.filter((r) => r.event.type === 'charge.refunded' && r.event.data.object.payment_intent === intent.id);
    expect(refunded.map((r) => (r.event.data.object as Stripe.Charge).amount_refunded)).toEqual([1000, 3000]);
  });

  it('expires a session on request and tells the webhook', async () => {
    const account = fake.createAccount().id;
    const session = await stripe.checkout.sessions.create(
      { mode: 'setup', currency: 'eur', success_url: 'https://resto.example/ok' },
      { stripeAccount: account },
    );
    expect((await stripe.checkout.sessions.expire(session.id, {}, { stripeAccount: account })).status).toBe('expired');
    expect((await fetch(session.url!)).status).toBe(410);
    await fake.settled();
    expect(received.some((r) => r.event.type === 'checkout.session.expired' && r.event.data.object.id === session.id)).toBe(true);
  });
});
