// The live room view end to end: tables coloured by state for a service, a booking dragged with the
// mouse onto another table (the server re-checks with the engine), a refused drop, and the
// keyboard way of moving a booking.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { expectTableTextsInside } from './support/layout';
import type { Page } from '@playwright/test';
import { api, nextWeekday, startIsolatedServer, staffContext, staffSession, type IsolatedServer, type StaffSession } from './floor-plan-helpers';

test.describe.configure({ mode: 'serial' });

let server: IsolatedServer;
let session: StaffSession;
let wednesday: string;

interface LiveView {
  tables: Array<{ guid: string; state: string; bookingGuid: string | null }>;
  bookings: Array<{ guid: string; name: string; tableGuids: string[] }>;
  rooms: Array<{ items: Array<{ kind: string; id: string; name?: string }> }>;
}

test.beforeAll(async () => {
  server = await startIsolatedServer();
  session = await staffSession(server.baseURL, '2468');
  const config = await api<{ today: string }>(server.baseURL, '/restaurants/le-petit-zinc/config');
  // The seed books Salle 4 at 20:00 and Salle 5 at 20:30 on the next Wednesday after today.
  const [y, m, d] = config.today.split('-').map(Number) as [number, number, number];
  wednesday = nextWeekday(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10), 3);
});
test.afterAll(async () => server?.stop());

