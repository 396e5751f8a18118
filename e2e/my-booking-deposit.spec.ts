import type { Page, TestInfo } from '@playwright/test';
import { start, type StripeFake } from '../src/provider-fakes/stripe';
import { createBooking, linkPath, SERVER_NOW, SLUG, THURSDAY, waitForMail } from './after-booking/server';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expect, test } from './support/fixtures';

// A diner who paid a deposit opens their booking from the e-mail's link, reads the deposit and
// until when cancelling is free, cancels in time and is told the deposit is refunded; the refund
// reaches the provider once. At a phone's width and a laptop's.

const CONSENT =
  'Un acompte de 40,00 € est demandé pour confirmer votre réservation. Il est remboursé si vous annulez au moins 24 heures avant l’heure réservée ; en cas d’absence ou d’annulation plus tardive, il reste acquis au restaurant.';
// Thursday 19 November 2026 at 20:00 in Paris, less 24 hours.
const FREE_UNTIL = '2026-11-18T19:00:00.000Z';

let server: OwnServer;
let fake: StripeFake;
let account: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: undefined });

test.beforeAll(async () => {
  fake = await start({ host: '127.0.0.1' });
  // The server's clock is shifted, the fake's is not: its signed events would be too old; the
  // refund records its outcome from the provider's answer anyway.
  fake.setWebhookUrl(null);
  server = await startOwnServer({
    name: 'my-booking-deposit',
    now: SERVER_NOW,
    worker: true,
    env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_URL: fake.url },
  });
  const [seeded] = server.sql<{ account_id: string }>(
    'SELECT account_id FROM payment_accounts WHERE restaurant_id = (SELECT id FROM restaurants WHERE slug = ?)',
    SLUG,
  );
  account = fake.createAccount({ name: 'Le Petit Zinc', id: seeded!.account_id }).id;
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});

const stripe = async (path: string, body: Record<string, string>) =>
  (await (
    await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.secretKey}`, 'stripe-account': account, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    })
  ).json()) as { id: string; status?: string };

/** A booking made through the public API whose diner paid a 40 € deposit with a Visa ending in 4242. */
async function bookingWithDeposit(request: Parameters<typeof createBooking>[0]) {
  const booking = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '20:00' });
  const customer = await stripe('/v1/customers', { name: booking.diner.name });
  const intent = await stripe('/v1/payment_intents', {
    amount: '4000',
    currency: 'eur',
    customer: customer.id,
    payment_method: 'pm_card_visa',
    confirm: 'true',
    'automatic_payment_methods[enabled]': 'true',
    'automatic_payment_methods[allow_redirects]': 'never',
  });
  expect(intent.status).toBe('succeeded');
  const [row] = server.sql<{ id: number; restaurant_id: number }>('SELECT id, restaurant_id FROM bookings WHERE short_id = ?', booking.shortId);
  server.run(
    `INSERT INTO booking_payments (restaurant_id, booking_id, kind, state, amount_cents, currency, account_id, customer_id, payment_intent_id,
       payment_method_id, card_brand, card_last4, consent_text, consent_version, consent_at, charged_cents, free_cancellation_until, created_at, updated_at)
     VALUES (?, ?, 'deposit', 'deposit_paid', 4000, 'eur', ?, ?, ?, 'pm_card_visa', 'visa', '4242', ?, 'conditions-2026-11', ?, 4000, ?, ?, ?)`,
    row!.restaurant_id,
    row!.id,
    account,
    customer.id,
    intent.id,
    CONSENT,
    SERVER_NOW,
    FREE_UNTIL,
    SERVER_NOW,
    SERVER_NOW,
  );
  return { ...booking, paymentIntent: intent.id };
}

const shot = (page: Page, testInfo: TestInfo, name: string, width: number) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });

for (const width of [390, 1280]) {
  test(`at ${width} px a diner cancels in time from the e-mail's link and is told the deposit is refunded`, async ({ page, request, axe }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const booking = await bookingWithDeposit(request);
    const mail = await waitForMail(request, server.baseURL, booking.diner.email, /Le Petit Zinc/);
    await page.goto(`${server.baseURL}${linkPath(mail.text, '/resa/')}`);

    const protection = page.getByTestId('my-booking-protection');
    await expect(protection.getByRole('heading', { name: 'Acompte' })).toBeVisible();
    await expect(protection.getByTestId('protection-deadline')).toHaveText('Annulation sans frais jusqu’au mercredi 18 novembre 2026 à 20:00');
    await expect(protection.getByTestId('protection-card')).toHaveText('Carte Visa •••• 4242');
    await expect(protection.getByTestId('protection-paid')).toHaveText('Acompte de 40,00 € payé');
    await expect(protection.getByTestId('protection-text')).toHaveText(CONSENT);
    await axe.check(page, 'réservation avec acompte');
    await shot(page, testInfo, 'deposit-home', width);

    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    const prompt = page.getByTestId('cancel-prompt');
    await expect(prompt.getByTestId('cancel-prompt-protection')).toHaveText('L’annulation est sans frais : votre acompte de 40,00 € vous sera remboursé.');
    await shot(page, testInfo, 'deposit-cancel-prompt', width);
    await prompt.getByRole('button', { name: 'Oui, annuler' }).click();
    const done = page.getByRole('alertdialog');
    await expect(done.getByText('Votre réservation a bien été annulée.')).toBeVisible();
    await done.getByRole('button', { name: "J'ai compris" }).click();

    const ended = page.getByTestId('my-booking-ended');
    await expect(ended.getByRole('heading', { name: 'Réservation annulée' })).toBeVisible();
    await expect(ended.getByTestId('my-booking-refund')).toHaveText(/^Votre acompte de 40,00 € vous (a été remboursé\.|est remboursé : .*)$/);
    await shot(page, testInfo, 'deposit-cancelled', width);

    const refunds = fake.objects('refund', account).filter((r) => r.payment_intent === booking.paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 4000, status: 'succeeded' });
    const cancelled = await waitForMail(request, server.baseURL, booking.diner.email, /^Réservation annulée/);
    expect(cancelled.text).toContain('Votre acompte de 40,00 € vous est remboursé');
  });
}
