// Journey of the timeline's side lane and its keyboard, on a full Saturday evening: a diner joins
// the waiting list; the owner takes a table out of service, its parties land in the lane; the host
// drags one onto a table (refused in French while it is taken, then placed once it is free) and
// the waiting-list request onto another (it becomes a booking), picks the last one with the
// keyboard (refused: every table of its size is taken at its time), then adds a booking in an empty cell with
// the keyboard alone. A second tablet at the stand follows every change without reloading.
import type { Page } from '@playwright/test';
import { SATURDAY_EVENING } from './journey-dates';
import { joinWaitingList } from './journey-booking';
import { test, expect } from './journey-fixture';
import { openStaffMenu } from './journey-staff';
import { center, markAbsent, openTimeline, openTimelineFromBook, OWNER_CODE, quarterOf, row, signIn, tabTo, toast } from './journey-timeline';

test.use({ journeyServerOptions: { name: 'journey-timeline-lane', ...SATURDAY_EVENING } });

const DINER = { name: 'Inès Moreau', email: 'ines.moreau@exemple.fr', phone: '06 23 45 67 89', covers: 2 };

const laneItem = (page: Page, name: string) => page.getByTestId('timeline-side-item').filter({ hasText: name });

/** A party of the side lane dragged (its card pressed, carried, let go) onto a table at a time. */
async function dragFromLane(page: Page, name: string, table: string, hour: string) {
  await row(page, table).scrollIntoViewIfNeeded();
  await quarterOf(page, table, hour);
  const card = laneItem(page, name).getByRole('button').first();
  await card.scrollIntoViewIfNeeded();
  // The page scrolled (a wheel, a finger) so the card sits mid-screen, clear of the toasts below.
  const height = page.viewportSize()!.height;
  const before = await center(card);
  if (before.y > height * 0.6) await page.mouse.wheel(0, before.y - height / 2);
  await expect.poll(async () => (await card.boundingBox())!.y + (await card.boundingBox())!.height / 2).toBeLessThan(height * 0.6 + 1);
  const from = await center(card);
  const to = await quarterOf(page, table, hour);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  // While carried, the party's shadow shows where it would land.
  await expect(row(page, table).getByTestId('timeline-drop-target')).toBeVisible();
  await page.mouse.up();
}

