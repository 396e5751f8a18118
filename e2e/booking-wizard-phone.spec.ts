// The booking wizard on a touch phone 390 px wide, as testers used it: a language switch in the
// middle of the details, and a waiting-list sign-up read in the five diner languages.
import { expect, test } from './support/fixtures';
import { DEMO, fillInformations, findBookableDate, isoToDmy, nextButton, openWizard, phoneFor, pickHour, type DemoConfig } from './support/wizard';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR' });

const language = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: /Language/ });

test('a field error survives a language switch: shown in the new words, Next following the fields', async ({ page, api }) => {
  const { date, hour } = await findBookableDate(api, { fromDays: 47, service: 'noon' });
  await openWizard(page, `/reserver/${DEMO}/${isoToDmy(date)}`);
  await pickHour(page, hour);
  await nextButton(page).tap();
  const phone = phoneFor(73);
  await fillInformations(page, { name: 'Jonas Weber', email: 'jonas.weber@', phone });
  // Left with a tap elsewhere, as on a phone: the error shows and Next stays off.
  await page.getByRole('heading', { name: 'Vos informations' }).tap();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();

  await language(page).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Ihre Angaben' })).toBeVisible();
  const email = page.getByLabel('E-Mail', { exact: true });
  await expect(email).toHaveValue('jonas.weber@');
  // The error, its border (aria-invalid) and the hint agree with the disabled button.
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.locator('#wizard-hint')).toHaveText('Füllen Sie die Pflichtfelder aus, um fortzufahren.');
  await page.screenshot({ path: test.info().outputPath('details-error-de-390.png'), fullPage: true });

  await email.fill('jonas.weber@example.de');
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toHaveCount(0);
  await expect(nextButton(page)).toBeEnabled();
  await expect(page.locator('#wizard-hint')).toHaveCount(0);

  // Every field valid, switched again: Next stays on, no "fill in the required fields".
  await language(page).selectOption('it');
  await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('jonas.weber@example.de');
  await expect(nextButton(page)).toBeEnabled();
  await expect(page.locator('#wizard-hint')).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await nextButton(page).tap();
  await expect(page.getByRole('heading', { name: 'La tua esperienza' })).toBeVisible();
});

test('a waiting-list sign-up shows its skipped step as skipped and says what its button does, in the five languages', async ({ page, api }) => {
  const config = await api.get<DemoConfig>(`/restaurants/${DEMO}/config`);
  // The demo's coming Saturday evening is fully booked.
  let saturday = config.today;
  do saturday = new Date(Date.parse(`${saturday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6);
  await openWizard(page, `/reserver/${DEMO}/${isoToDmy(saturday)}`);
  await page.getByTestId('waiting-banner-evening').getByRole('button', { name: "S'inscrire sur liste d'attente" }).tap();
  const dialog = page.getByTestId('waiting-dialog');
  await dialog.getByRole('button', { name: '21:00', exact: true }).tap();
  await dialog.getByRole('button', { name: 'Valider' }).tap();
  await fillInformations(page, { name: 'Lucía Gómez', email: 'lucia.gomez@example.es', phone: phoneFor(74) });
  await nextButton(page).tap();
  await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();

  const steps = page
    .locator('nav')
    .filter({ has: page.locator('ol') })
    .getByRole('listitem');
  const expected = {
    fr: { button: "S'inscrire sur la liste d'attente", skipped: '(sautée)' },
    en: { button: 'Join the waiting list', skipped: '(skipped)' },
    de: { button: 'Auf die Warteliste setzen', skipped: '(übersprungen)' },
    it: { button: "Iscriviti alla lista d'attesa", skipped: '(saltato)' },
    es: { button: 'Inscribirse en la lista de espera', skipped: '(omitido)' },
  } as const;
  for (const [code, words] of Object.entries(expected)) {
    if (code !== 'fr') await language(page).selectOption(code);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    // The experience step was never shown: skipped, not ticked as done.
    await expect(steps.nth(2)).toHaveAttribute('data-status', 'skipped');
    await expect(steps.nth(2)).not.toContainText('✓');
    await expect(steps.nth(2)).toContainText(words.skipped);
    await expect(steps.nth(1)).toHaveAttribute('data-status', 'completed');
    // The last button says it signs up, and its words fit inside it on a phone.
    const button = nextButton(page);
    await expect(button).toHaveText(words.button);
    const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth);
    expect(fits, `bouton « ${words.button} » à 390 px`).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('waiting-summary-es-390.png'), fullPage: true });
});
