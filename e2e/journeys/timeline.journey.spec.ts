// Journey of a host living in the timeline on a full Saturday evening: opened from the book, a
// party dragged onto a taken table (refused in French), a no-show's table given to another party
// by dragging, a party moved with the keyboard, a walk-in seated by tapping an empty cell, a stay
// stretched by its edge; a second tablet at the stand sees each change without reloading.
import type { Page } from '@playwright/test';
import { SATURDAY_EVENING } from './journey-dates';
import { test, expect, type Journey } from './journey-fixture';
import { bar, center, drag, markAbsent, openTimeline, row, toast } from './journey-timeline';

test.use({ journeyServerOptions: { name: 'journey-timeline', ...SATURDAY_EVENING } });

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
  await markAbsent(host, 'Martin Claire');
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
  await host.getByRole('button', { name: 'Table Salle 3, 19:30, libre', exact: true }).click();
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
