import { DATE_PICKER_FIELDS, expect, test } from './support/fixtures';
import { codeBox, DEMO_OWNER } from './staff/staff-helpers';
import { SERVER_NOW, startStaffServer, type StaffServer } from './staff/staff-server';

// Réglages → Protection contre les absences, from the staff app's one address: the owner signs the
// device in, connects Chez Marcel's Stripe account through Stripe's hosted onboarding (the local
// fake's), is told when a rule falls on days Chez Marcel (lunch, Monday to Friday) does not open,
// asks a card guarantee from 6 covers and finds it again after a reload.

let server: StaffServer;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: undefined });
test.beforeAll(async () => {
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

test('connects the Stripe account and saves a guarantee from 6 covers (screens at 390 and 1280 px)', async ({ page, axe, screens }) => {
  // The browser's clock is the server's: a session is checked against it.
  await page.clock.setFixedTime(new Date(SERVER_NOW));
  await page.goto(`${server.baseURL}/`);
  await page.getByLabel('E-mail du propriétaire').fill(DEMO_OWNER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await page.getByLabel('Restaurant à connecter').selectOption({ label: 'Chez Marcel' });
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await expect(page.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();
  await codeBox(page, 1).click();
  await page.keyboard.type('1234');
  await expect(page.getByRole('heading', { name: 'Saisissez votre code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Passer le tutoriel' }).click();

  await page.getByRole('navigation', { name: 'Navigation du restaurant' }).getByRole('link', { name: 'Réglages' }).click();
  await page.getByRole('link', { name: 'Garanties et acomptes' }).click();
  await expect(page.getByText('Protection contre les absences : demandez une empreinte bancaire')).toBeVisible();
  const account = page.getByTestId('stripe-account');
  await expect(account).toContainText('Aucun compte Stripe n’est relié');
  await page.getByRole('button', { name: 'Connecter mon compte Stripe' }).click();
  await page.getByRole('button', { name: 'Terminer l’activation' }).click();
  await expect(account).toContainText('Compte Stripe relié : les paiements sont acceptés.');

  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  const rule = page.getByTestId('no-show-rule');
  await expect(rule.getByLabel('Samedi')).toBeChecked();
  // A new rule is for Saturday evenings; Chez Marcel has no evening, then no Saturday lunch.
  await expect(rule.locator('legend').first()).toHaveText('Règle 1 — Soir, le samedi');
  const closed = rule.getByTestId('no-show-rule-closed');
  await expect(closed).toHaveText('Le restaurant n’a pas de service du soir (rubrique Services) : cette règle ne s’applique à aucune réservation.');
  await rule.getByLabel('Service').selectOption({ label: 'Midi' });
  await expect(closed).toHaveText('Le service du midi est fermé le samedi : cette règle ne s’applique à aucune réservation.');
  await rule.getByLabel('Vendredi').check();
  await expect(closed).toHaveText('Le service du midi est fermé le samedi : ce jour-là, cette règle ne s’applique à aucune réservation.');
  await screens.shoot(page, 'settings-no-show-closed-day');
  await rule.getByLabel('Samedi').uncheck();
  await expect(closed).toHaveCount(0);
  await expect(rule.locator('legend').first()).toHaveText('Règle 1 — Midi, le vendredi');
  await rule.getByLabel('Empreinte bancaire').check();
  await rule.getByLabel('À partir de (couverts)').fill('6');
  await rule.getByLabel('Montant (€)').fill('25');
  await rule.getByLabel('Délai d’annulation (heures)').fill('48');
  await expect(rule).toContainText('le restaurant pourra débiter 25,00 € par personne');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();

  await page.reload();
  await expect(page).not.toHaveURL(/stripe=/);
  const saved = page.getByTestId('no-show-rule');
  await expect(saved).toContainText('Empreinte bancaire de 25,00 € par couvert, dès 6 couverts, annulation sans frais jusqu’à 48 heures avant');
  await expect(saved.getByLabel('Vendredi')).toBeChecked();
  await expect(saved.getByTestId('no-show-rule-closed')).toHaveCount(0);
  await axe.check(page, 'protection contre les absences');
  await screens.shoot(page, 'settings-no-show');

  // An exception: its form opens with the keyboard and shows the same fields.
  await page.getByRole('button', { name: 'Ajouter une exception' }).focus();
  await page.keyboard.press('Enter');
  const exception = page.getByRole('form', { name: 'Ajouter une exception' });
  await exception.getByLabel('Exception pour').selectOption({ label: 'un évènement' });
  await expect(exception).toContainText('Aucun évènement à venir');
  await exception.getByLabel('Exception pour').selectOption({ label: 'une date' });
  await axe.check(page, 'exception de la protection contre les absences', { except: DATE_PICKER_FIELDS });
  await screens.shoot(page, 'settings-no-show-exception');
  await exception.getByRole('button', { name: 'Annuler' }).click();
  await expect(exception).toHaveCount(0);
});
