// Journey of a new owner: "Créer mon restaurant" on Couvert's home page, the first code, the
// tutorial, the address confirmed from the sign-up e-mail opened in the mail client; then the
// settings a restaurant needs before its first guests (services, a table more, a required question,
// online booking on, the floor plan with the added table opened to online booking). A diner, on
// another device, books the first table through the link the tutorial gave; the owner sees the
// booking appear in the service book without touching anything.
import type { Page } from '@playwright/test';
import { dayButtonName, TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-owner', now: TUESDAY_AFTERNOON.now } });

const OWNER = { restaurant: 'La Cantine de Nina', name: 'Nina', email: 'nina@la-cantine.fr', password: 'mot-de-passe-solide', code: '4321' };
const QUESTION = 'Avez-vous une allergie ?';

const saved = (page: Page) => expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' }).last()).toBeVisible();

async function openSettings(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Rubriques des réglages' }).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
}

test('a new owner sets up the restaurant, and sees a diner’s first booking arrive live', async ({ journey }) => {
  const owner = await (await journey.newContext()).newPage();
  const shot = (name: string) => journey.shot(owner, name);
  await owner.goto('/');

  // Créer mon restaurant.
  await owner.getByRole('link', { name: 'Créer mon restaurant' }).click();
  await owner.getByLabel('Nom du restaurant').fill(OWNER.restaurant);
  await owner.getByLabel('Votre prénom').fill(OWNER.name);
  await owner.getByLabel('Votre e-mail').fill(OWNER.email);
  await owner.getByLabel('Mot de passe', { exact: true }).fill(OWNER.password);
  await owner.getByLabel('Votre code confidentiel (4 chiffres)').fill(OWNER.code);
  await shot('creer mon restaurant');
  await owner.getByRole('button', { name: 'Créer mon restaurant' }).click();
  await expect(owner.getByText(`« ${OWNER.restaurant} » est créé et cet appareil y est connecté.`)).toBeVisible();
  await shot('saisir son code');
  await owner.getByLabel('Chiffre 1 sur 4 du code confidentiel').pressSequentially(OWNER.code);

  // The tutorial, which gives the booking link.
  await expect(owner.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await shot('tutoriel');
  await owner.getByRole('button', { name: 'Suivant' }).click();
  await expect(owner.getByRole('heading', { name: 'Les réglages' })).toBeVisible();
  await owner.getByRole('button', { name: 'Suivant' }).click();
  await expect(owner.getByRole('heading', { name: 'Votre lien de réservation' })).toBeVisible();
  const bookingLink = await owner.getByLabel('Lien de réservation', { exact: true }).inputValue();
  await shot('tutoriel lien de reservation');
  await owner.getByRole('button', { name: 'Commencer le service' }).click();
  await expect(owner.getByRole('tablist', { name: 'Service' })).toBeVisible();
  // Until the owner's address is confirmed, the restaurant takes no online booking: the dashboard says so.
  const emailBanner = owner.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
  await expect(emailBanner).toContainText(OWNER.email);
  await shot('cahier vide');

  // The mail client, in another tab: the sign-up e-mail's link confirms the address.
  const mail = await owner.context().newPage();
  await mail.goto('/api/dev/mailbox');
  const confirmLink = mail
    .getByRole('article')
    .filter({ has: mail.getByRole('heading', { name: /Confirmez votre adresse e-mail/ }) })
    .filter({ hasText: OWNER.email })
    .getByRole('link', { name: /\/compte\/confirmer/ })
    .first();
  await expect
    .poll(
      async () => {
        if (await confirmLink.isVisible()) return true;
        await mail.reload();
        return false;
      },
      { message: "l'e-mail de confirmation arrive dans la boîte", timeout: 15_000 },
    )
    .toBe(true);
  await journey.shot(mail, 'boite mail confirmation');
  await confirmLink.click();
  await expect(mail.getByRole('heading', { level: 1, name: 'Confirmation de votre adresse e-mail' })).toBeVisible();
  await expect(mail.getByRole('status')).toHaveText('Votre adresse e-mail est confirmée : votre restaurant peut recevoir des réservations en ligne.');
  await journey.shot(mail, 'adresse confirmee');
  await mail.close();
  await owner.bringToFront();
  await owner.reload();
  await expect(owner.getByRole('tablist', { name: 'Service' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toHaveCount(0);

  // Services: open on Mondays too, in the evening.
  await openStaffMenu(owner, 'Réglages');
  await expect(owner.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible();
  await openSettings(owner, 'Services');
  const evening = owner.getByRole('group', { name: 'Soir' });
  await evening.getByRole('checkbox', { name: 'Lundi' }).check();
  await shot('services');
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(owner);

  // Tables: a large table for groups.
  await openSettings(owner, 'Tables');
  await owner.getByRole('button', { name: 'Ajouter' }).click();
  const table = owner.getByRole('dialog', { name: 'Nouvelle table' });
  await table.getByLabel('Nom').fill('Grande table');
  await table.getByLabel('Couverts min.').fill('6');
  await table.getByLabel('Couverts max.').fill('10');
  await journey.shot(owner, 'nouvelle table');
  await table.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByTestId('table-row').filter({ hasText: 'Grande table' })).toContainText('6 à 10 couverts');
  await shot('tables');

  // A required question, asked in the booking's experience step.
  await openSettings(owner, 'Questions');
  await owner.getByRole('button', { name: 'Ajouter' }).click();
  await owner.getByLabel('Question', { exact: true }).fill(QUESTION);
  await owner.getByLabel('Réponse obligatoire').check();
  await shot('question obligatoire');
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByTestId('question-row').filter({ hasText: QUESTION })).toBeVisible();

  // Online booking: open, with the experience step and the choice of a table.
  await openSettings(owner, 'Réservation en ligne');
  for (const option of ['Réservation en ligne ouverte', 'Étape « Expérience » (questions, table, emplacement)', 'Laisser le client choisir sa table']) {
    await owner.getByLabel(option).check();
  }
  await shot('reservation en ligne');
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await saved(owner);

  // The floor plan: the first table and the large one placed in a room. Every table takes online
  // bookings from the start, the ones made at sign-up and the one the owner added; the switch
  // keeps one for the team alone.
  await openStaffMenu(owner, 'Plan de salle');
  await owner.getByRole('link', { name: /Dessiner le plan|Modifier le plan/ }).click();
  await expect(owner.getByTestId('plan-canvas')).toBeVisible();
  const properties = owner.getByTestId('properties');
  const online = properties.getByRole('switch', { name: 'Réservable en ligne' });
  await owner.getByRole('button', { name: 'Placer Table 1', exact: true }).click();
  await expect(properties.getByLabel('Nom de la table', { exact: true })).toHaveValue('Table 1');
  await expect(online).toBeChecked();
  await owner.getByRole('button', { name: 'Placer Grande table', exact: true }).click();
  await expect(properties.getByLabel('Nom de la table', { exact: true })).toHaveValue('Grande table');
  const large = owner.getByTestId('plan-canvas').getByRole('button', { name: /^Table Grande table,/ });
  await expect(large).not.toHaveAttribute('aria-label', /non réservable en ligne/);
  await online.scrollIntoViewIfNeeded();
  await expect(online).toBeChecked();
  await online.uncheck();
  await expect(large).toHaveAttribute('aria-label', /non réservable en ligne/);
  await online.check();
  await expect(online).toBeChecked();
  await expect(large).not.toHaveAttribute('aria-label', /non réservable en ligne/);
  await shot('editeur du plan');
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByTestId('save-state')).toHaveText('Tout est enregistré');
  await shot('plan enregistre');
  await owner.getByRole('link', { name: 'Tableau de bord' }).click();
  await openStaffMenu(owner, 'Cahier');
  await owner.getByRole('tab', { name: /Soir/ }).click();
  await expect(owner.getByText('Aucune réservation pour ce service.')).toBeVisible();
  await shot('cahier du soir');

  // A diner, on a phone or a laptop of their own, opens the link and books the first table.
  const diner = await (await journey.newContext()).newPage();
  await diner.goto(bookingLink);
  const next = diner.getByTestId('wizard-next');
  await expect(diner.getByRole('heading', { name: new RegExp(OWNER.restaurant) }).first()).toBeVisible();
  await journey.shot(diner, 'client accueil');
  await next.click();
  const today = diner.getByRole('button', { name: new RegExp(`^${dayButtonName(TUESDAY_AFTERNOON.today)}`) });
  await today.click();
  await next.click();
  await diner.getByRole('button', { name: '20:00', exact: true }).click();
  await journey.shot(diner, 'client heure');
  await next.click();
  await diner.getByLabel('Combien de personnes ?').fill('2');
  await diner.getByLabel('Nom', { exact: true }).fill('Paul Lefèvre');
  await diner.getByLabel('E-mail', { exact: true }).fill('paul.lefevre@exemple.fr');
  await diner.getByLabel('Téléphone', { exact: true }).fill('06 98 76 54 32');
  await diner.getByLabel('Confirmation du numéro').fill('06 98 76 54 32');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
  await expect(next).toBeDisabled();
  await diner.getByLabel(QUESTION).fill('Non, aucune');
  await diner.getByRole('radio', { name: 'Table 1' }).check();
  await journey.shot(diner, 'client experience');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
  await diner.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await next.click();
  await expect(diner.getByTestId('success-dialog')).toContainText('Votre demande a été transmise !', { timeout: 20_000 });
  await journey.shot(diner, 'client demande transmise');

  // The owner's service book shows it, untouched.
  const booking = owner.getByTestId('booking').filter({ hasText: 'Paul Lefèvre' });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText('Table 1');
  await shot('la reservation apparait');
});
