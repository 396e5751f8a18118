// Journey of the host stand through a network cut on a full Saturday evening: the host's tablet
// keeps the book, the Wi-Fi drops, the host seats three parties, a walk-in and moves a party to a
// freed table, all kept on the tablet; the tablet is warned before a logout would lose them, and
// the app, closed and opened again with no network, still opens on the book. Meanwhile the bar's
// tablet gives that table to another party and a diner joins tonight's waiting list online. When
// the network returns the queued changes are sent once each, the refused move is explained, and
// both tablets show the same book, the diner included.
import type { Page } from '@playwright/test';
import { SATURDAY_EVENING } from './journey-dates';
import { joinWaitingList } from './journey-booking';
import { expect, test } from './journey-fixture';
import { connectDevice, pressLogout } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-offline-host', ...SATURDAY_EVENING } });

const HOST_CODE = '2468';

const DINER = { name: 'Inès Garnier', email: 'ines.garnier@exemple.fr', phone: '06 34 56 78 90', covers: 2 };

const card = (page: Page, name: string) => page.getByTestId('booking').filter({ hasText: name });
const status = (page: Page, name: string) => card(page, name).getByTestId('booking-status');

/** Connects a tablet to the restaurant, signs the host in, and opens tonight's evening. */
async function openTonight(page: Page, deviceName: string): Promise<void> {
  await connectDevice(page, HOST_CODE, deviceName);
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
  // The host stand's tablet keeps the app on the device (its service worker).
  const hostContext = await journey.newContext({ installable: true });
  let host = await hostContext.newPage();
  const shot = (page: Page, name: string) => journey.shot(page, name);
  // With no network, the browser says so in its console for each call that cannot leave.
  journey.expectProblem(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);

  await openTonight(host, 'Tablette accueil');
  await expect(card(host, 'Martin Claire')).toBeVisible();
  // The browser has finished keeping the app (nothing on screen says it: it is what lets the
  // tablet open with no network below).
  await host.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

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

  // Logging out now would lose them: the tablet says so, and staying is the default.
  await pressLogout(host);
  const leaving = host.getByRole('alertdialog', { name: 'Des changements ne sont pas encore envoyés' });
  await expect(leaving).toContainText("5 changements faits sur cette tablette n'ont pas encore été envoyés");
  await shot(host, 'deconnexion avec changements en attente');
  await leaving.getByRole('button', { name: 'Rester connecté' }).click();
  await expect(leaving).toBeHidden();

  // The browser is closed, and the host opens the app again from the tablet's home screen, still
  // with no network: the kept app opens on the kept evening, the changes still waiting.
  await host.close();
  host = await hostContext.newPage();
  await host.goto('/dashboard');
  const reopened = host.getByRole('status').filter({ hasText: 'Hors ligne' });
  await expect(reopened).toHaveText(/Hors ligne — 5 changements en attente/);
  await host.getByRole('tab', { name: /Soir/ }).click();
  for (const name of ['Bernard Claire', 'Dubois Claire', 'Petit Claire', 'Passage Nguyen']) await expect(status(host, name)).toHaveText('Installée');
  await expect(card(host, 'Dubois Claire')).toContainText(`Table ${freed}`);
  await shot(host, 'application rouverte hors ligne');

  // Meanwhile the bar gives the freed table to another party.
  await moveTo(bar, 'Moreau Claire', freed);
  await expect(card(bar, 'Moreau Claire')).toContainText(`Table ${freed}`);

  // And a diner, on her phone, finds tonight full and joins its waiting list: online booking never
  // depends on the host's tablet.
  const diner = await (await journey.newContext()).newPage();
  await joinWaitingList(diner, '21:00', DINER);
  await expect(host.getByTestId('waiting-list')).not.toContainText(DINER.name);

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
    await expect(page.getByTestId('waiting-list').getByTestId('waiting-entry').filter({ hasText: DINER.name })).toBeVisible();
  }
  await shot(bar, 'tablette du bar apres la synchronisation');

  await refused.getByRole('button', { name: /J'ai compris/ }).click();
  await expect(refused).toBeHidden();
  await shot(host, 'cahier synchronise');
});
