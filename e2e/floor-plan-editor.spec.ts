// The floor-plan editor end to end: a room created with tables, edited with the pointer and the
// keyboard, saved, reloaded, edited again; then the diner's 'Voir le plan' picture shows the table.
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { expectTableTextsInside } from './support/layout';
import { api, startIsolatedServer, staffContext, staffSession, type IsolatedServer, type StaffSession } from './floor-plan-helpers';

test.describe.configure({ mode: 'serial' });

let server: IsolatedServer;
let session: StaffSession;

test.beforeAll(async () => {
  server = await startIsolatedServer();
  session = await staffSession(server.baseURL);
});
test.afterAll(async () => server?.stop());

const props = (page: Page) => page.getByTestId('properties');
const canvas = (page: Page) => page.getByTestId('plan-canvas');
const tableOnPlan = (page: Page, name: string) => canvas(page).getByRole('button', { name: new RegExp(`^Table ${name},`) });
const field = (page: Page, label: string) => props(page).getByLabel(label, { exact: true });

test('creates a room with tables, edits it with pointer and keyboard, saves and reloads it', async ({ browser, axe }) => {
  const context = await staffContext(browser, server.baseURL, session);
  let page = await context.newPage();
  const response = await page.goto('/floor-plan/create');
  await expect(page.getByRole('heading', { name: 'Nouvelle salle' })).toBeVisible();
  // A staff screen: kept out of search engines by the header and by the page's meta.
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.getByTestId('save-state')).toHaveText('Salle pas encore enregistrée');
  await page.getByLabel('Nom de la salle').fill('Véranda');

  // Two tables from the palette, named and sized in the properties panel.
  await page.getByRole('button', { name: 'Table ronde' }).click();
  await expect(field(page, 'Nom de la table')).toHaveValue('Table 1');
  await field(page, 'Nom de la table').fill('Véranda 1');
  // A new table is closed to online booking until the owner opens it; the plan says so.
  const online = props(page).getByRole('switch', { name: 'Réservable en ligne' });
  await expect(online).not.toBeChecked();
  await expect(props(page)).toContainText("Seule l'équipe peut y placer des clients");
  await expect(tableOnPlan(page, 'Véranda 1')).toHaveAttribute('aria-label', /non réservable en ligne/);
  // The words are drawn over the plan (apart from the button, whose name says it in full).
  await expect(page.getByTestId('plan-canvas')).toContainText('Pas en ligne');
  await online.check();
  await expect(online).toBeChecked();
  await expect(tableOnPlan(page, 'Véranda 1')).not.toHaveAttribute('aria-label', /non réservable en ligne/);
  await expect(page.getByTestId('plan-canvas')).not.toContainText('Pas en ligne');
  await page.getByRole('button', { name: 'Table rectangulaire' }).click();
  await field(page, 'Nom de la table').fill('Véranda 2');
  await field(page, 'Couverts minimum').fill('2');
  await field(page, 'Couverts maximum').fill('6');
  await expect(tableOnPlan(page, 'Véranda 1')).toBeVisible();
  await expect(tableOnPlan(page, 'Véranda 2')).toHaveAttribute('aria-label', /Table Véranda 2, rectangulaire, 2 à 6 couverts/);

  // Drag with the mouse: snapped to the grid, and the whole drag is one undo step.
  const x = field(page, 'Position horizontale');
  const y = field(page, 'Position verticale');
  const before = { x: Number(await x.inputValue()), y: Number(await y.inputValue()) };
  const box = (await tableOnPlan(page, 'Véranda 2').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 83, box.y + box.height / 2 - 47, { steps: 10 });
  await page.mouse.up();
  const dragged = { x: Number(await x.inputValue()), y: Number(await y.inputValue()) };
  expect(dragged.x).toBeGreaterThan(before.x);
  expect(dragged.y).toBeLessThan(before.y);
  expect(dragged.x % 10).toBe(0);
  expect(dragged.y % 10).toBe(0);
  await page.getByRole('button', { name: /Annuler la dernière modification/ }).click();
  await expect(x).toHaveValue(String(before.x));
  await page.getByRole('button', { name: /Rétablir la modification annulée/ }).click();
  await expect(x).toHaveValue(String(dragged.x));

  // The keyboard: focus selects; arrows move (Shift: five steps), R rotates, Ctrl+Z / Ctrl+Shift+Z.
  await tableOnPlan(page, 'Véranda 1').focus();
  await expect(field(page, 'Nom de la table')).toHaveValue('Véranda 1');
  const x1 = Number(await x.inputValue());
  const y1 = Number(await y.inputValue());
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(x).toHaveValue(String(x1 - 10));
  await expect(y).toHaveValue(String(y1 + 50));
  await page.keyboard.press('r');
  await expect(field(page, 'Rotation (degrés)')).toHaveValue('15');
  await page.keyboard.press('Control+z');
  await expect(field(page, 'Rotation (degrés)')).toHaveValue('0');
  await page.keyboard.press('Control+Shift+z');
  await expect(field(page, 'Rotation (degrés)')).toHaveValue('15');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(field(page, 'Diamètre')).toHaveValue('70');

  // Duplicate takes the next free name; Delete removes it; Tab goes through the items.
  await page.keyboard.press('Control+d');
  await expect(field(page, 'Nom de la table')).toHaveValue('Véranda 3');
  await expect(tableOnPlan(page, 'Véranda 3')).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tableOnPlan(page, 'Véranda 3')).toHaveCount(0);
  await tableOnPlan(page, 'Véranda 1').focus();
  await page.keyboard.press('Tab');
  await expect(tableOnPlan(page, 'Véranda 2')).toBeFocused();
  await expect(field(page, 'Nom de la table')).toHaveValue('Véranda 2');

  // Room elements: a wall and a text.
  await page.getByRole('button', { name: 'Mur', exact: true }).click();
  await expect(canvas(page).getByRole('button', { name: /^Mur,/ })).toBeFocused();
  await page.getByRole('button', { name: 'Texte', exact: true }).click();
  await props(page).getByLabel('Texte affiché').fill('Jardin');
  await expect(canvas(page).getByRole('button', { name: /^Texte « Jardin »/ })).toBeVisible();

  // Putting a table on another one is allowed but flagged.
  await tableOnPlan(page, 'Véranda 2').click();
  await field(page, 'Position horizontale').fill(String(x1 - 10));
  await field(page, 'Position verticale').fill(String(y1 + 50));
  await expect(page.getByTestId('issues')).toContainText('La table « Véranda 1 » chevauche la table « Véranda 2 ».');
  await page.getByRole('button', { name: /Annuler la dernière modification/ }).click();
  await page.getByRole('button', { name: /Annuler la dernière modification/ }).click();
  await expect(page.getByTestId('issues')).toContainText('Aucun problème détecté.');

  await axe.check(page, 'éditeur de plan');
  await page.screenshot({ path: test.info().outputPath('floor-plan-editor-1280.png'), fullPage: true });

  // Save: the room gets its address, and everything comes back after a reload.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/floor-plan\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Plan : Véranda' })).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('Tout est enregistré');
  await page.reload();
  await expect(tableOnPlan(page, 'Véranda 1')).toHaveAttribute('aria-label', /pivotée de 15°/);
  // The switch is saved with the plan: Véranda 1 open online, Véranda 2 (never opened) not.
  await expect(tableOnPlan(page, 'Véranda 2')).toHaveAttribute('aria-label', /non réservable en ligne/);
  await tableOnPlan(page, 'Véranda 1').click();
  await expect(props(page).getByRole('switch', { name: 'Réservable en ligne' })).toBeChecked();
  await tableOnPlan(page, 'Véranda 2').click();
  await expect(props(page).getByRole('switch', { name: 'Réservable en ligne' })).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('floor-plan-online-switch-1280.png'), fullPage: true });
  await expect(tableOnPlan(page, 'Véranda 2')).toHaveAttribute('aria-label', /2 à 6 couverts/);
  await expect(canvas(page).getByRole('button', { name: /^Texte « Jardin »/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Salles du restaurant' }).getByRole('link')).toHaveText([
    'Salle',
    'Terrasse',
    'Véranda',
    '+ Nouvelle salle',
    'Vue en salle',
  ]);

  // Edit again: leaving with unsaved changes asks first; Ctrl+S saves.
  await tableOnPlan(page, 'Véranda 2').click();
  await field(page, 'Nom de la table').fill('Véranda Fenêtre');
  await expect(page.getByTestId('save-state')).toHaveText('Modifications non enregistrées');
  await page.getByRole('link', { name: '← Tableau de bord' }).click();
  const leave = page.getByTestId('leave-dialog');
  await expect(leave).toContainText('Les modifications du plan depuis le dernier enregistrement seront perdues.');
  await leave.getByRole('button', { name: 'Rester sur le plan' }).click();
  await expect(page).toHaveURL(/\/floor-plan\/edit\//);
  await tableOnPlan(page, 'Véranda Fenêtre').focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText('Tout est enregistré');
  await page.reload();
  await expect(tableOnPlan(page, 'Véranda Fenêtre')).toBeVisible();
  await expect(tableOnPlan(page, 'Véranda 2')).toHaveCount(0);
  const location = page.url();

  // Closing the tab with unsaved changes asks the browser's own question.
  await tableOnPlan(page, 'Véranda Fenêtre').click();
  await field(page, 'Nom de la table').fill('Véranda provisoire');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  page = await context.newPage();
  await page.goto(location);

  // The same screen on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('floor-plan-editor-390.png'), fullPage: true });
  await tableOnPlan(page, 'Véranda Fenêtre').click();
  const phoneSwitch = props(page).getByRole('switch', { name: 'Réservable en ligne' });
  await phoneSwitch.scrollIntoViewIfNeeded();
  await expect(phoneSwitch).toBeVisible();
  await expect(phoneSwitch).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('floor-plan-online-switch-390.png') });
  await context.close();
});

