// The diner's booking page as the server sends it: readable without JavaScript, then hydrated
// (not rendered again) by the browser, with the rest of the wizard downloaded on "Commencer".
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { DEMO, nextButton } from './support/wizard';

test.describe('server-rendered booking page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the welcome page, the restaurant and its head', async ({ page }) => {
      const response = await page.goto(`/reserver/${DEMO}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Le Petit Zinc' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /Bienvenue/ })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Logo de Le Petit Zinc' })).toBeVisible();
      await expect(page.getByTestId('restaurant-information')).not.toBeEmpty();
      await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
      await expect(page).toHaveTitle('Couvert: Le Petit Zinc');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /bistrot/);
    });

    test('answers an unknown restaurant with a French 404 page', async ({ page }) => {
      const response = await page.goto('/reserver/ce-restaurant-n-existe-pas');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('booking-unavailable')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Réservation non disponible' }).first()).toBeAttached();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    });
  });

  test('hydrates without a warning, then the wizard goes on to the date', async ({ page }) => {
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(`/reserver/${DEMO}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Le Petit Zinc' });
    await expect(heading).toBeVisible();
    // Hydration keeps the server's elements: a node marked before hydration is still the one shown.
    await heading.evaluate((el) => el.setAttribute('data-from-server', 'yes'));
    await page.waitForLoadState('networkidle');
    await expect(heading).toHaveAttribute('data-from-server', 'yes');
    // Before the first tap, the wizard's later pages are not downloaded.
    expect(scripts.some((s) => s.includes('booking-app'))).toBe(false);

    await nextButton(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choisissez votre jour' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Choisissez votre jour' })).toBeFocused();
    expect(scripts.some((s) => s.includes('booking-app'))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('hydrates the daily-specials sign-up page, whose form then answers', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/communication/${DEMO}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Communications du jour' });
    await heading.evaluate((el) => el.setAttribute('data-from-server', 'yes'));
    await page.waitForLoadState('networkidle');
    await expect(heading).toHaveAttribute('data-from-server', 'yes');
    expect(problems).toEqual([]);
    // An empty form is sent by the page's script and refused by the server, in a dialog.
    await page.getByRole('button', { name: "Je m'inscris à la newsletter" }).click();
    await expect(page.getByTestId('message-dialog')).toBeVisible();
  });

  test('scripts are requested after the first paint; a tap made before hydration is kept', async ({ page }) => {
    // The page's own entry is held until the diner has tapped: the tap lands on the server's button.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/diner-booking-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(`/reserver/${DEMO}`, { waitUntil: 'commit' });
    // No script is named in the HTML: only the inline loader, allowed by its hash.
    const html = await response!.text();
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<script id="diner-loader"');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);

    await nextButton(page).click();
    await expect(page.getByRole('heading', { level: 2, name: /Bienvenue/ })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Choisissez votre jour' })).toBeVisible();
  });

  test('on the sign-up page, what is typed and sent before hydration is sent once it hydrates', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/diner-communication-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/communication/${DEMO}`, { waitUntil: 'commit' });
    await page.getByLabel('E-mail (facultatif)').fill('avant.hydratation@exemple.fr');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "Je m'inscris à la newsletter" }).click();
    // Not sent by a native submit, with the address in the page's URL.
    expect(page.url()).not.toContain('avant.hydratation');
    release();
    await expect(page.getByTestId('message-dialog').getByRole('heading', { name: 'Merci !' })).toBeVisible();
    expect(page.url()).not.toContain('avant.hydratation');
  });
});
