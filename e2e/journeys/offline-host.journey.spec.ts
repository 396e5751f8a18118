// Journey of the host stand through a network cut on a full Saturday evening: the host's tablet
// keeps the book, the Wi-Fi drops, the host seats three parties, a walk-in and moves a party to a
// freed table, all kept on the tablet; meanwhile the bar's tablet gives that table to another
// party. When the network returns the queued changes are sent once each, the refused move is
// explained, and both tablets show the same book.
import type { Page } from '@playwright/test';
import { SATURDAY_EVENING } from './journey-dates';
import { expect, test } from './journey-fixture';

test.use({ journeyServerOptions: { name: 'journey-offline-host', ...SATURDAY_EVENING } });

const OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo' };
const HOST_CODE = '2468';

const card = (page: Page, name: string) => page.getByTestId('booking').filter({ hasText: name });
const status = (page: Page, name: string) => card(page, name).getByTestId('booking-status');

/** Connects a tablet to the restaurant, signs the host in, and opens tonight's evening. */
async function openTonight(page: Page, deviceName: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail du propriétaire').fill(OWNER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await page.getByLabel('Restaurant à connecter').selectOption({ label: 'Le Petit Zinc' });
  await page.getByLabel('Nom de cet appareil (facultatif)').fill(deviceName);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await page.getByLabel('Chiffre 1 sur 4 du code confidentiel').pressSequentially(HOST_CODE);
  // The tutorial comes once per staff member: the second tablet opens the book at once.
  const tutorial = page.getByRole('button', { name: 'Passer le tutoriel' });
  const evening = page.getByRole('tab', { name: /Soir/ });
  await expect(tutorial.or(evening)).toBeVisible();
  if (await tutorial.isVisible()) await tutorial.click();
  await evening.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Samedi 21 novembre 2026');
}

/** The name of the table a booking's card shows. */
async function tableOf(page: Page, name: string): Promise<string> {
  const table = /Table ([^\n,]+?)(?:\s{2}|\n|$)/.exec(await card(page, name).innerText())?.[1]?.trim() ?? '';
  expect(table, `la table de ${name}, lue sur sa réservation`).not.toBe('');
  return table;
}

/** Moves a booking to a table from its details. */
async function moveTo(page: Page, name: string, table: string): Promise<void> {
  await card(page, name)
    .getByRole('button', { name: /Détails/ })
    .click();
  const dialog = page.getByTestId('booking-dialog');
  const select = dialog.getByRole('combobox', { name: 'Table', exact: true });
  await expect(select).toContainText(`${table} (`);
  const options = await select.locator('option').allTextContents();
  const choice = options.find((o) => o.startsWith(`${table} `));
  expect(choice, `la table ${table} est proposée parmi ${options.join(' | ')}`).toBeDefined();
  await select.selectOption({ label: choice! });
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(dialog).toBeHidden();
}

test('the host works through a network cut and every change reaches the book once', async ({ journey }) => {
  const hostContext = await journey.newContext();
  const host = await hostContext.newPage();
  const shot = (page: Page, name: string) => journey.shot(page, name);
  // With no network, the browser says so in its console for each call that cannot leave.
  journey.expectProblem(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);

  await openTonight(host, 'Tablette accueil');
  await expect(card(host, 'Martin Claire')).toBeVisible();

  // Martin Claire will not come: the table is free for the first turn.
  await card(host, 'Martin Claire').getByRole('button', { name: 'Absent', exact: true }).click();
  await expect(status(host, 'Martin Claire')).toHaveText('Absent');
  const freed = await tableOf(host, 'Martin Claire');
  await shot(host, 'cahier avant la coupure');

  // The bar's tablet, on another enrolled device, stays online all evening.
  const bar = await (await journey.newContext()).newPage();
  await openTonight(bar, 'Tablette bar');

  // The Wi-Fi drops on the host stand.
  await hostContext.setOffline(true);
  const banner = host.getByRole('status').filter({ hasText: 'Hors ligne' });
  await expect(banner).toHaveText(/Hors ligne — aucun changement en attente/);
  // The live line agrees with the banner: no "Mise à jour en direct" while the tablet knows it is cut off.
  await expect(host.getByText('Connexion en direct interrompue — nouvelle tentative…')).toBeVisible();
  await expect(banner).toContainText('Dernière synchronisation à 19:1');
  await shot(host, 'hors ligne');

  // Three parties arrive and are seated, a couple walks in, and Dubois Claire asks for the freed table.
  for (const name of ['Bernard Claire', 'Dubois Claire', 'Petit Claire']) {
    await card(host, name).getByRole('button', { name: 'Installer', exact: true }).click();
    await expect(status(host, name)).toHaveText('Installée');
  }
  await expect(banner).toHaveText(/Hors ligne — 3 changements en attente/);
  await host.getByRole('button', { name: '+ Client de passage' }).click();
  const walkIn = host.getByTestId('new-booking-dialog');
  await walkIn.getByLabel('Couverts').fill('2');
  await walkIn.getByLabel('Nom').fill('Passage Nguyen');
  await walkIn.getByRole('button', { name: /Installer|Enregistrer/ }).click();
  await expect(status(host, 'Passage Nguyen')).toHaveText('Installée');
  await moveTo(host, 'Dubois Claire', freed);
  await expect(card(host, 'Dubois Claire')).toContainText(`Table ${freed}`);
  await expect(banner).toHaveText(/Hors ligne — 5 changements en attente/);
  await shot(host, 'changements en attente');

  // Meanwhile the bar gives the freed table to another party.
  await moveTo(bar, 'Moreau Claire', freed);
  await expect(card(bar, 'Moreau Claire')).toContainText(`Table ${freed}`);

  // The network returns: the queue is sent, the move that no longer fits is explained.
  await hostContext.setOffline(false);
  await expect(host.getByRole('status').filter({ hasText: /Hors ligne|Envoi en cours/ })).toHaveCount(0);
  const refused = host.getByRole('region', { name: 'Un changement fait hors ligne a été refusé' });
  await expect(refused).toContainText('Dubois Claire : déplacée à la table');
  await expect(refused).toContainText("n'est pas libre");
  await shot(host, 'changement refuse');

  // Both tablets show the same book: every change applied once, the table the server's.
  for (const page of [host, bar]) {
    for (const name of ['Bernard Claire', 'Dubois Claire', 'Petit Claire', 'Passage Nguyen']) await expect(status(page, name)).toHaveText('Installée');
    await expect(card(page, 'Passage Nguyen')).toHaveCount(1);
    await expect(card(page, 'Moreau Claire')).toContainText(`Table ${freed}`);
    await expect(card(page, 'Dubois Claire')).not.toContainText(`Table ${freed}`);
  }
  await shot(bar, 'tablette du bar apres la synchronisation');

  await refused.getByRole('button', { name: /J'ai compris/ }).click();
  await expect(refused).toBeHidden();
  await shot(host, 'cahier synchronise');
});
