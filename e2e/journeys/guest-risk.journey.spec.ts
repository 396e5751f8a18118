// Journey of a guest who often does not come. The owner sets the rule in Réglages → Garanties et
// acomptes (from 2 absences in 12 months, ask a card guarantee of 25 € a person); a diner who did
// not come twice this autumn books two people on a Tuesday evening, a night with no guarantee rule,
// and is asked for a card, saves it on the payment provider's page and comes back confirmed; the
// host then reads "2 absences en 12 mois" on the booking's line of the book, in its window and,
// shortly, on its timeline bar.
import type { Page } from '@playwright/test';
import { dayButtonName, TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu, STAFF_MENU, connectDevice, DEMO_OWNER } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-guest-risk', now: TUESDAY_AFTERNOON.now } });
test.describe.configure({ mode: 'serial' });

const DINER = { name: 'Gaspard Lenoir', email: 'gaspard.lenoir@exemple.fr', phone: '06 78 90 12 34', e164: '+33678901234' };

/** The owner signs a new device in; the tutorial shows on their first sign-in only. */
async function signIn(page: Page, firstTime: boolean): Promise<void> {
  await connectDevice(page, DEMO_OWNER.code);
  if (firstTime) await page.getByRole('button', { name: 'Passer le tutoriel' }).click();
  await expect(page.getByRole('navigation', { name: STAFF_MENU })).toBeVisible();
}

/** The guest did not come twice this autumn (the book's past, as the host marked it then). */
function twoPastAbsences(journeyServer: { run(query: string, ...params: unknown[]): void }, diner: typeof DINER, key: string): void {
  for (const [n, date] of [
    [1, '2026-09-18'],
    [2, '2026-10-23'],
  ] as const) {
    journeyServer.run(
      `INSERT INTO bookings (guid, short_id, reference, restaurant_id, date, hour, service, covers, turn_minutes, status, source, name, email, phone_number, created_at, updated_at)
       SELECT ?, ?, ?, id, ?, '20:00', 'evening', 2, 120, 'no_show', 'online', ?, ?, ?, '2026-09-01T10:00:00.000Z', '2026-09-01T10:00:00.000Z'
       FROM restaurants WHERE slug = 'le-petit-zinc'`,
      `risk-journey-${key}-${n}`,
      `riskjourney${key}${n}`,
      `RISKJ${key}${n}`.toUpperCase(),
      date,
      diner.name,
      diner.email,
      diner.e164,
    );
  }
}

/** The booking page's first screen to the summary, two people tonight at `hour`, by clicking and typing. */
async function toSummary(diner: Page, who: typeof DINER, hour: string): Promise<void> {
  await diner.goto('/reserver/le-petit-zinc');
  const next = diner.getByTestId('wizard-next');
  await next.click();
  const today = diner.getByRole('button', { name: new RegExp(`^${dayButtonName(TUESDAY_AFTERNOON.today)}`) });
  await today.click();
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Pour diner' })).toBeVisible();
  await diner.getByRole('button', { name: hour, exact: true }).click();
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await diner.getByLabel('Combien de personnes ?').fill('2');
  await diner.getByLabel('Nom', { exact: true }).fill(who.name);
  await diner.getByLabel('E-mail', { exact: true }).fill(who.email);
  await diner.getByLabel('Téléphone', { exact: true }).fill(who.phone);
  await diner.getByLabel('Confirmation du numéro').fill(who.phone);
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Votre expérience' })).toBeVisible();
  await diner.getByLabel(/Avez-vous des allergies/).fill('Aucune');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Vérifiez vos informations' })).toBeVisible();
}

/** Réglages → Garanties et acomptes → Absences répétées: from 2 absences, the action named. */
async function setRule(owner: Page, action: string): Promise<void> {
  await openStaffMenu(owner, 'Réglages');
  await owner.getByRole('link', { name: 'Garanties et acomptes' }).click();
  const rule = owner.getByTestId('guest-risk-rule');
  await expect(rule.getByRole('heading', { name: 'Absences répétées' })).toBeVisible();
  const on = rule.getByLabel('Agir à partir d’un nombre d’absences');
  if (!(await on.isChecked())) await on.check();
  await rule.getByLabel('À partir de (absences en 12 mois)').fill('2');
  await rule.getByLabel(action).check();
}

