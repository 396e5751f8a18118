// The staff navigation as a person uses it: an item shown in the bar is clicked there; one that
// does not fit (a phone, a tablet) is reached through the "Menu" button.
import type { Page } from '@playwright/test';
import { expect } from './journey-fixture';

export const STAFF_MENU = 'Navigation du restaurant';

export async function openStaffMenu(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: STAFF_MENU });
  const inBar = nav.getByRole('link', { name, exact: true }).filter({ visible: true });
  // Drawn first, so that "not in the bar" is never read off a bar still arriving.
  await expect(nav).toBeVisible();
  if ((await inBar.count()) === 0) {
    await nav.getByRole('button', { name: /Menu/ }).click();
    await expect(inBar.first()).toBeVisible();
  }
  // Where it leads, read before the click: the next screen may arrive after the click returns (a
  // screen loaded on demand), and reading the old one meanwhile would take its side menu for the new.
  const href = await inBar.first().getAttribute('href');
  await inBar.first().click();
  await expect(nav.getByRole('button', { name: /Menu/ }).filter({ visible: true }).and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);
  if (href) {
    // A section's address may lead on to its first page (Réglages → Réglages › Profil).
    await expect(page).toHaveURL((url) => {
      const path = new URL(href, url).pathname;
      return url.pathname === path || url.pathname.startsWith(`${path}/`);
    });
  }
}

/** "Se déconnecter": in the bar on a wide screen, in the Menu on a phone. */
export async function pressLogout(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: 'Se déconnecter' }).filter({ visible: true });
  await expect(page.getByRole('navigation', { name: STAFF_MENU })).toBeVisible();
  if ((await logout.count()) === 0) await page.getByRole('navigation', { name: STAFF_MENU }).getByRole('button', { name: /Menu/ }).click();
  await logout.first().click();
}

/** Every item of the staff menu (the bar shows some, the Menu lists them all). */
export async function staffMenuItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: STAFF_MENU });
  const menu = nav.getByRole('button', { name: /Menu/ }).filter({ visible: true });
  const names = async () => (await nav.getByRole('link').filter({ visible: true }).allInnerTexts()).map((n) => n.trim());
  await expect(nav).toBeVisible();
  if ((await menu.count()) === 0) return names();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const all = [...new Set(await names())];
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  return all;
}

/** The demo's owner: the e-mail and password that connect a tablet, and her own code. */
export const DEMO_OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo', code: '1234' };

/**
 * Opens the product on `page` and connects it to the demo restaurant as the owner does (her e-mail
 * and password, the restaurant, the device's name if given), then signs in with `code` when given.
 * The page is left where that leads: the tutorial on a person's first sign-in, else the book.
 */
export async function connectDevice(page: Page, code?: string, device?: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail du propriétaire').fill(DEMO_OWNER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  // The restaurants are listed once the credentials are checked: selectOption waits for the option.
  await page.getByLabel('Restaurant à connecter').selectOption({ label: 'Le Petit Zinc' });
  if (device) await page.getByLabel('Nom de cet appareil (facultatif)').fill(device);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  if (code) await page.getByLabel('Chiffre 1 sur 4 du code confidentiel').pressSequentially(code);
}
