import { expect, test } from './support/fixtures';
import type { Page, Route } from '@playwright/test';
import { runningSessionForFile } from './running/running-session';
import { WEDNESDAY } from './staff/staff-server';

// A staff form is editable only once its data has arrived, and nothing that arrives later wipes
// what the person is typing (the settings forms used to accept typing, then the late answer
// replaced it; the booking details were reset by every live update of the service book).

const session = runningSessionForFile();
test.use({ viewport: { width: 1280, height: 800 } });

/** Holds the answers to GET requests whose path ends with `suffix` until `release` is called. */
async function holdGet(page: Page, suffix: RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => suffix.test(url.pathname),
    async (route) => {
      if (open || route.request().method() !== 'GET') return route.continue();
      held.push(route);
    },
  );
  return {
    held: () => held.length,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

for (const [section, slug, label, endpoint] of [
  ['Profil', 'profil', 'Nom du restaurant', /\/settings$/],
  ['Accueil et référencement', 'accueil', 'Texte d’accueil (page « Bienvenue » de la réservation)', /\/settings$/],
  ['Réservation en ligne', 'reservation', 'Délai de prévenance (minutes)', /\/settings$/],
  ['Services', 'services', 'Première arrivée', /\/settings\/services$/],
] as const) {
  test(`settings, ${section}: no field to type in before the data arrives, then the loaded values`, async ({ page }) => {
    const gate = await holdGet(page, endpoint);
    await session.open(page, `/dashboard/reglages/${slug}`);
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    await expect.poll(gate.held).toBeGreaterThan(0);
    // Loading: said so, and nothing to type in (or to save) yet.
    await expect(page.getByRole('status').filter({ hasText: 'Chargement des réglages…' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('spinbutton')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await gate.release();
    const field = page.getByLabel(label, { exact: true }).first();
    await expect(field).toBeEditable();
    await expect(field).not.toHaveValue('');
  });
}

test('booking details: a live update of the service book keeps what the host is typing', async ({ page, request }) => {
  await session.open(page, `/dashboard?date=${WEDNESDAY}&service=noon`);
  await page
    .getByRole('button', { name: /^Détails/ })
    .first()
    .click();
  const dialog = page.getByTestId('booking-dialog');
  const note = dialog.getByLabel('Note interne');
  await note.fill('Table près de la fenêtre, anniversaire');
  // A diner books online meanwhile: the live feed refreshes the day under the open dialog.
  const refreshed = page.waitForResponse((r) => r.url().includes('/service-book?date=') && r.request().method() === 'GET');
  const questions = (await (await request.get(session.url('/api/restaurants/le-petit-zinc/questions'))).json()).object as Array<{
    id: number;
    required: boolean;
  }>;
  const res = await request.post(session.url('/api/bookings'), {
    data: {
      date: WEDNESDAY,
      hour: '13:00',
      tablewarecount: 2,
      name: 'Romane Petit',
      email: 'romane.petit@exemple.fr',
      phoneNumber: '+33612340099',
      information: '',
      restaurantSlug: 'le-petit-zinc',
      questions: questions.filter((q) => q.required).map((q) => ({ id: q.id, answer: 'Aucune' })),
      conditions_accepted: true,
      is_waiting: false,
    },
  });
  expect(res.status()).toBe(201);
  await refreshed;
  await expect(page.getByTestId('toast').filter({ hasText: 'Romane Petit' })).toBeVisible();
  await expect(note).toHaveValue('Table près de la fenêtre, anniversaire');
});
