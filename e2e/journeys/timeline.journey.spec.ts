// Journey of a host living in the timeline on a full Saturday evening: opened from the book, a
// party dragged onto a taken table (refused in French), a no-show's table given to another party
// by dragging, a party moved with the keyboard, a walk-in seated by tapping an empty cell, a stay
// stretched by its edge; a second tablet at the stand sees each change without reloading.
import type { Page } from '@playwright/test';
import { SATURDAY_EVENING } from './journey-dates';
import { test, expect, type Journey } from './journey-fixture';
import { expectNoOverlap } from '../support/layout';
import { bar, center, drag, markAbsent, markFinished, openTimeline, quarterWidth, row, tapQuarter, toast } from './journey-timeline';

test.use({ journeyServerOptions: { name: 'journey-timeline', ...SATURDAY_EVENING } });

test('a host moves, stretches and adds parties on the timeline, and another tablet follows live', async ({ journey, axe }) => {
  const host = await openTimeline(journey, 'Tablette accueil');
  const shot = (name: string) => journey.shot(host, name);
  await expect(host.getByTestId('timeline-now')).toContainText('19:15');
  // The now label leaves every hour of the header readable.
  const marks = host
    .getByTestId('timeline-grid')
    .locator('span')
    .filter({ hasText: /^\d\d:\d\d$/ });
  for (const mark of await marks.all()) await expectNoOverlap(host.getByTestId('timeline-now'), mark, `« Maintenant » et ${await mark.textContent()}`);
  await expect(row(host, 'Salle 2').getByTestId('timeline-bar')).toHaveCount(2);
  await shot('chronologie du samedi soir');
  await gridOnFirstScreen(host);

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
  // Her bar stays where it is, and says why, dragged or moved with the keys.
  const absent = await center(bar(host, 'Martin Claire'));
  await drag(host, absent, { x: absent.x + 80, y: absent.y });
  const locked = 'La réservation de Martin Claire est marquée absente : elle ne peut plus être déplacée ni prolongée.';
  await expect(toast(host, locked)).toBeVisible();
  await expect(host.getByTestId('booking-dialog')).toHaveCount(0);
  await expect(bar(host, 'Martin Claire')).toHaveAttribute('data-hour', '19:00');
  await host.getByTestId('toast').getByRole('button', { name: 'Masquer la notification' }).click();
  await bar(host, 'Martin Claire').focus();
  await host.keyboard.press('ArrowRight');
  await expect(toast(host, locked)).toBeVisible();
  await expect(bar(host, 'Martin Claire')).toHaveAttribute('data-hour', '19:00');
  await host.getByTestId('toast').getByRole('button', { name: 'Masquer la notification' }).click();
  // Thomas Claire has finished her meal: her bar stays too, and says why.
  await markFinished(host, 'Thomas Claire');
  const finished = await center(bar(host, 'Thomas Claire'));
  await drag(host, finished, { x: finished.x + 80, y: finished.y });
  await expect(toast(host, 'La réservation de Thomas Claire est terminée : elle ne peut plus être déplacée ni prolongée.')).toBeVisible();
  await expect(host.getByTestId('booking-dialog')).toHaveCount(0);
  await expect(bar(host, 'Thomas Claire')).toHaveAttribute('data-hour', '19:00');
  await shot('reservation terminee qui reste en place');
  // A finished or absent party's bar reads as well as the others: axe, and the contrast of every
  // bar's second line measured (axe leaves text over the grid's cells undecided).
  await axe.check(host, 'la chronologie avec une réservation absente', { include: '[data-testid="timeline-grid"]' });
  expect(await lowContrastBarLines(host)).toEqual([]);
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
  // Moved on with the keys, a quarter of an hour later, then up onto a taken table: one notice, the
  // latest (the refusal), never a stack over the grid.
  const dubois = row(host, 'Salle 2').getByTestId('timeline-bar').filter({ hasText: 'Dubois Claire' });
  await host.keyboard.press('ArrowRight');
  await expect(toast(host, 'Dubois Claire : 19:15, table Salle 2.')).toBeVisible();
  await expect(dubois).toHaveAttribute('data-hour', '19:15');
  await expect(dubois).not.toHaveAttribute('aria-busy', 'true');
  await expect(dubois).toBeFocused();
  await host.keyboard.press('ArrowUp');
  await expect(toast(host, 'Refusé : La table Salle 1 est occupée à 19:00 (Bernard Claire).')).toBeVisible();
  // Counted at once: the notice of the move a moment ago must already be gone, not expired later.
  expect(await host.getByTestId('toast').count()).toBe(1);
  await toastClearOfFirstRow(host);

  // A couple walks in: Salle 3 is free until 21:00; a tap on its 19:30 cell seats them there.
  await tapQuarter(host, 'Salle 3', '19:30');
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
  const step = await quarterWidth(host);
  const handle = await center(bar(host, 'Martin Paul').getByTestId('timeline-stretch'));
  await drag(host, handle, { x: handle.x + 2 * step, y: handle.y });
  await expect(toast(host, "Martin Paul : table gardée jusqu'à 23:00.")).toBeVisible();
  await expect(bar(host, 'Martin Paul')).toContainText('21:00–23:00');
  await expect(bar(stand, 'Martin Paul')).toContainText('21:00–23:00');
  await shot('sejour prolonge');
  await journey.shot(stand, 'la seconde tablette a suivi');

  await shotAt1024(stand, journey);
});

