// Journey of a diner: on the restaurant's own web site, the booking wizard embedded with embed.js;
// a party of six, so the phone number is confirmed by an SMS code read on "the phone" (the
// development SMS list in a second tab); then the e-mail, read in "the mail client" (the development
// mailbox in another tab), whose link opens the booking: a delay is announced, the booking is
// cancelled, its page says so, and the diner books again from there.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './journey-fixture';
import { dayButtonName, TUESDAY_AFTERNOON } from './journey-dates';

test.use({ journeyServerOptions: { name: 'journey-diner', now: TUESDAY_AFTERNOON.now } });

const DINER = { name: 'Hélène Garnier', email: 'helene.garnier@exemple.fr', phone: '06 12 34 56 78' };

/** The restaurant's own page: its text, then the snippet docs/embedding.md tells it to paste. */
function restaurantSite(couvert: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Le Petit Zinc, bistrot du Marais</title></head>
<body style="font-family: sans-serif; margin: 0 auto; max-width: 900px; padding: 16px">
<h1>Le Petit Zinc</h1>
<p>Bistrot du Marais depuis 1987. Cuisine du marché, vins natures.</p>
<h2>Réserver une table</h2>
<script src="${couvert}/embed.js" data-restaurant="le-petit-zinc" async></script>
<footer><p>12 rue des Rosiers, 75004 Paris</p></footer>
</body></html>`;
}

/** The restaurant's site: a static page on an address of its own, another origin than Couvert's. */
async function serveRestaurantSite(couvert: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = restaurantSite(couvert);
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Opens a second tab of the same browser on `url`: the diner's phone or mail client. */
async function openTab(page: Page, url: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(url);
  return tab;
}

async function bookThroughWizard(wizard: FrameLocator, page: Page, shot: (name: string) => Promise<void>): Promise<void> {
  const next = wizard.getByTestId('wizard-next');
  await expect(wizard.getByText('Simple et rapide')).toBeVisible();
  await shot('le site du restaurant et le module de réservation');
  await next.click();

  await expect(wizard.getByRole('heading', { name: 'Choisissez votre jour' })).toBeVisible();
  const today = wizard.getByRole('button', { name: new RegExp(`^${dayButtonName(TUESDAY_AFTERNOON.today)}`) });
  await today.click();
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await shot('choix du jour');
  await next.click();

  await expect(wizard.getByRole('heading', { name: 'Pour diner' })).toBeVisible();
  const slot = wizard.getByRole('button', { name: '20:00', exact: true });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await shot('choix de l heure');
  await next.click();

  await expect(wizard.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await wizard.getByLabel('Combien de personnes ?').fill('6');
  await wizard.getByLabel('Nom', { exact: true }).fill(DINER.name);
  await wizard.getByLabel('E-mail', { exact: true }).fill(DINER.email);
  await wizard.getByLabel('Téléphone', { exact: true }).fill(DINER.phone);
  await wizard.getByLabel('Confirmation du numéro').fill(DINER.phone);
  await shot('informations');
  await next.click();

  await expect(wizard.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
  await wizard.getByLabel(/Avez-vous des allergies/).fill('Aucune');
  await shot('experience');
  await next.click();

  // Six people: the number is confirmed by a code sent by SMS, read on the phone.
  const screen = wizard.getByTestId('sms-code-screen');
  await expect(screen).toContainText('Un code de confirmation a été envoyé par SMS');
  // The page first proves it is no robot (the proof of work runs in the page), then sends the code.
  await expect(screen.getByText('Envoi du code…')).toBeHidden({ timeout: 30_000 });
  await expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeEnabled();
  await shot('code sms demande');
  const phone = await openTab(page, '/api/dev/sms');
  const code = await readSmsCode(phone);
  await phone.close();
  await page.bringToFront();
  await screen.getByLabel('Code reçu par SMS').fill(code);
  await screen.getByRole('button', { name: 'Valider le code' }).click();

  await expect(wizard.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
  await expect(wizard.getByText('Numéro de téléphone confirmé.')).toBeVisible();
  await wizard.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await shot('recapitulatif');
  await next.click();
}

/** The code of the latest SMS on the phone, waiting for it to arrive (the page is reloaded as a person would). */
async function readSmsCode(phone: Page): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const text = await phone.locator('body').innerText();
        // The newest message first: "Votre code … : 123456. Il est valable …".
        code = /code[^\d]{0,60}?(\d{6})\b/i.exec(text)?.[1] ?? '';
        if (!code) await phone.reload();
        return code;
      },
      { message: 'le SMS du code arrive sur le téléphone', timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('a diner books on the restaurant site, is told by e-mail, warns of a delay, cancels and books again', async ({ journey }) => {
  const context = await journey.newContext();
  const page = await context.newPage();
  const site = await serveRestaurantSite(journey.baseURL);
  await test.info().attach('site', { body: site.url });
  await page.goto(site.url);
  const shot = (name: string) => journey.shot(page, name);
  const wizard = page.frameLocator('iframe[title="Réservation de table"]');

  await bookThroughWizard(wizard, page, shot);
  const success = wizard.getByTestId('success-dialog');
  await expect(success.getByRole('heading', { name: 'Votre demande a été transmise !' })).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText('pour 6 personnes');
  await shot('demande transmise');
  await success.getByRole('button', { name: 'Terminer' }).click();

  // The mail client: the confirmation e-mail, and its link to the booking.
  const mail = await openTab(page, '/api/dev/mailbox');
  await openBookingFromMail(mail, journey);
  const booking = mail;
  await expect(booking.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  await journey.shot(booking, 'ma reservation');

  // A delay: the next slot of the evening.
  await booking.getByRole('button', { name: "Prévenir d'un retard" }).click();
  const delay = booking.getByTestId('my-booking-delay');
  await expect(delay.getByRole('heading', { level: 1, name: "Prévenir d'un retard" })).toBeVisible();
  await delay.getByLabel('Nouveau créneau').selectOption('20:30');
  await delay.getByLabel('Commentaire (facultatif)').fill('Un métro en panne, désolés.');
  await journey.shot(booking, 'prevenir d un retard');
  await delay.getByRole('button', { name: 'Prévenir le restaurant' }).click();
  const popup = booking.getByTestId('message-dialog');
  await expect(popup.getByText('Le restaurant a été prévenu. Votre nouvel horaire est enregistré.')).toBeVisible();
  await journey.shot(booking, 'retard enregistre');
  await popup.getByRole('button', { name: "J'ai compris" }).click();
  await expect(booking.getByTestId('my-booking-hour')).toHaveText('20:30');

  // Cancelling, after the prompt.
  await booking.getByRole('button', { name: 'Annuler la réservation' }).click();
  const prompt = booking.getByRole('alertdialog', { name: 'Annuler la réservation' });
  await expect(prompt.getByText('Êtes-vous sûr de vouloir annuler votre réservation ?')).toBeVisible();
  await journey.shot(booking, 'confirmer l annulation');
  await prompt.getByRole('button', { name: 'Oui, annuler' }).click();
  const done = booking.getByRole('alertdialog');
  await expect(done.getByText('Votre réservation a bien été annulée.')).toBeVisible();
  await journey.shot(booking, 'reservation annulee');
  await done.getByRole('button', { name: "J'ai compris" }).click();

  // The e-mail's link, opened again: the booking says it is cancelled and offers to book again.
  await mail.goto('/api/dev/mailbox');
  await openBookingFromMail(mail, journey);
  await expect(booking.getByRole('heading', { name: 'Réservation annulée' })).toBeVisible();
  await expect(booking.getByRole('main')).toContainText('à 20:30, pour 6 personnes');
  await journey.shot(booking, 'lien d une reservation annulee');
  await booking.getByRole('link', { name: 'Réserver à nouveau' }).click();

  // Booking again: two people this time, at 21:00.
  const next = booking.getByTestId('wizard-next');
  await expect(booking.getByText('Simple et rapide')).toBeVisible();
  await journey.shot(booking, 'reserver a nouveau');
  await next.click();
  const today = booking.getByRole('button', { name: new RegExp(`^${dayButtonName(TUESDAY_AFTERNOON.today)}`) });
  await today.click();
  await next.click();
  await booking.getByRole('button', { name: '21:00', exact: true }).click();
  await next.click();
  await expect(booking.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await booking.getByLabel('Combien de personnes ?').fill('2');
  await booking.getByLabel('Nom', { exact: true }).fill(DINER.name);
  await booking.getByLabel('E-mail', { exact: true }).fill(DINER.email);
  await booking.getByLabel('Téléphone', { exact: true }).fill(DINER.phone);
  await booking.getByLabel('Confirmation du numéro').fill(DINER.phone);
  await next.click();
  await booking.getByLabel(/Avez-vous des allergies/).fill('Aucune');
  await next.click();
  await expect(booking.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
  await booking.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await next.click();
  const again = booking.getByTestId('success-dialog');
  await expect(again.getByRole('heading', { name: 'Votre demande a été transmise !' })).toBeVisible({ timeout: 20_000 });
  await expect(again).toContainText('pour 2 personnes');
  await journey.shot(booking, 'nouvelle reservation transmise');
  await site.close();
});

/**
 * In the mail client: waits for the booking e-mail (reloading the mailbox, as a person checks for new
 * mail), then clicks its link to the booking, which opens in the same tab.
 */
async function openBookingFromMail(mail: Page, journey: { shot(page: Page, name: string): Promise<void> }): Promise<void> {
  const link = mail
    .getByRole('article')
    .filter({ hasText: DINER.email })
    .getByRole('link', { name: /\/resa\// })
    .first();
  await expect
    .poll(
      async () => {
        if (await link.isVisible()) return true;
        await mail.reload();
        return false;
      },
      { message: "l'e-mail de la réservation arrive dans la boîte", timeout: 15_000 },
    )
    .toBe(true);
  await journey.shot(mail, 'boite mail');
  await link.click();
  await expect(mail).toHaveURL(/\/resa\//);
}
