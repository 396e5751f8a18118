import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { createBooking, FRIDAY, linkPath, SLUG, startAfterBookingServer, THURSDAY, TODAY, waitForMail, type AfterBookingServer } from './after-booking/server';

// The diner's link resa/{shortId} and the confirmation link confirmresa/{shortId}, in Chromium,
// against the real server (its clock on Tuesday 17 November 2026, 14:00 in Paris).

const NOT_FOUND = 'Impossible de trouver votre réservation. Veuillez vérifier le lien ou contacter le restaurant.';

let server: AfterBookingServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startAfterBookingServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: undefined });

const url = (path: string) => `${server.baseURL}${path}`;

/** '+33612345678' → '06 12 34 56 78', as people read it. */
const nationalPhone = (e164: string) => `0${e164.slice(3)}`.replace(/(\d{2})(?!$)/g, '$1 ');

/** Every request of the page stays on our own origin: no third-party script on a capability link. */
function watchOrigins(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const u = req.url();
    if (!u.startsWith(server.baseURL) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });
  return foreign;
}

test('shows the booking with its summary, conditions and actions, rendered by the server', async ({ page, request, axe, screens }) => {
  const { shortId, diner, reference } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '20:00', covers: 3 });
  server.run("update bookings set waiter_name = 'Julien' where short_id = ?", shortId);
  const foreign = watchOrigins(page);
  // The booking comes with the page: no API call, no loading state.
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
  });
  // Hydrated, not rendered again: React says so in the console when the two differ.
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });
  const main = await page.goto(url(`/resa/${shortId}`));
  expect(main?.headers()['referrer-policy']).toBe('no-referrer');

  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Le Petit Zinc', { exact: true })).toBeVisible();
  await expect(page.getByText('Votre serveur : Julien')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo de Le Petit Zinc' })).toBeVisible();
  const summary = page.getByRole('definition');
  // The phone in the national format, never the raw E.164 stored.
  await expect(summary).toHaveText(['Jeudi 19 novembre 2026', '20:00', diner.name, nationalPhone(diner.phoneNumber), diner.email, '3 personnes', reference]);
  await expect(page.getByText("Votre table est réservée 15 minutes après l'heure choisie.", { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Appeler le restaurant' })).toHaveAttribute('href', 'tel:+33142721830');
  // Not today: no delay warning, and the page says when it will be there (the e-mail promised it).
  await expect(page.getByRole('button', { name: "Prévenir d'un retard" })).toHaveCount(0);
  await expect(page.getByTestId('delay-on-the-day')).toHaveText(
    "Le jour de votre réservation, vous pourrez prévenir le restaurant d'un retard depuis cette page.",
  );
  await expect(page).toHaveTitle('Couvert: Le Petit Zinc');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await axe.check(page, 'ma réservation');
  await screens.shoot(page, 'resa-home');
  expect(foreign).toEqual([]);
  expect(apiCalls).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('at 390 px the summary keeps the phone on one line and wraps the e-mail only between its parts', async ({ page, request, screens }) => {
  const diner = { name: 'Camille Martin-Dupont', email: 'camille.martin-dupont.longue-adresse@exemple-restaurant.fr', phoneNumber: '+33612345678' };
  const { shortId } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '19:45', diner });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url(`/resa/${shortId}`));
  const phone = page.getByRole('definition').filter({ hasText: '06 12 34 56 78' });
  await expect(phone).toHaveText('06 12 34 56 78');
  const lineHeight = await phone.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await phone.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  // The labels leave the values most of the width.
  const listWidth = (await page.locator('dl').boundingBox())!.width;
  const valueWidth = (await page.getByRole('definition').filter({ hasText: diner.email }).boundingBox())!.width;
  expect(valueWidth).toBeGreaterThanOrEqual(listWidth * 0.6);
  // Each part of the e-mail (split before "@" and ".") stays whole on its line.
  const email = page.getByRole('definition').filter({ hasText: diner.email });
  await expect(email).toHaveText(diner.email);
  const broken = await email
    .locator('span span')
    .evaluateAll((parts) => parts.filter((p) => p.getBoundingClientRect().height > parseFloat(getComputedStyle(p).lineHeight) * 1.5).map((p) => p.textContent));
  expect(await email.locator('span span').count()).toBe(5);
  expect(broken).toEqual([]);
  await screens.shoot(page, 'resa-narrow');
});

test('shows the error state for an unknown link, without a link to the product home', async ({ page, axe, screens }) => {
  await page.goto(url('/resa/AAAAAAAAAAAAAAAAAAAAAA'));
  const error = page.getByTestId('my-booking-error');
  await expect(error.getByRole('heading', { name: 'Oops, une erreur est survenue' })).toBeVisible();
  await expect(error.getByText(NOT_FOUND)).toBeVisible();
  // The link names no restaurant: nowhere to lead but the product's sales page, so no link at all.
  await expect(page.getByRole('link')).toHaveCount(0);
  await axe.check(page, 'erreur ma réservation');
  await screens.shoot(page, 'resa-error');
});

test('a cancelled booking link shows "Réservation annulée" with its date and a way to book again', async ({ page, request, axe, screens }) => {
  const { shortId, guid } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '19:00' });
  expect((await request.post(url(`/api/bookings/${guid}/cancel`))).status()).toBe(200);
  await page.goto(url(`/resa/${shortId}`));
  const ended = page.getByTestId('my-booking-ended');
  await expect(ended.getByRole('heading', { level: 1, name: 'Réservation annulée' })).toBeVisible();
  await expect(ended.getByText('Jeudi 19 novembre 2026 à 19:00, pour 2 personnes')).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  await axe.check(page, 'réservation annulée');
  await screens.shoot(page, 'resa-cancelled');
  await ended.getByRole('link', { name: 'Réserver à nouveau' }).click();
  await expect(page).toHaveURL(url(`/reserver/${SLUG}`));
});

