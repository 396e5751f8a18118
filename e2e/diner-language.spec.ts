// The diner's pages in the browser's language: rendered by the server in it and hydrated without a
// warning; the switch, used with the keyboard, changes the page and is remembered for the next one,
// including the pages the app's router shows (the restaurant's terms). What the server answers (a
// field refused, a draft refused) is in the page's language too; a table offered to the waiting
// list opens in the language the diner joined it in, and its switch changes the page and the answer.
import { randomUUID } from 'node:crypto';
import type { ConsoleMessage } from '@playwright/test';
import { botCheckPayload } from './support/botcheck';
import { expect, test } from './support/fixtures';
import { DEMO, findBookableDate, isoToDmy, nextButton, openWizard, phoneFor, pickHour } from './support/wizard';

test.use({ locale: 'es-ES' });

test('a Spanish browser gets Spanish pages; the switch changes them and is remembered', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(`/reserver/${DEMO}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: /Bienvenido/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');

  // Keyboard only: Tab reaches the switch first, arrows choose another language.
  await page.keyboard.press('Tab');
  const language = page.getByRole('combobox', { name: /Sprache/ });
  await expect(language).toBeFocused();
  await language.selectOption('de');
  await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beginnen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('couvert_lang'))).toBe('de');

  // The next page, from the server: German from its first byte, whatever the browser says.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
  await page.goto(`/conditions/${DEMO}`);
  await expect(page.getByRole('link', { name: 'Einen Tisch reservieren' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(problems).toEqual([]);
});

test.describe('an English-speaking diner', () => {
  test.use({ locale: 'en-GB' });

  test('reads the field errors and the server refusals of the wizard in English', async ({ page, api, axe }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 52, service: 'noon' });
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await pickHour(page, hour);
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

    // The field's rule, run by the page before any request, in the page's language.
    await page.getByLabel('Name', { exact: true }).fill('Emily Carter');
    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('emily.carter@');
    const phone = phoneFor(52);
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    await page.getByLabel('Confirm your number').fill(phone);
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('diner-words-english-field-error.png'), fullPage: true });
    await axe.check(page, 'English field error');

    // The server's refusal of the draft, in English too.
    await email.fill('emily.carter@example.co.uk');
    await page.getByLabel('How many people?').fill('40');
    await nextButton(page).click();
    const alert = page.getByTestId('alert-dialog');
    await expect(alert).toContainText('We cannot seat 40 people online. Please call the restaurant.');
    await page.screenshot({ path: test.info().outputPath('diner-words-english-refusal.png'), fullPage: true });
    await axe.check(page, 'English refusal');
    await alert.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  });
});

test.describe('a table offered to a diner who joined the waiting list in English', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered in English on a French browser, and the switch turns the page and the answer into Italian', async ({ page, request, api, axe }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 59, service: 'evening' });
    const book = async (who: number, extra: Record<string, unknown>) => {
      const botcheck = await botCheckPayload(request);
      const res = await request.post('/api/bookings', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          date,
          hour,
          tablewarecount: 2,
          name: `Diner ${who}`,
          email: `diner.${who}.${Date.now()}@example.co.uk`,
          phoneNumber: phoneFor(who),
          restaurantSlug: DEMO,
          questions: [{ id: 1, answer: 'None' }],
          conditions_accepted: true,
          ...extra,
          ...(botcheck ? { botcheck } : {}),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).object as { guid: string };
    };
    // A diner on the waiting list in English; a table of the same evening is then cancelled.
    const waitingEmail = `waiting.${Date.now()}@example.co.uk`;
    await book(60, { is_waiting: true, language: 'en', email: waitingEmail, name: 'Emily Carter' });
    const freed = await book(61, {});
    expect((await request.post(`/api/bookings/${freed.guid}/cancel`)).status()).toBe(200);

    // The offer's link, from the e-mail it was sent in.
    let link = '';
    await expect
      .poll(
        async () => {
          const mails = await api.get<unknown[]>('/dev/mailbox?limit=100');
          const mail = mails.map((m) => JSON.stringify(m)).find((m) => m.includes(waitingEmail) && m.includes('/offre/'));
          link = /\/offre\/[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0] ?? '';
          return link;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');

    await page.goto(link);
    // The language the diner joined the list in, whatever the browser says.
    await expect(page.getByRole('heading', { level: 1, name: 'A table has become free!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/^Hello Emily Carter/)).toBeVisible();
    await expect(page.getByText(longEnglishDate(date))).toBeVisible();
    const language = page.getByRole('combobox', { name: /Language/ });
    await expect(language).toHaveValue('en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('diner-words-offer-english.png'), fullPage: true });
    await axe.check(page, 'offer page in English');

    await language.selectOption('it');
    await expect(page.getByRole('heading', { level: 1, name: 'Si è liberato un tavolo!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.getByRole('button', { name: 'Accetto' }).click();
    const result = page.getByTestId('waiting-offer-result');
    await expect(result.getByRole('heading', { name: 'Tavolo prenotato' })).toBeVisible();
    await expect(result).toContainText('Prenotato! Il tuo tavolo ti aspetta.');
    await page.screenshot({ path: test.info().outputPath('diner-words-offer-italian-accepted.png'), fullPage: true });
    await axe.check(page, 'offer accepted in Italian');
  });
});

/** "Saturday 19 December 2026" as the page writes it in English (en-GB), on the date's own day. */
function longEnglishDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y!, m! - 1, d));
}

test.describe('a diner who switches language on the details page', () => {
  test.use({ locale: 'fr-FR' });

  test('keeps the form as it was: the error stays, in the new words, and Next follows the fields', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 53, service: 'noon' });
    await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
    await pickHour(page, hour);
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();

    const phone = phoneFor(53);
    await page.getByLabel('Nom', { exact: true }).fill('Emily Carter');
    await page.getByLabel('Téléphone', { exact: true }).fill(phone);
    await page.getByLabel('Confirmation du numéro').fill(phone);
    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('emily.carter@');
    await email.blur();
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();

    await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    // The error is still there, written again in English, on the same field.
    const englishEmail = page.getByLabel('E-mail', { exact: true });
    await expect(englishEmail).toHaveValue('emily.carter@');
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(englishEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(nextButton(page)).toBeDisabled();

    // Mended: Next opens at once and the hint goes.
    await englishEmail.fill('emily.carter@example.co.uk');
    await expect(page.getByText('Please enter a valid e-mail address.')).toHaveCount(0);
    await expect(nextButton(page)).toBeEnabled();
    await expect(page.locator('#wizard-hint')).toHaveCount(0);

    // The same on the next pages: a required question left empty, then the terms ticked.
    await nextButton(page).click();
    const question = page.getByLabel(/Avez-vous des allergies/);
    await question.focus();
    await question.blur();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('combobox', { name: /Language/ }).selectOption('es');
    await expect(page.getByRole('heading', { name: 'Su experiencia' })).toBeVisible();
    await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
    await page.getByLabel(/Avez-vous des allergies/).fill('No');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Compruebe sus datos' })).toBeVisible();
    await page.getByLabel('Acepto las condiciones generales de uso del servicio.').check();
    await expect(nextButton(page)).toBeEnabled();
    await page.getByRole('combobox', { name: /Idioma/ }).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Prüfen Sie Ihre Angaben' })).toBeVisible();
    await expect(page.getByLabel('Ich akzeptiere die Allgemeinen Nutzungsbedingungen des Dienstes.')).toBeChecked();
    await expect(nextButton(page)).toBeEnabled();
  });
});
