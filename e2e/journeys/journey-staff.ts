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
