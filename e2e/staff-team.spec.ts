import { DATE_PICKER_FIELDS, expect, test } from './support/fixtures';
import { enrolDevice, loginToken, signUpRestaurant, useDevice } from './staff/staff-helpers';

// The owner's side of staff access: team members with their codes, and the enrolled devices.

test('the owner adds and changes a member, who then signs in with their code; staff see no team menu', async ({ page, request, browser, axe, screens }) => {
  const { owner, code, enrolment } = await signUpRestaurant(request, '', 'Brasserie');
  const token = await loginToken(request, enrolment.deviceSecret, code);
  await useDevice(page, enrolment, { token });
  await page.goto('/dashboard/equipe');
  await expect(page.getByRole('heading', { name: 'Équipe' })).toBeVisible();
  await expect(page.getByTestId('team-member')).toHaveCount(1);

  const add = page.getByRole('form', { name: 'Ajouter un membre' });
  await add.getByLabel('Prénom').fill('Hugo');
  await add.getByLabel('Rôle').selectOption({ label: 'Équipe' });
  await add.getByLabel('Code confidentiel').fill('13a57');
  await expect(add.getByLabel('Code confidentiel')).toHaveValue('1357');
  await axe.check(page, 'équipe', { except: DATE_PICKER_FIELDS });
  await add.getByRole('button', { name: 'Ajouter un membre' }).click();
  const hugo = page.getByTestId('team-member').filter({ hasText: 'Hugo' });
  await expect(hugo).toContainText('Équipe');

  // The same code twice is refused.
  await add.getByLabel('Prénom').fill('Zoé');
  await add.getByLabel('Code confidentiel').fill('1357');
  await add.getByRole('button', { name: 'Ajouter un membre' }).click();
  await expect(page.getByRole('alertdialog')).toContainText("Ce code est déjà utilisé par un membre de l'équipe.");
  await page.getByRole('button', { name: "J'ai compris" }).click();

  await hugo.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier Hugo' });
  await dialog.getByLabel('Rôle').selectOption({ label: 'Responsable' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(hugo).toContainText('Responsable');
  await screens.shoot(page, 'team');

  // Hugo signs in on the same device with his own code; as staff he sees no team or devices menu.
  const hugoToken = await loginToken(request, enrolment.deviceSecret, '1357');
  expect(hugoToken).toMatch(/^ey/);
  await page.getByRole('button', { name: 'Modifier' }).first().waitFor();
  await hugo.getByRole('button', { name: 'Modifier' }).click();
  await page.getByRole('dialog', { name: 'Modifier Hugo' }).getByLabel('Rôle').selectOption({ label: 'Équipe' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(hugo).toContainText('Équipe');
  const staffPage = await browser.newPage();
  await useDevice(staffPage, enrolment, { token: await loginToken(request, enrolment.deviceSecret, '1357') });
  await staffPage.goto('/dashboard');
  await expect(staffPage.getByRole('link', { name: 'Cahier' })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Équipe' })).toHaveCount(0);
  await expect(staffPage.getByRole('link', { name: 'Appareils' })).toHaveCount(0);
  await staffPage.close();

  // Removal: a confirmation, then the member is gone.
  await hugo.getByRole('button', { name: 'Retirer' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(hugo).toHaveCount(0);
  expect(owner.email).toContain('@');
});

test('the owner sees the enrolled devices and disconnects one, whose code screen then refuses', async ({ page, request, browser, axe, screens }) => {
  const { owner, code, enrolment } = await signUpRestaurant(request, '', 'Bouillon');
  const other = await enrolDevice(request, '', enrolment.restaurantSlug, owner);
  const token = await loginToken(request, enrolment.deviceSecret, code);
  await useDevice(page, enrolment, { token });
  await page.goto('/dashboard/appareils');
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'Cet appareil' })).toHaveCount(1);
  const target = devices.filter({ hasText: 'Tablette e2e' });
  await expect(target).toContainText(`par ${owner.email}`);
  await axe.check(page, 'appareils', { except: DATE_PICKER_FIELDS });
  await screens.shoot(page, 'devices');
  await target.getByRole('button', { name: 'Déconnecter' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Déconnecter' }).click();
  await expect(target).toContainText('Déconnecté');
  await expect(target.getByRole('button', { name: 'Déconnecter' })).toHaveCount(0);

  // On the disconnected tablet, the code no longer opens anything: back to enrolment.
  const tablet = await browser.newPage();
  await useDevice(tablet, other);
  await tablet.goto('/');
  await tablet.getByLabel('Chiffre 1 sur 4 du code confidentiel').click();
  await tablet.keyboard.type(code);
  await expect(tablet.getByRole('alertdialog')).toContainText("Cet appareil n'est pas connecté à un restaurant");
  await tablet.getByRole('button', { name: "J'ai compris" }).click();
  await expect(tablet.getByRole('heading', { name: 'Connecter cet appareil' })).toBeVisible();
  await tablet.close();
});
