// Journey of the predicted turn times: the owner opens Réglages by clicking, reads how long parties
// really stayed (from the demo's three months of measured stays) next to the fixed durations, with
// how many stays each figure rests on, and turns them on for new bookings; then sets whose public
// holidays the restaurant follows.
import { TUESDAY_AFTERNOON } from './journey-dates';
import { expect, test } from './journey-fixture';
import { openStaffMenu, connectDevice, DEMO_OWNER } from './journey-staff';

test.use({ journeyServerOptions: { name: 'journey-turn-times', now: TUESDAY_AFTERNOON.now, seedHistory: true } });

test('the owner reads the predicted durations with their sample sizes and turns them on', async ({ journey }) => {
  const owner = await (await journey.newContext()).newPage();
  await connectDevice(owner, DEMO_OWNER.code);
  await expect(owner.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await owner.getByRole('button', { name: 'Passer le tutoriel' }).click();

  await openStaffMenu(owner, 'Réglages');
  const sections = owner.getByRole('navigation', { name: 'Rubriques des réglages' });
  await sections.getByRole('link', { name: 'Durées de table', exact: true }).click();
  await expect(owner.getByRole('heading', { name: 'Durées de table', level: 2 })).toBeVisible();

  // Each service's table: party sizes, the fixed duration, the predicted one and the stays measured.
  const evening = owner.getByRole('table', { name: 'Soir' });
  await expect(evening.getByRole('columnheader')).toHaveText(['Couverts', 'Durée fixe', 'Durée prévue', 'Séjours']);
  const two = evening.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: '2', exact: true }) });
  await expect(two.getByRole('cell').nth(0)).toHaveText('1 h 30');
  await expect(two.getByRole('cell').nth(1)).toContainText(/^\d h( \d\d)?/);
  const samples = Number(await two.getByRole('cell').nth(2).innerText());
  expect(samples).toBeGreaterThanOrEqual(20);
  await expect(owner.getByRole('table', { name: 'Midi' })).toBeVisible();
  await expect(owner.getByText(/à partir de 20 séjours mesurés/)).toBeVisible();
  await journey.shot(owner, 'durees de table');

  const use = owner.getByLabel('Utiliser les durées prévues pour les nouvelles réservations');
  await expect(use).not.toBeChecked();
  await use.check();
  await expect(owner.getByTestId('toast').filter({ hasText: 'Les nouvelles réservations prennent désormais les durées prévues.' })).toBeVisible();
  await expect(use).toBeChecked();
  await journey.shot(owner, 'durees prevues utilisees');

  // Whose holidays the commercial texts respect: the address's region by default, or the owner's.
  await sections.getByRole('link', { name: 'Profil', exact: true }).click();
  const region = owner.getByLabel('Jours fériés');
  await expect(region).toHaveValue('auto');
  await expect(region.locator('option:checked')).toHaveText('Déterminée par l’adresse');
  await region.selectOption({ label: 'Alsace-Moselle (Vendredi saint, 26 décembre)' });
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await journey.shot(owner, 'jours feries de la region');
});