test('a booking after the visit thanks the diner, with the date and a way to book again', async ({ page, request, screens }) => {
  const { shortId } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '19:15' });
  server.run("update bookings set status = 'completed' where short_id = ?", shortId);
  await page.goto(url(`/resa/${shortId}`));
  const ended = page.getByTestId('my-booking-ended');
  await expect(ended.getByRole('heading', { level: 1, name: 'Merci de votre visite !' })).toBeVisible();
  await expect(ended.getByText('Jeudi 19 novembre 2026 à 19:15, pour 2 personnes')).toBeVisible();
  await expect(ended.getByRole('link', { name: 'Réserver à nouveau' })).toHaveAttribute('href', `/reserver/${SLUG}`);
  await screens.shoot(page, 'resa-visited');
});

test('a waiting-list request has its own wording: no held table, no conditions, "Annuler mon inscription"', async ({ page, request, screens }) => {
  const { shortId } = await createBooking(request, server.baseURL, { date: FRIDAY, hour: '21:30', isWaiting: true });
  await page.goto(url(`/resa/${shortId}`));
  await expect(page.getByRole('heading', { level: 1, name: "Inscription sur liste d'attente" })).toBeVisible();
  await expect(page.getByText("Cette inscription n'est pas une réservation")).toBeVisible();
  await expect(page.getByText('15 minutes')).toHaveCount(0);
  await expect(page.getByRole('term').filter({ hasText: 'Heure souhaitée' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler mon inscription' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Annuler mon inscription' })).toContainText("quitter la liste d'attente");
  await screens.shoot(page, 'resa-waiting');
});

