import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { CODES, codeBox, DEMO_OWNER, enrolDevice, fakeToken, linkFromMailbox, loginToken, signUpRestaurant, useDevice, ZINC } from './staff/staff-helpers';
import { todayIn } from '../src/domain/dates';
import { longFrenchDate } from './support/wizard';

// Staff access in Chromium against the real server: enrolment, the code screen and its four boxes,
// failures, the dashboard guard and the tutorial, logout and expired sessions.

const UNKNOWN = 'Votre code confidentiel est inconnu, veuillez réessayer.';
const INVALID = 'Veuillez saisir votre code confidentiel à 4 chiffres.';

/** Today on the device's clock, in the browser's time zone (not this process's: they differ around midnight). */
async function deviceToday(page: Page): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return todayIn(zone, new Date());
}

async function typeCode(page: Page, code: string) {
  await codeBox(page, 1).click();
  await page.keyboard.type(code);
}

test('a device without restaurant shows the product and enrols with the owner account, choosing the restaurant', async ({ page, axe, screens }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connecter cet appareil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer mon restaurant' })).toBeVisible();
  await axe.check(page, 'accueil sans restaurant');
  await screens.shoot(page, 'welcome');

  await page.getByLabel('E-mail du propriétaire').fill(DEMO_OWNER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.');

  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();
  // The demo owner has two restaurants: a choice appears.
  const choice = page.getByLabel('Restaurant à connecter');
  await expect(choice).toBeVisible();
  await choice.selectOption({ label: 'Le Petit Zinc' });
  await page.getByLabel('Nom de cet appareil (facultatif)').fill('Tablette accueil');
  await page.getByRole('button', { name: 'Connecter cet appareil' }).click();

  await expect(page.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();
  const stored = await page.evaluate(() => ({ secret: localStorage.getItem('deviceSecret'), id: localStorage.getItem('restaurantId') }));
  expect(stored.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(Number(stored.id)).toBeGreaterThan(0);
});

test('the code screen shows the date, product, version and logo, and its four boxes behave', async ({ page, request, axe, screens }) => {
  await useDevice(page, await enrolDevice(request));
  await page.goto('/');
  await expect(page.getByText(longFrenchDate(await deviceToday(page), true))).toBeVisible();
  await expect(page.getByText('Couvert', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Version \d/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo Couvert' })).toHaveAttribute('src', /logo/);
  await expect(page.getByText(INVALID)).toBeVisible();
  await axe.check(page, 'écran du code');
  await screens.shoot(page, 'code-screen');

  // Focus starts in the first box; letters are stripped; a digit moves on.
  await expect(codeBox(page, 1)).toBeFocused();
  await page.keyboard.type('a');
  await expect(codeBox(page, 1)).toHaveValue('');
  await expect(codeBox(page, 1)).toBeFocused();
  await page.keyboard.type('5');
  await expect(codeBox(page, 1)).toHaveValue('5');
  await expect(codeBox(page, 2)).toBeFocused();
  await page.keyboard.type('6');
  await expect(codeBox(page, 3)).toBeFocused();
  // Backspace on an empty box goes back to the previous one (and a second clears it).
  await page.keyboard.press('Backspace');
  await expect(codeBox(page, 2)).toBeFocused();
  await expect(codeBox(page, 2)).toHaveValue('6');
  await page.keyboard.press('Backspace');
  await expect(codeBox(page, 2)).toHaveValue('');
  await expect(codeBox(page, 2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(codeBox(page, 1)).toBeFocused();

  // 'Se connecter' with an incomplete code: the spec's message, nothing sent.
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/login_check')) calls++;
  });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID);
  expect(calls).toBe(0);

  // The fourth digit submits by itself; a wrong code gives the spec's alert.
  await codeBox(page, 2).click();
  await page.keyboard.type('6');
  await page.keyboard.type('x7');
  await expect(codeBox(page, 3)).toHaveValue('7');
  await page.keyboard.type('0');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'Oops' })).toBeVisible();
  await expect(alert).toContainText(UNKNOWN);
  expect(calls).toBe(1);
  await alert.getByRole('button', { name: "J'ai compris" }).click();
  await expect(alert).toBeHidden();
  for (const n of [1, 2, 3, 4]) await expect(codeBox(page, n)).toHaveValue('');
  await expect(codeBox(page, 1)).toBeFocused();
});

test('a correct code pasted in the first box fills the boxes and signs in', async ({ page, request }) => {
  const device = await enrolDevice(request);
  await useDevice(page, device);
  await page.goto('/');
  // Paste the four digits in the first box: all boxes filled, submitted.
  await codeBox(page, 1).focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '56 78');
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page).toHaveURL(/\/(dashboard|bienvenue)?$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  const stored = await page.evaluate(() => ({ guid: localStorage.getItem('restaurantGuid'), id: localStorage.getItem('restaurantId') }));
  expect(stored.id).toBe(String(device.restaurantId));
  expect(stored.guid).toBe(device.restaurantGuid);
});