test('refuses to delete a table with upcoming bookings and offers to deactivate it', async ({ browser }) => {
  const context = await staffContext(browser, server.baseURL, session);
  const page = await context.newPage();
  const plans = await api<{ plans: Array<{ guid: string; name: string }> }>(server.baseURL, `/staff/restaurants/${session.restaurantId}/floor-plans`, {
    token: session.token,
  });
  await page.goto(`/floor-plan/edit/${plans.plans.find((p) => p.name === 'Salle')!.guid}`);
  // Salle 1 holds bookings on the coming Saturday evening (the seed's full service).
  await tableOnPlan(page, 'Salle 1').focus();
  await page.keyboard.press('Delete');
  const dialog = page.getByTestId('booked-table-dialog');
  await expect(dialog).toContainText('La table « Salle 1 » a des réservations à venir');
  await expect(dialog.getByRole('listitem')).not.toHaveCount(0);
  await dialog.getByRole('button', { name: 'Désactiver la table' }).click();
  await expect(tableOnPlan(page, 'Salle 1')).toHaveAttribute('aria-label', /inactive/);
  await page.getByRole('button', { name: /Annuler la dernière modification/ }).click();
  await expect(tableOnPlan(page, 'Salle 1')).not.toHaveAttribute('aria-label', /inactive/);
  await context.close();
});

