import { expect, test, type Page } from '@playwright/test';
import { shoot, startRunningSession, type RunningSession } from './running/running-session';

// The staff side menus reached by clicking, the way people reach them: every item leads to the same
// URL from every screen it is clicked on (relative links inside the splat routes used to grow the
// URL without end: /dashboard/reglages/profil/services/profil/…).

let session: RunningSession;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: undefined, viewport: { width: 1280, height: 800 } });
test.beforeAll(async ({ request }) => {
  session = await startRunningSession(request);
});
test.afterAll(async () => session?.server.stop());

const SETTINGS = [
  ['Profil', 'profil'],
  ['Accueil et référencement', 'accueil'],
  ['Réservation en ligne', 'reservation'],
  ['Services', 'services'],
  ['Tables', 'tables'],
  ['Emplacements et icônes', 'emplacements'],
  ['Fermetures', 'fermetures'],
  ['Évènements', 'evenements'],
  ['Questions', 'questions'],
  ['Équipe et codes', 'equipe'],
  ['Appareils', 'appareils'],
] as const;

const MAILING = [
  ['Nouvel envoi', 'nouveau'],
  ['Envois', 'envois'],
  ['Abonnés', 'abonnes'],
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

test('settings side menu: every item lands on its own page from every screen', async ({ page }) => {
  await session.open(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Navigation du restaurant' }).getByRole('link', { name: 'Réglages' }).click();
  await expect(page).toHaveURL(url('/dashboard/reglages/profil'));
  // Forwards, then backwards: each item is clicked from every other screen's neighbour, and from itself.
  await walk(page, 'Rubriques des réglages', SETTINGS, '/dashboard/reglages');
  await walk(page, 'Rubriques des réglages', [...SETTINGS].reverse(), '/dashboard/reglages');
  await walk(page, 'Rubriques des réglages', [SETTINGS[3], SETTINGS[3], SETTINGS[1], SETTINGS[3]], '/dashboard/reglages');
  await shoot(page, 'nav-settings-services');
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
