// Journey of a party of six on a Saturday evening, when the restaurant asks a card guarantee (Le
// Petit Zinc: 20 € a person from six people, Saturday evenings): the diner reads the guarantee on
// the summary and ticks it, saves a card on the payment provider's page (the local fake of
// Stripe's hosted page, with Stripe's test cards), comes back to a confirmed booking and opens it.
// A refused card, then the way back to the booking's page and on to the provider's page again. The
// same in English. A hold that runs out while the diner is on the card page (its end moved into the
// past in the server's database): the table is given back, then held again for the card.
import { acceptGuarantee, bookOnline, EN, FR, shooter, typeCard } from './journey-booking';
import { TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';

test.use({ journeyServerOptions: { name: 'journey-diner-guarantee', now: TUESDAY_AFTERNOON.now } });
test.describe.configure({ mode: 'serial' });

test('a party of six saves a card for the guarantee and comes back to a confirmed booking', async ({ journey, axe }, info) => {
  const shot = shooter(journey, info);
  const page = await (await journey.newContext()).newPage();
  await page.goto('/reserver/le-petit-zinc');
  await bookOnline(page, FR, { name: 'Bérénice Roux', email: 'berenice.roux@exemple.fr', phone: '06 23 45 67 89', hour: '20:00' });
  await axe.check(page, 'récapitulatif avec la garantie');
  await acceptGuarantee(page, FR, '20:00', shot, 'carte-acceptee');

  await expect(page.getByRole('heading', { name: 'Enregistrer la carte' })).toBeVisible();
  await shot(page, 'carte-acceptee-page-de-carte');
  await typeCard(page, '4242 4242 4242 4242');

  const result = page.getByTestId('booking-payment');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/resa\/[^/]+\/paiement/);
  await expect(page.getByRole('heading', { level: 1, name: FR.confirmed })).toBeVisible();
  await expect(result).toContainText('Votre carte Visa •••• 4242 est enregistrée en garantie');
  await expect(result).toContainText('Samedi 28 novembre 2026 à 20:00, 6 personnes');
  await axe.check(page, 'retour : confirmée');
  await shot(page, 'carte-acceptee-retour-confirme');

  await page.getByRole('link', { name: FR.seeBooking }).click();
  await expect(page.getByTestId('my-booking-hour')).toHaveText('20:00');
  await shot(page, 'carte-acceptee-ma-reservation');
});

test('a refused card, back to the booking, then the payment resumed with another card', async ({ journey, axe }, info) => {
  const shot = shooter(journey, info);
  const page = await (await journey.newContext()).newPage();
  await page.goto('/reserver/le-petit-zinc');
  await bookOnline(page, FR, { name: 'Octave Marchand', email: 'octave.marchand@exemple.fr', phone: '06 34 56 78 90', hour: '19:00' });
  await acceptGuarantee(page, FR, '19:00', shot, 'carte-refusee');

  // The provider's page shows the refusal as its answer to the form, with a 400 status.
  journey.expectProblem(/^erreur console sur \/c\/pay\/\S+ : Failed to load resource: the server responded with a status of 400/);
  await typeCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText(/refus|declined/i);
  await shot(page, 'carte-refusee-page-de-carte');
  await page.getByRole('link', { name: /Retour/ }).click();

  const result = page.getByTestId('booking-payment');
  await expect(result).toHaveAttribute('data-outcome', 'open', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: "Le paiement n'est pas terminé" })).toBeVisible();
  await expect(result).toContainText(/Votre table vous est réservée jusqu'à \d\d:\d\d/);
  await axe.check(page, 'retour : paiement non terminé');
  await shot(page, 'carte-refusee-retour-en-attente');

  await page.getByRole('button', { name: 'Reprendre le paiement' }).click();
  await page.waitForURL(/\/c\/pay\//, { timeout: 20_000 });
  await typeCard(page, '4242 4242 4242 4242');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: FR.confirmed })).toBeVisible();
  await shot(page, 'carte-refusee-retour-confirme');
});

test('the same guarantee, in English', async ({ journey, axe }, info) => {
  const shot = shooter(journey, info);
  const page = await (await journey.newContext({ locale: 'en-GB' })).newPage();
  await page.goto('/reserver/le-petit-zinc');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await bookOnline(page, EN, { name: 'Emily Carter', email: 'emily.carter@example.co.uk', phone: '06 45 67 89 01', hour: '21:00' });
  await acceptGuarantee(page, EN, '21:00', shot, 'anglais');

  await typeCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('booking-payment')).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: EN.confirmed })).toBeVisible();
  await expect(page.getByTestId('booking-payment')).toContainText('Saturday');
  await axe.check(page, 'return: confirmed, in English');
  await shot(page, 'anglais-retour-confirme');
  await page.getByRole('link', { name: EN.seeBooking }).click();
  await expect(page.getByTestId('my-booking-hour')).toHaveText('21:00');
});

test('the hold runs out while the diner is on the card page: the table is given back, then held again for the card', async ({
  journey,
  journeyServer,
  axe,
}, info) => {
  const shot = shooter(journey, info);
  const page = await (await journey.newContext()).newPage();
  await page.goto('/reserver/le-petit-zinc');
  const diner = { name: 'Lucien Bonnet', email: 'lucien.bonnet@exemple.fr', phone: '06 56 78 90 12', hour: '22:00' };
  await bookOnline(page, FR, diner);
  await acceptGuarantee(page, FR, '22:00', shot, 'delai-depasse');

  // The diner lingers on the card page past the ten minutes the table is held.
  journeyServer.run(
    "UPDATE booking_payments SET hold_until = '2026-11-01T00:00:00.000Z' WHERE booking_id = (SELECT id FROM bookings WHERE email = ?)",
    diner.email,
  );
  await page.getByRole('link', { name: /Retour/ }).click();
  const result = page.getByTestId('booking-payment');
  await expect(result).toHaveAttribute('data-outcome', 'released', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'La table a été libérée' })).toBeVisible();
  await expect(result).toContainText('Elle est encore libre : vous pouvez réessayer.');
  await axe.check(page, 'retour : table libérée');
  await shot(page, 'delai-depasse-retour-libere');

  await page.getByRole('button', { name: 'Réessayer' }).click();
  await page.waitForURL(/\/c\/pay\//, { timeout: 20_000 });
  await typeCard(page, '4242 4242 4242 4242');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(result).toContainText('Samedi 28 novembre 2026 à 22:00, 6 personnes');
  await shot(page, 'delai-depasse-retour-confirme');
});
