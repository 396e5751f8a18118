import { expect } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { moneyActions, paymentsService } from '../../src/server/modules/payments';
import { start, type StripeFake } from '../../src/provider-fakes/stripe';
import type { Dialect } from './databases';
import { startTestServer, type TestServer } from './test-server';

// The real server on a real database, paid through the local Stripe fake: the server's client
// talks to the fake over HTTP and the fake posts its signed events to the server's webhook route.

export const CONSENT = {
  text: 'J’autorise le restaurant à débiter jusqu’à 20,00 € sur ma carte en cas d’absence ou d’annulation moins de 24 h avant.',
  version: 'conditions-2026-11',
};

export interface PaymentsHarness {
  server: TestServer;
  fake: StripeFake;
  ctx: AppContext;
  restaurantId: number;
  accountId: string;
  payments: ReturnType<typeof paymentsService>;
  money: ReturnType<typeof moneyActions>;
  /** A booking of the seeded restaurant that has no payment yet. */
  nextBooking(): number;
  close(): Promise<void>;
}

export async function startPaymentsHarness(dialect: Dialect): Promise<PaymentsHarness> {
  const fake = await start({ retryDelaysMs: [50, 100] });
  // The fake signs with the real time; the server checks signatures against its clock.
  const server = await startTestServer(dialect, {
    now: new Date().toISOString(),
    env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_URL: fake.url },
  });
  fake.setWebhookUrl(`${server.url}/api/payments/webhooks/stripe`);
  const ctx: AppContext = { config: server.config, db: server.db, now: server.clock.now };
  const restaurant = await server.db.kysely.selectFrom('restaurants').select('id').where('slug', '=', 'le-petit-zinc').executeTakeFirstOrThrow();
  const bookings = await server.db.kysely.selectFrom('bookings').select('id').where('restaurant_id', '=', restaurant.id).orderBy('id').execute();
  const payments = paymentsService(ctx);
  const accountId = fake.createAccount({ name: 'Le Petit Zinc' }).id;
  await payments.connectAccount(restaurant.id, accountId);
  let used = 0;
  return {
    server,
    fake,
    ctx,
    restaurantId: restaurant.id,
    accountId,
    payments,
    money: moneyActions(ctx),
    nextBooking: () => bookings[used++]!.id,
    async close() {
      // A delivery still on its way would reach a server closing under it.
      await fake.settled();
      await fake.stop();
      await server.close();
    },
  };
}

/** Types a test card into the provider's page (passing its authentication step) and follows it back. */
export async function enterCard(checkoutUrl: string, card: string): Promise<string> {
  const post = (extra: Record<string, string> = {}) =>
    fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: card, expiry: '12 / 34', cvc: '123', ...extra }).toString(),
    });
  let answer = await post();
  if (answer.status === 200) answer = await post({ authenticated: 'yes' });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

/** A booking guaranteed by a saved card, as the webhook records it (the diner never comes back). */
export async function guaranteedBooking(h: PaymentsHarness, card: string, amountCents = 2000): Promise<number> {
  h.server.clock.set(new Date());
  const { bookingPaymentId, checkoutUrl } = await h.payments.startCheckout({
    restaurantId: h.restaurantId,
    bookingId: h.nextBooking(),
    kind: 'guarantee',
    amountCents,
    consent: CONSENT,
    successUrl: 'https://couvert.example/reservation/ok?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://couvert.example/reservation/paiement',
  });
  await enterCard(checkoutUrl, card);
  await h.fake.settled();
  expect((await h.payments.view(h.restaurantId, bookingPaymentId)).state).toBe('card_saved');
  return bookingPaymentId;
}

/** What the service threw: its HTTP status and French message. */
export async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await work;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('expected a refusal');
}