/**
 * The grid starts on the first screen (the how-to waits behind its disclosure), and on a phone a
 * quarter of an hour is narrow enough to show more than two hours at once.
 */
async function gridOnFirstScreen(page: Page) {
  const viewport = page.viewportSize()!;
  // Four tables on the first screen, the hours above them.
  const fourth = (await row(page, 'Salle 4').boundingBox())!;
  expect(fourth.y + fourth.height).toBeLessThanOrEqual(viewport.height);
  if (viewport.width <= 480) {
    const quarter = await quarterWidth(page);
    const scroller = (await page.getByTestId('timeline-grid').locator('xpath=..').boundingBox())!.width;
    const label = (await row(page, 'Salle 1').locator('div').first().boundingBox())!.width;
    expect((scroller - label) / (4 * quarter)).toBeGreaterThanOrEqual(2.5);
  }
  await expect(page.getByText('Aide : déplacer, prolonger, ajouter (doigt, souris ou clavier)')).toBeVisible();
  await expect(page.getByText(/^Glisser une réservation/)).toBeHidden();
}

/** Bars whose second line (covers, times) reads below 4.5:1 on the bar, its opacity counted. */
async function lowContrastBarLines(page: Page): Promise<string[]> {
  return page.getByTestId('timeline-bar').evaluateAll((bars) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    return bars.flatMap((bar) => {
      const line = bar.querySelector<HTMLElement>('span + span');
      if (!line) return [];
      const style = getComputedStyle(line);
      const back = rgb(getComputedStyle(bar).backgroundColor);
      const alpha = Number(style.opacity) * (rgb(style.color)[3] ?? 1);
      const fore = rgb(style.color)
        .slice(0, 3)
        .map((c, i) => c * alpha + back[i]! * (1 - alpha));
      const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      return ratio < 4.5 ? [`${bar.textContent ?? ''}: ${ratio.toFixed(2)}`] : [];
    });
  });
}

/** On a phone the notice is a slim strip at the bottom: the content's first row stays clear. */
async function toastClearOfFirstRow(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const notice = (await page.getByTestId('toast').last().boundingBox())!;
  const first = (await row(page, 'Salle 1').boundingBox())!;
  expect(notice.y).toBeGreaterThanOrEqual(first.y + first.height);
  if ((page.viewportSize()?.width ?? 0) <= 480) expect(notice.height).toBeLessThanOrEqual(64);
}

/** The stand's tablet in landscape (1024 px), once, from the laptop-sized run. */
async function shotAt1024(page: Page, journey: Journey) {
  if ((page.viewportSize()?.width ?? 0) < 1024) return;
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(bar(page, 'Martin Paul')).toBeVisible();
  await journey.shot(page, 'tablette 1024');
}
