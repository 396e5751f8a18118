// Journey of an owner through every screen: each item of the staff menu, each item of each side
// menu, and on each screen every dialog its buttons open, closed again with the dialog's own
// visible close button. Screens and buttons are read from the page itself, so a new menu item or
// dialog is visited without touching this file.
import type { Locator, Page } from '@playwright/test';
import { TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test, type Journey } from './journey-fixture';
import { openStaffMenu, STAFF_MENU, staffMenuItems, connectDevice, DEMO_OWNER } from './journey-staff';

// The demo as a first `npm start` seeds it, three months of past service included.
test.use({ journeyServerOptions: { name: 'journey-screens', now: TUESDAY_AFTERNOON.now, seedHistory: true } });

/**
 * Buttons that open something to look at or fill in (never one that changes a booking or deletes):
 * each is clicked once per screen, and what it opens must be a dialog with a visible close control.
 */
const OPENERS = /^(\+ [^ ]+|Ajouter|Nouvelle|Nouveau|Modifier|Détails|Voir le plan|Voir l’historique|Écrire|Composer|Rédiger|Aperçu de|Prévisualiser|Table )/;

/** The names of the links or buttons a person sees in `scope` (read from the page, nothing changed). */
async function visibleNames(scope: Locator, role: 'link' | 'button'): Promise<string[]> {
  const selector = role === 'link' ? 'a[href]' : 'button, [role="button"]';
  return scope.locator(selector).evaluateAll((elements) => {
    const names = elements
      .filter((e) => (e as HTMLElement).checkVisibility() && !(e as HTMLButtonElement).disabled)
      .map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    return [...new Set(names)];
  });
}

/** The screen's main heading, to wait for it and to name the screenshot. */
async function settled(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.getByText(/^Chargement/)).toHaveCount(0);
  const heading = main.getByRole('heading').first();
  await expect(heading).toBeVisible();
  return (await heading.innerText()).trim();
}

/** Opens each dialog of the screen and closes it with its visible close button. */
async function everyDialog(page: Page, journey: Journey, screen: string): Promise<void> {
  const main = page.getByRole('main');
  // One button of each kind ("Modifier …", "Table …"): the same dialog for another row adds nothing.
  const kinds = new Map<string, string>();
  for (const name of await visibleNames(main, 'button')) {
    const kind = OPENERS.exec(name)?.[0];
    if (kind && !kinds.has(kind)) kinds.set(kind, name);
  }
  for (const name of kinds.values()) {
    const opener = main.getByRole('button', { name, exact: true }).first();
    if (!(await opener.isVisible()) || (await opener.isDisabled())) continue;
    await opener.click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
    // An opener that shows its form in the page (no dialog) is fine: nothing to close.
    const opened = await dialog.waitFor({ state: 'visible', timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (!opened) continue;
    await journey.shot(page, `${screen} - ${name}`);
    const close = dialog.getByRole('button', { name: /^(Fermer|Annuler)$/ }).first();
    await expect(close, `« ${name} » (${screen}) : le bouton de fermeture est visible`).toBeInViewport();
    await close.click();
    await expect(dialog, `« ${name} » (${screen}) : la fenêtre se ferme`).toBeHidden();
  }
}

/** Visits the screen a menu item leads to, its side menu's items, and all their dialogs. */
async function visit(page: Page, journey: Journey, item: string): Promise<void> {
  await openStaffMenu(page, item);
  const heading = await settled(page);
  await journey.shot(page, `${item} - ${heading}`);
  await everyDialog(page, journey, item);

  const sideMenus = page.getByRole('main').getByRole('navigation');
  for (let m = 0; m < (await sideMenus.count()); m++) {
    const side = sideMenus.nth(m);
    for (const entry of await visibleNames(side, 'link')) {
      await side.getByRole('link', { name: entry, exact: true }).click();
      await expect(side.getByRole('link', { name: entry, exact: true })).toHaveAttribute('aria-current', 'page');
      const title = await settled(page);
      await journey.shot(page, `${item} - ${entry}`);
      expect(title.length, `${item} › ${entry} montre un titre`).toBeGreaterThan(0);
      await everyDialog(page, journey, `${item} › ${entry}`);
    }
  }
}

test('an owner reaches every screen of every menu and opens and closes every dialog', async ({ journey }) => {
  // Some eighty screens and dialogs in one test: 30–45 s alone, past 120 s on a loaded two-core
  // machine running it beside other workers. Every step keeps its own 10 s deadline, so a screen
  // that hangs still fails at that step; only the sum gets more room.
  test.setTimeout(300_000);
  const page = await (await journey.newContext()).newPage();
  await connectDevice(page, DEMO_OWNER.code);
  await expect(page.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await journey.shot(page, 'tutoriel');
  await page.getByRole('button', { name: 'Passer le tutoriel' }).click();

  await expect(page.getByRole('navigation', { name: STAFF_MENU })).toBeVisible();
  // On first start the last thirty days are a real restaurant's: hundreds of bookings, some no-shows.
  await openStaffMenu(page, 'Statistiques');
  const cards = page.getByTestId('statistics-cards');
  await expect(cards).toContainText(/Réservations\s*\d{3,}/);
  await expect(cards).toContainText('Taux d’absence');
  await expect(cards).not.toContainText(/Taux d’absence\s*0 %/);
  const items = await staffMenuItems(page);
  // "Accueil" leaves the dashboard for the staff home: visited last.
  const ordered = [...items.filter((i) => i !== 'Accueil'), ...items.filter((i) => i === 'Accueil')];
  expect(ordered.length, 'le menu du restaurant a ses rubriques').toBeGreaterThanOrEqual(8);
  for (const item of ordered) {
    if (item === 'Accueil') {
      await openStaffMenu(page, item);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await journey.shot(page, 'Accueil');
    } else {
      await visit(page, journey, item);
    }
  }
});