test('the app-config and user-lookup failures give the spec messages', async ({ page, request }) => {
  await useDevice(page, await enrolDevice(request));
  await page.route('**/api/app/config/', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.route('**/api/user/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"error":true,"message":"x","object":null}' }),
  );
  await page.goto('/');
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Erreur' })).toBeVisible();
  await expect(alert).toContainText('Impossible de récupérer la configuration.');
  await alert.getByRole('button', { name: "J'ai compris" }).click();

  await typeCode(page, CODES.owner);
  await expect(alert).toContainText('Une erreur est survenue lors de la récupération utilisateur.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a device the server does not know is sent back to enrolment', async ({ page, request }) => {
  const device = await enrolDevice(request);
  await useDevice(page, { ...device, deviceSecret: 'x'.repeat(43) });
  await page.goto('/');
  await typeCode(page, CODES.owner);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText("Cet appareil n'est pas connecté à un restaurant");
  await alert.getByRole('button', { name: "J'ai compris" }).click();
  await expect(page.getByRole('heading', { name: 'Connecter cet appareil' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('restaurantId'))).toBeNull();
});

test('sign-up, code, tutorial, dashboard; the guard, the layout wrapper and logout', async ({ page, axe, screens }) => {
  await page.goto('/creer-mon-restaurant');
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('button', { name: 'Créer mon restaurant' }).click();
  await expect(page.getByText('Indiquez le nom du restaurant (2 à 80 caractères).')).toBeVisible();
  const id = `${Date.now().toString(36)}`;
  await page.getByLabel('Nom du restaurant').fill(`La Cantine ${id}`);
  await page.getByLabel('Votre prénom').fill('Nina');
  await page.getByLabel('Votre e-mail').fill(`nina.${id}@exemple.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe-solide');
  await page.getByLabel('Votre code confidentiel (4 chiffres)').fill('4a3b2c1');
  await expect(page.getByLabel('Votre code confidentiel (4 chiffres)')).toHaveValue('4321');
  await axe.check(page, 'créer mon restaurant');
  await screens.shoot(page, 'sign-up');
  await page.getByRole('button', { name: 'Créer mon restaurant' }).click();

  await expect(page.getByText(`« La Cantine ${id} » est créé et cet appareil y est connecté.`)).toBeVisible();
  await expect(page.getByText(`confirmez votre adresse avec le lien envoyé à nina.${id}@exemple.fr`)).toBeVisible();
  // The answer about the owner's address comes late: until it does, the last step must not say to share the link.
  let answerAddress = () => {};
  const addressAsked = new Promise<void>((resolve) => (answerAddress = resolve));
  await page.route('**/owner-email', async (route) => {
    if (route.request().method() === 'GET') await addressAsked;
    await route.fallback();
  });
  await typeCode(page, '4321');

  // First run: the tutorial, then the dashboard.
  await expect(page).toHaveURL(/\/bienvenue$/);
  await expect(page.getByRole('heading', { name: 'Le cahier de réservations' })).toBeVisible();
  await axe.check(page, 'tutoriel');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Les réglages' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Votre lien de réservation' })).toBeVisible();
  await expect(page.getByTestId('tutorial-waiting-email')).toHaveText(
    'La réservation en ligne ouvrira dès que vous aurez confirmé votre adresse avec le lien envoyé à votre adresse e-mail. Vous pourrez alors partager ce lien.',
  );
  await expect(page.getByText('Partagez ce lien sur votre site')).toHaveCount(0);
  answerAddress();
  // The address is not confirmed yet: the link takes no booking until it is, and the step says so.
  await expect(page.getByTestId('tutorial-waiting-email')).toHaveText(
    `La réservation en ligne ouvrira dès que vous aurez confirmé votre adresse avec le lien envoyé à nina.${id}@exemple.fr. Vous pourrez alors partager ce lien.`,
  );
  await expect(page.getByText('Partagez ce lien sur votre site')).toHaveCount(0);
  await expect(page.getByLabel('Lien de réservation', { exact: true })).toHaveValue(new RegExp(`/reserver/la-cantine-${id}$`));
  await expect(page.getByLabel('Code à coller dans votre site')).toHaveValue(/embed\.js" data-restaurant="la-cantine-/);
  await screens.shoot(page, 'tutorial');
  await page.getByRole('button', { name: 'Commencer le service' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: /Midi/ })).toBeVisible();

  // Not confirmed yet: the dashboard says so and can send the e-mail again; the booking page is not open.
  const banner = page.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
  await expect(banner).toContainText(`envoyé à nina.${id}@exemple.fr`);
  await screens.shoot(page, 'owner-email-banner');
  await banner.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
  await expect(banner.getByRole('status')).toHaveText(`Un nouvel e-mail de confirmation a été envoyé à nina.${id}@exemple.fr.`);
  const booking = await page.context().newPage();
  await booking.goto(`/reserver/la-cantine-${id}`);
  await expect(booking.getByRole('heading', { name: 'Bientôt disponible' })).toBeVisible();
  // The link of the e-mail, opened as the owner would: the address is confirmed, bookings open.
  const link = await linkFromMailbox(page.request, `nina.${id}@exemple.fr`, /Confirmez votre adresse/);
  const confirmUrl = new URL(link);
  await booking.goto(confirmUrl.pathname + confirmUrl.hash);
  await expect(booking.getByRole('status')).toHaveText('Votre adresse e-mail est confirmée : votre restaurant peut recevoir des réservations en ligne.');
  await expect(booking).toHaveURL(/\/compte\/confirmer$/);
  await screens.shoot(booking, 'email-confirmed');
  await booking.goto(`/reserver/la-cantine-${id}`);
  await expect(booking.getByRole('navigation', { name: 'Étapes de la réservation' })).toBeVisible();
  await booking.close();
  await page.reload();
  await expect(page.getByRole('tab', { name: /Midi/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pass_tutorial'))).toBe('true');

  // Guard: without the tutorial-passed marker, back to index (which shows the tutorial again).
  await page.evaluate(() => localStorage.removeItem('pass_tutorial'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/bienvenue$/);
  await page.evaluate(() => localStorage.setItem('pass_tutorial', 'true'));

  // Index with a session and the marker: the staff home.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `La Cantine ${id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cahier de réservations/ })).toBeVisible();
  await expect(page.getByLabel('Code d’intégration')).toHaveValue(/data-restaurant="la-cantine-/);
  await axe.check(page, 'accueil du restaurant');
  await screens.shoot(page, 'staff-home');

  // Logout: the server revokes the session (a copied token is dead too), the token goes, the login
  // route shows the code screen.
  await page.getByRole('link', { name: /Cahier de réservations/ }).click();
  const copied = (await page.evaluate(() => localStorage.getItem('token')))!;
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${copied}` } })).status()).toBe(401);
  // Without a session the dashboard sends to index, which is the code screen.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();

  // The layout wrapper: without a restaurant id, the login route sends to index (enrolment).
  await page.evaluate(() => localStorage.removeItem('restaurantId'));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Connecter cet appareil' })).toBeVisible();
});

test('an expired token means signed out; a token the server refuses ends the session', async ({ page, request }) => {
  const device = await enrolDevice(request);
  const past = Math.floor(Date.now() / 1000) - 60;
  await useDevice(page, device, { token: fakeToken(device.restaurantId, past) });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Saisissez votre code' })).toBeVisible();

  // Not expired by its date but refused by the server (bad signature): the first call signs out.
  const future = Math.floor(Date.now() / 1000) + 3600;
  await page.evaluate((t) => localStorage.setItem('token', t), fakeToken(device.restaurantId, future));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Votre session a expiré. Veuillez saisir à nouveau votre code confidentiel.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A real session that expires while the dashboard is open: back to the code screen on time.
  const token = await loginToken(request, device.deviceSecret, CODES.manager);
  await page.clock.install({ time: new Date() });
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: /Midi/ })).toBeVisible();
  await page.clock.runFor(12 * 3600 * 1000 + 1000);
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const { owner } = await signUpRestaurant(request);
  await page.goto('/mot-de-passe/oublie');
  await page.getByLabel('E-mail du propriétaire').fill(owner.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe avec cette adresse');
  // The link as e-mailed: the outbox masks it once the message is sent.
  let resetUrl = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mailbox?limit=200')).json()).object as Array<{ to: string; subject: string; text: string }>;
      const mail = mails.find((m) => m.to === owner.email && /mot de passe/.test(m.subject));
      resetUrl = /https?:\/\/\S+#jeton=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return resetUrl;
    })
    .not.toBe('');
  const url = new URL(resetUrl);
  await page.goto(url.pathname + url.hash);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/mot-de-passe\/nouveau$/);
  await page.getByLabel('Nouveau mot de passe').fill('un-tout-nouveau-mot');
  await page.getByLabel('Confirmez le mot de passe').fill('un-tout-nouveau-mot');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText('Votre mot de passe a été modifié. Vous pouvez vous connecter.');
  const enrol = await request.post('/api/devices/enrol', { data: { email: owner.email, password: 'un-tout-nouveau-mot' } });
  expect(enrol.status()).toBe(200);
});

test('staff of the demo restaurant reach the dashboard with their code', async ({ page, request }) => {
  await useDevice(page, await enrolDevice(request, '', ZINC));
  await page.goto('/');
  await typeCode(page, CODES.staff);
  await expect(page).toHaveURL(/\/(dashboard|bienvenue)$/);
});
