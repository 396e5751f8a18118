// Journey of the host on a full Saturday evening: the restaurant's tablet is connected by the
// owner, the host signs in with a code, then works the evening from the service book: a guest
// does not come, another is seated, a walk-in takes the freed table, a caller books another
// evening, a diner who joined the waiting list online gets a table, a party is moved in the live
// room, the evening's sheet is printed, and a regular is found by name.
import type { Page } from '@playwright/test';
import { SATURDAY_EVENING } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu, DEMO_OWNER } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-host', ...SATURDAY_EVENING } });

const HOST_CODE = '2468';

const card = (page: Page, name: string) => page.getByTestId('booking').filter({ hasText: name });

test('a host works a full Saturday evening from the service book and the live room', async ({ journey }) => {
  const host = await (await journey.newContext()).newPage();
  const shot = (name: string) => journey.shot(host, name);
  await host.goto('/');

  // The owner connects the tablet once; the host signs in with a code.
  await host.getByLabel('E-mail du propriétaire').fill(DEMO_OWNER.email);
  await host.getByLabel('Mot de passe', { exact: true }).fill(DEMO_OWNER.password);
  await host.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await host.getByLabel('Restaurant à connecter').selectOption({ label: 'Le Petit Zinc' });
  await host.getByLabel('Nom de cet appareil (facultatif)').fill('Tablette accueil');
  await shot('connecter la tablette');
  await host.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await expect(host.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();
  await shot('code');
  await host.getByLabel('Chiffre 1 sur 4 du code confidentiel').pressSequentially(HOST_CODE);

  // A new tablet shows the tutorial first; the host has seen it before.
  await expect(host.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await host.getByRole('button', { name: 'Passer le tutoriel' }).click();

  // Tonight's book: the evening, two full turns.
  await expect(host.getByRole('tablist', { name: 'Service' })).toBeVisible();
  await host.getByRole('tab', { name: /Soir/ }).click();
  await expect(host.getByRole('heading', { level: 1 })).toContainText('Samedi 21 novembre 2026');
  await expect(card(host, 'Martin Claire')).toBeVisible();
  await shot('cahier du samedi soir');

  // Martin Claire will not come; Bernard Claire arrives and is seated.
  await card(host, 'Martin Claire').getByRole('button', { name: 'Absent', exact: true }).click();
  await expect(card(host, 'Martin Claire').getByTestId('booking-status')).toHaveText('Absent');
  await card(host, 'Bernard Claire').getByRole('button', { name: 'Installer', exact: true }).click();
  await expect(card(host, 'Bernard Claire').getByTestId('booking-status')).toHaveText('Installée');
  await shot('absent et installee');

  // Martin Paul comes at 21:00: at 19:15 a stray tap cannot mark the party absent nor seat it; the
  // card offers neither, and the details say from when (a mistaken absence is undone there too).
  await expect(card(host, 'Martin Paul').getByRole('button', { name: 'Absent', exact: true })).toHaveCount(0);
  await card(host, 'Martin Paul')
    .getByRole('button', { name: /Détails/ })
    .click();
  const early = host.getByTestId('booking-dialog');
  await expect(early.getByRole('button', { name: 'Absent', exact: true })).toBeDisabled();
  await expect(early.getByText('« Absent » possible à partir de 21:15.')).toBeVisible();
  await expect(early.getByText('« Installer » possible à partir de 20:00.')).toBeVisible();
  await shot('statut trop tot');
  await early.getByRole('button', { name: 'Fermer' }).last().click();
  await card(host, 'Martin Claire')
    .getByRole('button', { name: /Détails/ })
    .click();
  await expect(early.getByRole('button', { name: 'Annuler l’absence' })).toBeVisible();
  await early.getByRole('button', { name: 'Fermer' }).last().click();

  // Dubois Claire asked for a quieter table: in the live room, the party moves to Martin Claire's.
  const martinTable = /Table ([^\n,]+?)(?:\s{2}|\n|$)/.exec(await card(host, 'Martin Claire').innerText())?.[1]?.trim() ?? '';
  expect(martinTable, 'la table de Martin Claire, lue sur sa réservation').not.toBe('');
  await openStaffMenu(host, 'Plan de salle');
  await expect(host.getByRole('heading', { name: 'Vue en salle' })).toBeVisible();
  await shot('vue en salle');
  await host.getByRole('button', { name: /^Table .*Dubois Claire/ }).click();
  const tableDialog = host.getByTestId('table-bookings-dialog');
  await expect(tableDialog).toContainText('Dubois Claire');
  await journey.shot(host, 'table en salle');
  // The table's first booking is tonight's first turn: Dubois Claire's.
  const target = tableDialog.getByLabel('Déplacer vers la table').first();
  const choice = (await target.locator('option').allTextContents()).find((o) => o.startsWith(`${martinTable} `));
  expect(choice, `la table ${martinTable} est proposée`).toBeDefined();
  await target.selectOption({ label: choice! });
  await tableDialog.getByRole('button', { name: 'Déplacer' }).first().click();
  await expect(host.getByRole('status').filter({ hasText: 'Réservation modifiée.' }).first()).toBeVisible();
  await expect(host.getByRole('button', { name: new RegExp(`^Table ${martinTable},.*Dubois Claire`) })).toBeVisible();
  await shot('reservation deplacee');
  await openStaffMenu(host, 'Cahier');
  await host.getByRole('tab', { name: /Soir/ }).click();

  // A couple walks in: Dubois Claire's first table is free.
  await host.getByRole('button', { name: '+ Client de passage' }).click();
  const walkIn = host.getByTestId('new-booking-dialog');
  await expect(walkIn.getByRole('heading', { name: 'Client de passage' })).toBeVisible();
  await walkIn.getByLabel('Couverts').fill('2');
  await walkIn.getByLabel('Nom').fill('Passage Nguyen');
  await journey.shot(host, 'client de passage');
  await walkIn.getByRole('button', { name: /Installer|Enregistrer/ }).click();
  await expect(card(host, 'Passage Nguyen').getByTestId('booking-status')).toHaveText('Installée');
  await shot('client de passage installe');

  // The phone rings: a booking for another evening, picked in the calendar.
  await host.getByRole('button', { name: '+ Réservation téléphone' }).click();
  const phone = host.getByTestId('new-booking-dialog');
  await expect(phone.getByRole('heading', { name: 'Réservation par téléphone' })).toBeVisible();
  await phone.getByRole('button', { name: 'Ouvrir le calendrier' }).click();
  await host.getByRole('gridcell', { name: /^mardi 24 novembre 2026/ }).click();
  await phone.getByLabel('Horaire').selectOption('20:00');
  await phone.getByLabel('Couverts').fill('4');
  await phone.getByLabel('Nom').fill('Téléphone Girard');
  await phone.getByLabel('Téléphone').fill('06 22 33 44 55');
  await journey.shot(host, 'reservation par telephone');
  await phone.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card(host, 'Téléphone Girard')).toBeVisible();
  await expect(host.getByRole('heading', { level: 1 })).toContainText('Mardi 24 novembre 2026');
  await shot('reservation par telephone enregistree');
  await host.getByRole('button', { name: "Aujourd'hui" }).click();
  await host.getByRole('tab', { name: /Soir/ }).click();

  // Thomas Claire calls: they cannot come. The booking is cancelled from its details.
  await card(host, 'Thomas Claire')
    .getByRole('button', { name: /Détails/ })
    .click();
  const details = host.getByTestId('booking-dialog');
  await journey.shot(host, 'details d une reservation');
  await details.getByRole('button', { name: 'Annuler la réservation' }).click();
  await host.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(details).toContainText('Statut : Annulée');
  await shot('annulation par telephone');
  await details.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(card(host, 'Thomas Claire').getByTestId('booking-status')).toHaveText('Annulée');

  // A diner, on their phone, joins tonight's waiting list; the host sees it and gives the freed table.
  const diner = await (await journey.newContext()).newPage();
  await diner.goto('/reserver/le-petit-zinc');
  const next = diner.getByTestId('wizard-next');
  await next.click();
  await diner.getByRole('button', { name: /^samedi 21 novembre 2026/ }).click();
  await next.click();
  const banner = diner.getByTestId('waiting-banner-evening');
  await expect(banner).toContainText('Restaurant complet');
  await journey.shot(diner, 'client restaurant complet');
  await banner.getByRole('button', { name: "S'inscrire sur liste d'attente" }).click();
  const waiting = diner.getByTestId('waiting-dialog');
  await waiting.getByRole('button', { name: '20:30', exact: true }).click();
  await journey.shot(diner, 'client choisit son heure d attente');
  await waiting.getByRole('button', { name: 'Valider' }).click();
  await expect(diner.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await diner.getByLabel('Nom', { exact: true }).fill('Attente Roux');
  await diner.getByLabel('E-mail', { exact: true }).fill('attente.roux@exemple.fr');
  await diner.getByLabel('Téléphone', { exact: true }).fill('06 44 55 66 77');
  await diner.getByLabel('Confirmation du numéro').fill('06 44 55 66 77');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
  await diner.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await next.click();
  await expect(diner.getByTestId('success-dialog')).toContainText("liste d'attente", { timeout: 20_000 });
  await journey.shot(diner, 'client inscrit en liste d attente');

  const entry = host.getByTestId('waiting-list').getByTestId('waiting-entry').filter({ hasText: 'Attente Roux' });
  await expect(entry).toBeVisible();
  await shot('liste d attente');
  await entry.getByRole('button', { name: 'Attribuer une table' }).click();
  const promote = host.getByTestId('promote-dialog');
  await promote.getByLabel('Horaire').selectOption('19:30');
  await journey.shot(host, 'attribuer une table');
  await promote.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(card(host, 'Attente Roux').getByTestId('booking-status')).toHaveText('Confirmée');
  await shot('sortie de la liste d attente');

  // Before the second turn, the evening's sheet goes to the kitchen: expected parties only, with
  // their allergies, on one A4 page without the screen's navigation.
  await host.getByRole('link', { name: 'Feuille de service' }).click();
  await expect(host.getByRole('heading', { level: 1 })).toHaveText('Feuille de service — Soir — samedi 21 novembre 2026');
  const sheet = host.getByTestId('service-sheet');
  await expect(sheet.getByTestId('sheet-row').filter({ hasText: 'Attente Roux' })).toContainText('Confirmée');
  await expect(sheet.getByTestId('sheet-row').filter({ hasText: 'Bernard Claire' })).toContainText('Installée');
  await expect(sheet).not.toContainText('Thomas Claire');
  await expect(sheet).not.toContainText('Martin Claire');
  const rows = await sheet.getByTestId('sheet-row').count();
  const hours = await sheet.getByTestId('sheet-row').locator('td:first-child').allInnerTexts();
  expect(hours, 'par heure').toEqual([...hours].sort());
  await expect(host.getByTestId('sheet-totals')).toContainText(`${rows} réservation`);
  await shot('feuille de service');
  await host.emulateMedia({ media: 'print' });
  await expect(host.getByRole('navigation', { name: 'Navigation du restaurant' })).toBeHidden();
  await expect(host.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await shot('feuille de service a l impression');
  const pdf = await host.pdf({ format: 'A4', preferCSSPageSize: true });
  // Each page of a PDF is one "/Type /Page" object: the evening fits on one sheet.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  await host.emulateMedia({ media: 'screen' });
  await host.getByRole('link', { name: /Retour au cahier/ }).click();
  await expect(host.getByRole('tab', { name: /Soir/ })).toHaveAttribute('aria-selected', 'true');

  // A regular calls back: found by name.
  await openStaffMenu(host, 'Recherche');
  await host.getByLabel('Nom, téléphone ou e-mail').fill('Richard');
  const result = host.getByTestId('search-result').filter({ hasText: 'Richard Claire' });
  await expect(result).toBeVisible();
  await shot('recherche d un client');
  await result.getByRole('link', { name: 'Ouvrir le jour' }).click();
  await expect(card(host, 'Richard Claire')).toBeVisible();
  await shot('le jour du client');
});
