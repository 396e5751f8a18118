import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { CODES, enrolDevice, loginToken, useDevice, type Enrolment } from './staff/staff-helpers';
import { SERVER_NOW, startStaffServer, TODAY, WEDNESDAY, type StaffServer } from './staff/staff-server';
import { expectDialogFits, expectHittable, expectInViewport, expectNoOverlap, SIZES } from './support/layout';
import { fillInformations, findBookableDate, nextButton, openWizard, phoneFor, pickDate, pickHour } from './support/wizard';

// Dialogs fit the screen from a 320 px phone to a laptop: what does not fit scrolls inside the
// dialog, whose title and close control stay on screen (the plan's "Fermer" and the staff details'
// save button and history used to be cut off below the dialog, out of reach).

async function frame(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('diner dialogs', () => {
  test('the floor plan and the events fit and scroll at 320, 390 and 1280 px', async ({ page, api }) => {
    const { date, hour } = await findBookableDate(api, { fromDays: 66, service: 'evening' });
    await page.setViewportSize(SIZES[1]);
    await openWizard(page);
    await nextButton(page).click();

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Voir les prochains évènements' }).click();
      const events = page.getByTestId('events-dialog');
      await expect(events.getByRole('button').first()).toBeVisible();
      await frame(page);
      await expectDialogFits(page, events, {
        close: events.getByRole('button', { name: 'Fermer' }).first(),
        lastControls: [events.getByRole('button').last()],
        label: `évènements ${size.width} px`,
      });
      await page.keyboard.press('Escape');
      await expect(events).toHaveCount(0);
    }

    await page.setViewportSize(SIZES[1]);
    await pickDate(page, date);
    await nextButton(page).click();
    await pickHour(page, hour);
    await nextButton(page).click();
    await fillInformations(page, { name: 'Inès Marchand', email: 'ines.marchand@example.fr', phone: phoneFor(66) });
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Voir le plan' }).click();
      const dialog = page.getByTestId('floor-plan-dialog');
      const plan = dialog.getByRole('img');
      await expect(plan).toBeVisible();
      await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0)).toBe(true);
      await frame(page);
      const close = dialog.getByRole('button', { name: 'Fermer' });
      // The whole plan (the Terrasse is at its far end) can be brought on screen, then closed.
      await expectDialogFits(page, dialog, { close, lastControls: [plan], label: `plan ${size.width} px` });
      await page.screenshot({ path: test.info().outputPath(`dialog-plan-${size.width}.png`) });
      await close.click();
      await expect(dialog).toHaveCount(0);
    }
  });
});

test.describe('staff dialogs', () => {
  let server: StaffServer;
  let device: Enrolment;
  let token: string;
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: undefined });
  test.beforeAll(async ({ request }) => {
    server = await startStaffServer();
    device = await enrolDevice(request, server.baseURL);
    token = await loginToken(request, device.deviceSecret, CODES.manager, server.baseURL);
  });
  test.afterAll(async () => server?.stop());

  async function openBook(page: Page, date: string) {
    await page.clock.setFixedTime(new Date(SERVER_NOW));
    await useDevice(page, device, { token });
    await page.goto(`${server.baseURL}/dashboard?date=${date}&service=noon`);
    await expect(page.getByRole('tab', { name: /Midi/ })).toHaveAttribute('aria-selected', 'true');
  }

  test('a booking’s details: save button and history reachable, close on screen, at 320, 390 and 1280 px', async ({ page }) => {
    await openBook(page, WEDNESDAY);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page
        .getByRole('button', { name: /^Détails/ })
        .first()
        .click();
      const dialog = page.getByTestId('booking-dialog');
      await expect(dialog.getByRole('heading', { name: 'Historique' })).toBeAttached();
      await expect(dialog.getByRole('region', { name: 'Historique' }).locator('li, p').first()).toBeAttached();
      await frame(page);
      const saves = dialog.getByRole('button', { name: /^Enregistrer/ });
      await expectDialogFits(page, dialog, {
        close: dialog.getByRole('button', { name: 'Fermer' }).first(),
        lastControls: [saves.first(), saves.last(), dialog.getByRole('heading', { name: 'Historique' })],
        label: `détails ${size.width} px`,
      });
      await page.screenshot({ path: test.info().outputPath(`dialog-details-${size.width}.png`) });
      await dialog.getByRole('button', { name: 'Fermer' }).first().click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test('a phone booking at 390 px: the calendar button covers nothing and the table choices are readable', async ({ page }) => {
    await openBook(page, TODAY);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: /Réservation téléphone/ }).click();
      const dialog = page.getByRole('dialog');
      const hourSelect = dialog.getByLabel('Horaire');
      const calendar = dialog.getByRole('button', { name: /calendrier/i });
      await expect(hourSelect).toBeVisible();
      await frame(page);
      await expectNoOverlap(calendar, hourSelect, `${size.width} px : bouton du calendrier et horaire`);
      await expectInViewport(page, calendar, `${size.width} px : bouton du calendrier`);
      await expectHittable(hourSelect, `${size.width} px : horaire`);
      // The table select is wide enough for its longest choice ("Salle 1 (1 à 2 pers.)").
      const fit = await dialog.getByLabel('Table').evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement('span');
        const style = getComputedStyle(select);
        probe.style.font = style.font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'nowrap';
        document.body.append(probe);
        let widest = 0;
        for (const option of Array.from(select.options)) {
          probe.textContent = option.text;
          widest = Math.max(widest, probe.getBoundingClientRect().width);
        }
        probe.remove();
        // Room for the text: the box minus its padding and the arrow (about 24 px).
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
        return { widest, room };
      });
      expect(fit.widest, `${size.width} px : choix de table tronqués (${JSON.stringify(fit)})`).toBeLessThanOrEqual(fit.room);
      await page.screenshot({ path: test.info().outputPath(`dialog-new-booking-${size.width}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