test('parties in the side lane find a table by drag or keyboard, and a cell takes a booking from the keyboard alone', async ({ journey, axe }) => {
  // The diner asks for 21:00 on the waiting list: the evening is full.
  const diner = await (await journey.newContext()).newPage();
  await joinWaitingList(diner, '21:00', DINER);

  // The owner takes Salle 3 out of service on the plan (its wobbly leg); its two parties keep
  // their bookings.
  const host = await signIn(journey, 'Tablette accueil', OWNER_CODE);
  const shot = (name: string) => journey.shot(host, name);
  await openStaffMenu(host, 'Plan de salle');
  await host.getByRole('link', { name: 'Modifier le plan' }).click();
  await host
    .getByTestId('plan-canvas')
    .getByRole('button', { name: /^Table Salle 3,/ })
    .click();
  await host.keyboard.press('Delete');
  await expect(host.getByTestId('booked-table-dialog')).toContainText('La table « Salle 3 » a des réservations à venir');
  await host.getByTestId('booked-table-dialog').getByRole('button', { name: 'Désactiver la table' }).click();
  await host.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(host.getByText('Tout est enregistré')).toBeVisible();
  await host.getByRole('link', { name: /Tableau de bord/ }).click();
  await openTimelineFromBook(host);

  // The lane holds them, and the waiting-list request; the grid no longer shows Salle 3.
  await expect(row(host, 'Salle 3')).toHaveCount(0);
  await expect(laneItem(host, 'Dubois Claire')).toContainText('Table Salle 3 hors service');
  await expect(laneItem(host, 'Dubois Paul')).toContainText('Table Salle 3 hors service');
  await expect(laneItem(host, 'Inès Moreau')).toContainText("Liste d'attente");
  await axe.check(host, 'la chronologie avec des réservations à placer');
  await shot('reservations a placer');

  const stand = await openTimeline(journey, 'Tablette comptoir');

  // Dubois Claire dragged onto Salle 1 at 19:00: Martin Claire holds it, refused in words.
  await dragFromLane(host, 'Dubois Claire', 'Salle 1', '19:00');
  await expect(toast(host, 'Refusé : La table Salle 1 est occupée à 19:00 (Martin Claire).')).toBeVisible();
  await expect(laneItem(host, 'Dubois Claire')).toBeVisible();

  // Martin Claire will not come: Salle 1 is Dubois Claire's.
  await markAbsent(host, 'Martin Claire');
  await dragFromLane(host, 'Dubois Claire', 'Salle 1', '19:00');
  await expect(toast(host, 'Dubois Claire : 19:00, table Salle 1.')).toBeVisible();
  await expect(row(host, 'Salle 1').getByTestId('timeline-bar').filter({ hasText: 'Dubois Claire' })).toBeVisible();
  await expect(laneItem(host, 'Dubois Claire')).toHaveCount(0);
  await expect(row(stand, 'Salle 1').getByTestId('timeline-bar').filter({ hasText: 'Dubois Claire' })).toBeVisible();
  await expect(laneItem(stand, 'Dubois Claire')).toHaveCount(0);

  // Bernard Claire will not come either: Inès Moreau, from the waiting list, gets Salle 2 at 19:30.
  await markAbsent(host, 'Bernard Claire');
  await dragFromLane(host, 'Inès Moreau', 'Salle 2', '19:30');
  await expect(toast(host, 'Inès Moreau : réservation confirmée à 19:30, table Salle 2.')).toBeVisible();
  const ines = row(host, 'Salle 2').getByTestId('timeline-bar').filter({ hasText: 'Inès Moreau' });
  await expect(ines).toHaveAttribute('data-status', 'confirmed');
  await expect(ines).toContainText('19:30–21:00');
  await expect(row(stand, 'Salle 2').getByTestId('timeline-bar').filter({ hasText: 'Inès Moreau' })).toBeVisible();
  await expect(laneItem(stand, 'Inès Moreau')).toHaveCount(0);
  await shot('liste d attente placee');

  // Dubois Paul, with the keyboard: "Placer" takes the focus to his time on the first table of his
  // size; Enter there is refused in words, as a drop would be.
  await tabTo(host, host.getByRole('button', { name: 'Placer Dubois Paul, 2 pers., sur une table' }), { backwards: true });
  await host.keyboard.press('Enter');
  await expect(host.getByTestId('timeline-placing')).toContainText('Placer Dubois Paul (2 pers.) : choisissez une table et un horaire.');
  const salle1At21 = host.getByRole('button', { name: 'Table Salle 1, 21:00, occupée par Martin Paul : placer Dubois Paul ici' });
  await expect(salle1At21).toBeFocused();
  await axe.check(host, 'la chronologie pendant un placement au clavier');
  await shot('placement au clavier');
  await host.keyboard.press('Enter');
  await expect(toast(host, 'Refusé : La table Salle 1 est occupée à 21:00 (Martin Paul).')).toBeVisible();
  await expect(laneItem(host, 'Dubois Paul')).toBeVisible();
  await expect(salle1At21).toBeFocused();
  // Escape gives up, back on the lane.
  await host.keyboard.press('Escape');
  await expect(host.getByTestId('timeline-placing')).toHaveCount(0);
  await expect(host.getByRole('button', { name: 'Placer Dubois Paul, 2 pers., sur une table' })).toBeFocused();

  // Thomas Claire (Salle 4) will not come: a phone booking for three at 19:15, keyboard alone.
  await markAbsent(host, 'Thomas Claire');
  // The grid is one stop for Tab: the cell the arrows last left.
  await tabTo(host, host.getByTestId('timeline-cell').and(host.locator('[tabindex="0"]')), { backwards: true });
  await host.keyboard.press('ArrowDown');
  await host.keyboard.press('ArrowDown');
  await host.keyboard.press('Home');
  await host.keyboard.press('ArrowRight');
  await expect(host.getByRole('button', { name: 'Table Salle 4, 19:15, libre', exact: true })).toBeFocused();
  await host.keyboard.press('Enter');
  const cell = host.getByTestId('timeline-cell-dialog');
  await expect(cell.getByRole('heading', { name: 'Table Salle 4 à 19:15' })).toBeVisible();
  await expect(cell.getByLabel('Couverts')).toBeFocused();
  await host.keyboard.press('ControlOrMeta+A');
  await host.keyboard.type('3');
  await host.keyboard.press('Tab');
  await host.keyboard.type('Roux Émile');
  await journey.shot(host, 'reservation au clavier sur une case vide');
  await host.keyboard.press('Enter');
  await expect(toast(host, 'Réservation de Roux Émile à 19:15, table Salle 4.')).toBeVisible();
  const roux = row(host, 'Salle 4').getByTestId('timeline-bar').filter({ hasText: 'Roux Émile' });
  await expect(roux).toContainText('19:15–21:00');
  await expect(host.getByRole('button', { name: 'Table Salle 4, 19:15, occupée par Roux Émile', exact: true })).toBeFocused();
  await expect(row(stand, 'Salle 4').getByTestId('timeline-bar').filter({ hasText: 'Roux Émile' })).toBeVisible();
  await shot('reservation ajoutee au clavier');
  await journey.shot(stand, 'la seconde tablette a suivi');
});
