import { DATE_PICKER_FIELDS, expect, test } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { CODES, enrolDevice, loginToken, useDevice, type Enrolment } from './staff/staff-helpers';
import { FRIDAY, SERVER_NOW, startStaffServer, THURSDAY, TODAY, WEDNESDAY, type StaffServer } from './staff/staff-server';

// The service book in Chromium against a server of its own (clock: Tuesday 17 November 2026, 12:20
// in Paris, lunch in progress): what diners do online appears without reload, and every action of
// the host goes through the real API.

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
test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;

async function openBook(page: Page, date: string, service: 'noon' | 'evening') {
  await page.clock.setFixedTime(new Date(SERVER_NOW));
  await useDevice(page, device, { token });
  await page.goto(url(`/dashboard?date=${date}&service=${service}`));
  await expect(page.getByRole('tab', { name: service === 'noon' ? /Midi/ : /Soir/ })).toHaveAttribute('aria-selected', 'true');
}

let dinerCount = 0;
function nextDiner(prefix: string) {
  dinerCount++;
  const n = `${process.pid % 1000}${String(dinerCount).padStart(3, '0')}`;
  return { name: `${prefix} ${n}`, email: `diner.${n}@exemple.fr`, phoneNumber: `+3361${n.padStart(7, '0')}` };
}

async function onlineBooking(
  request: APIRequestContext,
  options: { date: string; hour: string; covers?: number; prefix: string; isWaiting?: boolean; information?: string },
) {
  const diner = nextDiner(options.prefix);
  const questions = (await (await request.get(url('/api/restaurants/le-petit-zinc/questions'))).json()).object as Array<{ id: number; required: boolean }>;
  const res = await request.post(url('/api/bookings'), {
    data: {
      date: options.date,
      hour: options.hour,
      tablewarecount: options.covers ?? 2,
      ...diner,
      information: options.information ?? '',
      restaurantSlug: 'le-petit-zinc',
      questions: questions.filter((q) => q.required).map((q) => ({ id: q.id, answer: 'Sans gluten' })),
      conditions_accepted: true,
      is_waiting: options.isWaiting ?? false,
    },
  });
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return { ...(body.object as { shortId: string; guid: string; status: string }), diner };
}

const card = (page: Page, name: string) => page.getByTestId('booking').filter({ hasText: name });

async function outbox(request: APIRequestContext) {
  return (await (await request.get(url('/api/dev/outbox?limit=200'))).json()).object as Array<{
    kind: string;
    recipient: string;
    payload: Record<string, unknown>;
  }>;
}

test('a booking made online a moment ago appears without reload, with a discreet toast', async ({ page, request }) => {
  await openBook(page, THURSDAY, 'evening');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await expect(page.getByText('Mise à jour en direct')).toBeVisible();
  const { diner } = await onlineBooking(request, { date: THURSDAY, hour: '20:00', covers: 3, prefix: 'Direct', information: 'Fenêtre si possible' });
  await expect(card(page, diner.name)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('toast')).toContainText(`Nouvelle réservation en ligne : ${diner.name}, 3 pers., le jeudi 19 novembre 2026 à 20:00`);
  // The same document: nothing was reloaded.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const row = card(page, diner.name);
  await expect(row).toContainText('20:00');
  await expect(row).toContainText('3 pers.');
  await expect(row).toContainText('Fenêtre si possible');
  await expect(row).toContainText('Sans gluten');
  await expect(row).toContainText(/Table /);
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmée');
});

test('a notice arriving while a dialog is open shows above its dim layer, readable, and stays when it closes', async ({ page, request }) => {
  await openBook(page, THURSDAY, 'evening');
  await expect(page.getByText('Mise à jour en direct')).toBeVisible();
  await page
    .getByRole('button', { name: /Réservation téléphone/ })
    .first()
    .click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  const { diner } = await onlineBooking(request, { date: THURSDAY, hour: '21:00', prefix: 'Pendant' });
  const notice = page.getByTestId('toast').filter({ hasText: diner.name });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  // Inside the open dialog: neither under its backdrop nor in the part of the page hidden from
  // screen readers while it is open.
  await expect(dialog.getByRole('status').filter({ hasText: diner.name })).toBeVisible();
  const onTop = await notice.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 12, box.top + box.height / 2);
    return Boolean(hit && el.contains(hit)) && !el.closest('[aria-hidden="true"], [inert]');
  });
  expect(onTop).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(notice).toBeVisible();
});