test('cancels after the confirmation prompt, then shows the cancelled state', async ({ page, request, axe, screens }) => {
  const { shortId, diner } = await createBooking(request, server.baseURL, { date: FRIDAY, hour: '20:00' });
  await page.goto(url(`/resa/${shortId}`));
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Annuler la réservation' });
  await expect(prompt.getByText('Êtes-vous sûr de vouloir annuler votre réservation ?')).toBeVisible();
  await axe.check(page, "invite d'annulation");
  await screens.shoot(page, 'resa-cancel-prompt');
  // Changing one's mind keeps the booking.
  await prompt.getByRole('button', { name: 'Non, la garder' }).click();
  await expect(prompt).toHaveCount(0);
  expect((await request.get(url(`/api/bookings/short/${shortId}`))).status()).toBe(200);

  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  await prompt.getByRole('button', { name: 'Oui, annuler' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done.getByText('Votre réservation a bien été annulée.')).toBeVisible();
  await done.getByRole('button', { name: "J'ai compris" }).click();
  await expect(page.getByTestId('my-booking-ended').getByRole('heading', { name: 'Réservation annulée' })).toBeVisible();
  expect((await (await request.get(url(`/api/bookings/short/${shortId}`))).json()).object.state).toBe('cancelled');
  // The diner is told by e-mail too.
  await waitForMail(request, server.baseURL, diner.email, /^Réservation annulée/);
});

test('a booking made in German is cancelled in German from a French phone: the prompt and the cancelled page', async ({ browser, request, screens }) => {
  const { shortId } = await createBooking(request, server.baseURL, { date: FRIDAY, hour: '20:30', language: 'de' });
  // The link opened on another device, whose browser asks for French.
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
  const page = await context.newPage();
  try {
    await page.goto(url(`/resa/${shortId}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: 'Reservierung stornieren' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Reservierung stornieren' });
    await expect(prompt.getByText('Möchten Sie Ihre Reservierung wirklich stornieren?')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Nein, behalten' })).toBeVisible();
    await screens.shoot(page, 'resa-cancel-prompt-de');
    await prompt.getByRole('button', { name: 'Ja, stornieren' }).click();
    const done = page.getByRole('alertdialog');
    await expect(done).toBeVisible();
    await expect(done).not.toContainText('Votre réservation a bien été annulée.');
    await done.getByRole('button').last().click();
    const ended = page.getByTestId('my-booking-ended');
    await expect(ended.getByRole('heading', { name: 'Reservierung storniert' })).toBeVisible();
    await expect(page.getByText('Réservation annulée')).toHaveCount(0);
    await screens.shoot(page, 'resa-cancelled-de');
    // Opened again later on that French phone, the cancelled page still speaks German.
    await page.reload();
    await expect(page.getByTestId('my-booking-ended').getByRole('heading', { name: 'Reservierung storniert' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  } finally {
    await context.close();
  }
});

test("shows the server's refusal, or 'Une erreur est survenue lors de l'annulation' when the call fails", async ({ page, request }) => {
  const { shortId, guid } = await createBooking(request, server.baseURL, { date: FRIDAY, hour: '20:15' });
  await page.goto(url(`/resa/${shortId}`));
  await page.route('**/api/bookings/*/cancel', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  await page.getByRole('button', { name: 'Oui, annuler' }).click();
  const popup = page.getByTestId('message-dialog');
  await expect(popup.getByText("Une erreur est survenue lors de l'annulation")).toBeVisible();
  await popup.getByRole('button', { name: "J'ai compris" }).click();
  await page.unroute('**/api/bookings/*/cancel');

  // Cancelled meanwhile from another device: the server's message is shown.
  await request.post(url(`/api/bookings/${guid}/cancel`));
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  await page.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(popup.getByText(NOT_FOUND)).toBeVisible();
});

test('warns the restaurant of a delay today: slots after the booking, full ones disabled, the button waits for a choice', async ({
  page,
  request,
  axe,
  screens,
}) => {
  const { shortId } = await createBooking(request, server.baseURL, { date: TODAY, hour: '19:30' });
  // 20:00 is made full: 24 covers already start then (the restaurant's pacing cap).
  for (const covers of [5, 5, 5, 5, 4]) await createBooking(request, server.baseURL, { date: TODAY, hour: '20:00', covers });

  await page.goto(url(`/resa/${shortId}`));
  const warn = page.getByRole('button', { name: "Prévenir d'un retard" });
  await expect(warn).toBeVisible();
  await expect(page.getByTestId('delay-on-the-day')).toHaveCount(0);
  // Keyboard: the button opens the delay view and focus lands on its heading.
  await warn.focus();
  await page.keyboard.press('Enter');
  const delay = page.getByTestId('my-booking-delay');
  await expect(delay.getByRole('heading', { level: 1, name: "Prévenir d'un retard" })).toBeFocused();

  const select = delay.getByLabel('Nouveau créneau');
  await expect(select).toBeEnabled();
  await expect(select.locator('option:checked')).toHaveText('Sélectionnez un horaire');
  await expect(select.locator('option[value="20:00"]')).toBeDisabled();
  await expect(select.locator('option[value="20:00"]')).toHaveText('20:00 (complet)');
  await expect(select.locator('option[value="19:30"]')).toHaveCount(0);
  await expect(select.locator('option[value="12:30"]')).toHaveCount(0);
  await expect(select.locator('option[value="20:30"]')).toBeEnabled();
  const notify = delay.getByRole('button', { name: 'Prévenir le restaurant' });
  await expect(notify).toBeDisabled();
  await expect(delay.getByText('Veuillez sélectionner un nouvel horaire')).toBeVisible();
  await axe.check(page, 'prévenir d’un retard');
  await screens.shoot(page, 'resa-delay');

  // Back and forth.
  await delay.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeFocused();
  await warn.click();

  await select.selectOption('20:30');
  await delay.getByLabel('Commentaire (facultatif)').fill('Bouchons sur le périphérique, désolés !');
  await expect(notify).toBeEnabled();
  await expect(delay.getByText('Veuillez sélectionner un nouvel horaire')).toHaveCount(0);
  await notify.click();
  const popup = page.getByTestId('message-dialog');
  await expect(popup.getByText('Le restaurant a été prévenu. Votre nouvel horaire est enregistré.')).toBeVisible();
  await screens.shoot(page, 'resa-delay-sent');
  await popup.getByRole('button', { name: "J'ai compris" }).click();
  await expect(page.getByTestId('my-booking-hour')).toHaveText('20:30');

  const mail = await waitForMail(request, server.baseURL, 'contact@le-petit-zinc.example', /^Retard annoncé/);
  expect(mail.text).toContain('arrivera à 20:30 au lieu de 19:30');
  expect(mail.text).toContain('Bouchons sur le périphérique, désolés !');
});

test('on a phone, a diner who switches language on the delay form stays on it, with what they chose', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { shortId } = await createBooking(request, server.baseURL, { date: TODAY, hour: '19:15' });
  await page.goto(url(`/resa/${shortId}`));
  await page.getByRole('button', { name: "Prévenir d'un retard" }).click();
  const delay = page.getByTestId('my-booking-delay');
  await delay.getByLabel('Nouveau créneau').selectOption('20:30');
  await delay.getByLabel('Commentaire (facultatif)').fill('Un peu de retard');

  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
  // The same form, in English: not the booking's home view.
  await expect(delay.getByRole('heading', { level: 1, name: 'Say you will be late' })).toBeVisible();
  await expect(delay.getByLabel('Comment (optional)')).toHaveValue('Un peu de retard');
  await expect(delay.locator('select')).toHaveValue('20:30');
  await expect(page.getByRole('button', { name: 'Say you will be late' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('resa-delay-en-390.png'), fullPage: true });
});

test("says 'Aucun créneau n'est disponible' when nothing later is free or the hours cannot be loaded", async ({ page, request, axe, screens }) => {
  const last = await createBooking(request, server.baseURL, { date: TODAY, hour: '22:00' });
  await page.goto(url(`/resa/${last.shortId}`));
  await page.getByRole('button', { name: "Prévenir d'un retard" }).click();
  const delay = page.getByTestId('my-booking-delay');
  await expect(delay.getByText("Aucun créneau n'est disponible")).toBeVisible();
  await expect(delay.getByLabel('Nouveau créneau')).toBeDisabled();
  await expect(delay.getByRole('button', { name: 'Prévenir le restaurant' })).toBeDisabled();
  await axe.check(page, 'aucun créneau');
  await screens.shoot(page, 'resa-delay-none');

  const other = await createBooking(request, server.baseURL, { date: TODAY, hour: '19:45' });
  await page.route('**/api/bookings/*/delay-hours', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(url(`/resa/${other.shortId}`));
  await page.getByRole('button', { name: "Prévenir d'un retard" }).click();
  await expect(delay.getByText("Aucun créneau n'est disponible")).toBeVisible();
});

test("shows the server's message when the slot was taken meanwhile, and the fixed message when the call fails", async ({ page, request }) => {
  const { shortId } = await createBooking(request, server.baseURL, { date: TODAY, hour: '20:45' });
  await page.goto(url(`/resa/${shortId}`));
  await page.getByRole('button', { name: "Prévenir d'un retard" }).click();
  const delay = page.getByTestId('my-booking-delay');
  await delay.getByLabel('Nouveau créneau').selectOption('21:30');
  // The restaurant closes its evening service before the diner sends.
  server.changeRules(
    SLUG,
    "insert into closed_dates (restaurant_id, date, service, reason) select id, ?, 'evening', 'Privatisation' from restaurants where slug = ?",
    TODAY,
    SLUG,
  );
  try {
    // The closure must last until the server has answered, not merely until the click is sent.
    const answered = page.waitForResponse((response) => response.url().endsWith('/hour') && response.request().method() === 'POST');
    await delay.getByRole('button', { name: 'Prévenir le restaurant' }).click();
    await answered;
  } finally {
    server.changeRules(SLUG, "delete from closed_dates where date = ? and reason = 'Privatisation'", TODAY);
  }
  const popup = page.getByTestId('message-dialog');
  await expect(popup.getByText("Ce créneau n'est plus disponible. Veuillez en choisir un autre.")).toBeVisible();
  await popup.getByRole('button', { name: "J'ai compris" }).click();
  await expect(delay).toBeVisible();
  expect(server.sql<{ hour: string }>('select hour from bookings where short_id = ?', shortId)[0]!.hour).toBe('20:45');

  await page.route('**/api/bookings/*/hour', (route) => route.abort('connectionreset'));
  await delay.getByLabel('Nouveau créneau').selectOption('21:45');
  await delay.getByRole('button', { name: 'Prévenir le restaurant' }).click();
  await expect(popup.getByText("Une erreur est survenue lors de la mise à jour de l'horaire")).toBeVisible();
});

test('confirms from the link of the e-mail: the page POSTs, a mere GET changes nothing', async ({ page, request, axe, screens }) => {
  server.changeRules(SLUG, 'update restaurants set diner_confirmation_required = 1 where slug = ?', SLUG);
  try {
    const { shortId, diner, status } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '21:00' });
    expect(status).toBe('pending');
    const mail = await waitForMail(request, server.baseURL, diner.email, /^Confirmez votre réservation/);
    const confirmPath = linkPath(mail.text, '/confirmresa/');
    expect(confirmPath).toBe(`/confirmresa/${shortId}`);

    // A link scanner fetching the page does not confirm.
    const scanned = await request.get(url(confirmPath));
    expect(scanned.headers()['referrer-policy']).toBe('no-referrer');
    expect(server.sql<{ status: string }>('select status from bookings where short_id = ?', shortId)[0]!.status).toBe('pending');

    // The my-booking page of a pending booking says so.
    await page.goto(url(`/resa/${shortId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation à confirmer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmer ma réservation' })).toBeVisible();

    const foreign = watchOrigins(page);
    await page.goto(url(confirmPath));
    const result = page.getByTestId('confirm-result');
    await expect(result.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
    await expect(result.getByText('Votre réservation est confirmée. À bientôt !')).toBeVisible();
    // Which booking was confirmed: the restaurant and the date.
    await expect(page.getByRole('banner').getByText('Le Petit Zinc', { exact: true })).toBeVisible();
    await expect(result.getByTestId('confirm-booking-when')).toHaveText('Jeudi 19 novembre 2026 à 21:00, pour 2 personnes');
    expect(server.sql<{ status: string }>('select status from bookings where short_id = ?', shortId)[0]!.status).toBe('confirmed');
    await axe.check(page, 'confirmation');
    await screens.shoot(page, 'confirmresa');
    expect(foreign).toEqual([]);
    await result.getByRole('link', { name: 'Voir ma réservation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();

    await page.goto(url('/confirmresa/AAAAAAAAAAAAAAAAAAAAAA'));
    await expect(result.getByRole('heading', { name: 'Oops, une erreur est survenue' })).toBeVisible();
    await expect(result.getByText(NOT_FOUND)).toBeVisible();

    // A diner who booked in Italian reads the restaurant and the day in Italian.
    const italian = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '21:30', language: 'it' });
    await page.goto(url(`/confirmresa/${italian.shortId}`));
    await expect(page.getByRole('banner').getByText('Le Petit Zinc', { exact: true })).toBeVisible();
    await expect(result.getByTestId('confirm-booking-when')).toHaveText('Giovedì 19 novembre 2026 alle 21:30, per 2 persone');
  } finally {
    server.changeRules(SLUG, 'update restaurants set diner_confirmation_required = 0 where slug = ?', SLUG);
  }
});

test('confirms a pending booking from the my-booking page too', async ({ page, request }) => {
  server.changeRules(SLUG, 'update restaurants set diner_confirmation_required = 1 where slug = ?', SLUG);
  try {
    const { shortId } = await createBooking(request, server.baseURL, { date: FRIDAY, hour: '21:00' });
    await page.goto(url(`/resa/${shortId}`));
    await page.getByRole('button', { name: 'Confirmer ma réservation' }).click();
    const popup = page.getByTestId('message-dialog');
    await expect(popup.getByText('Votre réservation est confirmée. À bientôt !')).toBeVisible();
    await popup.getByRole('button', { name: "J'ai compris" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  } finally {
    server.changeRules(SLUG, 'update restaurants set diner_confirmation_required = 0 where slug = ?', SLUG);
  }
});

test('opens the my-booking page from the link of the confirmation e-mail', async ({ page, request }) => {
  const { shortId, diner } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '12:30' });
  const mail = await waitForMail(request, server.baseURL, diner.email, /^Réservation confirmée/);
  const path = linkPath(mail.text, '/resa/');
  expect(path).toBe(`/resa/${shortId}`);
  await page.goto(url(path));
  await expect(page.getByTestId('my-booking-date')).toHaveText('Jeudi 19 novembre 2026');
  await expect(page.getByTestId('my-booking-hour')).toHaveText('12:30');
});
