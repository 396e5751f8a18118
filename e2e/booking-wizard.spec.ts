// The diner's booking wizard, end to end against the real server and database.
import { expect, test } from './support/fixtures';
import { botCheckPayload } from './support/botcheck';
import { expectKeptWholeOnPhones } from './support/layout';
import { confirmOwnerEmail } from './staff/staff-helpers';
import {
  backButton,
  DEMO,
  fillInformations,
  findBookableDate,
  isoToDmy,
  lastSmsCode,
  longFrenchDate,
  nextButton,
  openWizard,
  phoneFor,
  pickDate,
  pickHour,
  type DemoConfig,
} from './support/wizard';

test.describe('booking wizard', () => {
  test('books a table on the demo restaurant with the experience step', async ({ page, request, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 3, service: 'evening' });
    await openWizard(page);

    await expect(page).toHaveTitle('Couvert: Le Petit Zinc');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /bistrot/);
    await expect(page.getByRole('img', { name: 'Logo de Le Petit Zinc' })).toBeVisible();
    expect((await page.locator('[data-wizard-card]').boundingBox())!.width).toBeLessThanOrEqual(660);

    // 1. Welcome.
    await expect(page.getByText('Simple et rapide')).toBeVisible();
    await expect(page.getByText('Personnalisé')).toBeVisible();
    await expect(page.getByText('Temps moyen : 2 minutes')).toBeVisible();
    await expect(page.getByTestId('restaurant-information')).toContainText('bistrot du Marais');
    const steps = page.getByRole('navigation', { name: 'Étapes de la réservation' }).getByRole('listitem');
    await expect(steps).toHaveText(['1Choix du jour', '2Informations', '3Experience', '4Validation']);
    await nextButton(page).click();

    // 2. Date.
    await expect(page.getByRole('heading', { name: 'Choisissez votre jour' })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await pickDate(page, date);
    await nextButton(page).click();

    // 3. Hour.
    await expect(page.getByTestId('hour-date')).toHaveText(longFrenchDate(date, true));
    await expect(page.getByRole('heading', { name: 'Pour déjeuner' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pour diner' })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await pickHour(page, hour);
    await nextButton(page).click();

    // 4. Informations.
    await expect(page.getByTestId('informations-date')).toContainText(longFrenchDate(date, true));
    await expect(page.getByTestId('informations-hour')).toContainText(hour);
    const phone = phoneFor(1);
    await fillInformations(page, { name: 'Camille Durand', email: 'camille.durand@example.fr', phone });
    await page.getByRole('button', { name: 'Anniversaire' }).click();
    await page.getByLabel('Informations complémentaires (facultatif)').fill('Une chaise haute, merci.');
    await expect(steps.nth(0)).toHaveAttribute('data-status', 'completed');
    await nextButton(page).click();

    // 5. Experience: the required question blocks until answered.
    await expect(page.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
    const allergies = page.getByLabel(/Avez-vous des allergies/);
    await expect(page.getByText('Obligatoire', { exact: true })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await allergies.focus();
    await allergies.blur();
    await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
    await allergies.fill('Aucune');
    await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Choisir sa table de préférence' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Peu importe' }).first()).toBeChecked();
    await page.getByRole('button', { name: 'Voir le plan' }).click();
    const plan = page.getByTestId('floor-plan-dialog');
    await expect(plan.getByRole('img', { name: 'Plan de la salle du restaurant' })).toBeVisible();
    const planWidth = await plan.evaluate((el) => el.getBoundingClientRect().width);
    expect(planWidth).toBeGreaterThan(560);
    expect(planWidth).toBeLessThanOrEqual(600);
    await plan.getByRole('button', { name: 'Fermer' }).click();
    await expect(plan).toHaveCount(0);
    const listHeight = await page.getByTestId('table-names').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(listHeight).toBe('400px');
    // A table of one's own, not "Peu importe": the summary names it.
    const tableChoice = page.getByTestId('table-names').getByRole('listitem').nth(1);
    const tableName = (await tableChoice.getByTestId('table-name').textContent())!.trim();
    await tableChoice.getByRole('radio').check();
    await page.getByRole('group', { name: 'Où souhaitez-vous être placé ?' }).getByRole('radio', { name: 'Salle' }).check();
    await nextButton(page).click();

    // 6. Summary.
    await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
    await expect(page.getByTestId('summary-date')).toHaveText(longFrenchDate(date, true));
    await expect(page.getByTestId('summary-hour')).toHaveText(hour);
    await expect(page.getByTestId('summary-covers')).toHaveText('2');
    await expect(page.getByTestId('summary')).toContainText('Camille Durand');
    await expect(page.getByTestId('summary')).toContainText('camille.durand@example.fr');
    await expect(page.getByTestId('summary')).toContainText('Une chaise haute, merci.');
    // Everything chosen on the way is read back before booking: preferences, answers, table, area.
    await expect(page.getByTestId('summary-preferences')).toHaveText('Anniversaire');
    const answer = page.getByTestId('summary-answer');
    await expect(answer).toHaveCount(1);
    await expect(answer.getByRole('term')).toContainText(/Avez-vous des allergies/);
    await expect(answer.getByRole('definition')).toHaveText('Aucune');
    await expect(page.getByTestId('summary-table')).toHaveText(tableName);
    await expect(page.getByTestId('summary-placement')).toHaveText('Salle');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone, a long question does not squeeze the values out of sight: each reads on one line or two.
    for (const value of [page.getByTestId('summary-date'), answer.getByRole('definition'), page.getByTestId('summary-table')]) {
      const box = (await value.boundingBox())!;
      expect(box.width).toBeGreaterThan(120);
      expect(box.height).toBeLessThan(60);
    }
    // The e-mail wraps only between its parts ("camille", ".durand", "@example", ".fr"), the phone number never.
    await expectKeptWholeOnPhones(page, page.getByTestId('summary'), ['camille', '.durand', '@example', '.fr', phone], 'récapitulatif');
    await page.screenshot({ path: test.info().outputPath('summary-everything-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByText('15 minutes')).toBeVisible();
    await expect(page.getByText('Je certifie que je suis majeur')).toHaveCount(0);
    await expect(nextButton(page)).toHaveText('Réserver');
    await expect(nextButton(page)).toBeDisabled();
    await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();

    // One booking, however many clicks.
    const creations: string[] = [];
    let createBody: Record<string, unknown> = {};
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/bookings') {
        creations.push(r.headers()['idempotency-key'] ?? '');
        createBody = r.postDataJSON();
      }
    });
    await nextButton(page).dblclick();
    const success = page.getByTestId('success-dialog');
    await expect(success.getByRole('heading', { name: 'Votre demande a été transmise !' })).toBeVisible({ timeout: 20_000 });
    // Confirmed at once: the popup says so, as the e-mail does ("Réservation confirmée").
    await expect(success.getByTestId('success-next')).toHaveText(
      'Votre réservation pour 2 personnes est confirmée. Le récapitulatif et le lien pour la gérer vous ont été envoyés par e-mail.',
    );
    await expect(success).toContainText(longFrenchDate(date));
    await expect(success).toContainText(hour);
    await expect(success.getByTestId('success-reference')).toHaveText(/^[A-Z0-9-]{4,}$/);
    expect(creations).toHaveLength(1);
    expect(creations[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The invisible bot check's proof travels with the booking.
    const botCheckOn = (await request.get('/api/bot-check/challenge')).status() === 200;
    if (botCheckOn) expect(JSON.parse(Buffer.from(String(createBody.botcheck), 'base64').toString())).toHaveProperty('number');
    expect(createBody).toMatchObject({ date, hour, tablewarecount: 2, restaurantSlug: DEMO, conditions_accepted: true });

    // The wizard is reset behind the popup.
    await success.getByRole('button', { name: 'Terminer' }).click();
    await expect(page.getByText('Simple et rapide')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('booking') ?? '{}'));
    expect(stored.date).toBe('');
    expect(stored.name).toBe('');
  });

  test('books without the experience step when the restaurant has it off', async ({ page, request, api }) => {
    // A restaurant just created through 'Créer mon restaurant' has no experience step and no
    // questions: the real path, on the server too, with nothing faked.
    const email = `proprio.${Date.now()}@example.fr`;
    const signUp = await request.post('/api/owners/sign-up', {
      data: {
        email,
        password: 'un-mot-de-passe-solide',
        ownerName: 'Anne Proprio',
        restaurantName: `Chez Anne ${Date.now()}`,
        code: '4321',
        botcheck: await botCheckPayload(request),
      },
    });
    expect(signUp.status()).toBe(202);
    // Online bookings open once the owner has confirmed the address from the e-mail.
    await confirmOwnerEmail(request, email);
    const enrolled = await request.post('/api/devices/enrol', { data: { email, password: 'un-mot-de-passe-solide' } });
    const slug = (await enrolled.json()).object.restaurantSlug as string;
    const { date, hour } = await findBookableDate(api, { fromDays: 10, service: 'noon', slug });
    await openWizard(page, `/reserver/${slug}`);
    const steps = page.getByRole('navigation', { name: 'Étapes de la réservation' }).getByRole('listitem');
    await expect(steps).toHaveText(['1Choix du jour', '2Informations', '3Validation']);
    await nextButton(page).click();
    await pickDate(page, date);
    await nextButton(page).click();
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Jean Martin', email: 'jean.martin@example.fr', phone: phoneFor(2), covers: 3 });
    await nextButton(page).click();

    await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
    await expect(steps.nth(1)).toHaveAttribute('data-status', 'completed');
    // Back from the summary lands on page 4.
    await backButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Jean Martin');
    await nextButton(page).click();
    await expect(page.getByTestId('summary-covers')).toHaveText('3');
    await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
    await page.getByLabel(/J'accepte de recevoir/).check();
    await nextButton(page).click();
    const success = page.getByTestId('success-dialog');
    await expect(success).toContainText('Votre demande a été transmise !');
    await expect(success).toContainText('Votre réservation pour 3 personnes est confirmée.');
  });

  test('the date route starts on the hour page with that date', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 17, service: 'evening' });
    const [y, m, d] = date.split('-');
    await openWizard(page, `/reserver/${DEMO}/${d}-${m}-${y}`);
    await expect(page.getByTestId('hour-date')).toHaveText(longFrenchDate(date, true));
    await expect(page.getByRole('navigation', { name: 'Étapes de la réservation' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    await pickHour(page, hour);
    // Back shows the date chosen on the calendar.
    await backButton(page).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${longFrenchDate(date)}`) })).toHaveAttribute('aria-pressed', 'true');
    await nextButton(page).click();
    // The previous hour is selected again.
    await expect(page.getByRole('button', { name: hour, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(nextButton(page)).toBeEnabled();

    // Not a date: back to the plain wizard.
    await page.goto(`/reserver/${DEMO}/31-02-2026`);
    await expect(page).toHaveURL(new RegExp(`/reserver/${DEMO}$`));
  });

  test('registers on the waiting list of a full service', async ({ page, api }) => {
    const config = await api.get<DemoConfig>(`/restaurants/${DEMO}/config`);
    // The demo's coming Saturday evening is fully booked.
    let saturday = config.today;
    do saturday = addOneDay(saturday);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6);
    const [y, m, d] = saturday.split('-');
    await openWizard(page, `/reserver/${DEMO}/${d}-${m}-${y}`);

    const evening = page.getByTestId('service-evening');
    await expect(evening.getByText('Complet', { exact: true })).toBeVisible();
    await expect(evening.getByRole('button', { name: /^19:00/ })).toBeDisabled();
    const banner = page.getByTestId('waiting-banner-evening');
    // Lunch still has tables that day: the banner says the evening is full, not the restaurant.
    await expect(page.getByTestId('service-noon').getByRole('button', { disabled: false }).first()).toBeVisible();
    await expect(banner).toContainText('Le service du soir est complet');
    await expect(page.getByText('Restaurant complet')).toHaveCount(0);
    await expect(banner).toContainText("Inscrivez-vous sur notre liste d'attente et soyez notifié si une table se libère");
    await banner.getByRole('button', { name: "S'inscrire sur liste d'attente" }).click();

    const dialog = page.getByTestId('waiting-dialog');
    await expect(dialog.getByRole('heading', { name: "Liste d'attente - Service du soir" })).toBeVisible();
    await expect(dialog).toContainText('SMS');
    const validate = dialog.getByRole('button', { name: 'Valider' });
    await expect(validate).toBeDisabled();
    const columns = await dialog.locator('ul').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThanOrEqual(4);
    expect(columns).toBeLessThanOrEqual(5);
    await dialog.getByRole('button', { name: '20:30', exact: true }).click();
    await validate.click();

    // Forced to the informations page; the experience step is skipped for the waiting list.
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
    await expect(page.getByText("Inscription sur liste d'attente")).toBeVisible();
    await expect(page.getByTestId('informations-hour')).toContainText('20:30');
    await fillInformations(page, { name: 'Léa Bernard', email: 'lea.bernard@example.fr', phone: phoneFor(3) });
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
    await expect(page.getByText("Inscription sur liste d'attente", { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('booking') ?? '{}'));
    expect(stored.is_waiting).toBe(true);
    await backButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
    await nextButton(page).click();
    // A waiting-list request holds no table: no "15 minutes" promise, its hour is a wish.
    await expect(page.getByTestId('summary-hold')).toContainText("n'est pas une réservation");
    await expect(page.getByText('15 minutes')).toHaveCount(0);
    await expect(page.getByText('Heure souhaitée')).toBeVisible();
    // The experience step was skipped, not done; the button says what it does.
    const steps = page.getByRole('navigation', { name: 'Étapes de la réservation' }).getByRole('listitem');
    await expect(steps.nth(2)).toHaveAttribute('data-status', 'skipped');
    await expect(steps.nth(2)).not.toContainText('✓');
    await expect(steps.nth(2)).toContainText('(sautée)');
    await expect(steps.nth(1)).toHaveAttribute('data-status', 'completed');
    await expect(nextButton(page)).toHaveText("S'inscrire sur la liste d'attente");
    await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
    await nextButton(page).click();
    const success = page.getByTestId('success-dialog');
    await expect(success.getByRole('heading', { name: "Vous êtes sur la liste d'attente" })).toBeVisible();
    await expect(success.getByTestId('success-next')).toHaveText(
      "Vous êtes inscrit sur la liste d'attente. Le restaurant vous préviendra si une table se libère.",
    );
    await expect(success).not.toContainText('Vous recevrez une confirmation de votre réservation');
    await expect(success).toContainText("Numéro d'inscription");
  });

  test('on a phone, the experience step is one page: no scroll box inside it, its blocks apart', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 31, service: 'evening' });
    await page.setViewportSize({ width: 390, height: 844 });
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Hugo Lambert', email: 'hugo.lambert@example.fr', phone: phoneFor(31) });
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
    const list = page.getByTestId('table-names');
    await expect(list.getByRole('listitem').nth(1)).toBeVisible();

    // Every table is in the page's own scroll: the list does not clip nor scroll by itself.
    const box = await list.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, overflow: getComputedStyle(el).overflowY }));
    expect(box.scroll, 'la liste des tables défile dans la page').toBeLessThanOrEqual(box.client + 1);
    expect(['visible', 'clip']).toContain(box.overflow);

    // The table block and the next heading ("Où souhaitez-vous être placé ?") are apart.
    const tableBlock = await page.getByRole('group', { name: 'Choisir sa table de préférence' }).boundingBox();
    const nextHeading = await page.getByRole('group', { name: 'Où souhaitez-vous être placé ?' }).locator('legend').boundingBox();
    expect(nextHeading!.y - (tableBlock!.y + tableBlock!.height)).toBeGreaterThanOrEqual(16);
    await page.screenshot({ path: test.info().outputPath('experience-390.png'), fullPage: true });
  });

  test('asks for the SMS code from six people', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 24, service: 'evening', covers: 6 });
    const phone = phoneFor(4);
    await openWizard(page);
    await nextButton(page).click();
    await pickDate(page, date);
    await nextButton(page).click();
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Famille Petit', email: 'famille.petit@example.fr', phone, covers: 6 });
    await nextButton(page).click();
    await page.getByLabel(/Avez-vous des allergies/).fill('Non');
    await nextButton(page).click();

    const screen = page.getByTestId('sms-code-screen');
    await expect(screen).toContainText('Un code de confirmation a été envoyé par SMS');
    await expect(screen).toContainText('valable 10 minutes');
    // One main button on this screen: "Valider le code", not a disabled "Réserver" beside it.
    await expect(nextButton(page)).toHaveCount(0);
    const code = await lastSmsCode(api, phone);

    // A wrong code: the alert, and the screen stays.
    const wrong = code === '000000' ? '111111' : '000000';
    await screen.getByLabel('Code reçu par SMS').fill(wrong);
    await screen.getByRole('button', { name: 'Valider le code' }).click();
    const alert = page.getByTestId('alert-dialog');
    await expect(alert).toContainText('erreur sur le code');
    await alert.getByRole('button', { name: "J'ai compris" }).click();
    await expect(screen).toBeVisible();

    await screen.getByLabel('Code reçu par SMS').fill(code);
    await screen.getByRole('button', { name: 'Valider le code' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
    await expect(page.getByText('Numéro de téléphone confirmé.')).toBeVisible();
    await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
    await nextButton(page).click();
    const success = page.getByTestId('success-dialog');
    await expect(success).toContainText('Votre demande a été transmise !', { timeout: 20_000 });
    await expect(success).toContainText('Votre réservation pour 6 personnes est confirmée.');
  });
});

function addOneDay(iso: string): string {
  const t = Date.parse(`${iso}T12:00:00Z`) + 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
