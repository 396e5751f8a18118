import { expect, test } from './support/fixtures';
import { fillInformations, nextButton, phoneFor, pickDate, pickHour, weekdayName } from './support/wizard';
import { runningSessionForFile } from './running/running-session';
import { TODAY } from './staff/staff-server';

// "conditions générales" in the wizard's consent is a link to the restaurant's terms: the owner
// edits them in the settings, and the diner reads those very words on the public page.

const session = runningSessionForFile({ serial: false });

const TERMS =
  'Annulation\nPrévenez-nous 24 h à l’avance, par téléphone ou depuis votre réservation.\n\nAcompte\n<b>10 €</b> par personne pour les groupes de plus de 8.';

test('the wizard links to the terms the owner wrote', async ({ page, axe, screens }) => {
  test.slow();
  // Until the owner writes their own, the page shows the product's default terms.
  await page.goto(session.url('/conditions/le-petit-zinc'));
  await expect(page.getByRole('heading', { name: 'Modification et annulation', level: 2 })).toBeVisible();
  await screens.shoot(page, 'restaurant-terms-default');

  // The owner replaces them.
  await session.open(page, '/dashboard/reglages/accueil');
  const field = page.getByLabel(/Conditions générales/);
  await expect(field).toHaveValue(/^Objet\nLes présentes conditions générales/);
  await field.fill(TERMS);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Voir la page des conditions générales/ })).toHaveAttribute('href', '/conditions/le-petit-zinc');
  await axe.check(page, 'réglages accueil avec conditions générales');

  // A diner books up to the summary.
  let date = '';
  let hour = '';
  for (let i = 3; i < 40 && !date; i++) {
    const day = new Date(`${TODAY}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + i);
    const iso = day.toISOString().slice(0, 10);
    const res = await page.request.get(session.url(`/api/restaurants/le-petit-zinc/hours/${weekdayName(iso)}/${iso}?covers=2`));
    if (!res.ok()) continue;
    const slot = (await res.json()).object.evening.find((s: { available: boolean }) => s.available);
    if (slot) [date, hour] = [iso, slot.label];
  }
  expect(date).not.toBe('');
  await page.goto(session.url('/reserver/le-petit-zinc'));
  await page.evaluate(() => localStorage.clear());
  await page.goto(session.url('/reserver/le-petit-zinc'));
  await nextButton(page).click();
  await pickDate(page, date);
  await nextButton(page).click();
  await pickHour(page, hour);
  await nextButton(page).click();
  await fillInformations(page, { name: 'Inès Marchand', email: 'ines.marchand@example.fr', phone: phoneFor(41) });
  await nextButton(page).click();
  await page.getByLabel(/Avez-vous des allergies/).fill('Aucune');
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();

  // The consent's words are a link, reached with the keyboard, opened in a new tab.
  const consent = page.getByLabel("J'accepte les conditions générales d'utilisation du service.");
  const link = page.getByRole('link', { name: "conditions générales d'utilisation du service", exact: true });
  await expect(link).toHaveAttribute('href', '/conditions/le-petit-zinc');
  await expect(link).toHaveAccessibleDescription("(s'ouvre dans un nouvel onglet)");
  await axe.check(page, 'récapitulatif avec lien des conditions');
  await consent.focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const [terms] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  // Following the link neither ticks the box nor loses the booking under way.
  await expect(consent).not.toBeChecked();
  await expect(page.getByTestId('summary-hour')).toHaveText(hour);

  // The page shows the owner's words as text (markup included, never interpreted).
  await expect(terms.getByRole('heading', { name: 'Conditions générales', level: 1 })).toBeVisible();
  await expect(terms.getByRole('heading', { name: 'Annulation', level: 2 })).toBeVisible();
  await expect(terms.getByTestId('terms-text')).toContainText('Prévenez-nous 24 h à l’avance');
  await expect(terms.getByTestId('terms-text')).toContainText('<b>10 €</b> par personne');
  await expect(terms.getByTestId('terms-text').locator('b')).toHaveCount(0);
  await expect(terms.getByText('Les présentes conditions générales')).toHaveCount(0);
  await expect(terms.getByText('Le Petit Zinc', { exact: true })).toBeVisible();
  await expect(terms).toHaveTitle(/Conditions générales — Le Petit Zinc/);
  await expect(terms.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  await axe.check(terms, 'conditions générales');
  await screens.shoot(terms, 'restaurant-terms');
  await screens.shoot(page, 'summary-terms-link');

  // Back to the restaurant from the terms.
  await terms.getByRole('link', { name: 'Réserver une table' }).click();
  await expect(terms).toHaveURL(/\/reserver\/le-petit-zinc$/);
});
