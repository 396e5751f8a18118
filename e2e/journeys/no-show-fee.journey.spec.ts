// Journey of a no-show's fee on the demo's guarantee (Le Petit Zinc: 20 € a person from six people,
// Saturday evenings): a party of six books Saturday's dinner on a Tuesday afternoon and saves a
// card on the payment provider's page; the days pass to Saturday evening, a quarter of an hour past
// the booking's time, and the party has not come. The owner signs in, marks the booking absent
// from the book, opens it, clicks "Débiter", reads whom, how much and which card the dialog names,
// confirms, and sees the fee and who charged it in the booking's payment block.
import { acceptGuarantee, bookOnline, FR, SATURDAY, shooter, typeCard } from './journey-booking';
import { TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { OWNER_CODE, signIn } from './journey-timeline';

test.use({ journeyServerOptions: { name: 'journey-no-show-fee', now: TUESDAY_AFTERNOON.now } });

const DINER = { name: 'Gaspard Lemoine', email: 'gaspard.lemoine@exemple.fr', phone: '06 67 89 01 23', hour: '20:00' };
/** Saturday 28 November 2026, 20:20 in Paris: the party of 20:00 is 20 minutes late. */
const TWENTY_PAST_EIGHT = `${SATURDAY}T19:20:00Z`;

test('a party of six does not come: the owner marks it absent and charges the fee on the saved card', async ({ journey, axe }, info) => {
  const shot = shooter(journey, info);

  // Tuesday: the diner books and saves a card.
  const diner = await (await journey.newContext()).newPage();
  await diner.goto('/reserver/le-petit-zinc');
  await bookOnline(diner, FR, DINER);
  await acceptGuarantee(diner, FR, DINER.hour, shot, 'absence');
  await typeCard(diner, '4242 4242 4242 4242');
  const result = diner.getByTestId('booking-payment');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await expect(result).toContainText('Votre carte Visa •••• 4242 est enregistrée en garantie');
  await shot(diner, 'absence-carte-enregistree');

  // Saturday evening: nobody at table for 20:00.
  await journey.advanceClockTo(TWENTY_PAST_EIGHT);
  const owner = await signIn(journey, 'Tablette du bureau', OWNER_CODE);
  await owner.getByRole('tab', { name: /Soir/ }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Samedi 28 novembre 2026');
  const line = owner.getByTestId('booking').filter({ hasText: DINER.name });
  await expect(line.getByTestId('booking-payment')).toHaveText(/Carte enregistrée/);
  await line.getByRole('button', { name: 'Absent', exact: true }).click();
  await expect(line.getByTestId('booking-status')).toHaveText('Absent');
  await shot(owner, 'absence-cahier-absent');

  await line.getByRole('button', { name: `Détails de la réservation de ${DINER.name} à ${DINER.hour}` }).click();
  const block = owner.getByTestId('booking-dialog').getByTestId('booking-payment-block');
  await expect(block).toContainText('VISA •••• 4242');
  await expect(block).toContainText('Montant accepté par le client : 120,00 €');
  await block.getByRole('button', { name: 'Débiter' }).click();

  const confirm = owner.getByTestId('money-confirm');
  await expect(confirm.getByTestId('money-confirm-question')).toHaveText(`Débiter 120,00 € sur la carte •••• 4242 de ${DINER.name} ?`);
  await axe.check(owner, 'confirmation du débit');
  await shot(owner, 'absence-confirmation-du-debit');
  await confirm.getByRole('button', { name: 'Débiter 120,00 €' }).click();

  await expect(confirm).toBeHidden();
  await expect(block.getByTestId('payment-said')).toHaveText('120,00 € débités sur la carte du client.');
  await expect(block.getByRole('heading', { name: 'Paiement : Frais débités' })).toBeVisible();
  await expect(block.getByTestId('payment-history')).toHaveText(/^Débité 120,00\s€ par Camille, 28\/11\/2026 20:\d{2}$/);
  await block.scrollIntoViewIfNeeded();
  await shot(owner, 'absence-frais-debites');
  await owner.getByTestId('booking-dialog').getByRole('button', { name: 'Fermer' }).last().click();
  await expect(line.getByTestId('booking-payment')).toHaveText(/Frais débités/);
});
