import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { showDay } from './support/wizard';
import { runningSessionForFile } from './running/running-session';

// Settings pages for the calendar (services, closed dates, events): a change that would strand
// bookings lists them and asks first; once saved, the wizard follows.

const session = runningSessionForFile();

const saved = (page: Page) => expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' }).last()).toBeVisible();

async function wizardDatePage(page: Page) {
  await page.goto(session.url('/reserver/le-petit-zinc'));
  await page.getByRole('button', { name: 'Commencer' }).click();
}

test('services: shorter evenings list the stranded bookings, then the wizard offers the new hours', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/reglages/services');
  const evening = page.getByTestId('service-card').filter({ has: page.locator('legend', { hasText: /^Soir/ }) });
  await expect(evening).toHaveCount(1);
  await screens.shoot(page, 'settings-services');
  await axe.check(page, 'réglages services');

  await evening.getByLabel('Dernière arrivée').fill('20:45');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByTestId('stranded-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Cette modification concerne 14 réservations à venir :')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(14);
  await expect(dialog.getByRole('listitem').first()).toContainText('Samedi 21 novembre 2026 à 21:00');
  await screens.shoot(page, 'settings-stranded');
  await dialog.getByRole('button', { name: 'Ne rien changer' }).click();
  let hours = await (await page.request.get(session.url('/api/restaurants/le-petit-zinc/hours/vendredi/2026-11-20'))).json();
  expect(hours.object.evening.at(-1).label).toBe('22:00');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await saved(page);
  hours = await (await page.request.get(session.url('/api/restaurants/le-petit-zinc/hours/vendredi/2026-11-20'))).json();
  expect(hours.object.evening.at(-1).label).toBe('20:45');

  await page.goto(session.url('/reserver/le-petit-zinc/20-11-2026'));
  await expect(page.getByRole('button', { name: '20:45', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '21:00', exact: true })).toHaveCount(0);
});

test('services: a last arrival before the first is refused in French', async ({ page }) => {
  await session.open(page, '/dashboard/reglages/services');
  const noon = page.getByTestId('service-card').filter({ has: page.locator('legend', { hasText: /^Midi/ }) });
  await noon.getByLabel('Première arrivée').fill('14:30');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La dernière arrivée doit suivre la première.')).toBeVisible();
});

test('closed dates: a range picked in the date picker closes those days in the wizard', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/reglages/fermetures');
  await page.getByLabel('Du', { exact: true }).fill('19/11/2026');
  await page.getByLabel('Au', { exact: true }).fill('20/11/2026');
  await page.getByLabel('Au', { exact: true }).press('Enter');
  await page.getByLabel('Motif (facultatif)').fill('Inventaire');
  await page.getByRole('button', { name: 'Fermer', exact: true }).click();
  await saved(page);
  await expect(page.getByTestId('closed-row').filter({ hasText: 'du jeudi 19 novembre 2026 au vendredi 20 novembre 2026' })).toContainText('Inventaire');
  await screens.shoot(page, 'settings-closed');
  await axe.check(page, 'réglages fermetures');

  await wizardDatePage(page);
  await expect(await showDay(page, '2026-11-19')).toBeDisabled();
  await expect(await showDay(page, '2026-11-24')).toBeEnabled();
});

test('closed dates: closing an evening with bookings asks first, and can be reopened', async ({ page }) => {
  await session.open(page, '/dashboard/reglages/fermetures');
  // With the picker: open it, click the 18th twice (a one-day range).
  await page.getByLabel('Du', { exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Choisir une période' });
  await popup.getByRole('gridcell', { name: 'mercredi 18 novembre 2026' }).click();
  await popup.getByRole('gridcell', { name: 'mercredi 18 novembre 2026' }).click();
  await expect(page.getByLabel('Au', { exact: true })).toHaveValue('18/11/2026');
  await page.getByLabel('Service fermé').selectOption('evening');
  await page.getByRole('button', { name: 'Fermer', exact: true }).click();
  const dialog = page.getByTestId('stranded-dialog');
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await saved(page);
  const row = page.getByTestId('closed-row').filter({ hasText: 'mercredi 18 novembre 2026' });
  await expect(row).toContainText('Soir');
  await row.getByRole('button', { name: /Rouvrir/ }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Rouvrir' }).click();
  await expect(row).toHaveCount(0);
});

test('events: a new event is offered by the wizard calendar', async ({ page, screens }) => {
  await session.open(page, '/dashboard/reglages/evenements');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await page.getByLabel('Nom').fill('Soirée jazz manouche');
  await page.getByLabel('Date', { exact: true }).fill('04/12/2026');
  await page.getByLabel('Date', { exact: true }).press('Enter');
  await page.getByLabel('Description').fill('Trio en live, menu unique.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(page);
  await expect(page.getByTestId('event-row').filter({ hasText: 'Soirée jazz manouche' })).toContainText('Vendredi 4 décembre 2026');
  await screens.shoot(page, 'settings-events');

  await wizardDatePage(page);
  await page.getByRole('button', { name: 'Voir les prochains évènements' }).click();
  await expect(page.getByText('Soirée jazz manouche')).toBeVisible();
});
