// Journey of a deposit given back: the owner asks a deposit of 15 € a person on Wednesday evenings
// in Réglages › Garanties et acomptes; a couple books Wednesday's dinner, reads the deposit on the
// summary, ticks it and pays it on the payment provider's page, and comes back confirmed. Plans
// change: from the confirmation e-mail's link, in time, the diner cancels, is told the cancellation
// is free and the deposit refunded; the owner finds the cancelled booking refunded in the book.
import type { Page } from '@playwright/test';
import { acceptAndPay, bookOnline, FR, shooter, typeCard } from './journey-booking';
import { TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu } from './journey-staff';
import { OWNER_CODE, signIn } from './journey-timeline';

test.use({ journeyServerOptions: { name: 'journey-deposit-refund', now: TUESDAY_AFTERNOON.now } });

/** Tomorrow, Wednesday 18 November 2026: its evening is far enough ahead to cancel for free. */
const WEDNESDAY = '2026-11-18';
const DINER = { name: 'Inès Garnier', email: 'ines.garnier@exemple.fr', phone: '06 78 90 12 34', hour: '21:00', day: WEDNESDAY, covers: 2 };

/** Réglages › Garanties et acomptes: a second rule, a deposit from 2 covers on Wednesday evenings. */
async function askDepositOnWednesdays(owner: Page): Promise<void> {
  await openStaffMenu(owner, 'Réglages');
  await owner.getByRole('navigation', { name: 'Rubriques des réglages' }).getByRole('link', { name: 'Garanties et acomptes', exact: true }).click();
  await expect(owner.getByTestId('stripe-account')).toContainText('Compte Stripe relié : les paiements sont acceptés.');
  await expect(owner.getByTestId('no-show-rule')).toHaveCount(1);
  await owner.getByRole('button', { name: 'Ajouter une règle' }).click();
  const rule = owner.getByTestId('no-show-rule').nth(1);
  await rule.getByLabel('Samedi').uncheck();
  await rule.getByLabel('Mercredi').check();
  await expect(rule.locator('legend').first()).toHaveText('Règle 2 — Soir, le mercredi');
  await rule.getByLabel('Acompte').check();
  await rule.getByLabel('À partir de (couverts)').fill('2');
  await rule.getByLabel('Montant (€)').fill('15');
  await rule.getByLabel('Délai d’annulation (heures)').fill('24');
  await owner.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(owner.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await expect(rule).toContainText('Acompte de 15,00 € par couvert, dès 2 couverts, annulation sans frais jusqu’à 24 heures avant');
}

test('a deposit paid online is refunded when the diner cancels in time, and the owner sees it refunded', async ({ journey, axe }, info) => {
  const shot = shooter(journey, info);
  const owner = await signIn(journey, 'Tablette du bureau', OWNER_CODE);
  await askDepositOnWednesdays(owner);
  await shot(owner, 'acompte-reglages');

  // The diner books Wednesday's dinner for two and pays the deposit.
  const diner = await (await journey.newContext()).newPage();
  await diner.goto('/reserver/le-petit-zinc');
  await bookOnline(diner, FR, DINER);
  const block = diner.getByRole('region', { name: 'Acompte' });
  await expect(block.getByTestId('protection-amount')).toHaveText('Montant à régler maintenant : 30,00 €');
  await expect(block.getByTestId('protection-deadline')).toHaveText("Annulation sans frais jusqu'au mardi 17 novembre 2026 à 21:00");
  await expect(diner.getByTestId('payment-note')).toHaveText("Vous réglerez l'acompte de 30,00 € maintenant, sur la page de paiement sécurisée.");
  await axe.check(diner, 'récapitulatif avec l’acompte');
  await acceptAndPay(diner, FR, block.getByLabel("J'accepte ces conditions et le paiement de l'acompte indiqué."), shot, 'acompte-recapitulatif');
  await expect(diner.getByRole('heading', { name: 'Payer 30,00 €' })).toBeVisible();
  await shot(diner, 'acompte-page-de-paiement');
  await typeCard(diner, '4242 4242 4242 4242');
  const result = diner.getByTestId('booking-payment');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(result).toContainText('Votre acompte de 30,00 € a été réglé.');
  await shot(diner, 'acompte-retour-confirme');

  // Later, from the confirmation e-mail (the development mailbox stands for the diner's inbox).
  const inbox = await diner.context().newPage();
  await inbox.goto('/api/dev/mailbox');
  const mail = inbox.getByRole('article').filter({ hasText: 'Réservation confirmée – Le Petit Zinc' }).filter({ hasText: DINER.email });
  await expect(async () => {
    await inbox.getByRole('link', { name: 'E-mails', exact: true }).click();
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail.first()).toContainText('30,00 €');
  await mail
    .first()
    .getByRole('link', { name: /\/resa\/[\w-]+$/ })
    .first()
    .click();

  const protection = inbox.getByTestId('my-booking-protection');
  await expect(protection.getByRole('heading', { name: 'Acompte' })).toBeVisible();
  await expect(protection.getByTestId('protection-paid')).toHaveText('Acompte de 30,00 € payé');
  await expect(protection.getByTestId('protection-deadline')).toHaveText('Annulation sans frais jusqu’au mardi 17 novembre 2026 à 21:00');
  await shot(inbox, 'acompte-ma-reservation');
  await inbox.getByRole('button', { name: 'Annuler la réservation' }).click();
  const prompt = inbox.getByTestId('cancel-prompt');
  await expect(prompt.getByTestId('cancel-prompt-protection')).toHaveText('L’annulation est sans frais : votre acompte de 30,00 € vous sera remboursé.');
  await shot(inbox, 'acompte-annulation-sans-frais');
  await prompt.getByRole('button', { name: 'Oui, annuler' }).click();
  const done = inbox.getByRole('alertdialog');
  await expect(done.getByText('Votre réservation a bien été annulée.')).toBeVisible();
  await done.getByRole('button', { name: "J'ai compris" }).click();
  const ended = inbox.getByTestId('my-booking-ended');
  await expect(ended.getByRole('heading', { name: 'Réservation annulée' })).toBeVisible();
  await expect(ended.getByTestId('my-booking-refund')).toHaveText(/^Votre acompte de 30,00 € vous (a été remboursé\.|est remboursé : .*)$/);
  await axe.check(inbox, 'réservation annulée, acompte remboursé');
  await shot(inbox, 'acompte-rembourse');

  // The owner finds it in tomorrow's book, among the cancellations, refunded.
  await openStaffMenu(owner, 'Cahier');
  await owner.getByRole('button', { name: 'Jour suivant' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
  await owner.getByRole('tab', { name: /Soir/ }).click();
  const cancelled = owner.getByLabel('Afficher les annulations et absents');
  if (!(await cancelled.isChecked())) await cancelled.check();
  const line = owner.getByTestId('booking').filter({ hasText: DINER.name });
  await expect(line.getByTestId('booking-payment')).toHaveText(/Remboursé/);
  await line.getByRole('button', { name: `Détails de la réservation de ${DINER.name} à ${DINER.hour}` }).click();
  const payment = owner.getByTestId('booking-dialog').getByTestId('booking-payment-block');
  await expect(payment.getByRole('heading', { name: 'Paiement : Remboursé' })).toBeVisible();
  await expect(payment.getByTestId('payment-history')).toContainText(/Remboursé 30,00\s€/);
  await payment.scrollIntoViewIfNeeded();
  await shot(owner, 'acompte-rembourse-cote-restaurant');
});
