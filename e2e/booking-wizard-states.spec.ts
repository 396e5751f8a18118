// The wizard's other states: restaurant unavailable, full services, refusals, reset, reload,
// events and the iframe.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { botCheckPayload } from './support/botcheck';
import {
  DEMO,
  fillInformations,
  findBookableDate,
  INACTIVE,
  isoToDmy,
  longFrenchDate,
  nextButton,
  openWizard,
  phoneFor,
  pickDate,
  pickHour,
  showDay,
  type DemoConfig,
} from './support/wizard';

test.describe('booking wizard states', () => {
  test('an inactive restaurant cannot be booked online', async ({ page }) => {
    await openWizard(page, `/reserver/${INACTIVE}`);
    const box = page.getByTestId('booking-unavailable');
    await expect(box.getByRole('heading', { name: 'Réservation non disponible' })).toBeVisible();
    await expect(box).toContainText('Vous ne pouvez pas réserver en ligne pour le moment sur ce restaurant.');
    await expect(box.getByRole('link', { name: 'Appeler le restaurant' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(box.getByRole('link', { name: 'Visiter le site web' })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByTestId('wizard-next')).toHaveCount(0);
    await expect(page).toHaveTitle('Couvert: Chez Marcel');
  });

  test('an unknown restaurant is treated as unavailable', async ({ page }) => {
    await openWizard(page, '/reserver/ce-restaurant-n-existe-pas');
    await expect(page.getByTestId('booking-unavailable')).toContainText('Réservation non disponible');
    await expect(page.getByRole('link', { name: 'Appeler le restaurant' })).toHaveCount(0);
  });

  test('unknown paths and the empty path go to the home page', async ({ page }) => {
    await page.goto('/nimporte/quoi');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a full service offers no slot, a closed route date opens the date page saying so', async ({ page, api }) => {
    const config = await api.get<DemoConfig>(`/restaurants/${DEMO}/config`);
    let saturday = config.today;
    do saturday = nextDay(saturday);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6);
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(saturday)}`);
    const evening = page.getByTestId('service-evening');
    await expect(evening.getByRole('button')).not.toHaveCount(0);
    for (const slot of await evening.getByRole('list').getByRole('button').all()) await expect(slot).toBeDisabled();
    await evening.getByRole('button', { name: /^20:00/ }).click({ force: true });
    await expect(nextButton(page)).toBeDisabled();

    // A day closed for both services, as a route date: the date page, saying why.
    const closed = (await api.get<{ date: string; service: string }[]>(`/restaurants/${DEMO}/closed-dates`)).find((c) => c.service === 'all')!;
    await page.goto(`/reserver/${DEMO}/${isoToDmy(closed.date)}`);
    await expect(page.getByRole('heading', { name: 'Choisissez votre jour' })).toBeVisible();
    await expect(page.getByTestId('date-notice')).toHaveText(`Le restaurant est fermé le ${longFrenchDate(closed.date)} : choisissez un autre jour.`);
    await expect(page.getByText('AUCUN HORAIRE DISPONIBLE VEUILLEZ APPELER')).toHaveCount(0);
    // And the calendar refuses it.
    await expect(await showDay(page, closed.date)).toBeDisabled();
  });

  test('a route date in the past or beyond the booking window opens the date page with an explanation, never the waiting list', async ({ page, api }) => {
    await openWizard(page, `/reserver/${DEMO}/01-01-2020`);
    await expect(page.getByRole('heading', { name: 'Choisissez votre jour' })).toBeVisible();
    await expect(page.getByTestId('date-notice')).toHaveText('Le mercredi 1 janvier 2020 est passé : choisissez un autre jour.');
    await expect(page.getByText("S'inscrire sur liste d'attente")).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: test.info().outputPath(`route-date-past-${width}.png`), fullPage: true });
    }

    const config = await api.get<DemoConfig>(`/restaurants/${DEMO}/config`);
    let beyond = nextDay(config.booking_max_date);
    // A day the restaurant would be open on, just outside the window.
    while ((await api.get<{ noon: unknown[]; evening: unknown[] }>(`/restaurants/${DEMO}/hours/${weekdayOf(beyond)}/${beyond}`)).noon.length === 0) {
      beyond = nextDay(beyond);
    }
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(beyond)}`);
    await expect(page.getByTestId('date-notice')).toHaveText(
      `Le ${longFrenchDate(beyond)} n'est pas encore ouvert à la réservation : choisissez un jour plus proche.`,
    );
    await expect(page.getByText("S'inscrire sur liste d'attente")).toHaveCount(0);
    // Back leaves no hour page behind the notice.
    await expect(nextButton(page)).toBeDisabled();
  });

  test('the server refusal of the draft is shown and the wizard stays', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 31, service: 'noon' });
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Grand Groupe', email: 'groupe@example.fr', phone: phoneFor(5), covers: 40 });
    await nextButton(page).click();
    const alert = page.getByTestId('alert-dialog');
    await expect(alert).toContainText(/40 personnes/);
    await alert.getByRole('button', { name: "J'ai compris" }).click();
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  });

  test('the phone rule is not part of the first load, and refuses what the server would before any request', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 32, service: 'noon' });
    const phoneRule: string[] = [];
    const checks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/diner-phone-[^/]+\.js$/.test(r.url())) phoneRule.push(r.url());
      if (r.url().includes('/api/bookings')) checks.push(r.url());
    });
    await openWizard(page);
    await expect(page.getByText('Simple et rapide')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The welcome and date pages load without the phone metadata…
    expect(phoneRule).toEqual([]);
    await nextButton(page).click();
    await pickDate(page, date);
    await nextButton(page).click();
    // …which is fetched once, from the hour page on.
    await pickHour(page, hour);
    await expect.poll(() => phoneRule.length).toBe(1);
    await nextButton(page).click();

    await fillInformations(page, { name: 'Camille Durand', email: 'camille@example.fr', phone: '0000000000' });
    const phone = page.getByLabel('Téléphone', { exact: true });
    for (const number of ['0000000000', '+123456789']) {
      await phone.fill(number);
      await page.getByLabel('Confirmation du numéro').fill(number);
      await phone.focus();
      await phone.blur();
      await expect(page.getByText('Veuillez saisir un numéro de téléphone valide.')).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(nextButton(page)).toBeDisabled();
    }
    await phone.fill('+44 20 7946 0958');
    await page.getByLabel('Confirmation du numéro').fill('+442079460958');
    await expect(page.getByText('Veuillez saisir un numéro de téléphone valide.')).toHaveCount(0);
    await expect(nextButton(page)).toBeEnabled();
    expect(checks).toEqual([]);
    expect(phoneRule).toHaveLength(1);
  });

  test('a table taken meanwhile shows the server message', async ({ page, request, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 38, service: 'noon' });
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Paul Simon', email: 'paul.simon@example.fr', phone: phoneFor(6) });
    await nextButton(page).click();
    await page.getByLabel(/Avez-vous des allergies/).fill('Non');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();

    // Meanwhile other parties of two fill the slot through the public API.
    let full = false;
    for (let i = 0; i < 30 && !full; i++) {
      const botcheck = await botCheckPayload(request);
      const res = await request.post('/api/bookings', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          date,
          hour,
          tablewarecount: 2,
          name: `Client ${i}`,
          email: `client${i}@example.fr`,
          phoneNumber: '0698765432',
          restaurantSlug: DEMO,
          questions: [{ id: 1, answer: 'Non' }],
          conditions_accepted: true,
          ...(botcheck ? { botcheck } : {}),
        },
      });
      full = res.status() === 409;
      if (!full) expect(res.status(), await res.text()).toBe(201);
    }
    expect(full).toBe(true);

    await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
    await nextButton(page).click();
    const alert = page.getByTestId('alert-dialog');
    await expect(alert).toContainText("Il n'y a plus de table disponible pour 2 personnes à cet horaire.", { timeout: 20_000 });
    await alert.getByRole('button', { name: "J'ai compris" }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
  });

  test('a failed creation can be retried without booking twice', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 80, service: 'evening' });
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Marc Réseau', email: 'marc.reseau@example.fr', phone: phoneFor(8) });
    await nextButton(page).click();
    await page.getByLabel(/Avez-vous des allergies/).fill('Non');
    await nextButton(page).click();
    await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();

    // First attempt: the server books, but the answer is lost on the way back.
    const keys: string[] = [];
    let firstReference = '';
    await page.route('**/api/bookings', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        const response = await route.fetch();
        firstReference = (await response.json()).object.reference;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await nextButton(page).click();
    const alert = page.getByTestId('alert-dialog');
    // The answer was lost on the network: the diner is told so, and that pressing again is safe.
    await expect(alert).toContainText("La connexion a été perdue pendant l'envoi.");
    await expect(alert).toContainText('si la demande était déjà arrivée, elle ne sera pas enregistrée deux fois');
    await alert.getByRole('button', { name: "J'ai compris" }).click();

    // The retry carries the same key: the server answers with the booking already made.
    await nextButton(page).click();
    const success = page.getByTestId('success-dialog');
    await expect(success).toContainText('Votre demande a été transmise !', { timeout: 20_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(success.getByTestId('success-reference')).toHaveText(firstReference);
  });

  test('a server error on creation shows the generic message', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 87, service: 'noon' });
    await page.route('**/api/bookings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { code: 500, error: true, message: 'Erreur interne', object: null } })
        : route.continue(),
    );
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Eve Panne', email: 'eve.panne@example.fr', phone: phoneFor(10) });
    await nextButton(page).click();
    await page.getByLabel(/Avez-vous des allergies/).fill('Non');
    await nextButton(page).click();
    await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
    await nextButton(page).click();
    await expect(page.getByTestId('alert-dialog')).toContainText('Une erreur est survenue lors de la création de votre réservation. Veuillez réessayer.');
  });

  test('the draft survives a reload and reset starts again', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 45, service: 'evening' });
    await openWizard(page);
    await nextButton(page).click();
    await pickDate(page, date);
    await nextButton(page).click();
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Nina Roux', email: 'nina.roux@example.fr', phone: phoneFor(7) });

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('booking') ?? '{}'));
    expect(Object.keys(stored).sort()).toEqual(
      [
        'slug',
        'date',
        'hour',
        'tableware_count',
        'name',
        'email',
        'phone',
        'phoneConfirmation',
        'informations',
        'sms',
        'birthday',
        'post_code',
        'bookingIcons',
        'locale',
        'navigatorLanguage',
        'query',
        'is_waiting',
        'tableName',
        'bookingIconsCustomerPlacementSelected',
      ].sort(),
    );
    expect(stored).toMatchObject({ slug: DEMO, date, hour, name: 'Nina Roux', bookingIconsCustomerPlacementSelected: 'peu-importe' });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Nina Roux');
    await expect(page.getByTestId('informations-hour')).toContainText(hour);

    let configLoads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(`/api/restaurants/${DEMO}/config`)) configLoads++;
    });
    // The browser's Back goes one wizard page back, the draft intact; Forward returns.
    await page.goBack();
    await expect(page.getByRole('button', { name: hour, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(nextButton(page)).toBeEnabled();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Choisissez votre jour' })).toBeVisible();
    await page.goForward();
    await page.goForward();
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Nina Roux');

    // Starting again asks first; "Non" keeps everything.
    await page.getByRole('button', { name: 'Recommencer la réservation' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Recommencer la réservation ?' });
    await expect(prompt.getByRole('button', { name: 'Non, continuer' })).toBeFocused();
    await prompt.getByRole('button', { name: 'Non, continuer' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Nina Roux');
    await page.getByRole('button', { name: 'Recommencer la réservation' }).click();
    await prompt.getByRole('button', { name: 'Oui, recommencer' }).click();
    await expect(page.getByText('Simple et rapide')).toBeVisible();
    await expect.poll(() => configLoads).toBeGreaterThan(0);
    const after = await page.evaluate(() => ({
      booking: JSON.parse(localStorage.getItem('booking') ?? '{}'),
      page: localStorage.getItem('bookingPage'),
    }));
    expect(after.booking.name).toBe('');
    expect(after.booking.date).toBe('');
    expect(after.page).toBe('1');
  });

  test('upcoming events: Réserver picks the date and moves on', async ({ page, api }) => {
    const events = await api.get<{ name: string; date: string }[]>(`/restaurants/${DEMO}/events`);
    await openWizard(page);
    await nextButton(page).click();
    await page.getByRole('button', { name: 'Voir les prochains évènements' }).click();
    const dialog = page.getByTestId('events-dialog');
    await expect(dialog.getByRole('heading', { name: events[0]!.name })).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(`^Réserver pour ${events[0]!.name}`) }).click();
    await expect(page.getByTestId('hour-date')).toHaveText(longFrenchDate(events[0]!.date, true));

    // No event: the empty text and the way back.
    await page.route(`**/api/restaurants/${DEMO}/events`, (route) => route.fulfill({ json: { code: 200, error: false, message: '', object: [] } }));
    await openWizard(page);
    await nextButton(page).click();
    await page.getByRole('button', { name: 'Voir les prochains évènements' }).click();
    await expect(dialog).toContainText("Il n'y a pas d'événements pour ces prochains jours.");
    await dialog.getByRole('button', { name: 'Retour au calendrier' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Choisissez votre jour' })).toBeVisible();
  });

  test('iframe mode: body class, and embed.js sizes the frame', async ({ page, baseURL }) => {
    await openWizard(page, `/reserver/${DEMO}/iframe`);
    await expect(page.locator('body')).toHaveClass(/iframe-mode/);
    await page.goto(`/reserver/${DEMO}?iframe=true`);
    await expect(page.locator('body')).toHaveClass(/iframe-mode/);
    await page.goto(`/reserver/${DEMO}`);
    await expect(page.getByText('Simple et rapide')).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/iframe-mode/);

    // A restaurant's own site on another origin, served from this machine (a page the browser
    // thinks public would be kept from reaching a local server by its local-network protection).
    const html = `<!doctype html><html lang="fr"><head><title>Le site</title></head><body><h1>Réserver</h1>
      <script src="${baseURL}/embed.js" data-restaurant="${DEMO}" async></script></body></html>`;
    const site = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => site.listen(0, resolve));
    const sitePort = (site.address() as AddressInfo).port;
    const host = new URL(baseURL!).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const sitePage = `http://${host}:${sitePort}/`;
    try {
      await page.goto(sitePage);
      const frameElement = page.locator('iframe[title="Réservation de table"]');
      await expect(frameElement).toHaveAttribute('src', `${baseURL}/reserver/${DEMO}/iframe`);
      const frame = page.frameLocator('iframe[title="Réservation de table"]');
      await expect(frame.getByText('Simple et rapide')).toBeVisible();
      await expect(frame.locator('body')).toHaveClass(/iframe-mode/);
      // The frame takes the wizard's height, and follows it when the page changes.
      const contentHeight = async () => frame.locator('#root').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      await expect.poll(async () => Math.abs((await frameElement.boundingBox())!.height - (await contentHeight()))).toBeLessThan(3);
      const before = (await frameElement.boundingBox())!.height;
      await frame.getByTestId('wizard-next').click();
      await expect(frame.getByRole('heading', { name: 'Choisissez votre jour' })).toBeVisible();
      await expect.poll(async () => Math.abs((await frameElement.boundingBox())!.height - (await contentHeight()))).toBeLessThan(3);
      expect((await frameElement.boundingBox())!.height).not.toBe(before);
    } finally {
      site.close();
    }
  });
});

function weekdayOf(iso: string): string {
  return ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][new Date(`${iso}T12:00:00Z`).getUTCDay()]!;
}

function nextDay(iso: string): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
