import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { linkPath, SLUG, startAfterBookingServer, waitForMail, type AfterBookingServer } from './after-booking/server';

// The daily-specials pages in Chromium against the real server: sign-up (communication/{slug}),
// the double opt-in link (communication/confirm/{token}) and unsubscribe (communication/unsubscribe/{guid}).

const CONSENT =
  "J'accepte de recevoir les communications du jour (plats du jour, menus, évènements) de ce restaurant par les moyens indiqués. Je peux me désinscrire à tout moment.";
const UNSUBSCRIBED = 'Vous avez été désinscrit avec succès de notre liste de diffusion. Vous ne recevrez plus de communications concernant les plats du jour.';
const UNSUBSCRIBE_ERROR =
  "Nous n'avons pas pu traiter votre demande de désinscription. Veuillez réessayer ultérieurement ou contacter le restaurant directement.";

let server: AfterBookingServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startAfterBookingServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;
const popup = (page: Page) => page.getByTestId('message-dialog');

function watchOrigins(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const u = req.url();
    if (!u.startsWith(server.baseURL) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });
  return foreign;
}

const subscriptionRow = (where: string, value: string) =>
  server.sql<{ guid: string; status: string; consent_text: string; consent_channels: string; email: string; phone_number: string }>(
    `select * from subscriptions where ${where} = ? order by id desc`,
    value,
  )[0];

test('shows the sign-up page rendered by the server: heading, three benefits, optional fields and an unticked consent', async ({ page, axe, screens }) => {
  const foreign = watchOrigins(page);
  // The restaurant comes with the page: no API call, no loader.
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
  });
  await page.goto(url(`/communication/${SLUG}`));

  await expect(page.getByRole('heading', { level: 1, name: 'Communications du jour' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo de Le Petit Zinc' })).toBeVisible();
  const benefits = page.getByRole('list', { name: 'Ce que vous recevrez' }).getByRole('listitem');
  await expect(benefits).toHaveCount(3);
  await expect(benefits.getByRole('heading')).toHaveText(['Les plats du jour', 'Les évènements', 'Sans engagement']);
  await expect(page.getByLabel('E-mail (facultatif)')).toBeEmpty();
  await expect(page.getByLabel('Téléphone (facultatif)')).toBeEmpty();
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('button', { name: "Je m'inscris à la newsletter" })).toBeEnabled();
  await expect(page).toHaveTitle('Couvert: Le Petit Zinc');
  await axe.check(page, 'communications');
  await screens.shoot(page, 'communications');
  expect(foreign).toEqual([]);
  expect(apiCalls).toEqual([]);
});

test("shows the server's refusals in a popup", async ({ page, axe, screens }) => {
  await page.goto(url(`/communication/${SLUG}`));
  const submit = page.getByRole('button', { name: "Je m'inscris à la newsletter" });
  await submit.click();
  await expect(popup(page).getByText('Veuillez indiquer une adresse e-mail ou un numéro de téléphone.')).toBeVisible();
  await expect(popup(page).locator('[data-tone="error"]')).toBeVisible();
  await axe.check(page, 'communications, refus');
  await screens.shoot(page, 'communications-refusal');
  await popup(page).getByRole('button', { name: "J'ai compris" }).click();

  await page.getByLabel('E-mail (facultatif)').fill('sans.accord@exemple.fr');
  await submit.click();
  await expect(popup(page).getByText('Veuillez cocher la case de consentement pour vous inscrire.')).toBeVisible();
  await popup(page).getByRole('button', { name: "J'ai compris" }).click();
  expect(subscriptionRow('email', 'sans.accord@exemple.fr')).toBeUndefined();
});

