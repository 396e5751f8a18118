// Journey of the day-before reminder: the owner sets the reminders' time and turns on the texts
// (a time out of hours is refused in French), then watches tomorrow's book on the tablet; a diner
// reads this morning's reminder in the mailbox, presses "Je confirme", and the tablet shows the
// answer without being touched; the statistics show what the reminders change.
import type { Page } from '@playwright/test';
import { TUESDAY_AFTER_REMINDERS } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu, connectDevice, DEMO_OWNER } from './journey-staff';

// With the demo's past service: its last two months of reminders and answers fill the statistics.
test.use({ journeyServerOptions: { name: 'journey-reminder', ...TUESDAY_AFTER_REMINDERS, seedHistory: true } });

const DINER = { name: 'Thomas Sophie', email: 'thomas.sophie@example.fr' };

const card = (page: Page, name: string) => page.getByTestId('booking').filter({ hasText: name });

test('a diner confirms from the reminder and the restaurant sees it in its book', async ({ journey }) => {
  const owner = await (await journey.newContext()).newPage();
  await connectDevice(owner, DEMO_OWNER.code);
  await expect(owner.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await owner.getByRole('button', { name: 'Passer le tutoriel' }).click();

  // The reminders' time and texts, in the online-booking settings.
  await openStaffMenu(owner, 'Réglages');
  await owner.getByRole('navigation', { name: 'Rubriques des réglages' }).getByRole('link', { name: 'Réservation en ligne', exact: true }).click();
  const reminders = owner.getByRole('group', { name: 'Rappel de la veille' });
  await expect(reminders.getByLabel('Rappel envoyé la veille')).toBeChecked();
  const time = reminders.getByLabel('Heure du rappel (la veille)');
  await expect(time).toHaveValue('10:00');
  await time.fill('21:00');
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(reminders.getByText('Heure des rappels : entre 08:00 et 20:00, au format HH:MM.')).toBeVisible();
  await journey.shot(owner, 'heure de rappel refusee');
  await time.fill('18:00');
  await reminders.getByLabel('Envoyer aussi le rappel par SMS').check();
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await journey.shot(owner, 'rappel de la veille');

  // Tomorrow's book: this morning's reminders went out, nobody has answered yet.
  await openStaffMenu(owner, 'Cahier');
  await owner.getByRole('button', { name: 'Jour suivant' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
  await owner.getByRole('tab', { name: /Midi/ }).click();
  await expect(card(owner, DINER.name).getByTestId('booking-attendance')).toHaveText('Rappel envoyé, sans réponse');
  await journey.shot(owner, 'cahier rappel envoye');

  // The diner reads the reminder (the development mailbox stands for their inbox).
  const diner = await (await journey.newContext()).newPage();
  await diner.goto('/api/dev/mailbox');
  const mail = diner.getByRole('article').filter({ hasText: DINER.email }).filter({ hasText: 'Rappel : votre réservation demain' });
  // The worker delivers on its own: the diner looks again until the reminder is there.
  await expect(async () => {
    await diner.getByRole('link', { name: 'E-mails', exact: true }).click();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(mail).toContainText('Je confirme');
  await expect(mail).toContainText("J'annule");
  await journey.shot(diner, 'e-mail de rappel');
  await mail.getByRole('link', { name: /reponse=je-confirme/ }).click();

  await expect(diner.getByRole('heading', { name: 'Venez-vous toujours ?' })).toBeVisible();
  await expect(diner.getByRole('button', { name: 'Je confirme' })).toBeFocused();
  await journey.shot(diner, 'venez-vous toujours');
  await diner.getByRole('button', { name: 'Je confirme' }).click();
  const dialog = diner.getByTestId('message-dialog');
  await expect(dialog).toContainText('Merci ! Votre venue est confirmée : le restaurant vous attend.');
  await journey.shot(diner, 'venue confirmee');
  await dialog.getByRole('button', { name: "J'ai compris" }).click();
  await expect(diner.getByTestId('attendance-confirmed')).toHaveText('Vous avez confirmé votre venue : le restaurant vous attend.');
  await expect(diner.getByRole('heading', { name: 'Venez-vous toujours ?' })).toHaveCount(0);
  await journey.shot(diner, 'reservation apres confirmation');

  // The tablet, untouched, shows the answer.
  await expect(card(owner, DINER.name).getByTestId('booking-attendance')).toHaveText('Confirmée par le client');
  await expect(owner.getByText(`Venue confirmée par le client : ${DINER.name}`).first()).toBeVisible();
  await journey.shot(owner, 'cahier venue confirmee');

  // What the reminders change: the no-show rate by the diners' answers, over the last 30 days.
  await owner.getByRole('button', { name: 'Masquer la notification' }).first().click();
  await openStaffMenu(owner, 'Statistiques');
  const byAnswer = owner.getByTestId('statistics-attendance');
  await expect(byAnswer.getByRole('rowheader')).toHaveText(['Confirmée par le client', 'Rappel envoyé, sans réponse', 'Sans rappel']);
  await byAnswer.scrollIntoViewIfNeeded();
  await journey.shot(owner, 'absences selon la reponse');
});
