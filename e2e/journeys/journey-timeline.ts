// What the timeline journeys share: a tablet signed in on the demo restaurant, the way to the
// evening's timeline from the book, and the few gestures a host makes on it.
import type { Locator, Page } from '@playwright/test';
import { expect, type Journey } from './journey-fixture';
import { connectDevice, DEMO_OWNER } from './journey-staff';

/** Léa, on the floor. */
export const HOST_CODE = '2468';
/** Camille, the owner: she may change the settings too. */
export const OWNER_CODE = DEMO_OWNER.code;

/** A tablet connected by the owner, a member signed in with their code, on the service book. */
export async function signIn(journey: Journey, device: string, code = HOST_CODE): Promise<Page> {
  const page = await (await journey.newContext()).newPage();
  await connectDevice(page, code, device);
  // The tutorial shows once per person: their first tablet sees it, the next goes straight to the book.
  const skip = page.getByRole('button', { name: 'Passer le tutoriel' });
  const evening = page.getByRole('tab', { name: /Soir/ });
  await expect(skip.or(evening)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(evening).toBeVisible();
  return page;
}

/** From the book: tonight's timeline (Saturday 21 November 2026, full). */
export async function openTimelineFromBook(page: Page): Promise<Page> {
  await page.getByRole('tab', { name: /Soir/ }).click();
  await page.getByRole('link', { name: 'Chronologie', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chronologie');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Samedi 21 novembre 2026');
  await expect(bar(page, 'Martin Paul')).toBeVisible();
  return page;
}

export const openTimeline = async (journey: Journey, device: string, code = HOST_CODE) => openTimelineFromBook(await signIn(journey, device, code));

export const row = (page: Page, table: string) => page.locator(`[data-testid="timeline-row"][data-table="${table}"]`);
export const bar = (page: Page, name: string) => page.getByTestId('timeline-bar').filter({ hasText: name });
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The width of a quarter hour on screen: the grid's quarters are painted, so its track width over its columns. */
export async function quarterWidth(page: Page): Promise<number> {
  const grid = page.getByTestId('timeline-grid');
  const columns = Number(await grid.evaluate((el) => getComputedStyle(el).getPropertyValue('--cols')));
  return (await grid.getByTestId('timeline-track').first().boundingBox())!.width / columns;
}

const minutes = (hour: string) => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3));

/**
 * The middle of a table's quarter hour on screen, the grid swiped sideways first if it is hidden
 * (behind the table column or past the edge). Read from the row's one cell, which stands on some
 * quarter and says which.
 */
export async function quarterOf(page: Page, table: string, hour: string): Promise<{ x: number; y: number }> {
  const cell = row(page, table).getByTestId('timeline-cell');
  const scroller = page.getByTestId('timeline-grid').locator('xpath=..');
  const label = (await row(page, table).locator('div').first().boundingBox())!.width;
  for (let swipe = 0; ; swipe++) {
    const box = (await cell.boundingBox())!;
    const x = box.x + ((minutes(hour) - minutes((await cell.getAttribute('data-hour'))!)) / 15 + 0.5) * box.width;
    const view = (await scroller.boundingBox())!;
    const [left, right] = [view.x + label, view.x + view.width];
    const shown = x - box.width / 2 >= left && x + box.width / 2 <= right;
    if (shown || swipe === 3) return { x, y: box.y + box.height / 2 };
    await page.mouse.move((left + right) / 2, box.y + box.height / 2);
    await page.mouse.wheel(x - (left + right) / 2, 0);
    await expect.poll(async () => (await cell.boundingBox())!.x).not.toBe(box.x);
  }
}

/** A tap on a table's row at a quarter hour, as a host does on an empty spot of the grid. */
export async function tapQuarter(page: Page, table: string, hour: string) {
  await row(page, table).scrollIntoViewIfNeeded();
  const { x, y } = await quarterOf(page, table, hour);
  await page.mouse.click(x, y);
}

export async function center(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** A finger or mouse pressing `from`, travelling to (x, y), letting go. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A party marked absent from its bar: its table is free again. */
export async function markAbsent(page: Page, name: string) {
  await markFromBar(page, name, [['Absent', 'Absent']], 'no_show');
}

/** A party seated, then done with its meal, marked so from its bar: its table is free again. */
export async function markFinished(page: Page, name: string) {
  await markFromBar(
    page,
    name,
    [
      ['Installer', 'Installée'],
      ['Terminer', 'Terminée'],
    ],
    'completed',
  );
}

/** Each [button, status it leads to] pressed in turn in the party's window. */
async function markFromBar(page: Page, name: string, steps: [string, string][], status: string) {
  await bar(page, name).click();
  const dialog = page.getByTestId('booking-dialog');
  for (const [button, reached] of steps) {
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog.getByRole('heading', { name: new RegExp(`Statut : ${reached}`) })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(bar(page, name)).toHaveAttribute('data-status', status);
}

/** Tab (or Shift+Tab), as a keyboard user does, until `target` has the focus (at most `max` presses). */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
