import { DATE_PICKER_FIELDS, expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { runningSessionForFile } from './running/running-session';
import { WEDNESDAY } from './staff/staff-server';
import { expectInViewport, expectNoOverlap } from './support/layout';

// The staff side menus reached by clicking, the way people reach them: every item leads to the same
// URL from every screen it is clicked on (relative links inside the splat routes used to grow the
// URL without end: /dashboard/reglages/profil/services/profil/…).

const session = runningSessionForFile();
test.use({ viewport: { width: 1280, height: 800 } });

const SETTINGS = [
  ['Profil', 'profil'],
  ['Accueil et référencement', 'accueil'],
  ['Réservation en ligne', 'reservation'],
  ['Services', 'services'],
  ['Durées de table', 'durees'],
  ['Tables', 'tables'],
  ['Emplacements et icônes', 'emplacements'],
  ['Fermetures', 'fermetures'],
  ['Évènements', 'evenements'],
  ['Garanties et acomptes', 'absences'],
  ['Remerciements', 'remerciements'],
  ['Questions', 'questions'],
  ['Équipe et codes', 'equipe'],
  ['Appareils', 'appareils'],
] as const;

const MAILING = [
  ['Nouvel envoi', 'nouveau'],
  ['Envois', 'envois'],
  ['Abonnés', 'abonnes'],
  ['Page d’inscription', 'inscription'],
] as const;

function url(path: string): RegExp {
  return new RegExp(`^${session.url(path).replace(/[.?]/g, '\\$&')}$`);
}

/** Clicks every item of a side menu from the current screen, in the given order, and checks each lands. */
async function walk(page: Page, menu: string, items: ReadonlyArray<readonly [string, string]>, base: string) {
  const nav = page.getByRole('navigation', { name: menu });
  for (const [label, slug] of items) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url(`${base}/${slug}`));
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
  }
}

