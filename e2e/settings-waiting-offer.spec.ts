import { expect, test } from './support/fixtures';
import { runningSessionForFile } from './running/running-session';

// The booking settings: how long a table offered to the waiting list holds before the next entry
// is offered it; a value out of range is refused in French on the page.

const session = runningSessionForFile();

test('waiting-list offer duration: refused below 5 minutes, saved at 45 (screens at 390 and 1280 px)', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/reglages/reservation');
  await expect(page.getByLabel('Liste d’attente quand un service est complet')).toBeChecked();
  const field = page.getByLabel('Durée d’une offre de la liste d’attente (minutes)');
  await field.fill('2');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Durée d'une offre de la liste d'attente (minutes) : 5 au minimum.")).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await screens.shoot(page, 'settings-waiting-offer');
  await axe.check(page, 'réglages réservation, durée des offres');
  await field.fill('45');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Durée d’une offre de la liste d’attente (minutes)')).toHaveValue('45');
});
