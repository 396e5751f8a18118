import { expect, test } from './support/fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { runningSessionForFile } from './running/running-session';
import { THURSDAY } from './staff/staff-server';
import { expectHittable, expectNoOverlap } from './support/layout';

// Staff notices never sit over what the host is working on: the "Enregistrer" just pressed in its
// bar along the bottom, the timeline bar being moved with the keys near the bottom of the screen.

const session = runningSessionForFile();
test.beforeAll(async ({ request }) => {
  // The last seating: the bar reaches the right end of the grid, where the notices appear too.
  for (const width of [390, 1280]) await phoneBooking(request, '22:00', `Lefèvre ${width}`);
});

async function phoneBooking(request: APIRequestContext, hour: string, name: string) {
  const res = await request.post(session.url(`/api/staff/restaurants/${session.device.restaurantId}/bookings`), {
    data: { source: 'phone', date: THURSDAY, hour, covers: 2, name, phone: '+33612345678' },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * The notice is on screen, and neither the control in use nor the header's own controls (Menu,
 * Se déconnecter, which a notice moved to the top once hid for its eight seconds) are under it.
 */
async function expectClear(page: Page, notice: Locator, used: Locator, what: string) {
  await expect(notice).toBeVisible();
  await expect(used).toBeFocused();
  const header = page.getByRole('banner');
  await expect(async () => {
    await expectNoOverlap(notice, used, `${what} : la notification`);
    await expectHittable(used, `${what} : après la notification`);
    await expectNoOverlap(notice, header, `${what} : la notification et l’en-tête`);
  }).toPass({ timeout: 2_000 });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('a saved setting: the notice leaves the "Enregistrer" just pressed in view, and the focus on it', async ({ page }) => {
      await session.open(page, '/dashboard/reglages/services');
      const save = page.getByRole('button', { name: 'Enregistrer' });
      await save.click();
      const notice = page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' });
      await expectClear(page, notice, save, 'réglages enregistrés');
      await page.screenshot({ path: test.info().outputPath(`settings-saved-${viewport.width}.png`) });
    });

    test('a timeline bar moved with the keys at the bottom of the screen stays in view under its notice', async ({ page }) => {
      await session.open(page, `/dashboard/chronologie?date=${THURSDAY}&service=evening`);
      const name = `Lefèvre ${viewport.width}`;
      const bar = page.getByTestId('timeline-bar').filter({ hasText: name });
      await expect(bar).toBeVisible();
      // A shorter screen (a tablet turned, the browser's own bars), whose bottom edge, where the
      // notices appear, runs just under the bar.
      await bar.focus();
      const box = (await bar.boundingBox())!;
      await page.setViewportSize({ width: viewport.width, height: Math.ceil(box.y + box.height + 12) });
      await expect(bar).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('ArrowLeft');
      await expect(bar).toHaveAttribute('data-hour', '21:45');
      const notice = page.getByTestId('toast').filter({ hasText: `${name} : 21:45` });
      await expectClear(page, notice, bar, 'chronologie');
      await page.screenshot({ path: test.info().outputPath(`timeline-moved-${viewport.width}.png`) });
    });
  });
}
