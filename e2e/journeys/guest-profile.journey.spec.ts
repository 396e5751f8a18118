// Journey of an allergy from the diner to the host: a diner books for tonight and ticks a peanut
// allergy in the wizard; the owner, at the tablet, sees it highlighted on the book, the timeline and
// the booking's details, marks the guest VIP on their page, and sees the VIP badge on the book; a
// waiter the owner has not allowed to read health data signs in on the same tablet and sees the VIP
// badge but not the allergy.
import type { Page } from '@playwright/test';
import { dayButtonName, TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu, pressLogout, connectDevice, DEMO_OWNER } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-guest-profile', now: TUESDAY_AFTERNOON.now } });

const WAITER_CODE = '2468';
const DINER = { name: 'Inès Lambert', email: 'ines.lambert@exemple.fr', phone: '06 45 67 89 01' };

const card = (page: Page) => page.getByTestId('booking').filter({ hasText: DINER.name });

async function signIn(host: Page, code: string): Promise<void> {
  await expect(host.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();
  await host.getByLabel('Chiffre 1 sur 4 du code confidentiel').pressSequentially(code);
  const skip = host.getByRole('button', { name: 'Passer le tutoriel' });
  const book = host.getByRole('tablist', { name: 'Service' });
  await expect(skip.or(book)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(book).toBeVisible();
}

test('a diner’s allergy reaches the host who may read it, and only them', async ({ journey }) => {
  // The diner books tonight, two people, and says they are allergic to peanuts.
  const diner = await (await journey.newContext()).newPage();
  const dinerShot = (name: string) => journey.shot(diner, name);
  await diner.goto('/reserver/le-petit-zinc');
  const next = diner.getByTestId('wizard-next');
  await next.click();
  await diner.getByRole('button', { name: new RegExp(`^${dayButtonName(TUESDAY_AFTERNOON.today)}`) }).click();
  await next.click();
  await diner.getByRole('button', { name: '20:00', exact: true }).click();
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await diner.getByLabel('Nom', { exact: true }).fill(DINER.name);
  await diner.getByLabel('E-mail', { exact: true }).fill(DINER.email);
  await diner.getByLabel('Téléphone', { exact: true }).fill(DINER.phone);
  await diner.getByLabel('Confirmation du numéro').fill(DINER.phone);
  await diner.getByText('Allergies ou régime alimentaire ?').click();
  await diner.getByLabel('Arachides').check();
  await diner.getByLabel('Précisions (facultatif)').fill('Même les traces');
  await diner.getByLabel('Précisions (facultatif)').scrollIntoViewIfNeeded();
  await dinerShot('allergies dans le formulaire');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
  await diner.getByLabel(/Avez-vous des allergies/).fill('Oui, voir plus haut');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
  await diner.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Votre demande a été transmise !' })).toBeVisible({ timeout: 30_000 });
  await dinerShot('reservation envoyee');

  // The owner connects the tablet and opens tonight's book.
  const host = await (await journey.newContext()).newPage();
  const shot = (name: string) => journey.shot(host, name);
  await connectDevice(host);
  await signIn(host, DEMO_OWNER.code);
  await host.getByRole('tab', { name: /Soir/ }).click();
  const allergy = card(host).locator('[data-badge="allergy"]');
  await expect(allergy).toHaveText(/Allergie : Arachides/);
  await allergy.scrollIntoViewIfNeeded();
  await shot('allergie sur le cahier');

  // The details say it in full, with the diner's own words.
  await card(host)
    .getByRole('button', { name: /Détails/ })
    .click();
  const details = host.getByTestId('booking-dialog');
  await expect(details.getByTestId('dietary-details')).toContainText('Arachides');
  await expect(details.getByTestId('dietary-details')).toContainText('Même les traces');
  await shot('allergie dans les details');
  await details.getByRole('button', { name: 'Fermer' }).last().click();

  // The guest's page: the allergy is in the profile; the owner marks the guest VIP.
  await openStaffMenu(host, 'Clients');
  await host.getByLabel('Rechercher un client (nom, e-mail, téléphone, étiquette)').fill('Lambert');
  await host.getByTestId('guest-row').filter({ hasText: DINER.name }).getByRole('link').click();
  await expect(host.getByRole('heading', { level: 1 })).toHaveText(DINER.name);
  await expect(host.getByTestId('guest-flags')).toContainText('Arachides');
  await expect(host.getByLabel('Arachides')).toBeChecked();
  await host.getByLabel('Client VIP').check();
  await host.getByLabel('Table préférée').fill('Table 4, près de la fenêtre');
  await shot('fiche client allergies et VIP');
  await host.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(host.getByRole('status').filter({ hasText: 'Fiche client enregistrée.' }).first()).toBeVisible();
  await expect(host.getByTestId('guest-flags')).toContainText('VIP');

  // Back on the book: VIP beside the allergy; the timeline bar carries both, in short.
  await openStaffMenu(host, 'Cahier');
  await host.getByRole('tab', { name: /Soir/ }).click();
  await expect(card(host).locator('[data-badge="vip"]')).toHaveText('VIP');
  await expect(card(host).locator('[data-badge="allergy"]')).toBeVisible();
  await shot('allergie et VIP sur le cahier');
  await host.getByRole('link', { name: 'Chronologie' }).click();
  const bar = host.getByTestId('timeline-bar').filter({ hasText: DINER.name });
  await expect(bar).toHaveAttribute('aria-label', /Allergie : Arachides, VIP/);
  await shot('allergie et VIP sur la chronologie');
  await openStaffMenu(host, 'Cahier');
  await host.getByRole('tab', { name: /Soir/ }).click();
  await host.getByRole('link', { name: 'Feuille de service' }).click();
  const row = host.getByTestId('sheet-row').filter({ hasText: DINER.name });
  await expect(row.locator('[data-badge="allergy"]')).toHaveText(/Allergie : Arachides/);
  await shot('allergie sur la feuille de service');
  await host.getByRole('link', { name: /Retour au cahier/ }).click();

  // The team screen: the waiter has not been allowed to read allergies.
  await openStaffMenu(host, 'Équipe');
  const waiterRow = host.getByTestId('team-member').filter({ hasText: 'Équipe' }).first();
  await expect(waiterRow.getByLabel('Voit les allergies et régimes')).not.toBeChecked();
  await shot('equipe sans acces aux allergies');

  // The waiter signs in on the same tablet: VIP yes, the allergy no.
  // A wide screen shows the button in the bar; a phone keeps it in the Menu.
  await pressLogout(host);
  await signIn(host, WAITER_CODE);
  await host.getByRole('tab', { name: /Soir/ }).click();
  await expect(card(host).locator('[data-badge="vip"]')).toBeVisible();
  await expect(card(host).locator('[data-badge="allergy"]')).toHaveCount(0);
  await expect(card(host)).not.toContainText('Arachides');
  await shot('serveur sans les allergies');
});

test('a diner whose browser speaks English ticks an allergy in English, and the host sees it highlighted', async ({ journey }) => {
  const tourist = { name: 'Oliver Bennett', email: 'oliver.bennett@example.co.uk', phone: '+44 7400 123456' };
  const diner = await (await journey.newContext({ locale: 'en-GB' })).newPage();
  await diner.goto('/reserver/le-petit-zinc');
  await expect(diner.locator('html')).toHaveAttribute('lang', 'en');
  const next = diner.getByTestId('wizard-next');
  await next.click();
  await diner.getByRole('button', { name: /^Tuesday,? 17 November 2026/ }).click();
  await next.click();
  await expect(diner.getByRole('heading', { name: 'For dinner' })).toBeVisible();
  await diner.getByRole('button', { name: '20:30', exact: true }).click();
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await diner.getByLabel('Name', { exact: true }).fill(tourist.name);
  await diner.getByLabel('E-mail', { exact: true }).fill(tourist.email);
  await diner.getByLabel('Phone', { exact: true }).fill(tourist.phone);
  await diner.getByLabel('Confirm your number').fill(tourist.phone);
  await diner.getByText('Allergies or dietary needs?').click();
  await diner.getByLabel('Peanuts').check();
  await diner.getByLabel('Details (optional)').fill('Even traces');
  await diner.getByLabel('Details (optional)').scrollIntoViewIfNeeded();
  await journey.shot(diner, 'allergies in the form');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  // The restaurant's own question stays in its words.
  await diner.getByLabel(/Avez-vous des allergies/).fill('Yes, see above');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Check your details' })).toBeVisible();
  await diner.getByLabel('I accept the terms and conditions of the service.').check();
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Your request has been sent!' })).toBeVisible({ timeout: 30_000 });
  await journey.shot(diner, 'booking sent');

  // The host, in French, sees the allergy highlighted on the booking and in its details.
  const host = await (await journey.newContext()).newPage();
  await connectDevice(host);
  await signIn(host, DEMO_OWNER.code);
  await host.getByRole('tab', { name: /Soir/ }).click();
  const booking = host.getByTestId('booking').filter({ hasText: tourist.name });
  const allergy = booking.locator('[data-badge="allergy"]');
  await expect(allergy).toHaveText(/Allergie : Arachides/);
  await allergy.scrollIntoViewIfNeeded();
  await journey.shot(host, 'allergie du client anglais sur le cahier');
  await booking.getByRole('button', { name: /Détails/ }).click();
  const details = host.getByTestId('booking-dialog');
  await expect(details.getByTestId('dietary-details')).toContainText('Arachides');
  await expect(details.getByTestId('dietary-details')).toContainText('Even traces');
  await journey.shot(host, 'allergie du client anglais dans les details');
});
