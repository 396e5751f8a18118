import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { pickDate, pickHour } from './support/wizard';
import { runningSessionForFile } from './running/running-session';

// Settings pages for what the diner picks from (tables, placement legends and preference icons,
// questions): each change reaches the wizard.

const session = runningSessionForFile();

const saved = (page: Page) => expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' }).last()).toBeVisible();
const api = async (page: Page, path: string) => (await (await page.request.get(session.url(path))).json()).object;

test('tables: a new table is offered to diners at once and can be closed to online booking; deactivating a booked one lists its bookings first', async ({
  page,
  axe,
  screens,
}) => {
  await session.open(page, '/dashboard/reglages/tables');
  await expect(page.getByTestId('table-row')).toHaveCount(14);
  await screens.shoot(page, 'settings-tables');
  await axe.check(page, 'réglages tables');

  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle table' });
  await dialog.getByLabel('Nom').fill('Mezzanine');
  await dialog.getByLabel('Couverts min.').fill('6');
  await dialog.getByLabel('Couverts max.').fill('4');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le minimum ne peut pas dépasser le maximum.')).toBeVisible();
  await dialog.getByLabel('Couverts min.').fill('2');
  await dialog.getByLabel('Couverts max.').fill('8');
  await dialog.getByLabel('Salle').check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);
  const mezzanine = page.getByTestId('table-row').filter({ hasText: 'Mezzanine' });
  await expect(mezzanine).toContainText('2 à 8 couverts');
  // A table added in the settings is offered online at once, like the starter tables; the owner
  // can close it to online booking.
  await expect(mezzanine).not.toContainText('Pas en ligne');
  await expect(page.getByTestId('not-online-hint')).toHaveCount(0);
  const offered = async () =>
    (await api(page, '/api/restaurants/le-petit-zinc/table-names?covers=8&date=2026-11-24&hour=20:00')).map((t: { name: string }) => t.name);
  expect(await offered()).toContain('Mezzanine');
  await page.getByRole('button', { name: 'Modifier Mezzanine' }).click();
  const close = page.getByRole('dialog', { name: 'Modifier « Mezzanine »' });
  await close.getByLabel('Réservable en ligne').uncheck();
  await close.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);
  await expect(mezzanine).toContainText('Pas en ligne');
  // The badge comes with the way to open the table again.
  await expect(page.getByTestId('not-online-hint')).toHaveText(/^«\sPas en ligne\s»\s: seule l’équipe .* cochez «\sRéservable en ligne\s»\.$/);
  expect(await offered()).not.toContain('Mezzanine');

  await page.getByRole('button', { name: 'Modifier Salle 4' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier « Salle 4 »' });
  await edit.getByLabel('Active').uncheck();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  const stranded = page.getByTestId('stranded-dialog');
  await expect(stranded.getByRole('listitem').first()).toContainText('Mercredi 18 novembre 2026 à 20:00');
  await stranded.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await saved(page);
  await expect(page.getByTestId('table-row').filter({ hasText: 'Salle 4' })).toContainText('Désactivée');
});

test('legends and icons: a new preference icon appears on the wizard’s informations page', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/reglages/emplacements');
  const icons = page.getByRole('region', { name: 'Icônes de préférence' });
  await icons.getByRole('button', { name: 'Ajouter' }).click();
  await icons.getByLabel('Libellé').fill('Chien bienvenu');
  await icons.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);
  await expect(page.getByTestId('icons-row').filter({ hasText: 'Chien bienvenu' })).toBeVisible();
  const legends = page.getByRole('region', { name: 'Emplacements (salle, terrasse…)' });
  await legends.getByRole('button', { name: 'Modifier Fenêtre' }).click();
  await legends.getByLabel('Libellé').fill('Vue sur rue');
  await legends.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);
  await screens.shoot(page, 'settings-labels');
  await axe.check(page, 'réglages emplacements');
  const config = await api(page, '/api/restaurants/le-petit-zinc/config');
  expect(config.placing_customer_icons_selected.map((l: { label: string }) => l.label)).toContain('Vue sur rue');

  await page.goto(session.url('/reserver/le-petit-zinc'));
  await page.evaluate(() => localStorage.clear());
  await page.goto(session.url('/reserver/le-petit-zinc'));
  await page.getByRole('button', { name: 'Commencer' }).click();
  await pickDate(page, '2026-11-24');
  await page.getByTestId('wizard-next').click();
  await pickHour(page, '20:00');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByRole('button', { name: 'Chien bienvenu' })).toBeVisible();
});

test('questions: added, reordered and made required, as the wizard asks them', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/reglages/questions');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await page.getByLabel('Question', { exact: true }).fill('Fêtez-vous une occasion particulière ?');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);
  const rows = page.getByTestId('question-row');
  await expect(rows).toHaveCount(3);
  // Two quick clicks, the second before the first is saved: each moves from the order on screen.
  const up = page.getByRole('button', { name: 'Monter « Fêtez-vous une occasion particulière ? »' });
  await up.click();
  await up.click();
  await expect(rows.first()).toContainText('Fêtez-vous une occasion particulière ?');
  await saved(page);
  await screens.shoot(page, 'settings-questions');
  await axe.check(page, 'réglages questions');

  const questions = await api(page, '/api/restaurants/le-petit-zinc/questions');
  expect(questions[0]).toMatchObject({ questionText: 'Fêtez-vous une occasion particulière ?', required: false });
  await page.getByRole('button', { name: 'Modifier « Fêtez-vous une occasion particulière ? »' }).click();
  await page.getByLabel('Réponse obligatoire').check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);
  expect((await api(page, '/api/restaurants/le-petit-zinc/questions'))[0].required).toBe(true);
});
