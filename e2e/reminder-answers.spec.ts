import { expect, test } from './support/fixtures';
import { createBooking, startAfterBookingServer, THURSDAY, type AfterBookingServer } from './after-booking/server';

// The reminder's two links on the diner's page, in Chromium: "J'annule" opens the usual question
// (nothing is cancelled before "Oui, annuler"), "Je confirme" asks for a press, and a link of a
// booking cancelled since says why it can no longer be confirmed.

let server: AfterBookingServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startAfterBookingServer();
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ baseURL: undefined });

const url = (path: string) => `${server.baseURL}${path}`;

test("J'annule opens the cancellation question, and only its answer cancels", async ({ page, request, axe, screens }) => {
  const { shortId } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '19:30' });
  server.run("update bookings set reminder_sent_at = '2026-11-18T09:00:00.000Z' where short_id = ?", shortId);
  await page.goto(url(`/resa/${shortId}?reponse=j-annule`));
  const prompt = page.getByRole('alertdialog', { name: 'Annuler la réservation' });
  await expect(prompt.getByText('Êtes-vous sûr de vouloir annuler votre réservation ?')).toBeVisible();
  // Landing on the link changed nothing.
  expect((await (await request.get(url(`/api/bookings/short/${shortId}`))).json()).object.state).toBe('open');
  await axe.check(page, 'rappel : j’annule');
  await screens.shoot(page, 'rappel-j-annule');
  await prompt.getByRole('button', { name: 'Oui, annuler' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: "J'ai compris" }).click();
  await expect(page.getByTestId('my-booking-ended').getByRole('heading', { name: 'Réservation annulée' })).toBeVisible();
});

test('Je confirme asks for a press, is accessible, and a cancelled booking says it can no longer be confirmed', async ({ page, request, axe, screens }) => {
  const { shortId, guid } = await createBooking(request, server.baseURL, { date: THURSDAY, hour: '20:30' });
  server.run("update bookings set reminder_sent_at = '2026-11-18T09:00:00.000Z' where short_id = ?", shortId);
  await page.goto(url(`/resa/${shortId}?reponse=je-confirme`));
  await expect(page.getByRole('heading', { name: 'Venez-vous toujours ?' })).toBeVisible();
  expect((await (await request.get(url(`/api/bookings/short/${shortId}`))).json()).object.attendance).toBe('reminded');
  await axe.check(page, 'rappel : je confirme');
  await screens.shoot(page, 'rappel-je-confirme');

  expect((await request.post(url(`/api/bookings/${guid}/cancel`))).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('my-booking-ended').getByRole('heading', { name: 'Réservation annulée' })).toBeVisible();
  await expect(page.getByTestId('attendance-closed')).toHaveText('Cette réservation est annulée : elle ne peut plus être confirmée.');
  await axe.check(page, 'rappel : réservation annulée');
});
