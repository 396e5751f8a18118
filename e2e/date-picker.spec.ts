import { expect, test } from './support/fixtures';
import { runningSessionForFile } from './running/running-session';

// The date picker where the staff use it every day: the service book's day navigation.

const session = runningSessionForFile();

test('the service book changes day with the French date picker, by mouse and by keyboard', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard');
  await page.getByRole('button', { name: 'Ouvrir le calendrier' }).click();
  const popup = page.getByRole('dialog', { name: 'Choisir une date' });
  await expect(popup.getByRole('grid', { name: 'novembre 2026' })).toBeVisible();
  await expect(popup.getByRole('columnheader').first()).toHaveAttribute('abbr', 'lundi');
  await expect(popup.getByRole('gridcell', { name: 'mardi 17 novembre 2026, aujourd’hui' })).toBeFocused();
  await screens.shoot(page, 'date-picker-service-book');
  await axe.check(page, 'cahier avec calendrier ouvert');

  await popup.getByRole('gridcell', { name: 'mercredi 18 novembre 2026' }).click();
  await expect(page).toHaveURL(/date=2026-11-18/);
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');

  // Keyboard only: open, a week on, then Enter.
  await page.getByRole('combobox').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/date=2026-11-25/);
  await expect(page.getByRole('combobox')).toBeFocused();

  // Typed, the French way.
  await page.getByRole('combobox').fill('01/12/2026');
  await page.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/date=2026-12-01/);
});
