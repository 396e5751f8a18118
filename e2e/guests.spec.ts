import { expect, test } from './support/fixtures';
import { runningSessionForFile } from './running/running-session';
import { expectKeptWholeOnPhones } from './support/layout';

// Guest profiles in Chromium: built from bookings, searched, annotated, exported and erased.

const session = runningSessionForFile();
test.beforeAll(() => {
  const id = session.device.restaurantId;
  const insert = (n: number, name: string, email: string, phone: string, date: string, status: string) =>
    session.server.run(
      `insert into bookings (guid, short_id, reference, restaurant_id, date, hour, service, covers, turn_minutes, status, source, name, email, phone_number, created_at, updated_at)
       values (?, ?, ?, ?, ?, '12:30', 'noon', 2, 90, ?, 'online', ?, ?, ?, '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z')`,
      `e2e-guest-${n}`,
      `e2e-guest-short-${n}`,
      `EG${n}`,
      id,
      date,
      status,
      name,
      email,
      phone,
    );
  insert(1, 'Hélène Garnier', 'helene.garnier@exemple.fr', '+33699887766', '2026-10-02', 'completed');
  insert(2, 'Hélène Garnier', 'helene.garnier@exemple.fr', '+33699887766', '2026-10-20', 'no_show');
  insert(3, 'H. Garnier', '', '+33699887766', '2026-11-27', 'confirmed');
});

test('finds a guest, shows the history and keeps notes and tags', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/clients');
  await page.getByLabel('Rechercher un client (nom, e-mail, téléphone, étiquette)').fill('garnier');
  const row = page.getByTestId('guest-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 visite');
  await expect(row).toContainText('1 absence');
  await expect(row).toContainText('1 à venir');
  await expectKeptWholeOnPhones(page, row, ['helene', '.garnier', '@exemple', '06 99 88 77 66'], 'liste des clients');
  await screens.shoot(page, 'guests-list');
  await axe.check(page, 'clients');

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Garnier/);
  await expectKeptWholeOnPhones(page, page.getByRole('main'), ['helene', '.garnier', '@exemple', '06 99 88 77 66'], 'fiche client');
  await expect(page.getByTestId('guest-booking')).toHaveCount(3);
  await page.getByLabel('Notes de l’équipe').fill('Aime la table près de la fenêtre.');
  await page.getByLabel('Étiquettes').fill('habituée, VIP, vip');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Fiche client enregistrée.' })).toBeVisible();
  await expect(page.getByLabel('Étiquettes')).toHaveValue('habituée, VIP');
  await screens.shoot(page, 'guest-page');
  await axe.check(page, 'fiche client');
});

test('exports the guest’s data as JSON, then erases it everywhere', async ({ page }) => {
  await session.open(page, '/dashboard/clients');
  await page.getByLabel('Rechercher un client (nom, e-mail, téléphone, étiquette)').fill('garnier');
  // The search answers after the list has shown every guest: wait for it to narrow down.
  await expect(page.getByTestId('guest-row')).toHaveCount(1);
  await page.getByTestId('guest-row').getByRole('link').click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter ses données (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^client-.*\.json$/);
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile(await file.path(), 'utf8'));
  expect(exported.bookings).toHaveLength(3);
  expect(exported.profile.notes).toBe('Aime la table près de la fenêtre.');

  await page.getByRole('button', { name: 'Effacer ses données' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Effacer ses données' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Données effacées.' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  const left = session.server.sql<{ n: number }>("select count(*) as n from bookings where name like '%Garnier%' or phone_number = '+33699887766'");
  expect(left[0]!.n).toBe(0);
});
