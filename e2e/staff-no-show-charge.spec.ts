import { expect, test } from './support/fixtures';
import { start, type StripeFake } from '../src/provider-fakes/stripe';
import { startOwnServer, type OwnServer } from './support/own-server';
import { CODES, enrolDevice, loginToken, useDevice, type Enrolment } from './staff/staff-helpers';
import { SERVER_NOW, WEDNESDAY } from './staff/staff-server';

// A no-show's fee from the service book: the owner finds the absent diner's booking, charges the
// saved card once, sees the fee and who charged it, then refunds it. The server talks to a Stripe
// fake of the test's own; the booking's saved card is set up in its database beforehand.

let server: OwnServer;
let fake: StripeFake;
let device: Enrolment;
let token: string;
let account: string;
const DINER = 'Margaux Lefèvre';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: undefined });

test.beforeAll(async ({ request }) => {
  fake = await start({ host: '127.0.0.1' });
  // The server's clock is shifted, the fake's is not: its signed events would be too old, and the
  // charge and the refund record their outcome from Stripe's answer anyway.
  fake.setWebhookUrl(null);
  server = await startOwnServer({
    name: 'no-show-charge',
    now: SERVER_NOW,
    worker: false,
    env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_URL: fake.url },
  });
  device = await enrolDevice(request, server.baseURL);
  token = await loginToken(request, device.deviceSecret, CODES.owner, server.baseURL);

  // The demo restaurant's Stripe account (as the demo seeds it), opened at this provider, and a
  // diner who saved a Visa card ending in 4242 then did not come.
  const restaurant = device.restaurantId;
  const [seeded] = server.sql<{ account_id: string }>('SELECT account_id FROM payment_accounts WHERE restaurant_id = ?', restaurant);
  account = fake.createAccount({ name: 'Le Petit Zinc', id: seeded!.account_id }).id;
  const customer = await fetch(`${fake.url}/v1/customers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fake.secretKey}`, 'stripe-account': account, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: DINER }).toString(),
  }).then(async (res) => ((await res.json()) as { id: string }).id);
  const at = SERVER_NOW;
  const [booking] = server.sql<{ id: number }>("SELECT id FROM bookings WHERE restaurant_id = ? AND date = ? AND hour = '12:00'", restaurant, WEDNESDAY);
  server.run("UPDATE bookings SET status = 'no_show', name = ? WHERE id = ?", DINER, booking!.id);
  server.run(
    `INSERT INTO booking_payments (restaurant_id, booking_id, kind, state, amount_cents, currency, account_id, customer_id, payment_method_id,
       card_brand, card_last4, consent_text, consent_version, consent_at, created_at, updated_at)
     VALUES (?, ?, 'guarantee', 'card_saved', 4000, 'eur', ?, ?, 'pm_card_visa', 'visa', '4242', ?, 'conditions-2026-11', ?, ?, ?)`,
    restaurant,
    booking!.id,
    account,
    customer,
    'J’autorise le restaurant à débiter jusqu’à 40,00 € sur ma carte en cas d’absence.',
    at,
    at,
    at,
  );
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});

test('the owner charges an absent diner’s card once, then refunds it', async ({ page, screens }) => {
  await page.clock.setFixedTime(new Date(SERVER_NOW));
  await useDevice(page, device, { token });
  await page.goto(`${server.baseURL}/dashboard?date=${WEDNESDAY}&service=noon`);

  const line = page.getByTestId('booking').filter({ hasText: DINER });
  await expect(line.getByTestId('booking-payment')).toHaveText(/Carte enregistrée/);
  await line.getByRole('button', { name: `Détails de la réservation de ${DINER} à 12:00` }).click();

  const dialog = page.getByTestId('booking-dialog');
  const block = dialog.getByTestId('booking-payment-block');
  await expect(block).toContainText('VISA •••• 4242');
  await expect(block).toContainText('Montant accepté par le client : 40,00 €');
  await block.getByRole('button', { name: 'Débiter' }).click();

  const confirm = page.getByTestId('money-confirm');
  await expect(confirm.getByTestId('money-confirm-question')).toHaveText(`Débiter 40,00 € sur la carte •••• 4242 de ${DINER} ?`);
  const amount = confirm.getByRole('textbox', { name: 'Montant (€)' });
  await amount.fill('45');
  await expect(confirm.getByRole('button', { name: /^Débiter/ })).toBeDisabled();
  await amount.fill('35,50');
  await screens.shoot(page, 'charge-confirmation');
  await confirm.getByRole('button', { name: 'Débiter 35,50 €' }).dblclick();

  await expect(confirm).toBeHidden();
  await expect(block.getByTestId('payment-said')).toHaveText('35,50 € débités sur la carte du client.');
  await expect(block.getByRole('heading', { name: 'Paiement : Frais débités' })).toBeVisible();
  await expect(block.getByTestId('payment-history')).toHaveText(/^Débité 35,50\s€ par Camille, \d{2}\/11\/2026 12:\d{2}$/);
  await expect(line.getByTestId('booking-payment')).toHaveText(/Frais débités/);
  await screens.shoot(page, 'charged');
  expect(fake.objects('payment_intent', account).filter((intent) => intent.status === 'succeeded')).toHaveLength(1);

  await block.getByRole('button', { name: 'Rembourser' }).click();
  await expect(confirm.getByTestId('money-confirm-question')).toHaveText(`Rembourser 35,50 € à ${DINER} ?`);
  await confirm.getByRole('button', { name: 'Rembourser 35,50 €' }).click();
  await expect(block.getByRole('heading', { name: 'Paiement : Remboursé' })).toBeVisible();
  await expect(block.getByTestId('payment-history').getByRole('listitem')).toHaveText([/^Débité 35,50\s€ par Camille/, /^Remboursé 35,50\s€ par Camille/]);
  await expect(line.getByTestId('booking-payment')).toHaveText(/Remboursé/);
});
