// Journey of Reserve with Google in the demo: the owner turns « Réserver avec Google » on by
// clicking; Google (its own HTTP call with the demo's Basic credentials, not a browser) books a
// table for tonight; the owner finds it in the service book with the source « Google » and cancels
// it by clicking; the worker then reports the cancellation to the demo's local Google fake.
import type { Page } from '@playwright/test';
import { TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-google-reserve', now: TUESDAY_AFTERNOON.now } });

const OWNER = { email: 'demo@couvert.fr', password: 'couvert-demo', code: '1234' };
const GOOGLE_AUTH = `Basic ${Buffer.from('google-demo:couvert-google-demo').toString('base64')}`;
const card = (page: Page, name: string) => page.getByTestId('booking').filter({ hasText: name });

test('the owner turns Google on, sees a Google booking in the book and cancels it; Google is told', async ({ journey, journeyServer, request }) => {
  const owner = await (await journey.newContext()).newPage();
  await owner.goto('/');
  await owner.getByLabel('E-mail du propriétaire').fill(OWNER.email);
  await owner.getByLabel('Mot de passe', { exact: true }).fill(OWNER.password);
  await owner.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await owner.getByLabel('Restaurant à connecter').selectOption({ label: 'Le Petit Zinc' });
  await owner.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await owner.getByLabel('Chiffre 1 sur 4 du code confidentiel').pressSequentially(OWNER.code);
  await expect(owner.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await owner.getByRole('button', { name: 'Passer le tutoriel' }).click();

  await openStaffMenu(owner, 'Réglages');
  const sections = owner.getByRole('navigation', { name: 'Rubriques des réglages' });
  await sections.getByRole('link', { name: 'Réservation en ligne', exact: true }).click();
  const google = owner.getByLabel('Réserver avec Google');
  await expect(google).not.toBeChecked();
  await google.check();
  await expect(owner.getByText('Les clients réservent depuis Google Maps et la recherche Google')).toBeVisible();
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await journey.shot(owner, 'reserver avec google active');

  // Google books tonight at 20:00 (Paris) for a diner of its own.
  const merchantId = journeyServer.sql<{ guid: string }>("select guid from restaurants where slug = 'le-petit-zinc'")[0]?.guid;
  const created = await request.post(`${journey.baseURL}/google/v3/CreateBooking`, {
    headers: { authorization: GOOGLE_AUTH },
    data: {
      slot: {
        merchant_id: merchantId,
        service_id: 'dinner',
        start_sec: Date.parse(`${TUESDAY_AFTERNOON.today}T20:00:00+01:00`) / 1000,
        resources: { party_size: 2 },
      },
      user_information: {
        user_id: 'google-journey',
        given_name: 'Inès',
        family_name: 'Googlard',
        email: 'ines.googlard@exemple.fr',
        telephone: '+33612349876',
      },
      idempotency_token: 'journey-google-1',
    },
  });
  expect(created.status()).toBe(200);
  const guid = ((await created.json()) as { booking: { booking_id: string } }).booking.booking_id;
  // The owner's screen says it at once, naming Google.
  await expect(owner.getByTestId('toast').filter({ hasText: 'Nouvelle réservation par Google : ' })).toContainText('Googlard');

  await openStaffMenu(owner, 'Cahier');
  await owner.getByRole('tab', { name: /Soir/ }).click();
  const booking = card(owner, 'Googlard');
  await expect(booking).toBeVisible();
  await expect(booking).toContainText('Google');
  await journey.shot(owner, 'reservation google dans le cahier');

  await booking.getByRole('button', { name: /Détails/ }).click();
  const details = owner.getByTestId('booking-dialog');
  await details.getByRole('button', { name: 'Annuler la réservation' }).click();
  await owner.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(details).toContainText('Statut : Annulée');
  await journey.shot(owner, 'reservation google annulee');
  await details.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(card(owner, 'Googlard').getByTestId('booking-status')).toHaveText('Annulée');

  // The worker's half-minute job queues the update; the outbox delivers it to the Google fake,
  // which answers 200 only to a patch carrying a token it issued for the service account's JWT.
  const delivered = () =>
    journeyServer.sql<{ status: string }>(
      "select outbox.status from outbox join bookings on bookings.id = outbox.booking_id where bookings.guid = ? and outbox.kind = 'google_booking_update'",
      guid,
    );
  await expect.poll(() => delivered().map((row) => row.status), { timeout: 60_000, intervals: [1000] }).toEqual(['sent']);
  const reported = journeyServer.sql<{ reported_status: string }>(
    'select reported_status from google_bookings join bookings on bookings.id = google_bookings.booking_id where bookings.guid = ?',
    guid,
  );
  expect(reported.map((row) => row.reported_status)).toEqual(['CANCELED']);
});