test("shows the new table in the diner's plan picture", async ({ browser }) => {
  const config = await api<{ floorplan_image: string; today: string }>(server.baseURL, '/restaurants/le-petit-zinc/config');
  expect(config.floorplan_image).toBe('/api/restaurants/le-petit-zinc/floor-plan.svg');
  // A date whose evening has a free slot for two.
  let date = '';
  let hour = '';
  for (let i = 3; i < 40 && !date; i++) {
    const [y, m, d] = config.today.split('-').map(Number) as [number, number, number];
    const candidate = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    const weekday = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][new Date(`${candidate}T12:00:00Z`).getUTCDay()]!;
    const hours = await api<{ evening: Array<{ label: string; available: boolean }> }>(
      server.baseURL,
      `/restaurants/le-petit-zinc/hours/${weekday}/${candidate}?covers=2`,
    );
    const slot = hours.evening.find((s) => s.available);
    if (slot) [date, hour] = [candidate, slot.label];
  }
  expect(date).not.toBe('');

  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const [yy, mm, dd] = date.split('-');
  await page.goto(`/reserver/le-petit-zinc/${dd}-${mm}-${yy}`);
  await page.getByRole('button', { name: hour, exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await page.getByLabel('Nom', { exact: true }).fill('Inès Garnier');
  await page.getByLabel('E-mail', { exact: true }).fill('ines.garnier@example.fr');
  await page.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
  await page.getByLabel('Confirmation du numéro').fill('06 12 34 56 78');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
  // The table the owner opened is offered by name, the one never opened is not…
  await expect(page.getByRole('group', { name: 'Choisir sa table de préférence' })).toContainText('Véranda 1');
  await expect(page.getByRole('group', { name: 'Choisir sa table de préférence' })).not.toContainText('Véranda Fenêtre');
  // …and drawn, with its name, in the picture behind 'Voir le plan'.
  await page.getByRole('button', { name: 'Voir le plan' }).click();
  const picture = page.getByTestId('floor-plan-dialog').getByRole('img');
  await expect(picture).toBeVisible();
  const src = await picture.getAttribute('src');
  expect(src).toBe('/api/restaurants/le-petit-zinc/floor-plan.svg');
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const svg = await (await page.request.get(src!)).text();
  expect(svg).toContain('>Véranda Fenêtre</text>');
  expect(svg).toContain('>Véranda 1</text>');
  expect(svg).toContain('>Véranda</text>');
  await page.getByTestId('floor-plan-dialog').screenshot({ path: test.info().outputPath('floor-plan-wizard-picture-390.png') });
  await context.close();
});

test('places the tables set up in the settings apart from each other, and lists overlapping ones as problems', async ({ browser }) => {
  for (const name of ['Cour 1', 'Cour 2', 'Cour 3', 'La grande table du fond, près du bar']) {
    await api(server.baseURL, `/staff/restaurants/${session.restaurantId}/settings/tables`, {
      token: session.token,
      body: { name, min_covers: 2, max_covers: 4, legend_guids: [], image: '', combinable: false, active: true },
    });
  }
  const context = await staffContext(browser, server.baseURL, session);
  const page = await context.newPage();
  await page.goto('/floor-plan/create');
  await page.getByLabel('Nom de la salle').fill('Cour');
  for (const name of ['Cour 1', 'Cour 2', 'Cour 3']) {
    await page.getByRole('button', { name: `Placer ${name}` }).click();
    await expect(tableOnPlan(page, name)).toBeVisible();
  }
  // Each table stands clear of the others, with room between them (not edge to edge), as drawn on screen.
  const boxes = await canvas(page)
    .locator('g[data-kind="table"] > rect')
    .evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number }));
  expect(boxes).toHaveLength(3);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const gap = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
      expect(gap, `tables ${i + 1} et ${j + 1} : ${JSON.stringify(a)} / ${JSON.stringify(b)}`).toBeGreaterThan(10);
    }
  }
  await expect(page.getByTestId('issues')).toContainText('Aucun problème détecté.');
  // One put on another is listed as a problem, leading to the table.
  await tableOnPlan(page, 'Cour 1').click();
  const [x, y] = [await field(page, 'Position horizontale').inputValue(), await field(page, 'Position verticale').inputValue()];
  await tableOnPlan(page, 'Cour 2').click();
  await field(page, 'Position horizontale').fill(String(Number(x) + 10));
  await field(page, 'Position verticale').fill(String(Number(y) + 10));
  const issues = page.getByTestId('issues');
  await expect(issues).toContainText('1 avertissement');
  await expect(issues.getByRole('listitem')).toHaveText([/La table « Cour 1 » chevauche la table « Cour 2 »\./]);
  await page.getByRole('button', { name: /Annuler la dernière modification/ }).click();
  await page.getByRole('button', { name: /Annuler la dernière modification/ }).click();
  await expect(page.getByTestId('issues')).toContainText('Aucun problème détecté.');

  // A name too long for its table is cut inside it, and said in full by the table's name and tooltip.
  const long = 'La grande table du fond, près du bar';
  await page.getByRole('button', { name: `Placer ${long}` }).click();
  const longTable = canvas(page).getByRole('button', { name: new RegExp(`^Table ${long},`) });
  await expect(longTable).toBeVisible();
  await expect(longTable.locator('title')).toHaveText(new RegExp(`^${long} · `));
  const longText = canvas(page).locator(`text[data-table-text="${await longTable.getAttribute('data-item-id')}"]`);
  await expect(longText.first()).toHaveText(/^La\b/);
  await expect(longText.last()).toHaveText(/…$/);
  await expectTableTextsInside(canvas(page), "l'éditeur");
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Tout est enregistré');
  // The same in the diner's picture, measured as the browser draws it.
  await page.goto('/api/restaurants/le-petit-zinc/floor-plan.svg');
  await expectTableTextsInside(page.locator('svg').first(), 'la photo du plan des clients');
  await expect(page.locator('g > title', { hasText: long })).toHaveCount(1);
  await context.close();
});
