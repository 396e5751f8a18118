// Journey of the thanks after the meal: the owner turns them on in Réglages (a review page that
// is not https is refused in French) and keeps one booking out of them; the morning after,
// yesterday's diners find the e-mail in their inbox; one rates the meal through the private form
// by keyboard, another stops the thanks; the owner reads the answer in "Avis des clients".
import type { Locator, Page } from '@playwright/test';
import { WEDNESDAY_MORNING_AFTER } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu, STAFF_MENU, connectDevice, DEMO_OWNER } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-after-meal', ...WEDNESDAY_MORNING_AFTER, seedHistory: true } });

const SUBJECT = 'Merci de votre visite – Le Petit Zinc';

/** The diner's inbox (the development mailbox), looked at again until the thanks are there. */
async function thanksInInbox(page: Page): Promise<Locator> {
  const mails = page.getByRole('article').filter({ hasText: SUBJECT });
  await expect(async () => {
    await page.getByRole('link', { name: 'E-mails', exact: true }).click();
    await expect(mails.nth(1)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return mails;
}

test('the morning after, a diner rates the meal and the owner reads it', async ({ journey, axe }) => {
  const owner = await (await journey.newContext()).newPage();
  await connectDevice(owner, DEMO_OWNER.code);
  await expect(owner.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await owner.getByRole('button', { name: 'Passer le tutoriel' }).click();

  // One of yesterday evening's diners should not be thanked: the host says so in the booking.
  await owner.getByRole('button', { name: 'Jour précédent' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Mardi 17 novembre 2026');
  await owner.getByRole('tab', { name: /Soir/ }).click();
  await owner
    .getByTestId('booking')
    .filter({ has: owner.getByTestId('booking-status').getByText('Terminée', { exact: true }) })
    .filter({ hasNotText: 'Client de passage' })
    .first()
    .getByRole('button', { name: /Détails/ })
    .click();
  const details = owner.getByTestId('booking-dialog');
  const noThanks = details.getByLabel('Ne pas envoyer de remerciement');
  await expect(noThanks).not.toBeChecked();
  await noThanks.check();
  await expect(details.getByText('Aucun remerciement ne sera envoyé pour cette réservation.')).toBeVisible();
  await expect(noThanks).toBeChecked();
  await journey.shot(owner, 'pas de remerciement pour cette reservation');
  await details.getByRole('button', { name: 'Fermer' }).last().click();

  // Réglages → Remerciements: off until the owner turns them on.
  await openStaffMenu(owner, 'Réglages');
  await owner.getByRole('navigation', { name: 'Rubriques des réglages' }).getByRole('link', { name: 'Remerciements', exact: true }).click();
  const enabled = owner.getByLabel('Envoyer un e-mail de remerciement après le repas');
  await expect(enabled).not.toBeChecked();
  await enabled.check();
  await owner.getByLabel('Laisser un avis sur votre page Google').check();
  await owner.getByLabel('Lien de votre page d’avis Google').fill('http://g.page/petit-zinc');
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByText('Lien de la page d’avis : adresse https://… attendue.')).toBeVisible();
  await journey.shot(owner, 'lien google refuse');
  await owner.getByLabel('Lien de votre page d’avis Google').fill('https://g.page/r/petit-zinc/review');
  await owner.getByLabel('Répondre au questionnaire privé (note de 1 à 5 étoiles et commentaire)').check();
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByTestId('toast').first()).toBeVisible();
  await journey.shot(owner, 'remerciements actives');

  // A diner of yesterday evening reads the thanks (the development mailbox stands for their inbox).
  const diner = await (await journey.newContext()).newPage();
  await diner.goto('/api/dev/mailbox');
  const mails = await thanksInInbox(diner);
  const mail = mails.first();
  await expect(mail).toContainText('Donner mon avis');
  await expect(mail).toContainText('Ne plus recevoir ces e-mails');
  await expect(mail).not.toContainText(/allergi/i);
  await journey.shot(diner, 'e-mail de remerciement');
  const name = /Bonjour (.+),/.exec(await mail.innerText())?.[1] ?? '';
  expect(name, 'le nom du convive, lu dans l’e-mail').not.toBe('');
  await mail.getByRole('link', { name: /\/merci\/[\w-]+$/ }).click();

  // The private form: stars as a radio group, by keyboard.
  await expect(diner.getByRole('heading', { name: 'Votre avis compte' })).toBeVisible();
  await axe.check(diner, 'questionnaire après le repas');
  await diner.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(diner.getByRole('alert')).toHaveText('Veuillez choisir une note de 1 à 5 étoiles.');
  await expect(diner.getByRole('radio', { name: '1 étoile sur 5' })).toBeFocused();
  await diner.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await diner.keyboard.press('ArrowRight');
  await expect(diner.getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();
  await diner.getByLabel('Un commentaire (facultatif)').fill('Le canard était parfait, un peu d’attente au dessert.');
  await journey.shot(diner, 'questionnaire rempli');
  await diner.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(diner.getByTestId('thank-you-result')).toContainText('Merci ! Votre avis a bien été transmis au restaurant.');
  await axe.check(diner, 'avis envoyé');
  await journey.shot(diner, 'avis envoye');

  // Another diner would rather not hear from the restaurant after their meals.
  const other = await (await journey.newContext()).newPage();
  await other.goto('/api/dev/mailbox');
  const otherMails = await thanksInInbox(other);
  await otherMails
    .nth(1)
    .getByRole('link', { name: /\/merci\/[\w-]+\/stop$/ })
    .click();
  await expect(other.getByRole('heading', { name: 'Ne plus recevoir de remerciements' })).toBeVisible();
  await axe.check(other, 'arrêt des remerciements');
  await journey.shot(other, 'arreter les remerciements');
  await other.getByRole('button', { name: 'Ne plus recevoir ces e-mails' }).click();
  await expect(other.getByTestId('thank-you-stop-result')).toContainText('vous ne recevrez plus d’e-mail de remerciement de ce restaurant');
  await journey.shot(other, 'remerciements arretes');

  // The owner reads the answer: its stars, its comment, who and when; then filters by stars.
  await openStaffMenu(owner, 'Avis des clients');
  await expect(owner.getByRole('heading', { level: 1, name: 'Avis des clients' })).toBeVisible();
  const summary = owner.getByTestId('reviews-summary');
  await expect(summary).toContainText('4 / 5');
  await expect(summary).toContainText('Réponses1');
  const review = owner.getByTestId('reviews-list').getByRole('listitem').first();
  await expect(review).toContainText(name);
  await expect(review).toContainText('Le canard était parfait, un peu d’attente au dessert.');
  await expect(review.getByRole('img', { name: '4 étoiles sur 5' })).toBeVisible();
  await expect(review).toContainText('Repas du mardi 17 novembre 2026');
  await journey.shot(owner, 'avis des clients');
  await owner.getByLabel('Afficher').selectOption({ label: '5 étoiles (0 réponse)' });
  await expect(owner.getByText('Aucune réponse avec cette note.')).toBeVisible();
  await owner.getByLabel('Afficher').selectOption({ label: '4 étoiles (1 réponse)' });
  await expect(review).toContainText(name);
});

test('a diner who booked in English reads the thanks in English and answers the private form in English', async ({ journey, journeyServer, axe }) => {
  // Yesterday evening's table of a diner who booked in English (the book's past, as the host closed it).
  const tourist = { name: 'Charlotte Hughes', email: 'charlotte.hughes@example.co.uk', e164: '+447400445566' };
  journeyServer.run(
    `INSERT INTO bookings (guid, short_id, reference, restaurant_id, date, hour, service, covers, turn_minutes, status, source, name, email, phone_number, language, created_at, updated_at)
     SELECT 'after-meal-journey-en', 'aftermealjourneyen', 'AFTERMEALEN', id, '2026-11-17', '20:00', 'evening', 2, 120, 'completed', 'online', ?, ?, ?, 'en', '2026-11-16T10:00:00.000Z', '2026-11-17T22:00:00.000Z'
     FROM restaurants WHERE slug = 'le-petit-zinc'`,
    tourist.name,
    tourist.email,
    tourist.e164,
  );

  // The owner's thanks with the private form are on (turned on by the owner if not yet).
  const owner = await (await journey.newContext()).newPage();
  await connectDevice(owner, DEMO_OWNER.code);
  // The tutorial shows on the owner's first sign-in only: the first test of this file passed it.
  await expect(owner.getByRole('navigation', { name: STAFF_MENU })).toBeVisible();
  await openStaffMenu(owner, 'Réglages');
  await owner.getByRole('navigation', { name: 'Rubriques des réglages' }).getByRole('link', { name: 'Remerciements', exact: true }).click();
  const enabled = owner.getByLabel('Envoyer un e-mail de remerciement après le repas');
  await expect(enabled).toBeVisible();
  const privateForm = owner.getByLabel('Répondre au questionnaire privé (note de 1 à 5 étoiles et commentaire)');
  if (!(await enabled.isChecked()) || !(await privateForm.isChecked())) {
    await enabled.check();
    await privateForm.check();
    await owner.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(owner.getByTestId('toast').first()).toBeVisible();
  }

  // The diner's inbox: the thanks, in English.
  const diner = await (await journey.newContext({ locale: 'en-GB' })).newPage();
  await diner.goto('/api/dev/mailbox');
  const mail = diner.getByRole('article').filter({ hasText: 'Thank you for your visit – Le Petit Zinc' }).filter({ hasText: tourist.email });
  await expect(async () => {
    await diner.getByRole('link', { name: 'E-mails', exact: true }).click();
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail).toContainText('The whole team at Le Petit Zinc thanks you for coming on');
  await expect(mail).toContainText('Your opinion matters: tell us in a minute how your meal went. Only the restaurant reads your answer.');
  await expect(mail).toContainText('Give my feedback');
  await expect(mail).toContainText('Stop these e-mails');
  await expect(mail).not.toContainText('Donner mon avis');
  await journey.shot(diner, 'thank-you e-mail in english');
  await mail.getByRole('link', { name: /\/merci\/[\w-]+$/ }).click();

  // The private form, in English.
  await expect(diner.getByRole('heading', { name: 'Your opinion matters' })).toBeVisible();
  await expect(diner.locator('html')).toHaveAttribute('lang', 'en');
  await expect(diner.getByText(`Hello ${tourist.name}, thank you for your visit on`)).toBeVisible();
  await expect(diner.getByText('Only the restaurant reads your answer; it is not published.')).toBeVisible();
  await axe.check(diner, 'after-meal form in english');
  await diner.getByRole('button', { name: 'Send my feedback' }).click();
  await expect(diner.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5 stars.');
  await diner.getByRole('radio', { name: '5 stars out of 5' }).check();
  await expect(diner.getByRole('radio', { name: '5 stars out of 5' })).toBeChecked();
  await diner.getByLabel('A comment (optional)').fill('Lovely duck, friendly staff.');
  await journey.shot(diner, 'form answered in english');
  await diner.getByRole('button', { name: 'Send my feedback' }).click();
  await expect(diner.getByTestId('thank-you-result')).toContainText('Thank you! Your feedback has been passed on to the restaurant.');
  await journey.shot(diner, 'feedback sent in english');

  // The owner reads it among the answers, in French around the diner's words.
  await openStaffMenu(owner, 'Avis des clients');
  const review = owner.getByTestId('reviews-list').getByRole('listitem').filter({ hasText: tourist.name });
  await expect(review).toContainText('Lovely duck, friendly staff.');
  await expect(review.getByRole('img', { name: '5 étoiles sur 5' })).toBeVisible();
  await expect(review).toContainText('Repas du mardi 17 novembre 2026');
});