test('settings side menu: every item lands on its own page from every screen', async ({ page, screens }) => {
  await session.open(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Navigation du restaurant' }).getByRole('link', { name: 'Réglages' }).click();
  await expect(page).toHaveURL(url('/dashboard/reglages/profil'));
  // Forwards, then backwards: each item is clicked from every other screen's neighbour, and from itself.
  await walk(page, 'Rubriques des réglages', SETTINGS, '/dashboard/reglages');
  await walk(page, 'Rubriques des réglages', [...SETTINGS].reverse(), '/dashboard/reglages');
  await walk(page, 'Rubriques des réglages', [SETTINGS[3], SETTINGS[3], SETTINGS[1], SETTINGS[3]], '/dashboard/reglages');
  await screens.shoot(page, 'nav-settings-services');
});

test('settings: an unknown page redirects once, to Profil, and the menu still works from there', async ({ page }) => {
  await session.open(page, '/dashboard/reglages/inconnu/encore');
  await expect(page).toHaveURL(url('/dashboard/reglages/profil'));
  await walk(page, 'Rubriques des réglages', [SETTINGS[3], SETTINGS[1], SETTINGS[0]], '/dashboard/reglages');
});

test('communications side menu: every item lands on its own page from every screen', async ({ page }) => {
  await session.open(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Navigation du restaurant' }).getByRole('link', { name: 'Communications' }).click();
  await expect(page).toHaveURL(url('/dashboard/communications/nouveau'));
  await walk(page, 'Rubriques des communications', MAILING, '/dashboard/communications');
  await walk(page, 'Rubriques des communications', [...MAILING].reverse(), '/dashboard/communications');
  await walk(page, 'Rubriques des communications', [MAILING[0], MAILING[0], MAILING[2]], '/dashboard/communications');
  await session.open(page, '/dashboard/communications/inconnu/encore');
  await expect(page).toHaveURL(url('/dashboard/communications/nouveau'));
  await walk(page, 'Rubriques des communications', [MAILING[1], MAILING[0]], '/dashboard/communications');
});

test('guests: a guest opened from the list, then back to the list, from a nested URL', async ({ page }) => {
  await session.open(page, '/dashboard/clients');
  const first = page.getByRole('main').getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/clients\/[^/]+$/);
  await page.getByRole('link', { name: /Tous les clients/ }).click();
  await expect(page).toHaveURL(url('/dashboard/clients'));
});

const BAR_SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;

test('staff menu: one row from a phone to a laptop, the rest in a keyboard-usable Menu', async ({ page, axe }) => {
  await session.open(page, `/dashboard?date=${WEDNESDAY}&service=noon`);
  const nav = page.getByRole('navigation', { name: 'Navigation du restaurant' });
  const menuButton = nav.getByRole('button', { name: 'Menu' });
  // A restaurant's name is as long as its owner likes: the name gives way (cut short), never the bar.
  const names = [session.device.restaurantName, 'Le Bistrot de la Place du Marché Saint-Honoré et ses Jardins'];
  for (const [n, name] of names.entries()) {
    if (n > 0) {
      await page.evaluate((value) => localStorage.setItem('restaurantName', value), name);
      await page.reload();
    }
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveText(name);
    for (const size of BAR_SIZES) await expectOneRow(page, size);
  }
  // Back to a short name for the rest of the checks.
  await page.evaluate((value) => localStorage.setItem('restaurantName', value), names[0]!);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText(names[0]!);

  async function expectOneRow(page: Page, size: (typeof BAR_SIZES)[number]) {
    await page.setViewportSize(size);
    // Everything the bar shows sits on one row, inside the screen, nothing over anything else.
    const shown = [page.getByRole('banner').getByRole('link').first(), ...(await nav.getByRole('listitem').filter({ visible: true }).all()), menuButton];
    const logout = page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' });
    if (await logout.isVisible()) shown.push(logout);
    const boxes = await Promise.all(shown.map((l) => l.boundingBox()));
    const centres = boxes.map((b) => b!.y + b!.height / 2);
    expect(Math.max(...centres) - Math.min(...centres), `${size.width} px : une seule ligne`).toBeLessThan(4);
    for (let i = 0; i < shown.length; i++) {
      await expectInViewport(page, shown[i]!, `${size.width} px : élément ${i} du menu`);
      if (i > 0) await expectNoOverlap(shown[i - 1]!, shown[i]!, `${size.width} px : éléments ${i - 1} et ${i}`);
    }
    const bar = await nav.getByRole('listitem').filter({ visible: true }).allTextContents();
    if (size.width >= 1200) expect(bar).toEqual(['Cahier', 'Plan de salle', 'Recherche', 'Clients', 'Communications', 'Statistiques', 'Réglages']);
    else if (size.width >= 700) expect(bar).toEqual(['Cahier', 'Plan de salle', 'Recherche', 'Clients']);
    else expect(bar).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`staff-menu-${size.width}.png`) });
  }

  // On a phone: the Menu holds every page; keyboard in, Escape out, focus back on the button.
  await page.setViewportSize({ width: 390, height: 844 });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link')).toHaveText([
    'Cahier',
    'Plan de salle',
    'Chronologie',
    'Recherche',
    'Clients',
    'Communications',
    'Statistiques',
    'Avis des clients',
    'Réglages',
    'Équipe',
    'Appareils',
    'Accueil',
  ]);
  await expect(panel.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('staff-menu-open-390.png') });
  await axe.check(page, 'menu ouvert à 390 px', { except: DATE_PICKER_FIELDS });
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Cahier' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();
  await axe.check(page, 'menu fermé à 390 px', { except: DATE_PICKER_FIELDS });
  // A page chosen in the Menu opens and the Menu closes.
  await menuButton.click();
  await panel.getByRole('link', { name: 'Réglages' }).click();
  await expect(page).toHaveURL(url('/dashboard/reglages/profil'));
  await expect(panel).toBeHidden();
});

test('service book at 390 px: the day arrows stay round buttons when "Aujourd’hui" shows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await session.open(page, `/dashboard?date=${WEDNESDAY}&service=noon`);
  const today = page.getByRole('button', { name: "Aujourd'hui", exact: true });
  await expect(today).toBeVisible();
  for (const name of ['Jour précédent', 'Jour suivant']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.width, `${name} : ${box.width} × ${box.height}`).toBeLessThanOrEqual(box.height + 1);
  }
  await expectNoOverlap(today, page.getByRole('button', { name: 'Jour précédent', exact: true }), 'Aujourd’hui et jour précédent');
  await page.screenshot({ path: test.info().outputPath('service-book-day-nav-390.png') });
});
