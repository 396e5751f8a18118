// axe-core finds no accessibility violation on any page or dialog of the wizard, on a phone and
// on a desktop screen.
import { expect, test } from './support/fixtures';
import {
  calendarReady,
  DEMO,
  fillInformations,
  findBookableDate,
  INACTIVE,
  isoToDmy,
  lastSmsCode,
  nextButton,
  openWizard,
  phoneFor,
  pickDate,
  pickHour,
  type DemoConfig,
} from './support/wizard';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every page of a booking', async ({ page, api, axe }) => {
      // Eleven axe passes, and two proofs of work solved in the page (one for the SMS code, a fresh
      // one for the booking): more than the default minute on a loaded machine.
      test.slow();
      const fromDays = viewport.width < 600 ? 52 : 59;
      const { date, hour } = await findBookableDate(api, { fromDays, service: 'evening', covers: 6 });
      await openWizard(page);
      await expect(page.getByText('Simple et rapide')).toBeVisible();
      await axe.check(page, 'accueil');

      await nextButton(page).click();
      await calendarReady(page);
      await axe.check(page, 'choix du jour');
      await page.getByRole('button', { name: 'Voir les prochains évènements' }).click();
      await expect(page.getByTestId('events-dialog').getByRole('button').first()).toBeVisible();
      await axe.check(page, 'évènements');
      await page.keyboard.press('Escape');
      await pickDate(page, date);
      await nextButton(page).click();

      await expect(page.getByRole('button', { name: hour, exact: true })).toBeVisible();
      await axe.check(page, 'choix de l’horaire');
      await pickHour(page, hour);
      await nextButton(page).click();

      await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
      await axe.check(page, 'informations (vide)');
      const phone = phoneFor(viewport.width);
      await fillInformations(page, { name: 'Zoé Lambert', email: 'zoe.lambert@example.fr', phone, covers: 6 });
      // Show the error messages too.
      await page.getByLabel('Confirmation du numéro').fill('0000');
      await page.getByLabel('Nom', { exact: true }).focus();
      await expect(page.getByText('Les deux numéros de téléphone ne correspondent pas.')).toBeVisible();
      await axe.check(page, 'informations (erreurs)');
      await page.getByLabel('Confirmation du numéro').fill(phone);
      await nextButton(page).click();

      await expect(page.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
      await page.getByRole('radio').first().waitFor();
      await axe.check(page, 'expérience');
      await page.getByRole('button', { name: 'Voir le plan' }).click();
      await expect(page.getByTestId('floor-plan-dialog')).toBeVisible();
      await axe.check(page, 'plan de salle');
      await page.getByTestId('floor-plan-dialog').getByRole('button', { name: 'Fermer' }).click();
      await page.getByLabel(/Avez-vous des allergies/).fill('Non');
      await nextButton(page).click();

      await expect(page.getByTestId('sms-code-screen')).toBeVisible();
      await axe.check(page, 'code SMS');
      const code = await lastSmsCode(api, phone);
      await page.getByLabel('Code reçu par SMS').fill(code);
      await page.getByRole('button', { name: 'Valider le code' }).click();

      await expect(page.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
      await axe.check(page, 'récapitulatif');
      await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
      await nextButton(page).click();
      await expect(page.getByTestId('success-dialog')).toBeVisible({ timeout: 20_000 });
      await axe.check(page, 'confirmation');
    });

    test('waiting list, alerts and unavailable pages', async ({ page, api, axe }) => {
      const config = await api.get<DemoConfig>(`/restaurants/${DEMO}/config`);
      let saturday = config.today;
      do saturday = new Date(Date.parse(`${saturday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6);
      await openWizard(page, `/reserver/${DEMO}/${isoToDmy(saturday)}`);
      await expect(page.getByTestId('waiting-banner-evening')).toBeVisible();
      await axe.check(page, 'service complet');
      await page.getByRole('button', { name: "S'inscrire sur liste d'attente" }).click();
      await expect(page.getByTestId('waiting-dialog')).toBeVisible();
      await axe.check(page, "liste d'attente");
      await page.getByTestId('waiting-dialog').getByRole('button', { name: 'Retour' }).click();

      // An alert from the server.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Retour', exact: true }).click();
      await calendarReady(page);
      const { date, hour } = await findBookableDate(api, { fromDays: 66, service: 'noon' });
      await pickDate(page, date);
      await nextButton(page).click();
      await pickHour(page, hour);
      await nextButton(page).click();
      await fillInformations(page, { name: 'Très Grand Groupe', email: 'groupe@example.fr', phone: phoneFor(9), covers: 60 });
      await nextButton(page).click();
      await expect(page.getByTestId('alert-dialog')).toBeVisible();
      await axe.check(page, 'alerte');

      await openWizard(page, `/reserver/${INACTIVE}`);
      await expect(page.getByTestId('booking-unavailable')).toBeVisible();
      await axe.check(page, 'réservation non disponible');
    });
  });
}
