// Journey of a party of six on the waiting list of a full Saturday evening where the restaurant asks
// a card guarantee (Le Petit Zinc: 20 € a person from six people, Saturday evenings): the diner joins
// the list in the wizard (the number confirmed by SMS, as from six people); the host cancels a table
// of six from the service book; the offer's link shows the guarantee as the wizard's summary does,
// "J'accepte" stays off until it is ticked, then the diner saves a card on the payment provider's
// page (the local fake of Stripe's hosted page) and comes back to a confirmed booking.
import { startWaitingList, readSmsCode } from './journey-booking';
import { expect, test } from './journey-fixture';
import { nextButton } from '../support/wizard';
import { connectDevice } from './journey-staff';

const SATURDAY_AFTERNOON = { seededAt: '2026-11-20T10:00:00Z', now: '2026-11-21T13:00:00Z' };
test.use({ journeyServerOptions: { name: 'journey-waiting-offer-guarantee', ...SATURDAY_AFTERNOON } });

const HOST_CODE = '2468';
const DINER = { name: 'Lucie Garnier', email: 'lucie.garnier@exemple.fr', phone: '06 34 56 78 91', covers: 6 };

test('a party of six accepts a table offered on a guaranteed evening, ticks the guarantee and saves a card', async ({ journey, axe }) => {
  // The diner joins the evening's waiting list for 21:00 (at 19:00 the evening's pacing is spent).
  const diner = await (await journey.newContext()).newPage();
  await startWaitingList(diner, '21:00', DINER);
  const screen = diner.getByTestId('sms-code-screen');
  await expect(screen.getByText('Envoi du code…')).toBeHidden({ timeout: 30_000 });
  await expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeEnabled();
  await screen.getByLabel('Code reçu par SMS').fill(await readSmsCode(diner, DINER.phone));
  await screen.getByRole('button', { name: 'Valider le code' }).click();
  await expect(diner.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
  // A waiting-list entry holds no table: nothing is asked yet.
  await expect(diner.getByTestId('protection')).toHaveCount(0);
  await diner.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await nextButton(diner).click();
  await expect(diner.getByTestId('success-dialog').getByRole('heading', { name: "Vous êtes sur la liste d'attente" })).toBeVisible({ timeout: 20_000 });

  // The host signs in on the restaurant's tablet and cancels a table of six at 21:00.
  const host = await (await journey.newContext()).newPage();
  await connectDevice(host, HOST_CODE);
  await host.getByRole('button', { name: 'Passer le tutoriel' }).click();
  await host.getByRole('tab', { name: /Soir/ }).click();
  const waitingList = host.getByTestId('waiting-list');
  await expect(waitingList.getByTestId('waiting-entry').filter({ hasText: DINER.name })).toBeVisible();
  const sixCard = host.locator('[data-testid="booking"][aria-label^="21:00, "][aria-label*=", 6 personnes, Confirmée"]').first();
  await sixCard.getByRole('button', { name: 'Détails' }).click();
  await host.getByRole('button', { name: 'Annuler la réservation' }).click();
  await host.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(host.getByRole('dialog').getByRole('heading', { name: 'Statut : Annulée' })).toBeVisible();
  await host.getByRole('dialog').getByRole('button', { name: 'Fermer', exact: true }).last().click();
  const offer = waitingList.getByTestId('waiting-offer').filter({ hasText: DINER.name });
  await expect(offer.getByTestId('waiting-offer-status')).toHaveText(/^Offre envoyée à 14:\d\d, expire à 14:\d\d$/);

  // In the diner's mail client: the offer, and its link.
  const mail = await (await journey.newContext()).newPage();
  await mail.goto('/api/dev/mailbox');
  const link = mail
    .getByRole('article')
    .filter({ hasText: "Une table s'est libérée" })
    .filter({ hasText: DINER.email })
    .getByRole('link', { name: /\/offre\// })
    .first();
  await expect
    .poll(
      async () => {
        if (await link.isVisible()) return true;
        await mail.reload();
        return false;
      },
      { message: "l'e-mail de l'offre arrive dans la boîte", timeout: 20_000 },
    )
    .toBe(true);
  await link.click();
  await expect(mail.getByRole('heading', { level: 1, name: "Une table s'est libérée !" })).toBeVisible();
  await expect(mail.getByTestId('waiting-offer')).toContainText('6 personnes');

  // The guarantee, as on the wizard's summary, with its own tick.
  const block = mail.getByRole('region', { name: 'Garantie par carte bancaire' });
  await expect(block).toBeVisible();
  await expect(block.getByTestId('protection-text')).toContainText('120,00 €');
  await expect(block.getByTestId('protection-amount')).toHaveText("Montant débité en cas d'absence : 120,00 €");
  // Offered on the day for tonight: the 24 hours of free cancellation have already passed, and it says so.
  await expect(block.getByTestId('protection-deadline')).toHaveText("Le délai d'annulation sans frais est déjà passé pour cette réservation.");
  const accept = mail.getByRole('button', { name: "J'accepte" });
  await expect(accept).toBeDisabled();
  await block.getByLabel("J'accepte ces conditions de garantie et le montant indiqué.").check();
  await expect(accept).toBeEnabled();
  await block.scrollIntoViewIfNeeded();
  await journey.shot(mail, 'offre avec la garantie');
  await axe.check(mail, "page de l'offre avec la garantie");
  await accept.click();

  // The provider's page: a card typed as a person types it.
  await mail.waitForURL(/\/c\/pay\//, { timeout: 30_000 });
  await expect(mail.getByRole('heading', { name: 'Enregistrer la carte' })).toBeVisible();
  await mail.getByLabel(/Numéro de carte/).fill('4242 4242 4242 4242');
  await mail.getByLabel(/Expiration/).fill('12 / 34');
  await mail.getByLabel(/Cryptogramme/).fill('123');
  await mail.getByRole('button', { name: 'Enregistrer la carte' }).click();

  const result = mail.getByTestId('booking-payment');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(mail).toHaveURL(/\/resa\/[^/]+\/paiement/);
  await expect(mail.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  await expect(result).toContainText('Votre carte Visa •••• 4242 est enregistrée en garantie');
  await expect(result).toContainText(/Samedi 21 novembre 2026 à \d\d:\d\d, 6 personnes/);
  await journey.shot(mail, 'offre payee confirmee');

  // The host sees the table taken, live.
  await expect(offer.getByTestId('waiting-offer-status')).toHaveText(/^Acceptée à 14:\d\d$/);
});

test('a party of six whose browser speaks English accepts the offer with the guarantee in English and saves a card', async ({ journey }) => {
  const tourist = { name: 'George Whitfield', email: 'george.whitfield@example.co.uk', phone: '+44 7400 334455', covers: 6 };
  // The diner joins the evening's waiting list for 21:00, in English.
  const context = await journey.newContext({ locale: 'en-GB' });
  const diner = await context.newPage();
  await diner.goto('/reserver/le-petit-zinc/21-11-2026');
  await expect(diner.locator('html')).toHaveAttribute('lang', 'en');
  const banner = diner.getByTestId('waiting-banner-evening');
  await expect(banner).toContainText('Restaurant full');
  await banner.getByRole('button', { name: 'Join the waiting list' }).click();
  const waitingDialog = diner.getByTestId('waiting-dialog');
  await waitingDialog.getByRole('button', { name: '21:00', exact: true }).click();
  await waitingDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(diner.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await diner.getByLabel('How many people?').fill(String(tourist.covers));
  await diner.getByLabel('Name', { exact: true }).fill(tourist.name);
  await diner.getByLabel('E-mail', { exact: true }).fill(tourist.email);
  await diner.getByLabel('Phone', { exact: true }).fill(tourist.phone);
  await diner.getByLabel('Confirm your number').fill(tourist.phone);
  await nextButton(diner).click();
  const screen = diner.getByTestId('sms-code-screen');
  await expect(screen.getByText('Sending the code…')).toBeHidden({ timeout: 30_000 });
  await expect(screen.getByRole('button', { name: 'Send the code again' })).toBeEnabled();
  await screen.getByLabel('Code received by SMS (6 digits)').fill(await readSmsCode(diner, tourist.phone));
  await screen.getByRole('button', { name: 'Check the code' }).click();
  await expect(diner.getByRole('heading', { name: 'Check your details' })).toBeVisible();
  await expect(diner.getByTestId('protection')).toHaveCount(0);
  await diner.getByLabel('I accept the terms and conditions of the service.').check();
  await nextButton(diner).click();
  await expect(diner.getByTestId('success-dialog').getByRole('heading', { name: 'You are on the waiting list' })).toBeVisible({ timeout: 20_000 });

  // The host, in French, cancels a table of six at 21:00.
  const host = await (await journey.newContext()).newPage();
  await connectDevice(host, HOST_CODE);
  const skip = host.getByRole('button', { name: 'Passer le tutoriel' });
  const book = host.getByRole('tablist', { name: 'Service' });
  await expect(skip.or(book).first()).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await host.getByRole('tab', { name: /Soir/ }).click();
  const waitingList = host.getByTestId('waiting-list');
  await expect(waitingList.getByTestId('waiting-entry').filter({ hasText: tourist.name })).toBeVisible();
  const sixCard = host.locator('[data-testid="booking"][aria-label^="21:00, "][aria-label*=", 6 personnes, Confirmée"]').first();
  await sixCard.getByRole('button', { name: 'Détails' }).click();
  await host.getByRole('button', { name: 'Annuler la réservation' }).click();
  await host.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(host.getByRole('dialog').getByRole('heading', { name: 'Statut : Annulée' })).toBeVisible();
  await host.getByRole('dialog').getByRole('button', { name: 'Fermer', exact: true }).last().click();
  const offer = waitingList.getByTestId('waiting-offer').filter({ hasText: tourist.name });
  await expect(offer.getByTestId('waiting-offer-status')).toHaveText(/^Offre envoyée à 14:\d\d, expire à 14:\d\d$/);

  // In the diner's mail client: the offer in English, and its link.
  const mail = await context.newPage();
  await mail.goto('/api/dev/mailbox');
  const link = mail
    .getByRole('article')
    .filter({ hasText: 'A table has become free – Le Petit Zinc' })
    .filter({ hasText: tourist.email })
    .getByRole('link', { name: /\/offre\// })
    .first();
  await expect
    .poll(
      async () => {
        if (await link.isVisible()) return true;
        await mail.reload();
        return false;
      },
      { message: 'the offer e-mail arrives in the mailbox', timeout: 20_000 },
    )
    .toBe(true);
  await link.click();
  await expect(mail.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mail.getByRole('heading', { level: 1, name: 'A table has become free!' })).toBeVisible();
  await expect(mail.getByTestId('waiting-offer')).toContainText('6 people');

  // The guarantee block, in English, with its own tick.
  const block = mail.getByRole('region', { name: 'Card guarantee' });
  await expect(block).toBeVisible();
  await expect(block.getByTestId('protection-amount')).toHaveText('Amount charged if you do not come: €120.00');
  await expect(block.getByTestId('protection-deadline')).toHaveText('The free cancellation period has already passed for this booking.');
  const accept = mail.getByRole('button', { name: 'I accept' });
  await expect(accept).toBeDisabled();
  await block.getByLabel('I accept these guarantee terms and the amount shown.').check();
  await expect(accept).toBeEnabled();
  await block.scrollIntoViewIfNeeded();
  await journey.shot(mail, 'offer with the guarantee in english');
  await accept.click();

  // The provider's page (its local fake), then the confirmed page in English.
  await mail.waitForURL(/\/c\/pay\//, { timeout: 30_000 });
  await mail.getByLabel(/Numéro de carte/).fill('4242 4242 4242 4242');
  await mail.getByLabel(/Expiration/).fill('12 / 34');
  await mail.getByLabel(/Cryptogramme/).fill('123');
  await mail.getByRole('button', { name: 'Enregistrer la carte' }).click();
  const result = mail.getByTestId('booking-payment');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(mail).toHaveURL(/\/resa\/[^/]+\/paiement/);
  await expect(mail.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(result).toContainText('Your card Visa •••• 4242 is saved as a guarantee: nothing has been charged.');
  await expect(result).toContainText(/Saturday,? 21 November 2026 at \d\d:\d\d, 6 people/);
  await expect(result).not.toContainText('Réservation');
  await journey.shot(mail, 'offer paid confirmed in english');

  await expect(offer.getByTestId('waiting-offer-status')).toHaveText(/^Acceptée à 14:\d\d$/);
});
