// Journey of a waiting list that fills itself, on the afternoon of a full Saturday: a diner joins
// the evening's waiting list in the wizard; the host cancels a couple's booking from the service
// book; the diner's mail client (the development mailbox, another device) receives the offer, its
// link opens the offer page, "J'accepte" books the table and the page leads to the booking; the
// host's waiting list shows the offer sent, then "Acceptée", live, without reloading.
import { joinWaitingList } from './journey-booking';
import { expect, test } from './journey-fixture';
import { connectDevice } from './journey-staff';

const SATURDAY_AFTERNOON = { seededAt: '2026-11-20T10:00:00Z', now: '2026-11-21T13:00:00Z' };
test.use({ journeyServerOptions: { name: 'journey-waiting-offer', ...SATURDAY_AFTERNOON } });

const HOST_CODE = '2468';
const DINER = { name: 'Inès Moreau', email: 'ines.moreau@exemple.fr', phone: '06 23 45 67 89', covers: 2 };

test('a table freed on a full evening goes to the waiting list: offer, acceptance, the host sees it live', async ({ journey, axe }) => {
  // The diner joins the evening's waiting list for 19:00.
  const diner = await (await journey.newContext()).newPage();
  await joinWaitingList(diner, '19:00', DINER);
  await journey.shot(diner, 'inscrite sur la liste d attente');

  // The host signs in on the restaurant's tablet and opens the evening.
  const host = await (await journey.newContext()).newPage();
  await connectDevice(host, HOST_CODE);
  await host.getByRole('button', { name: 'Passer le tutoriel' }).click();
  await host.getByRole('tab', { name: /Soir/ }).click();
  const waitingList = host.getByTestId('waiting-list');
  await expect(waitingList.getByTestId('waiting-entry').filter({ hasText: DINER.name })).toBeVisible();

  // A couple of 19:00 calls to cancel: the host cancels their booking.
  const coupleCard = host.locator('[data-testid="booking"][aria-label^="19:00, "][aria-label*=", 2 personnes, Confirmée"]').first();
  await coupleCard.getByRole('button', { name: 'Détails' }).click();
  await host.getByRole('button', { name: 'Annuler la réservation' }).click();
  await host.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(host.getByRole('dialog').getByRole('heading', { name: 'Statut : Annulée' })).toBeVisible();
  await host.getByRole('dialog').getByRole('button', { name: 'Fermer', exact: true }).last().click();
  await expect(host.getByRole('dialog')).toHaveCount(0);
  const offer = waitingList.getByTestId('waiting-offer').filter({ hasText: DINER.name });
  await expect(offer.getByTestId('waiting-offer-status')).toHaveText(/^Offre envoyée à 14:\d\d, expire à 14:\d\d$/);
  await journey.shot(host, 'offre envoyee vue par l hote');
  await waitingList.screenshot({ path: test.info().outputPath('liste-d-attente-offre-envoyee.png') });

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
  await journey.shot(mail, 'e-mail de l offre');
  await link.click();
  await expect(mail.getByRole('heading', { level: 1, name: "Une table s'est libérée !" })).toBeVisible();
  await expect(mail.getByTestId('waiting-offer')).toContainText('Samedi 21 novembre 2026');
  await expect(mail.getByTestId('waiting-offer')).toContainText('2 personnes');
  await journey.shot(mail, 'page de l offre');
  await axe.check(mail, "page de l'offre");
  await mail.getByRole('button', { name: "J'accepte" }).click();
  const result = mail.getByTestId('waiting-offer-result');
  await expect(result.getByRole('heading', { name: 'Table réservée' })).toBeVisible();
  await expect(result).toContainText("C'est réservé ! Votre table vous attend.");
  await journey.shot(mail, 'offre acceptee');
  await axe.check(mail, 'offre acceptée');
  await result.getByRole('link', { name: 'Voir ma réservation' }).click();
  await expect(mail.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  await journey.shot(mail, 'ma reservation');

  // The host's screen, untouched: the answer arrives live.
  await expect(offer.getByTestId('waiting-offer-status')).toHaveText(/^Acceptée à 14:\d\d$/);
  await expect(host.getByTestId('booking').filter({ hasText: DINER.name })).toBeVisible();
  await journey.shot(host, 'offre acceptee vue par l hote');
  await waitingList.screenshot({ path: test.info().outputPath('liste-d-attente-offre-acceptee.png') });
});