const table = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Table ${name},`) });

async function liveView(): Promise<LiveView> {
  return api<LiveView>(server.baseURL, `/staff/restaurants/${session.restaurantId}/live-room?date=${wednesday}&service=evening&time=20:00`, {
    token: session.token,
  });
}

function tableGuid(view: LiveView, name: string): string {
  return view.rooms.flatMap((r) => r.items).find((i) => i.kind === 'table' && i.name === name)!.id;
}

async function drag(page: Page, from: string, to: string) {
  const a = (await table(page, from).boundingBox())!;
  const b = (await table(page, to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('moves a booking by dragging it onto another table', async ({ browser, axe }) => {
  const before = await liveView();
  const moving = before.bookings.find((b) => b.tableGuids.includes(tableGuid(before, 'Salle 4')))!;
  expect(moving).toBeDefined();

  const context = await staffContext(browser, server.baseURL, session);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Plan de salle' }).click();
  await expect(page.getByRole('heading', { name: 'Vue en salle' })).toBeVisible();
  await page.goto(`/dashboard/salle?date=${wednesday}&service=evening&time=20:00`);
  await expect(page.getByText('Prévisions à 20:00', { exact: true })).toBeVisible();
  await expect(table(page, 'Salle 4')).toHaveAttribute('aria-label', new RegExp(`réservée bientôt : ${moving.name}, 2 pers., 20:00`, 'i'));
  await expect(table(page, 'Salle 6')).toHaveAttribute('aria-label', /Table Salle 6, 2 à 4 pers., libre$/i);
  await expect(table(page, 'Salle 4')).toHaveAttribute('data-state', 'soon');
  await page.screenshot({ path: test.info().outputPath('floor-plan-live-1280.png'), fullPage: true });
  // Names and bookings stay inside their tables (cut with "…" when too long: the button says it all).
  for (const plan of await page.locator('svg:has([data-table-guid])').all()) await expectTableTextsInside(plan, 'plan en direct');

  await drag(page, 'Salle 4', 'Salle 6');
  await expect(page.getByRole('status').filter({ hasText: 'Réservation modifiée.' }).first()).toBeVisible();
  await expect(table(page, 'Salle 6')).toHaveAttribute('aria-label', new RegExp(`${moving.name}, 2 pers., 20:00`));
  await expect(table(page, 'Salle 4')).toHaveAttribute('data-state', 'free');
  const after = await liveView();
  expect(after.bookings.find((b) => b.guid === moving.guid)!.tableGuids).toEqual([tableGuid(after, 'Salle 6')]);

  // Salle 5 is held by the 20:30 party: the engine refuses and nothing moves.
  await drag(page, 'Salle 6', 'Salle 5');
  await expect(page.getByText(/La table Salle 5 n'est pas libre à 20:00/)).toBeVisible();
  expect((await liveView()).bookings.find((b) => b.guid === moving.guid)!.tableGuids).toEqual([tableGuid(after, 'Salle 6')]);

  // Without a pointer: Enter opens the table, a list chooses the new one.
  await table(page, 'Salle 6').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('table-bookings-dialog');
  await expect(dialog).toContainText(moving.name);
  await dialog.getByLabel('Déplacer vers la table').selectOption({ label: 'Salle 4 — Salle' });
  await dialog.getByRole('button', { name: 'Déplacer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table(page, 'Salle 4')).toHaveAttribute('aria-label', new RegExp(moving.name));
  expect((await liveView()).bookings.find((b) => b.guid === moving.guid)!.tableGuids).toEqual([tableGuid(after, 'Salle 4')]);

  await axe.check(page, 'le plan de salle en direct', { include: 'main' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('floor-plan-live-390.png'), fullPage: true });
  await context.close();
});

test('a tap on a free table seats a walk-in today (or says why not), and only today', async ({ browser }) => {
  const context = await staffContext(browser, server.baseURL, session);
  const page = await context.newPage();
  // Another day: a walk-in cannot be seated there.
  await page.goto(`/dashboard/salle?date=${wednesday}&service=noon&time=12:00`);
  await table(page, 'Terrasse 6').click();
  await expect(page.getByText("Un client de passage s'installe aujourd'hui : revenez à la date du jour pour l'installer.")).toBeVisible();

  // A table nobody booked (on the seed's Saturday evening every other table is taken).
  const base = `/staff/restaurants/${session.restaurantId}/floor-plans`;
  const overview = await api<{ plans: Array<{ guid: string; name: string }> }>(server.baseURL, base, { token: session.token });
  const terrasse = await api<{ plan: { name: string; width: number; height: number; version: number; items: unknown[] } }>(
    server.baseURL,
    `${base}/${overview.plans.find((p) => p.name === 'Terrasse')!.guid}`,
    { token: session.token },
  );
  const manager = await staffSession(server.baseURL, '5678');
  const counter = {
    kind: 'table',
    id: randomUUID(),
    shape: 'round',
    name: 'Comptoir',
    minCovers: 1,
    maxCovers: 2,
    legendGuids: [],
    combinable: false,
    active: true,
    x: 270,
    y: 170,
    width: 60,
    height: 60,
    rotation: 0,
  };
  const { plan } = terrasse;
  await api(server.baseURL, `${base}/${overview.plans.find((p) => p.name === 'Terrasse')!.guid}`, {
    method: 'PUT',
    token: manager.token,
    body: { name: plan.name, width: plan.width, height: plan.height, version: plan.version, items: [...plan.items, counter] },
  });

  await page.goto('/dashboard/salle');
  await expect(page.getByText(/^En direct — \d\d:\d\d$/)).toBeVisible();
  const name = 'Comptoir';
  await expect(table(page, name)).toHaveAttribute('data-state', 'free');
  await table(page, name).click();
  const dialog = page.getByTestId('walk-in-dialog');
  await expect(dialog.getByRole('heading', { name: `Client de passage — table ${name}` })).toBeVisible();
  await dialog.getByLabel('Nom (facultatif)').fill('Passage test');
  await dialog.getByRole('button', { name: 'Installer' }).click();
  // Whether a service runs now depends on the real clock: either the party is seated at that table,
  // or the engine's refusal is shown in the dialog, in French.
  const seated = page.getByRole('status').filter({ hasText: 'Client de passage installé.' }).first();
  const refused = dialog.getByRole('alert');
  await expect(seated.or(refused)).toBeVisible();
  if (await seated.isVisible()) {
    await expect(table(page, name)).toHaveAttribute('data-state', 'seated');
    await expect(table(page, name)).toHaveAttribute('aria-label', /installée : Passage test/i);
  } else {
    await expect(refused).toHaveText(/^(Aucun service n'est en cours|Aucune table libre|La table .+ n'est pas libre|Le restaurant est fermé)/);
  }
  await context.close();
});
