import { expect, test } from './support/fixtures';
import { runningSessionForFile } from './running/running-session';

// Settings pages for the restaurant itself (profile, welcome text, online booking): each change
// shows in the diner's wizard.

const session = runningSessionForFile();

test('profile: a new name shows in the wizard', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/reglages');
  await expect(page).toHaveURL(/\/dashboard\/reglages\/profil$/);
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  const name = page.getByLabel('Nom du restaurant');
  await expect(name).toHaveValue('Le Petit Zinc');
  await screens.shoot(page, 'settings-profile');
  await axe.check(page, 'réglages profil');

  await name.fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Nom du restaurant : ce champ est obligatoire.')).toBeVisible();

  await name.fill('Le Zinc du Marais');
  await page.getByLabel('Site web').fill('pas une adresse');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Site web : adresse invalide (https://…).')).toBeVisible();
  await page.getByLabel('Site web').fill('https://zinc-du-marais.example');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();

  const link = page.getByTestId('wizard-preview-link');
  await expect(link).toHaveAttribute('href', '/reserver/le-petit-zinc');
  await page.goto(session.url('/reserver/le-petit-zinc'));
  await expect(page).toHaveTitle(/Le Zinc du Marais/);
});

test('profile: an uploaded logo replaces the old one', async ({ page }) => {
  await session.open(page, '/dashboard/reglages/profil');
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
    'hex',
  );
  await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  // Addressed by the hash of its bytes, served from the database by whichever instance answers.
  const preview = page.getByRole('img', { name: 'Aperçu : Logo' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.png$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const src = await preview.getAttribute('src');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  const config = await (await page.request.get(session.url('/api/restaurants/le-petit-zinc/config'))).json();
  expect(config.object.logo_img).toBe(src);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') });
  await expect(page.getByText('Seules les images PNG, JPEG, WebP ou GIF sont acceptées.')).toBeVisible();
});

test('welcome text: sanitised, previewed, and shown on the wizard welcome page', async ({ page, screens }) => {
  await session.open(page, '/dashboard/reglages/accueil');
  const html = page.getByLabel('Texte d’accueil (page « Bienvenue » de la réservation)');
  await html.fill('<p>Nouvelle <strong>carte d’hiver</strong> !</p><script>alert(1)</script><p onclick="x()">Ouvert le dimanche midi.</p>');
  await expect(page.getByTestId('information-preview').locator('strong')).toHaveText('carte d’hiver');
  await expect(page.getByTestId('information-preview').locator('script')).toHaveCount(0);
  await page.getByLabel('Mots-clés (référencement)').fill('bistrot, hiver');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await screens.shoot(page, 'settings-information');

  await page.goto(session.url('/reserver/le-petit-zinc'));
  await expect(page.getByText('carte d’hiver')).toBeVisible();
  await expect(page.getByText('Ouvert le dimanche midi.')).toBeVisible();
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'bistrot, hiver');
});

test('online booking: closing it shows "Réservation non disponible" in the wizard', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/reglages/reservation');
  await expect(page.getByLabel('Réservation en ligne ouverte')).toBeChecked();
  await screens.shoot(page, 'settings-booking');
  await axe.check(page, 'réglages réservation');
  await page.getByLabel('Réservable jusqu’à (jours à l’avance)').fill('-3');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réservation jusqu’à : 0 au minimum.')).toBeVisible();
  await page.getByLabel('Réservable jusqu’à (jours à l’avance)').fill('60');
  await page.getByLabel('Réservation en ligne ouverte').uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();

  await page.goto(session.url('/reserver/le-petit-zinc'));
  await expect(page.getByText('Réservation non disponible')).toBeVisible();

  await session.open(page, '/dashboard/reglages/reservation');
  await page.getByLabel('Réservation en ligne ouverte').check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await page.goto(session.url('/reserver/le-petit-zinc'));
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
});
