import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../src/provider-fakes/stripe';
import { dialectsUnderTest } from '../support/databases';
import { CONSENT, enterCard, guaranteedBooking, refusal, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';

// The provider's webhooks: signed and recent or refused, each event handled once, and applied
// whether it arrives before or after the diner's return.

const WEBHOOK = '/api/payments/webhooks/stripe';

describe.each(await dialectsUnderTest())('payments: webhooks on %s', (dialect) => {
  let h: PaymentsHarness;
  let stripe: Stripe;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    stripe = new Stripe(h.fake.secretKey, { host: '127.0.0.1', port: h.fake.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => h?.close());

  const storedEvents = (id: string) => h.server.db.kysely.selectFrom('payment_webhook_events').selectAll().where('event_id', '=', id).execute();
  const post = (payload: string, signature?: string) =>
    h.server.call(
      'POST',
      WEBHOOK,
      payload,
      signature ? { 'content-type': 'application/json', 'stripe-signature': signature } : { 'content-type': 'application/json' },
    );

  const deposit = async () => {
    h.server.clock.set(new Date());
    return h.payments.startCheckout({
      restaurantId: h.restaurantId,
      bookingId: h.nextBooking(),
      kind: 'deposit',
      amountCents: 3000,
      consent: { ...CONSENT, text: 'J’accepte de verser un acompte de 30,00 €, remboursable jusqu’à 24 h avant.' },
      successUrl: 'https://couvert.example/ok?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://couvert.example/ko',
    });
  };

  it('records a deposit when the diner comes back before the webhook, and the webhook changes nothing after', async () => {
    const { bookingPaymentId, checkoutUrl } = await deposit();
    const back = await enterCard(checkoutUrl, '4242424242424242');
    expect(back).toMatch(/^https:\/\/couvert\.example\/ok\?session=cs_test_/);
    expect(await h.payments.confirmReturn(bookingPaymentId)).toMatchObject({ state: 'deposit_paid', chargedCents: 3000, card: { last4: '4242' } });
    await h.fake.settled();
    expect(await h.payments.view(h.restaurantId, bookingPaymentId)).toMatchObject({ state: 'deposit_paid', chargedCents: 3000 });
    const handled = await h.server.db.kysely.selectFrom('payment_webhook_events').select('type').where('account_id', '=', h.accountId).execute();
    expect(handled.map((e) => e.type)).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'checkout.session.completed']));
  });

  it('handles a replayed event once and answers it with a 200', async () => {
    const id = await guaranteedBooking(h, '4242424242424242');
    expect((await h.money.charge(h.restaurantId, id, 2000, 'Camille')).outcome).toBe('done');
    await h.fake.settled();
    const { session_id } = await h.server.db.kysely.selectFrom('booking_payments').select('session_id').where('id', '=', id).executeTakeFirstOrThrow();
    const event = h.fake.events().find((e) => e.type === 'checkout.session.completed' && e.data.object.id === session_id)!;
    expect(await storedEvents(event.id)).toHaveLength(1);
    expect(await h.fake.resendEvent(event.id)).toBe(200);
    expect(await storedEvents(event.id)).toHaveLength(1);
    expect((await h.payments.view(h.restaurantId, id)).state).toBe('fee_charged');

    const payload = JSON.stringify(event);
    const first = await post(payload, signatureHeader(payload, h.fake.webhookSecret));
    expect(first).toMatchObject({ status: 200, body: { message: 'Notification déjà traitée.' } });
  });

  it('refuses a forged signature, an old one and none, in French', async () => {
    const event = h.fake.events().at(-1)!;
    const payload = JSON.stringify({ ...event, id: 'evt_forged_0001' });
    const refused = 'Signature du webhook Stripe invalide ou trop ancienne : notification refusée.';
    const forged = await post(payload, signatureHeader(payload, 'whsec_not_the_endpoint_secret'));
    expect(forged).toMatchObject({ status: 400, body: { message: refused } });
    const old = await post(payload, signatureHeader(payload, h.fake.webhookSecret, Math.floor(Date.now() / 1000) - 600));
    expect(old).toMatchObject({ status: 400, body: { message: refused } });
    expect((await post(payload)).status).toBe(400);
    const tampered = await post(payload.replace('"livemode":false', '"livemode":true'), signatureHeader(payload, h.fake.webhookSecret));
    expect(tampered.status).toBe(400);
    expect(await storedEvents('evt_forged_0001')).toHaveLength(0);
    // Whatever else arrives is a French 4xx, never a 500.
    expect(await post('', signatureHeader('', h.fake.webhookSecret))).toMatchObject({ status: 400, body: { message: refused } });
    const broken = '{"id": "evt_broken", ';
    expect(await post(broken, signatureHeader(broken, h.fake.webhookSecret))).toMatchObject({ status: 400, body: { message: refused } });
    const text = await h.server.call('POST', WEBHOOK, payload, {
      'content-type': 'text/plain',
      'stripe-signature': signatureHeader(payload, h.fake.webhookSecret),
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it('applies a refund made on Stripe’s side, and ignores events of another account', async () => {
    const { bookingPaymentId, checkoutUrl } = await deposit();
    await enterCard(checkoutUrl, '4242424242424242');
    await h.fake.settled();
    const paid = await h.payments.view(h.restaurantId, bookingPaymentId);
    expect(paid.state).toBe('deposit_paid');
    const intent = h.fake.objects('payment_intent', h.accountId).find((pi) => pi.metadata.booking_payment === String(bookingPaymentId))!;

    // Another restaurant's account naming our booking payment in its metadata changes nothing.
    const other = h.fake.createAccount().id;
    await stripe.paymentIntents.create(
      {
        amount: 9900,
        currency: 'eur',
        payment_method: 'pm_card_visa',
        confirm: true,
        off_session: true,
        metadata: { booking_payment: String(bookingPaymentId), action: 'charge' },
      },
      { stripeAccount: other },
    );
    await h.fake.settled();
    expect(await h.payments.view(h.restaurantId, bookingPaymentId)).toMatchObject({ state: 'deposit_paid', chargedCents: 3000 });

    await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 }, { stripeAccount: h.accountId });
    await h.fake.settled();
    expect(await h.payments.view(h.restaurantId, bookingPaymentId)).toMatchObject({ state: 'refunded', refundedCents: 1000 });
    // Nothing is left that the restaurant may refund again through Couvert.
    expect((await h.money.refund(h.restaurantId, bookingPaymentId, 500, 'Camille')).outcome).toBe('already');
  });

  it('marks an expired card page, and opens a new one on the same booking payment', async () => {
    h.server.clock.set(new Date());
    const bookingId = h.nextBooking();
    const input = {
      restaurantId: h.restaurantId,
      bookingId,
      kind: 'guarantee' as const,
      amountCents: 2000,
      consent: CONSENT,
      successUrl: 'https://couvert.example/ok',
      cancelUrl: 'https://couvert.example/ko',
    };
    const first = await h.payments.startCheckout(input);
    expect((await h.payments.startCheckout(input)).checkoutUrl).toBe(first.checkoutUrl);
    await stripe.checkout.sessions.expire(first.checkoutUrl.split('/').at(-1)!, {}, { stripeAccount: h.accountId });
    await h.fake.settled();
    expect((await h.payments.view(h.restaurantId, first.bookingPaymentId)).state).toBe('expired');
    const second = await h.payments.startCheckout(input);
    expect(second.bookingPaymentId).toBe(first.bookingPaymentId);
    expect((await h.payments.viewOfBooking(bookingId))?.id).toBe(first.bookingPaymentId);
    expect(second.checkoutUrl).not.toBe(first.checkoutUrl);
    await enterCard(second.checkoutUrl, '5555555555554444');
    await h.fake.settled();
    expect(await h.payments.view(h.restaurantId, first.bookingPaymentId)).toMatchObject({ state: 'card_saved', card: { brand: 'mastercard', last4: '4444' } });
    expect((await refusal(h.payments.startCheckout(input))).status).toBe(409);
  });

  it('refuses a checkout for a restaurant whose account cannot take payments', async () => {
    h.fake.disableCharges(h.accountId);
    await h.payments.connectAccount(h.restaurantId, h.accountId);
    expect(await h.payments.account(h.restaurantId)).toMatchObject({ accountId: h.accountId, chargesEnabled: false, payoutsEnabled: false });
    h.server.clock.set(new Date());
    const refused = await refusal(
      h.payments.startCheckout({
        restaurantId: h.restaurantId,
        bookingId: h.nextBooking(),
        kind: 'guarantee',
        amountCents: 2000,
        consent: CONSENT,
        successUrl: 'https://couvert.example/ok',
        cancelUrl: 'https://couvert.example/ko',
      }),
    );
    expect(refused).toEqual({
      status: 409,
      message: 'Le compte Stripe du restaurant ne peut pas encore recevoir de paiements : terminez son activation sur Stripe.',
    });
    expect((await refusal(h.payments.connectAccount(h.restaurantId, 'acct_nobody'))).status).toBe(422);
  });
});
