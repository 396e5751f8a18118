import { expect, test } from './support/fixtures';
import { runningSessionForFile } from './running/running-session';

// Statistics in Chromium: the seeded bookings of the coming days, rates, charts and CSV.

const session = runningSessionForFile();

test('shows the seeded week, draws the charts and exports the same figures as CSV', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/statistiques');
  await page.getByLabel('Du', { exact: true }).fill('17/11/2026');
  await page.getByLabel('Au', { exact: true }).fill('23/11/2026');
  await page.getByLabel('Au', { exact: true }).press('Enter');
  const cards = page.getByTestId('statistics-cards');
  // The seed: five bookings on Wednesday (10 covers) and Saturday evening full (28 bookings).
  await expect(cards).toContainText('Réservations33');
  await expect(page.getByTestId('statistics-row').filter({ hasText: 'samedi 21 novembre 2026' })).toContainText('Soir28');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  // The month of the week, its no-shows beside what deposits and fees brought (none in the seed).
  const month = page.getByTestId('statistics-months').locator('tr[data-month="2026-11"]');
  await expect(month.getByRole('rowheader')).toHaveText('novembre 2026');
  await expect(month).toContainText('0,00 €');
  // The demo's guarantee began six weeks before: the week is all "since", under the line of that day.
  const months = page.getByTestId('statistics-months');
  await expect(months).toHaveAccessibleDescription(/^Garantie activée le mardi 6 octobre 2026\./);
  await expect(months.getByTestId('statistics-protection-start')).toHaveText('Garantie activée le mardi 6 octobre 2026');
  await expect(month).toHaveAttribute('data-period', 'after');
  await screens.shoot(page, 'statistics');
  await axe.check(page, 'statistiques');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('statistiques-2026-11-17-2026-11-23.csv');
  const csv = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
  const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
  expect(lines[0]).toBe('Date;Service;Réservations;Couverts;En ligne;Par le restaurant;Absences;Annulations');
  expect(lines.at(-1)).toMatch(/^Total;;33;/);
});

test('sets the months before the guarantee against the months since, the month it began in split at its day', async ({ page, screens }) => {
  await session.open(page, '/dashboard/statistiques');
  await page.getByLabel('Du', { exact: true }).fill('01/09/2026');
  await page.getByLabel('Au', { exact: true }).fill('23/11/2026');
  await page.getByLabel('Au', { exact: true }).press('Enter');
  const months = page.getByTestId('statistics-months');
  await expect(months.getByRole('rowheader')).toHaveText([
    'septembre 2026',
    'octobre 2026, avant le 6',
    'Garantie activée le mardi 6 octobre 2026',
    'octobre 2026, dès le 6',
    'novembre 2026',
    'Avant la garantie',
    'Depuis la garantie',
  ]);
  // The week's 33 bookings are all since the guarantee; nothing was booked before it in the seed.
  await expect(months.getByTestId('statistics-after')).toContainText('33');
  await expect(months.getByTestId('statistics-before').getByRole('cell').first()).toHaveText('—');
  await screens.shoot(page, 'statistics-before-after');
});

test('the staff role does not see statistics', async ({ page, request }) => {
  const { loginToken, CODES } = await import('./staff/staff-helpers');
  const staffToken = await loginToken(request, session.device.deviceSecret, CODES.staff, session.server.baseURL);
  const res = await request.get(session.url(`/api/staff/restaurants/${session.device.restaurantId}/statistics?from=2026-11-17&to=2026-11-23`), {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(res.status()).toBe(403);
  void page;
});
