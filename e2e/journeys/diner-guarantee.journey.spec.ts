// Journey of a party of six on a Saturday evening, when the restaurant asks a card guarantee (Le
// Petit Zinc: 20 € a person from six people, Saturday evenings): the diner reads the guarantee on
// the summary and ticks it, saves a card on the payment provider's page (the local fake of
// Stripe's hosted page, with Stripe's test cards), comes back to a confirmed booking and opens it.
// A refused card, then the way back to the booking's page and on to the provider's page again. The
// same in English. A hold that runs out while the diner is on the card page (its end moved into the
// past in the server's database): the table is given back, then held again for the card.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './journey-fixture';
import { dayButtonName, TUESDAY_AFTERNOON } from './journey-dates';

test.use({ journeyServerOptions: { name: 'journey-diner-guarantee', now: TUESDAY_AFTERNOON.now } });
test.describe.configure({ mode: 'serial' });

/** The Saturday after the demo's full one (the 21st): its evening has tables of six. */
const SATURDAY = '2026-11-28';

const FR = {
  day: 'Choisissez votre jour',
  dayButton: new RegExp(`^${dayButtonName(SATURDAY)}`),
  dinner: 'Pour diner',
  details: 'Vos informations',
  covers: 'Combien de personnes ?',
  name: 'Nom',
  phone: 'Téléphone',
  phoneAgain: 'Confirmation du numéro',
  experience: 'Votre expérience',
  sending: 'Envoi du code…',
  resend: 'Renvoyer le code',
  code: 'Code reçu par SMS',
  validate: 'Valider le code',
  summary: 'Vérifiez vos informations',
  terms: "J'accepte les conditions générales d'utilisation du service.",
  guarantee: 'Garantie par carte bancaire',
  amount: "Montant débité en cas d'absence : 120,00 €",
  deadline: (hour: string) => new RegExp(`^Annulation sans frais jusqu'au vendredi 27 novembre 2026 à ${hour}$`),
  accept: "J'accepte ces conditions de garantie et le montant indiqué.",
  note: "rien n'est débité aujourd'hui",
  confirmed: 'Réservation confirmée',
  seeBooking: 'Voir ma réservation',
};

const EN: typeof FR = {
  day: 'Choose your day',
  dayButton: /^Saturday,? 28 November 2026/,
  dinner: 'For dinner',
  details: 'Your details',
  covers: 'How many people?',
  name: 'Name',
  phone: 'Phone',
  phoneAgain: 'Confirm your number',
  experience: 'Your experience',
  sending: 'Sending the code…',
  resend: 'Send the code again',
  code: 'Code received by SMS',
  validate: 'Check the code',
  summary: 'Check your details',
  terms: 'I accept the terms and conditions of the service.',
  guarantee: 'Card guarantee',
  amount: 'Amount charged if you do not come: €120.00',
  deadline: (hour: string) => new RegExp(`^Free cancellation until Friday,? 27 November 2026 at ${hour}$`),
  accept: 'I accept these guarantee terms and the amount shown.',
  note: 'nothing is charged today',
  confirmed: 'Booking confirmed',
  seeBooking: 'View my booking',
};

interface Diner {
  name: string;
  email: string;
  phone: string;
  hour: string;
}

/** Each screen into the test's output; a copy beside the others when SHOTS_DIR names a folder. */
function shooter(journey: { shot(page: Page, name: string): Promise<void> }, info: TestInfo) {
  return async (page: Page, name: string) => {
    await journey.shot(page, name);
    const folder = process.env.SHOTS_DIR;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `${info.project.name}-${name}.png`), fullPage: true });
  };
}

