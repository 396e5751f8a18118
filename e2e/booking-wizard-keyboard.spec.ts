// A whole booking with the keyboard only: every control is reached with Tab (or the arrow keys in
// the calendar) and used with Enter or Space.
import { expect, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { calendarReady, findBookableDate, longFrenchDate, openWizard, phoneFor } from './support/wizard';

async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Non atteint au clavier : ${target.toString()}`);
}

test('books a table with the keyboard only', async ({ page, api }) => {
  const { date, hour } = await findBookableDate(api, { fromDays: 73, service: 'noon' });
  await openWizard(page);
  const next = page.getByTestId('wizard-next');

  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Calendar: Tab reaches one day, the arrow keys walk the days (across months) to the target.
  await calendarReady(page);
  await tabTo(page, page.locator('button[data-date][tabindex="0"]'));
  for (let i = 0; i < 120; i++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
    if (focused === date) break;
    const days = (Date.parse(date) - Date.parse(focused)) / 86_400_000;
    await page.keyboard.press(days >= 7 ? 'ArrowDown' : 'ArrowRight');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: new RegExp(`^${longFrenchDate(date)}`) })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  const slot = page.getByRole('button', { name: hour, exact: true });
  await tabTo(page, slot);
  await page.keyboard.press('Space');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('button', { name: 'Ajouter une personne' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Combien de personnes ?')).toHaveValue('3');
  const phone = phoneFor(11);
  for (const [label, value] of [
    ['Nom', 'Hugo Clavier'],
    ['E-mail', 'hugo.clavier@example.fr'],
    ['Téléphone', phone],
    ['Confirmation du numéro', phone],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Chaise bébé' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Chaise bébé' })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel(/Avez-vous des allergies/));
  await page.keyboard.type('Sans gluten');
  // The plan opens and closes from the keyboard, focus comes back.
  const planButton = page.getByRole('button', { name: 'Voir le plan' });
  await tabTo(page, planButton);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('floor-plan-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('floor-plan-dialog')).toHaveCount(0);
  await expect(planButton).toBeFocused();
  // Placement radios: arrow keys move the choice.
  await tabTo(page, page.getByRole('group', { name: 'Où souhaitez-vous être placé ?' }).getByRole('radio', { name: 'Peu importe' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Salle', exact: true })).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeFocused();
  await tabTo(page, page.getByLabel("J'accepte les conditions générales d'utilisation du service."));
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const success = page.getByTestId('success-dialog');
  await expect(success).toContainText('Votre demande a été transmise !', { timeout: 20_000 });
  await expect(success.getByRole('button', { name: 'Terminer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Simple et rapide')).toBeVisible();
});
