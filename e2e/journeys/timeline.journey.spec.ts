// Journey of a host living in the timeline on a full Saturday evening: opened from the book, a
// party dragged onto a taken table (refused in French), a no-show's table given to another party
// by dragging, a party moved with the keyboard, a walk-in seated by tapping an empty cell, a stay
// stretched by its edge; a second tablet at the stand sees each change without reloading.
import type { Locator, Page } from '@playwright/test';
import { SATURDAY_EVENING } from './journey-dates';
import { expect, test, type Journey } from './journey-fixture';

test.use({ journeyServerOptions: { name: 'journey-timeline', ...SATURDAY_EVENING } });

const OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo' };
const HOST_CODE = '2468';

/** A tablet connected by the owner, the host signed in, on tonight's timeline from the book. */
async function openTimeline(journey: Journey, device: string): Promise<Page> {
  const page = await (await journey.newContext()).newPage();
  await page.goto('/');
  await page.getByLabel('E-mail du propriétaire').fill(OWNER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await page.getByLabel('Restaurant à connecter').selectOption({ label: 'Le Petit Zinc' });
  await page.getByLabel('Nom de cet appareil (facultatif)').fill(device);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await page.getByLabel('Chiffre 1 sur 4 du code confidentiel').pressSequentially(HOST_CODE);
  // The tutorial shows once per person: the first tablet sees it, the second goes straight to the book.
  const skip = page.getByRole('button', { name: 'Passer le tutoriel' });
  const evening = page.getByRole('tab', { name: /Soir/ });
  await expect(skip.or(evening)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await evening.click();
  await page.getByRole('link', { name: 'Chronologie', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chronologie');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Samedi 21 novembre 2026');
  await expect(bar(page, 'Martin Claire')).toBeVisible();
  return page;
}

const row = (page: Page, table: string) => page.locator(`[data-testid="timeline-row"][data-table="${table}"]`);
const bar = (page: Page, name: string) => page.getByTestId('timeline-bar').filter({ hasText: name });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function center(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** A finger or mouse pressing `from`, travelling to (x, y), letting go. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test('a host moves, stretches and adds parties on the timeline, and another tablet follows live', async ({ journey }) => {
  const host = await openTimeline(journey, 'Tablette accueil');
  const shot = (name: string) => journey.shot(host, name);
  await expect(host.getByTestId('timeline-now')).toContainText('19:15');
  await expect(row(host, 'Salle 2').getByTestId('timeline-bar')).toHaveCount(2);
  await shot('chronologie du samedi soir');

  // The second tablet, at the stand, shows the same timeline.
  const stand = await openTimeline(journey, 'Tablette comptoir');

  // Bernard Claire dragged onto Salle 3, taken at 19:00: refused, in words, and the bar goes back.
  const bernard = await center(bar(host, 'Bernard Claire'));
  const salle3 = await center(row(host, 'Salle 3'));
  await drag(host, bernard, { x: bernard.x, y: salle3.y });
  await expect(toast(host, 'Refusé : La table Salle 3 est occupée à 19:00 (Dubois Claire).')).toBeVisible();
  await expect(row(host, 'Salle 2').getByTestId('timeline-bar').filter({ hasText: 'Bernard Claire' })).toBeVisible();
  await shot('deplacement refuse');

  // Martin Claire will not come: marked absent from her bar, her table is free for Bernard Claire.
  await bar(host, 'Martin Claire').click();
  const dialog = host.getByTestId('booking-dialog');
  await dialog.getByRole('button', { name: 'Absent', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: /Statut : Absent/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(bar(host, 'Martin Claire')).toHaveAttribute('data-status', 'no_show');
  const again = await center(bar(host, 'Bernard Claire'));
  const salle1 = await center(row(host, 'Salle 1'));
  await drag(host, again, { x: again.x, y: salle1.y });
  await expect(toast(host, 'Bernard Claire : 19:00, table Salle 1.')).toBeVisible();
  await expect(row(host, 'Salle 1').getByTestId('timeline-bar').filter({ hasText: 'Bernard Claire' })).toBeVisible();
  // The other tablet sees it without a reload.
  await expect(row(stand, 'Salle 1').getByTestId('timeline-bar').filter({ hasText: 'Bernard Claire' })).toBeVisible();
  await expect(row(stand, 'Salle 2').getByTestId('timeline-bar').filter({ hasText: 'Bernard Claire' })).toHaveCount(0);
  await shot('reservation glissee sur une autre table');

  // Dubois Claire moves up one table with the keyboard: opened, closed (focus back on her bar), ↑.
  await bar(host, 'Dubois Claire').click();
  await host.getByTestId('booking-dialog').getByRole('button', { name: 'Fermer' }).last().click();
  await expect(bar(host, 'Dubois Claire')).toBeFocused();
  await host.keyboard.press('ArrowUp');
  await expect(toast(host, 'Dubois Claire : 19:00, table Salle 2.')).toBeVisible();
  await expect(row(host, 'Salle 2').getByTestId('timeline-bar').filter({ hasText: 'Dubois Claire' })).toBeFocused();
  await expect(row(stand, 'Salle 2').getByTestId('timeline-bar').filter({ hasText: 'Dubois Claire' })).toBeVisible();

  // A couple walks in: Salle 3 is free until 21:00; a tap on its 19:30 cell seats them there.
  await host.getByRole('button', { name: 'Salle 3 à 19:30 : ajouter une réservation' }).click();
  const cell = host.getByTestId('timeline-cell-dialog');
  await expect(cell.getByRole('heading', { name: 'Table Salle 3 à 19:30' })).toBeVisible();
  await cell.getByLabel('Couverts').fill('2');
  await cell.getByLabel(/^Nom/).fill('Passage Nguyen');
  await journey.shot(host, 'client de passage sur une case vide');
  await cell.getByRole('button', { name: 'Installer un client de passage' }).click();
  await expect(toast(host, 'Client de passage installé à la table Salle 3.')).toBeVisible();
  const walkIn = row(host, 'Salle 3').getByTestId('timeline-bar').filter({ hasText: 'Passage Nguyen' });
  await expect(walkIn).toHaveAttribute('data-status', 'seated');
  await expect(walkIn).toContainText('19:30–21:00');
  await expect(row(stand, 'Salle 3').getByTestId('timeline-bar').filter({ hasText: 'Passage Nguyen' })).toBeVisible();

  // Martin Paul's table is kept half an hour longer: his bar's right edge pulled two columns.
  const step = (await host.getByTestId('timeline-cell').first().boundingBox())!.width;
  const handle = await center(bar(host, 'Martin Paul').getByTestId('timeline-stretch'));
  await drag(host, handle, { x: handle.x + 2 * step, y: handle.y });
  await expect(toast(host, "Martin Paul : table gardée jusqu'à 23:00.")).toBeVisible();
  await expect(bar(host, 'Martin Paul')).toContainText('21:00–23:00');
  await expect(bar(stand, 'Martin Paul')).toContainText('21:00–23:00');
  await shot('sejour prolonge');
  await journey.shot(stand, 'la seconde tablette a suivi');

  await shotAt1024(stand, journey);
});

/** The stand's tablet in landscape (1024 px), once, from the laptop-sized run. */
async function shotAt1024(page: Page, journey: Journey) {
  if ((page.viewportSize()?.width ?? 0) < 1024) return;
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(bar(page, 'Martin Paul')).toBeVisible();
  await journey.shot(page, 'tablette 1024');
}
