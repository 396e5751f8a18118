// The diner's pages in the browser's language: rendered by the server in it and hydrated without a
// warning; the switch, used with the keyboard, changes the page and is remembered for the next one,
// including the pages the app's router shows (the restaurant's terms).
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { DEMO } from './support/wizard';

test.use({ locale: 'es-ES' });

test('a Spanish browser gets Spanish pages; the switch changes them and is remembered', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(`/reserver/${DEMO}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: /Bienvenido/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');

  // Keyboard only: Tab reaches the switch first, arrows choose another language.
  await page.keyboard.press('Tab');
  const language = page.getByRole('combobox', { name: /Sprache/ });
  await expect(language).toBeFocused();
  await language.selectOption('de');
  await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beginnen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('couvert_lang'))).toBe('de');

  // The next page, from the server: German from its first byte, whatever the browser says.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
  await page.goto(`/conditions/${DEMO}`);
  await expect(page.getByRole('link', { name: 'Einen Tisch reservieren' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(problems).toEqual([]);
});
