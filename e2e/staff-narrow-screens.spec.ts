import { DATE_PICKER_FIELDS, expect, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { runningSessionForFile } from './running/running-session';
import { THURSDAY } from './staff/staff-server';
import { expectHittable, expectSideScrollersUsable } from './support/layout';

// The staff pages on a phone (390 px): wide tables and strips of sections that scroll sideways say
// so and can be scrolled from the keyboard; labels stay beside their fields; the bar that keeps
// "Enregistrer" in view hides no field.

const session = runningSessionForFile();
test.use({ viewport: { width: 390, height: 844 } });

/** The label sits on the row of its field, just before it. */
async function expectBeside(label: Locator, field: Locator, what: string): Promise<void> {
  const [l, f] = [(await label.boundingBox())!, (await field.boundingBox())!];
  expect(l.x + l.width, `${what} : l'étiquette est à gauche du champ`).toBeLessThanOrEqual(f.x + 0.5);
  const middle = l.y + l.height / 2;
  expect(middle > f.y && middle < f.y + f.height, `${what} : l'étiquette (${JSON.stringify(l)}) est sur la ligne du champ (${JSON.stringify(f)})`).toBe(true);
}

/** The strip of sections shows the current one whole, inside the part of the strip on screen. */
async function expectCurrentSectionShown(page: Page, nav: Locator, what: string): Promise<void> {
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toBeVisible();
  const [strip, link] = [(await nav.locator('ul').boundingBox())!, (await current.boundingBox())!];
  expect(link.x, `${what} : « ${await current.textContent()} » coupé à gauche`).toBeGreaterThanOrEqual(strip.x - 0.5);
  expect(link.x + link.width, `${what} : « ${await current.textContent()} » coupé à droite`).toBeLessThanOrEqual(strip.x + strip.width + 0.5);
  expect(strip.x + strip.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

test('statistics: the wide tables scroll from the keyboard and say so; the period labels stay by their fields', async ({ page, axe }) => {
  await session.open(page, '/dashboard/statistiques');
  await page.getByLabel('Du', { exact: true }).fill('17/11/2026');
  await page.getByLabel('Au', { exact: true }).fill('23/11/2026');
  await page.getByLabel('Au', { exact: true }).press('Enter');
  await expect(page.getByTestId('statistics-row').first()).toBeVisible();
  await expectBeside(page.getByText('Du', { exact: true }), page.getByLabel('Du', { exact: true }), 'Du');
  await expectBeside(page.getByText('Au', { exact: true }), page.getByLabel('Au', { exact: true }), 'Au');

  await expectSideScrollersUsable(page, 'statistiques');
  // The scrolling box, named after the section holding it.
  const scroller = (name: string) => page.getByRole('region', { name: `Tableau « ${name} »` });
  const detail = scroller('Détail par jour et par service');
  await expect(detail).toHaveAttribute('aria-describedby', /.+/);
  await detail.focus();
  await expect(detail).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => detail.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(scroller('Absences selon la réponse au rappel')).toHaveAttribute('aria-describedby', /.+/);
  await axe.check(page, 'statistiques à 390 px');
  await page.screenshot({ path: test.info().outputPath('statistics-390.png'), fullPage: true });
});

test('settings: the strip of sections shows where it goes on, the save bar hides no field, a service title stays inside its card', async ({ page, axe }) => {
  await session.open(page, '/dashboard/reglages/services');
  const nav = page.getByRole('navigation', { name: 'Rubriques des réglages' });
  await expect(page.getByRole('heading', { name: 'Services', level: 2 })).toBeVisible();
  await expectCurrentSectionShown(page, nav, 'réglages');
  await expectSideScrollersUsable(page, 'réglages');

  // The bar that stays in view holds the save button alone, on one row.
  const bar = page.getByRole('button', { name: 'Enregistrer' }).locator('xpath=..');
  await expect(bar.getByRole('button')).toHaveCount(1);
  expect((await bar.boundingBox())!.height, 'la barre « Enregistrer »').toBeLessThanOrEqual(844 * 0.1);
  await expect(page.getByRole('button', { name: 'Ajouter un service' })).toBeVisible();

  // A service's title ("Midi — du mardi au samedi") wraps inside its card, below the border.
  const card = page.getByTestId('service-card').first();
  const legend = card.locator('legend').first();
  const [c, l] = [(await card.boundingBox())!, (await legend.boundingBox())!];
  const border = await card.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth));
  expect(l.y, `le titre (${JSON.stringify(l)}) passe sur la bordure de sa carte (${JSON.stringify(c)})`).toBeGreaterThanOrEqual(c.y + border);

  // Going through the fields with Tab: each one stops in view, not under the bar.
  const form = card.locator('xpath=ancestor::form');
  await form.getByLabel('Service').first().focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const inForm = await page.evaluate(() => {
      document.querySelector('[data-tabbed]')?.removeAttribute('data-tabbed');
      const el = document.activeElement;
      if (!el?.closest('form')) return false;
      el.setAttribute('data-tabbed', '');
      return true;
    });
    if (!inForm) break;
    await expectHittable(page.locator('[data-tabbed]'), `champ n° ${i + 1} atteint avec Tab`);
  }
  await axe.check(page, 'réglages, services, à 390 px');

  // Every other section: the current one in view in the strip.
  for (const section of ['Profil', 'Réservation en ligne', 'Emplacements et icônes', 'Appareils']) {
    await nav.getByRole('link', { name: section }).click();
    await expect(nav.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
    await expectCurrentSectionShown(page, nav, `réglages, ${section}`);
  }
  await page.screenshot({ path: test.info().outputPath('settings-390.png') });
});

test('communications: the strip of tabs shows where it goes on and keeps the current tab in view', async ({ page }) => {
  await session.open(page, '/dashboard/communications');
  const nav = page.getByRole('navigation', { name: 'Rubriques des communications' });
  for (const tab of ['Nouvel envoi', 'Envois', 'Abonnés', 'Page d’inscription']) {
    await nav.getByRole('link', { name: tab }).click();
    await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
    await expectCurrentSectionShown(page, nav, `communications, ${tab}`);
  }
  await expectSideScrollersUsable(page, 'communications');
  await page.screenshot({ path: test.info().outputPath('communications-390.png') });
});

test("a guest's history: the wide table scrolls from the keyboard and says so", async ({ page, axe }) => {
  await session.open(page, '/dashboard/clients');
  // A guest of the demo's bookings.
  await page.getByLabel('Rechercher un client (nom, e-mail, téléphone, étiquette)').fill('durand');
  await page.getByTestId('guest-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('guest-booking').first()).toBeVisible();
  await expectSideScrollersUsable(page, 'fiche client');
  await expect(page.getByRole('region', { name: 'Tableau « Historique »' })).toHaveAttribute('tabindex', '0');
  await axe.check(page, 'fiche client à 390 px', { except: DATE_PICKER_FIELDS });
});

test('the service book: a cancelled row reads as well as the others on a phone', async ({ page, request, axe }) => {
  const res = await request.post(session.url(`/api/staff/restaurants/${session.device.restaurantId}/bookings`), {
    data: { source: 'phone', date: THURSDAY, hour: '19:00', covers: 2, name: 'Annulé Paul', phone: '+33612345679' },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  await session.open(page, `/dashboard?date=${THURSDAY}&service=evening`);
  const row = page.getByTestId('booking').filter({ hasText: 'Annulé Paul' });
  await row.getByRole('button', { name: /Détails/ }).click();
  await page.getByTestId('booking-dialog').getByRole('button', { name: 'Annuler la réservation' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('booking-dialog')).toHaveCount(0);
  await expect(row).toHaveAttribute('data-status', 'cancelled_by_restaurant');
  await axe.check(page, 'cahier avec une réservation annulée à 390 px', { include: '[data-testid="booking"]' });
});
