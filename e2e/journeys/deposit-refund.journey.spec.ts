// Journey of a deposit given back: the owner asks a deposit of 15 € a person on Wednesday evenings
// in Réglages › Garanties et acomptes; a couple books Wednesday's dinner, reads the deposit on the
// summary, ticks it and pays it on the payment provider's page, and comes back confirmed. Plans
// change: from the confirmation e-mail's link, in time, the diner cancels, is told the cancellation
// is free and the deposit refunded; the owner finds the cancelled booking refunded in the book.
// The same for a diner whose browser speaks English: the summary, the e-mail, the booking's page
// and the refund in English.
import type { Page } from '@playwright/test';
import { acceptAndPay, bookOnline, EN, FR, shooter, typeCard } from './journey-booking';
import { TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu } from './journey-staff';
import { OWNER_CODE, signIn } from './journey-timeline';

test.use({ journeyServerOptions: { name: 'journey-deposit-refund', now: TUESDAY_AFTERNOON.now } });

/** Tomorrow, Wednesday 18 November 2026: its evening is far enough ahead to cancel for free. */
const WEDNESDAY = '2026-11-18';

/** What the diner reads of the deposit, from the summary to the refund, in each language tried. */
const DEPOSIT_FR = {
  words: FR,
  locale: 'fr-FR',
  diner: { name: 'Inès Garnier', email: 'ines.garnier@exemple.fr', phone: '06 78 90 12 34', hour: '21:00', day: WEDNESDAY, covers: 2 },
  label: 'acompte',
  heading: 'Acompte',
  amount: 'Montant à régler maintenant : 30,00 €',
  deadline: /^Annulation sans frais jusqu['’]au mardi 17 novembre 2026 à 21:00$/,
  note: "Vous réglerez l'acompte de 30,00 € maintenant, sur la page de paiement sécurisée.",
  accept: "J'accepte ces conditions et le paiement de l'acompte indiqué.",
  paid: 'Votre acompte de 30,00 € a été réglé.',
  subject: 'Réservation confirmée – Le Petit Zinc',
  mailAmount: '30,00 €',
  paidOnPage: 'Acompte de 30,00 € payé',
  cancel: 'Annuler la réservation',
  prompt: 'L’annulation est sans frais : votre acompte de 30,00 € vous sera remboursé.',
  yes: 'Oui, annuler',
  cancelled: 'Votre réservation a bien été annulée.',
  ok: "J'ai compris",
  ended: 'Réservation annulée',
  refund: /^Votre acompte de 30,00 € vous (a été remboursé\.|est remboursé : .*)$/,
};

const DEPOSIT_EN: typeof DEPOSIT_FR = {
  words: EN,
  locale: 'en-GB',
  diner: { name: 'Oliver Bennett', email: 'oliver.bennett@example.co.uk', phone: '06 89 01 23 45', hour: '21:00', day: WEDNESDAY, covers: 2 },
  label: 'deposit-english',
  heading: 'Deposit',
  amount: 'Amount to pay now: €30.00',
  deadline: /^Free cancellation until Tuesday,? 17 November 2026 at 21:00$/,
  note: 'You will pay the €30.00 deposit now, on the secure payment page.',
  accept: 'I accept these terms and the payment of the deposit shown.',
  paid: 'Your deposit of €30.00 has been paid.',
  subject: 'Booking confirmed – Le Petit Zinc',
  mailAmount: '€30.00',
  paidOnPage: 'Deposit of €30.00 paid',
  cancel: 'Cancel the booking',
  prompt: 'Cancelling is free of charge: your deposit of €30.00 will be refunded.',
  yes: 'Yes, cancel',
  cancelled: 'Your booking has been cancelled.',
  ok: 'Got it',
  ended: 'Booking cancelled',
  refund: /^Your deposit of €30.00 (has been refunded\.|is being refunded: .*)$/,
};

/**
 * Réglages › Garanties et acomptes: a second rule, a deposit from 2 covers on Wednesday evenings
 * (left as it is when an earlier test of the file added it).
 */
async function askDepositOnWednesdays(owner: Page): Promise<void> {
  await openStaffMenu(owner, 'Réglages');
  await owner.getByRole('navigation', { name: 'Rubriques des réglages' }).getByRole('link', { name: 'Garanties et acomptes', exact: true }).click();
  await expect(owner.getByTestId('stripe-account')).toContainText('Compte Stripe relié : les paiements sont acceptés.');
  const rules = owner.getByTestId('no-show-rule');
  await expect(rules.first()).toBeVisible();
  if ((await rules.count()) > 1) {
    await expect(rules.nth(1)).toContainText('Acompte de 15,00 € par couvert, dès 2 couverts');
    return;
  }
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

for (const d of [DEPOSIT_FR, DEPOSIT_EN]) {
  test(`a deposit paid online is refunded when the diner cancels in time, and the owner sees it refunded (${d.locale})`, async ({ journey, axe }, info) => {
    const shot = shooter(journey, info);
    const owner = await signIn(journey, 'Tablette du bureau', OWNER_CODE);
    await askDepositOnWednesdays(owner);
    await shot(owner, `${d.label}-reglages`);

    // The diner books Wednesday's dinner for two and pays the deposit.
    const diner = await (await journey.newContext({ locale: d.locale })).newPage();
    await diner.goto('/reserver/le-petit-zinc');
    await bookOnline(diner, d.words, d.diner);
    const block = diner.getByRole('region', { name: d.heading });
    await expect(block.getByTestId('protection-amount')).toHaveText(d.amount);
    await expect(block.getByTestId('protection-deadline')).toHaveText(d.deadline);
    await expect(diner.getByTestId('payment-note')).toHaveText(d.note);
    await axe.check(diner, `${d.label} : récapitulatif`);
    await acceptAndPay(diner, d.words, block.getByLabel(d.accept), shot, `${d.label}-recapitulatif`);
    await expect(diner.getByRole('heading', { name: /30[,.]00/ })).toBeVisible();
    // The provider's page names the business paid: the restaurant.
    await expect(diner.getByText('Le Petit Zinc', { exact: true })).toBeVisible();
    await shot(diner, `${d.label}-page-de-paiement`);
    await typeCard(diner, '4242 4242 4242 4242');
    const result = diner.getByTestId('booking-payment');
    await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
    await expect(result).toContainText(d.paid);
    await shot(diner, `${d.label}-retour-confirme`);

    // Later, from the confirmation e-mail (the development mailbox stands for the diner's inbox).
    const inbox = await diner.context().newPage();
    await inbox.goto('/api/dev/mailbox');
    const mail = inbox.getByRole('article').filter({ hasText: d.subject }).filter({ hasText: d.diner.email });
    await expect(async () => {
      await inbox.getByRole('link', { name: 'E-mails', exact: true }).click();
      await expect(mail.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(mail.first()).toContainText(d.mailAmount);
    await mail
      .first()
      .getByRole('link', { name: /\/resa\/[\w-]+$/ })
      .first()
      .click();

    const protection = inbox.getByTestId('my-booking-protection');
    await expect(protection.getByRole('heading', { name: d.heading })).toBeVisible();
    await expect(protection.getByTestId('protection-paid')).toHaveText(d.paidOnPage);
    await expect(protection.getByTestId('protection-deadline')).toHaveText(d.deadline);
    await shot(inbox, `${d.label}-ma-reservation`);
    await inbox.getByRole('button', { name: d.cancel }).click();
    const prompt = inbox.getByTestId('cancel-prompt');
    await expect(prompt.getByTestId('cancel-prompt-protection')).toHaveText(d.prompt);
    await shot(inbox, `${d.label}-annulation-sans-frais`);
    await prompt.getByRole('button', { name: d.yes }).click();
    const done = inbox.getByRole('alertdialog');
    await expect(done.getByText(d.cancelled)).toBeVisible();
    await done.getByRole('button', { name: d.ok }).click();
    const ended = inbox.getByTestId('my-booking-ended');
    await expect(ended.getByRole('heading', { name: d.ended })).toBeVisible();
    await expect(ended.getByTestId('my-booking-refund')).toHaveText(d.refund);
    await axe.check(inbox, `${d.label} : réservation annulée, acompte remboursé`);
    await shot(inbox, `${d.label}-rembourse`);

    // The owner finds it in tomorrow's book, among the cancellations, refunded.
    await openStaffMenu(owner, 'Cahier');
    await owner.getByRole('button', { name: 'Jour suivant' }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toContainText('Mercredi 18 novembre 2026');
    await owner.getByRole('tab', { name: /Soir/ }).click();
    const cancelled = owner.getByLabel('Afficher les annulations et absents');
    if (!(await cancelled.isChecked())) await cancelled.check();
    const line = owner.getByTestId('booking').filter({ hasText: d.diner.name });
    await expect(line.getByTestId('booking-payment')).toHaveText(/Remboursé/);
    await line.getByRole('button', { name: `Détails de la réservation de ${d.diner.name} à ${d.diner.hour}` }).click();
    const payment = owner.getByTestId('booking-dialog').getByTestId('booking-payment-block');
    await expect(payment.getByRole('heading', { name: 'Paiement : Remboursé' })).toBeVisible();
    await expect(payment.getByTestId('payment-history')).toHaveText(/^Remboursé 30,00\s€ par le client \(annulation sans frais\), 17\/11\/2026 \d\d:\d\d$/);
    await payment.scrollIntoViewIfNeeded();
    await shot(owner, `${d.label}-rembourse-cote-restaurant`);
  });
}
