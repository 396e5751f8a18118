import { expect, test } from './support/fixtures';
import { runningSessionForFile } from './running/running-session';

// Réglages › Réservation: the owner turns "Réserver avec Google" on with the keyboard alone; the
// switch says what it does, is saved with the booking settings and is still on after a reload.

const session = runningSessionForFile();

test('Réserver avec Google: turned on from the keyboard, saved, still on after a reload', async ({ page, axe }) => {
  await session.open(page, '/dashboard/reglages/reservation');
  const toggle = page.getByLabel('Réserver avec Google');
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Les clients réservent depuis Google Maps et la recherche Google')).toBeVisible();
  await axe.check(page, 'réglages réservation, Réserver avec Google');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Réserver avec Google')).toBeChecked();
});