test('signs up by e-mail with the exact consent wording stored, then confirms through the link of the e-mail', async ({ page, request, axe, screens }) => {
  const email = 'lea.abonnee@exemple.fr';
  await page.goto(url(`/communication/${SLUG}`));
  const shown = (await page.getByRole('checkbox').locator('xpath=..').textContent())?.trim();
  await page.getByLabel('E-mail (facultatif)').fill(email);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: "Je m'inscris à la newsletter" }).click();
  await expect(popup(page).getByRole('heading', { name: 'Merci !' })).toBeVisible();
  await expect(
    popup(page).getByText('Merci ! Pour finaliser votre inscription, cliquez sur le lien que nous venons de vous envoyer par e-mail.'),
  ).toBeVisible();
  await popup(page).getByRole('button', { name: "J'ai compris" }).click();
  // The form is ready for someone else.
  await expect(page.getByLabel('E-mail (facultatif)')).toBeEmpty();
  await expect(page.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();

  const row = subscriptionRow('email', email)!;
  expect(row).toMatchObject({ status: 'pending', consent_channels: 'email' });
  expect(row.consent_text).toBe(shown);

  const mail = await waitForMail(request, server.baseURL, email, /^Confirmez votre inscription/);
  const confirmPath = linkPath(mail.text, '/communication/confirm/');
  // Fetching the page alone (a link scanner) confirms nothing.
  const scanned = await request.get(url(confirmPath));
  expect(scanned.headers()['referrer-policy']).toBe('no-referrer');
  expect(subscriptionRow('email', email)!.status).toBe('pending');

  const foreign = watchOrigins(page);
  await page.goto(url(confirmPath));
  const result = page.getByTestId('subscription-confirm-result');
  await expect(result.getByRole('heading', { name: 'Inscription confirmée' })).toBeVisible();
  await expect(result.getByText('Votre inscription est confirmée. Vous recevrez désormais les communications du jour de Le Petit Zinc.')).toBeVisible();
  expect(subscriptionRow('email', email)!.status).toBe('active');
  await axe.check(page, 'confirmation d’inscription');
  await screens.shoot(page, 'subscription-confirmed');
  expect(foreign).toEqual([]);

  await page.goto(url('/communication/confirm/lien-inconnu-0123456789'));
  await expect(result.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  await expect(result.getByText("Ce lien de confirmation n'est pas valide. Veuillez vous inscrire à nouveau.")).toBeVisible();
});

test('signs up by SMS with the keyboard alone', async ({ page }) => {
  await page.goto(url(`/communication/${SLUG}`));
  await page.getByLabel('E-mail (facultatif)').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Téléphone (facultatif)')).toBeFocused();
  await page.keyboard.type('06 98 76 54 32');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: CONSENT })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: "Je m'inscris à la newsletter" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup(page).getByText('Merci ! Pour finaliser votre inscription, suivez le lien que nous venons de vous envoyer par SMS.')).toBeVisible();
  await expect(popup(page).getByRole('button', { name: "J'ai compris" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toHaveCount(0);
  expect(subscriptionRow('phone_number', '+33698765432')).toMatchObject({ status: 'pending', consent_channels: 'sms', consent_text: CONSENT });
});

test('shows the error state, not a form, when the restaurant does not exist', async ({ page, axe, screens }) => {
  await page.goto(url('/communication/restaurant-inconnu'));
  const error = page.getByTestId('communications-error');
  await expect(error.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  await expect(error.getByText('Restaurant introuvable.')).toBeVisible();
  await expect(page.getByRole('button', { name: "Je m'inscris à la newsletter" })).toHaveCount(0);
  await expect(page.getByLabel('E-mail (facultatif)')).toHaveCount(0);
  await expect(popup(page)).toHaveCount(0);
  // No way to the product's own home (sales page and staff sign-in) from a diner page.
  await expect(page.getByRole('link')).toHaveCount(0);
  await axe.check(page, 'communications restaurant inconnu');
  await screens.shoot(page, 'communications-unknown');
});

test("unsubscribes from the link (the page POSTs): 'Désinscription réussie', or 'Une erreur est survenue'", async ({ page, request, axe, screens }) => {
  const { guid } = subscriptionRow('phone_number', '+33698765432')!;
  const scanned = await request.get(url(`/communication/unsubscribe/${guid}`));
  expect(scanned.headers()['referrer-policy']).toBe('no-referrer');
  // A GET (a link scanner) changes nothing: the sign-up still waits for its SMS confirmation.
  expect(subscriptionRow('phone_number', '+33698765432')!.status).toBe('pending');

  const foreign = watchOrigins(page);
  await page.goto(url(`/communication/unsubscribe/${guid}`));
  const result = page.getByTestId('unsubscribe-result');
  await expect(result.getByRole('heading', { name: 'Désinscription réussie' })).toBeVisible();
  await expect(result.getByText(UNSUBSCRIBED)).toBeVisible();
  expect(subscriptionRow('phone_number', '+33698765432')!.status).toBe('unsubscribed');
  await axe.check(page, 'désinscription');
  await screens.shoot(page, 'unsubscribed');
  expect(foreign).toEqual([]);
  // Back leads to the restaurant, not to the product's sales page.
  await result.getByRole('link', { name: 'Retour au restaurant' }).click();
  await expect(page).toHaveURL(url(`/reserver/${SLUG}`));

  await page.goto(url('/communication/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA'));
  await expect(result.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  await expect(result.getByText(UNSUBSCRIBE_ERROR)).toBeVisible();
  await axe.check(page, 'désinscription en erreur');
  await screens.shoot(page, 'unsubscribe-error');
  // An unknown link names no restaurant: no link to the product's own home either.
  await expect(result.getByRole('link')).toHaveCount(0);
});