test('a guest with two absences is asked for a card, and the host sees their history', async ({ journey, journeyServer }) => {
  test.setTimeout(180_000);
  twoPastAbsences(journeyServer, DINER, 'g');

  // The owner sets the rule by clicking in Réglages.
  const owner = await (await journey.newContext()).newPage();
  await signIn(owner, true);
  await setRule(owner, 'Demander une empreinte bancaire');
  const rule = owner.getByTestId('guest-risk-rule');
  await rule.getByLabel('Montant de l’empreinte par couvert (€)').fill('25');
  await rule.scrollIntoViewIfNeeded();
  await journey.shot(owner, 'regle des absences repetees');
  await rule.getByRole('button', { name: 'Enregistrer la règle' }).click();
  await expect(owner.getByText('Règle sur les absences répétées enregistrée.')).toBeVisible();

  // The diner books two people tonight: no rule asks anything on a Tuesday, their history does.
  const diner = await (await journey.newContext()).newPage();
  await toSummary(diner, DINER, '20:30');
  const next = diner.getByTestId('wizard-next');
  const block = diner.getByRole('region', { name: 'Garantie par carte bancaire' });
  await expect(block).toBeVisible();
  await expect(block.getByTestId('protection-amount')).toHaveText("Montant débité en cas d'absence : 50,00 €");
  await diner.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await block.getByLabel("J'accepte ces conditions de garantie et le montant indiqué.").check();
  await block.scrollIntoViewIfNeeded();
  await journey.shot(diner, 'garantie demandee au client');
  await next.click();
  await diner.waitForURL(/\/c\/pay\//, { timeout: 30_000 });
  await diner.getByLabel(/Numéro de carte/).fill('4242 4242 4242 4242');
  await diner.getByLabel(/Expiration/).fill('12 / 34');
  await diner.getByLabel(/Cryptogramme/).fill('123');
  await diner.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(diner.getByTestId('booking-payment')).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
  await journey.shot(diner, 'carte enregistree');

  // The host reads the guest's history on the booking.
  await openStaffMenu(owner, 'Cahier');
  await owner.getByRole('tab', { name: /Soir/ }).click();
  const card = owner.getByTestId('booking').filter({ hasText: DINER.name });
  await expect(card.getByTestId('guest-risk')).toHaveText(/2 absences en 12 mois/);
  await card.scrollIntoViewIfNeeded();
  await journey.shot(owner, 'historique sur la reservation');
  await card.getByRole('button', { name: /Détails/ }).click();
  const dialog = owner.getByTestId('booking-dialog');
  await expect(dialog.getByTestId('guest-risk')).toHaveText(/2 absences en 12 mois/);
  await journey.shot(owner, 'historique dans la fenetre de la reservation');
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toBeHidden();

  // And, shortly, on the booking's bar of the timeline.
  await owner.getByRole('link', { name: 'Chronologie' }).click();
  const bar = owner.getByTestId('timeline-bar').filter({ hasText: DINER.name });
  await expect(bar.getByTestId('guest-risk-mark')).toHaveText(/2 abs\./);
  await expect(bar).toHaveAttribute('aria-label', /2 absences en 12 mois/);
  await bar.scrollIntoViewIfNeeded();
  await journey.shot(owner, 'historique sur la chronologie');
});

test('with the rule set to refuse, the online booking is refused with a neutral message', async ({ journey, journeyServer }) => {
  test.setTimeout(180_000);
  const other = { name: 'Honorine Petit', email: 'honorine.petit@exemple.fr', phone: '06 89 01 23 45', e164: '+33689012345' };
  twoPastAbsences(journeyServer, other, 'r');
  const owner = await (await journey.newContext()).newPage();
  await signIn(owner, false);
  await setRule(owner, 'Refuser la réservation en ligne');
  const rule = owner.getByTestId('guest-risk-rule');
  await expect(rule).toContainText('Les réservations saisies par l’équipe ne sont jamais refusées.');
  await rule.getByRole('button', { name: 'Enregistrer la règle' }).click();
  await expect(owner.getByText('Règle sur les absences répétées enregistrée.')).toBeVisible();

  const diner = await (await journey.newContext()).newPage();
  await toSummary(diner, other, '21:00');
  // Nothing is said of the history: no guarantee, the same summary as anyone's.
  await expect(diner.getByRole('region', { name: 'Garantie par carte bancaire' })).toHaveCount(0);
  await diner.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  // The browser logs the refusal's 422 as any refused request.
  journey.expectProblem(/^erreur console sur \/reserver\/le-petit-zinc : Failed to load resource: the server responded with a status of 422/);
  await diner.getByTestId('wizard-next').click();
  await expect(diner.getByText('Nous ne pouvons pas enregistrer cette réservation en ligne. Veuillez appeler le restaurant pour réserver.')).toBeVisible();
  await journey.shot(diner, 'reservation en ligne refusee');
});

test('a guest whose browser speaks English is refused online with the neutral message in English', async ({ journey, journeyServer }) => {
  test.setTimeout(180_000);
  const tourist = { name: 'Harriet Cole', email: 'harriet.cole@example.co.uk', phone: '+44 7400 223344', e164: '+447400223344' };
  twoPastAbsences(journeyServer, tourist, 'e');

  // The owner keeps (or sets) the rule: refuse online from 2 absences.
  const owner = await (await journey.newContext()).newPage();
  // The first test of this file passed the tutorial for the owner.
  await signIn(owner, false);
  await setRule(owner, 'Refuser la réservation en ligne');
  await owner.getByTestId('guest-risk-rule').getByRole('button', { name: 'Enregistrer la règle' }).click();
  await expect(owner.getByText('Règle sur les absences répétées enregistrée.')).toBeVisible();

  // The diner books two people tonight, in English, to the summary.
  const diner = await (await journey.newContext({ locale: 'en-GB' })).newPage();
  await diner.goto('/reserver/le-petit-zinc');
  await expect(diner.locator('html')).toHaveAttribute('lang', 'en');
  const next = diner.getByTestId('wizard-next');
  await next.click();
  const today = diner.getByRole('button', { name: /^Tuesday,? 17 November 2026/ });
  await today.click();
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'For dinner' })).toBeVisible();
  await diner.getByRole('button', { name: '21:00', exact: true }).click();
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await diner.getByLabel('How many people?').fill('2');
  await diner.getByLabel('Name', { exact: true }).fill(tourist.name);
  await diner.getByLabel('E-mail', { exact: true }).fill(tourist.email);
  await diner.getByLabel('Phone', { exact: true }).fill(tourist.phone);
  await diner.getByLabel('Confirm your number').fill(tourist.phone);
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  await diner.getByLabel(/Avez-vous des allergies/).fill('None');
  await next.click();
  await expect(diner.getByRole('heading', { name: 'Check your details' })).toBeVisible();
  // Nothing is said of the history: no guarantee, the same summary as anyone's.
  await expect(diner.getByRole('region', { name: 'Card guarantee' })).toHaveCount(0);
  await diner.getByLabel('I accept the terms and conditions of the service.').check();
  journey.expectProblem(/^erreur console sur \/reserver\/le-petit-zinc : Failed to load resource: the server responded with a status of 422/);
  await next.click();
  await expect(diner.getByText('We cannot take this booking online. Please call the restaurant to book.')).toBeVisible();
  await expect(diner.getByText('Nous ne pouvons pas enregistrer cette réservation en ligne.', { exact: false })).toHaveCount(0);
  await journey.shot(diner, 'online booking refused in english');
});