test('on a phone, a notice over a dialog hides none of its buttons', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBook(page, THURSDAY, 'evening');
  await expect(page.getByText('Mise à jour en direct')).toBeVisible();
  await page
    .getByRole('button', { name: /Réservation téléphone/ })
    .first()
    .click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  const { diner } = await onlineBooking(request, { date: THURSDAY, hour: '21:00', prefix: 'Telephone' });
  const notice = page.getByTestId('toast').filter({ hasText: diner.name });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  // Every button of the dialog in view is still the one a tap at its centre reaches.
  const covered = await dialog.evaluate((el) =>
    [...el.querySelectorAll('button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && !button.closest('[data-testid="toast"]');
      })
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && button.contains(hit));
      })
      .map((button) => button.textContent?.trim() ?? ''),
  );
  expect(covered).toEqual([]);
});

test('a day: noon and evening tabs with totals, bookings sorted by time', async ({ page, axe, screens }) => {
  await openBook(page, WEDNESDAY, 'noon');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
  await expect(page.getByTestId('total-bookings')).toHaveText('3');
  await expect(page.getByTestId('total-covers')).toHaveText('6');
  const hours = await page.getByTestId('booking').evaluateAll((els) => els.map((e) => e.querySelector('span')?.textContent));
  expect(hours).toEqual(['12:00', '12:30', '13:00']);
  // Arrow keys move between the tabs (the ARIA tabs pattern), as the shortcuts line says; the day stays.
  await expect(page.getByText(/^Raccourcis :/)).toContainText('← → jour précédent / suivant (sur les onglets Midi et Soir : changer de service)');
  await page.getByRole('tab', { name: /Midi/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Soir/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /Soir/ })).toBeFocused();
  await expect(page.getByTestId('total-bookings')).toHaveText('2');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /Midi/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Soir/ })).toHaveAttribute('aria-selected', 'true');
  // Off the tabs, the arrows change the day.
  await page
    .getByTestId('booking')
    .first()
    .getByRole('button', { name: /Détails/ })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jeudi 19 novembre 2026');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
  // Day navigation.
  await page.getByRole('button', { name: 'Jour suivant' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jeudi 19 novembre 2026');
  await page.getByRole('button', { name: 'Jour précédent' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
  await axe.check(page, 'cahier de réservations', { except: DATE_PICKER_FIELDS });
  await screens.shoot(page, 'service-book');
});

test('a phone booking in a few keystrokes, and a walk-in seated now', async ({ page, axe, screens }) => {
  await openBook(page, FRIDAY, 'evening');
  await page.keyboard.press('t');
  const dialog = page.getByTestId('new-booking-dialog');
  await expect(dialog.getByRole('heading', { name: 'Réservation par téléphone' })).toBeVisible();
  await expect(dialog.getByLabel('Horaire')).toBeFocused();
  await dialog.getByLabel('Horaire').selectOption('20:15');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4');
  await dialog.getByLabel('Nom').fill('Téléphone Dupuis');
  await dialog.getByLabel('Téléphone').fill('06 22 33 44 55');
  await axe.check(page, 'nouvelle réservation', { except: DATE_PICKER_FIELDS });
  await screens.shoot(page, 'new-booking');
  await dialog.getByLabel('Nom').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const phone = card(page, 'Téléphone Dupuis');
  await expect(phone).toContainText('20:15');
  await expect(phone).toContainText('4 pers.');
  await expect(phone).toContainText('06 22 33 44 55');
  await expect(phone).toContainText('Téléphone');
  await expect(phone).toContainText(/Table /);

  // Walk-in: today, the slot in progress (12:15 at 12:20), seated at once; the contact is optional.
  await page.getByRole('button', { name: "Aujourd'hui" }).click();
  await page.getByRole('tab', { name: /Midi/ }).click();
  await page.keyboard.press('p');
  const walkIn = page.getByTestId('new-booking-dialog');
  await expect(walkIn.getByRole('heading', { name: 'Client de passage' })).toBeVisible();
  await expect(walkIn.getByLabel('Couverts')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  const seated = card(page, 'Client de passage');
  await expect(seated).toContainText('12:15');
  await expect(seated.getByTestId('booking-status')).toHaveText('Installée');
  const row = server.sql<{ date: string; source: string }>("select date, source from bookings where name = 'Client de passage'");
  expect(row).toEqual([{ date: TODAY, source: 'walk_in' }]);
});

/** A booking taken by phone by the host (any slot of today, even one begun). */
async function phoneBooking(request: APIRequestContext, options: { date: string; hour: string; prefix: string }) {
  const diner = nextDiner(options.prefix);
  const res = await request.post(url(`/api/staff/restaurants/${device.restaurantId}/bookings`), {
    data: { source: 'phone', date: options.date, hour: options.hour, covers: 2, name: diner.name, phone: diner.phoneNumber },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return diner;
}

test('confirm, seat, complete, no-show and the undo moves, each recorded with who did it', async ({ page, request, axe }) => {
  // This restaurant now asks diners to confirm: a new online booking is pending.
  server.changeRules('le-petit-zinc', 'update restaurants set diner_confirmation_required = 1 where slug = ?', 'le-petit-zinc');
  const pending = await onlineBooking(request, { date: THURSDAY, hour: '12:30', prefix: 'Attente' });
  server.changeRules('le-petit-zinc', 'update restaurants set diner_confirmation_required = 0 where slug = ?', 'le-petit-zinc');
  await openBook(page, THURSDAY, 'noon');

  const row = card(page, pending.diner.name);
  await expect(row.getByTestId('booking-status')).toHaveText('À confirmer');
  await row.getByRole('button', { name: 'Confirmer', exact: true }).click();
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmée');
  // Thursday's party cannot be seated or marked absent on Tuesday: the card offers neither, the
  // details say from when.
  await expect(row.getByRole('button', { name: 'Installer', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Absent', exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: /Détails/ }).click();
  const early = page.getByTestId('booking-dialog');
  await expect(early.getByRole('button', { name: 'Absent', exact: true })).toBeDisabled();
  await expect(early.getByText('« Absent » possible à partir de 12:45.')).toBeVisible();
  await expect(early.getByText('« Installer » possible à partir de 11:30.')).toBeVisible();
  const history = early.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText('Julien · Statut : À confirmer → Confirmée');
  await page.keyboard.press('Escape');

  // Today's lunch, under way (12:20): the host seats, finishes, and marks absent the party of 12:00.
  const seated = await phoneBooking(request, { date: TODAY, hour: '12:00', prefix: 'Midi' });
  const absent = await phoneBooking(request, { date: TODAY, hour: '12:00', prefix: 'Retardataire' });
  await openBook(page, TODAY, 'noon');
  const now = card(page, seated.name);
  await now.getByRole('button', { name: 'Installer', exact: true }).click();
  await expect(now.getByTestId('booking-status')).toHaveText('Installée');
  await now.getByRole('button', { name: 'Terminer', exact: true }).click();
  await expect(now.getByTestId('booking-status')).toHaveText('Terminée');

  const other = card(page, absent.name);
  await other.getByRole('button', { name: 'Absent', exact: true }).click();
  await expect(other.getByTestId('booking-status')).toHaveText('Absent');
  // Finished and absent rows keep the text contrast of the others.
  await axe.check(page, 'réservations terminée et absente', {
    include: '[data-testid="booking"][data-status="completed"], [data-testid="booking"][data-status="no_show"]',
  });
  await other.getByRole('button', { name: 'Finalement arrivé' }).click();
  await expect(other.getByTestId('booking-status')).toHaveText('Installée');

  await now.getByRole('button', { name: /Détails/ }).click();
  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog.getByRole('region', { name: 'Historique' })).toContainText('Julien · Statut : Installée → Terminée');
});

test('cancel: a confirmation first, then the diner is told', async ({ page, request, axe }) => {
  const booking = await onlineBooking(request, { date: FRIDAY, hour: '12:00', prefix: 'Annule' });
  await openBook(page, FRIDAY, 'noon');
  await card(page, booking.diner.name)
    .getByRole('button', { name: /Détails/ })
    .click();
  const dialog = page.getByTestId('booking-dialog');
  await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(`Annuler la réservation de ${booking.diner.name} ? Le client en sera prévenu.`);
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(card(page, booking.diner.name).getByTestId('booking-status')).toHaveText('Annulée');
  await expect(page.getByTestId('toast').last()).toContainText('le client est prévenu');
  expect((await outbox(request)).some((m) => m.kind === 'booking_cancelled' && m.recipient === booking.diner.email)).toBe(true);
  // A cancelled row steps back without losing contrast (no transparency over its text), read
  // once the details are closed (while they are open the page behind is hidden from axe too).
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await axe.check(page, 'une réservation annulée dans le cahier', { include: '[data-testid="booking"][data-status="cancelled_by_restaurant"]' });
});

test('change time, covers and table; a taken table is refused in French', async ({ page, request, axe, screens }) => {
  const booking = await onlineBooking(request, { date: WEDNESDAY, hour: '19:00', prefix: 'Déplace' });
  await openBook(page, WEDNESDAY, 'evening');
  await card(page, booking.diner.name)
    .getByRole('button', { name: /Détails/ })
    .click();
  const dialog = page.getByTestId('booking-dialog');
  // Salle 4 is held from 20:00 by the seed.
  await dialog.getByLabel('Horaire').selectOption('20:00');
  await dialog.getByLabel('Table').selectOption({ label: 'Salle 4 (2 à 4 pers.)' });
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText("La table Salle 4 n'est pas libre à 20:00");
  await alert.getByRole('button', { name: "J'ai compris" }).click();

  await dialog.getByLabel('Horaire').selectOption('21:45');
  await dialog.getByLabel('Couverts').fill('4');
  await dialog.getByLabel('Table').selectOption({ label: 'Salle 6 (2 à 4 pers.)' });
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(dialog).toContainText('21:45 · 4 personnes · Table Salle 6');
  await axe.check(page, 'détails de la réservation', { except: DATE_PICKER_FIELDS });
  await screens.shoot(page, 'booking-dialog');
  await expect(dialog).toContainText('Julien · Modification');
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  const row = card(page, booking.diner.name);
  await expect(row).toContainText('21:45');
  await expect(row).toContainText('Table Salle 6');
});

test("assign a waiter (shown on the diner's page) and a note", async ({ page, request }) => {
  const booking = await onlineBooking(request, { date: THURSDAY, hour: '13:15', prefix: 'Serveur' });
  await openBook(page, THURSDAY, 'noon');
  await card(page, booking.diner.name)
    .getByRole('button', { name: /Détails/ })
    .click();
  const dialog = page.getByTestId('booking-dialog');
  await dialog.getByLabel('Serveur attitré').fill('Léa');
  await dialog.getByLabel('Note interne').fill('Habitué : eau gazeuse');
  await dialog.getByRole('button', { name: 'Enregistrer serveur et note' }).click();
  await expect(dialog).toContainText('Julien · Serveur');
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  const row = card(page, booking.diner.name);
  await expect(row).toContainText('Serveur : Léa');
  await expect(row).toContainText('Habitué : eau gazeuse');

  await page.goto(url(`/resa/${booking.shortId}`));
  await expect(page.getByText('Léa')).toBeVisible();
  await expect(page.getByText('Habitué : eau gazeuse')).toHaveCount(0);
});

test('the waiting list: an entry becomes a booking with a table (the diner is told), another is removed', async ({ page, request, axe }) => {
  const first = await onlineBooking(request, { date: FRIDAY, hour: '20:30', prefix: 'Liste', isWaiting: true });
  const second = await onlineBooking(request, { date: FRIDAY, hour: '21:00', prefix: 'Retiré', isWaiting: true });
  await openBook(page, FRIDAY, 'evening');
  const list = page.getByTestId('waiting-list');
  const entry = list.getByTestId('waiting-entry').filter({ hasText: first.diner.name });
  await expect(entry).toContainText('souhaite 20:30');
  await entry.getByRole('button', { name: 'Attribuer une table' }).click();
  const dialog = page.getByTestId('promote-dialog');
  await expect(dialog.getByLabel('Horaire')).toHaveValue('20:30');
  await axe.check(page, "liste d'attente", { except: DATE_PICKER_FIELDS });
  await dialog.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(entry).toHaveCount(0);
  await expect(card(page, first.diner.name).getByTestId('booking-status')).toHaveText('Confirmée');
  await expect(card(page, first.diner.name)).toContainText(/Table /);
  const offer = (await outbox(request)).find((m) => m.kind === 'booking_received' && m.recipient === first.diner.email && m.payload.fromWaitingList);
  expect(offer).toBeDefined();

  const other = list.getByTestId('waiting-entry').filter({ hasText: second.diner.name });
  await other.getByRole('button', { name: 'Retirer' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(other).toHaveCount(0);
});

test('a cancellation and a delay by the diner show up live', async ({ page, request }) => {
  const booking = await onlineBooking(request, { date: TODAY, hour: '20:00', prefix: 'Retard' });
  const leaving = await onlineBooking(request, { date: TODAY, hour: '20:30', prefix: 'Parti' });
  await openBook(page, TODAY, 'evening');
  await expect(card(page, booking.diner.name)).toContainText('20:00');
  await expect(page.getByText('Mise à jour en direct')).toBeVisible();
  const delay = await request.post(url(`/api/bookings/${booking.guid}/hour`), { data: { hour: '20:45', comment: 'Bouchons' } });
  expect(delay.status()).toBe(200);
  await expect(card(page, booking.diner.name)).toContainText('20:45', { timeout: 10_000 });
  await expect(card(page, booking.diner.name)).toContainText('Retard annoncé : Bouchons');
  await expect(page.getByTestId('toast')).toContainText(`Retard annoncé : ${booking.diner.name} arrivera à 20:45`);
  const cancel = await request.post(url(`/api/bookings/${leaving.guid}/cancel`));
  expect(cancel.status()).toBe(200);
  await expect(card(page, leaving.diner.name).getByTestId('booking-status')).toHaveText('Annulée (client)', { timeout: 10_000 });
  await expect(page.getByTestId('toast').filter({ hasText: 'Annulation par le client' })).toBeVisible();
});

test('search by name, phone or e-mail across dates opens the day with the booking marked', async ({ page, request, axe }) => {
  const booking = await onlineBooking(request, { date: '2026-12-04', hour: '20:00', prefix: 'Cherché' });
  await openBook(page, TODAY, 'noon');
  await page.getByRole('link', { name: 'Recherche' }).click();
  const field = page.getByLabel('Nom, téléphone ou e-mail');
  await field.fill(booking.diner.phoneNumber.slice(-6));
  const result = page.getByTestId('search-result').filter({ hasText: booking.diner.name });
  await expect(result).toContainText('Vendredi 4 décembre 2026 à 20:00');
  await field.fill(booking.diner.email.toUpperCase());
  await expect(result).toBeVisible();
  await axe.check(page, 'recherche', { except: DATE_PICKER_FIELDS });
  await result.getByRole('link', { name: 'Ouvrir le jour' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vendredi 4 décembre 2026');
  await expect(page.locator(`[data-guid="${booking.guid}"]`)).toBeVisible();
});