/** The code of the latest SMS to `number` on "the phone" (the development SMS list), waiting for it to arrive. */
async function readSmsCode(page: Page, number: string): Promise<string> {
  const phone = await page.context().newPage();
  await phone.goto('/api/dev/sms');
  // The list holds the texts of every diner of the journey, the newest first: this diner's, by number.
  const mine = phone.locator('article').filter({ hasText: new RegExp(number.replace(/\D/g, '').slice(-8)) });
  let code = '';
  await expect
    .poll(
      async () => {
        const text = (await mine.count()) > 0 ? await mine.first().innerText() : '';
        code = /code[^\d]{0,60}?(\d{6})\b/i.exec(text)?.[1] ?? '';
        if (!code) await phone.reload();
        return code;
      },
      { message: 'le SMS du code arrive sur le téléphone', timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  await phone.close();
  await page.bringToFront();
  return code;
}

/** From the booking page's first screen to the summary, by clicking and typing only. */
async function bookSixOnSaturday(page: Page, words: typeof FR, diner: Diner): Promise<void> {
  const next = page.getByTestId('wizard-next');
  await next.click();
  await expect(page.getByRole('heading', { name: words.day })).toBeVisible();
  const day = page.getByRole('button', { name: words.dayButton });
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  await expect(page.getByRole('heading', { name: words.dinner })).toBeVisible();
  const slot = page.getByRole('button', { name: diner.hour, exact: true });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  await expect(page.getByRole('heading', { name: words.details })).toBeVisible();
  await page.getByLabel(words.covers).fill('6');
  await page.getByLabel(words.name, { exact: true }).fill(diner.name);
  await page.getByLabel('E-mail', { exact: true }).fill(diner.email);
  await page.getByLabel(words.phone, { exact: true }).fill(diner.phone);
  await page.getByLabel(words.phoneAgain).fill(diner.phone);
  await next.click();

  await expect(page.getByRole('heading', { name: words.experience })).toBeVisible();
  await page.getByLabel(/Avez-vous des allergies/).fill('Aucune');
  await next.click();

  // Six people: the number is confirmed by a code sent by SMS.
  const screen = page.getByTestId('sms-code-screen');
  await expect(screen.getByText(words.sending)).toBeHidden({ timeout: 30_000 });
  await expect(screen.getByRole('button', { name: words.resend })).toBeEnabled();
  await screen.getByLabel(words.code).fill(await readSmsCode(page, diner.phone));
  await screen.getByRole('button', { name: words.validate }).click();
  await expect(page.getByRole('heading', { name: words.summary })).toBeVisible();
}

/** The summary's guarantee: read, ticked apart from the terms, then "Réserver" to the provider's page. */
async function acceptGuarantee(page: Page, words: typeof FR, hour: string, shot: (page: Page, name: string) => Promise<void>, label: string): Promise<void> {
  const block = page.getByRole('region', { name: words.guarantee });
  await expect(block).toBeVisible();
  await expect(block.getByTestId('protection-amount')).toHaveText(words.amount);
  await expect(block.getByTestId('protection-deadline')).toHaveText(words.deadline(hour));
  await expect(page.getByTestId('payment-note')).toContainText(words.note);
  await page.getByLabel(words.terms).check();
  // The terms alone do not book: the guarantee is ticked on its own.
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await block.getByLabel(words.accept).check();
  await expect(page.getByTestId('wizard-next')).toBeEnabled();
  await block.scrollIntoViewIfNeeded();
  await shot(page, `${label}-garantie-recapitulatif`);
  await page.getByTestId('wizard-next').click();
  await page.waitForURL(/\/c\/pay\//, { timeout: 30_000 });
}

/** The provider's page: a card typed as a person types it. */
async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel(/Numéro de carte/).fill(number);
  await page.getByLabel(/Expiration/).fill('12 / 34');
  await page.getByLabel(/Cryptogramme/).fill('123');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
}

test('a party of six saves a card for the guarantee and comes back to a confirmed booking', async ({ journey, axe }, info) => {
  const shot = shooter(journey, info);
  const page = await (await journey.newContext()).newPage();
  await page.goto('/reserver/le-petit-zinc');
  await bookSixOnSaturday(page, FR, { name: 'Bérénice Roux', email: 'berenice.roux@exemple.fr', phone: '06 23 45 67 89', hour: '20:00' });
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
  await bookSixOnSaturday(page, FR, { name: 'Octave Marchand', email: 'octave.marchand@exemple.fr', phone: '06 34 56 78 90', hour: '19:00' });
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
  await bookSixOnSaturday(page, EN, { name: 'Emily Carter', email: 'emily.carter@example.co.uk', phone: '06 45 67 89 01', hour: '21:00' });
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
  await bookSixOnSaturday(page, FR, diner);
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
