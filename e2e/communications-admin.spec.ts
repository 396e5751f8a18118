import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { runningSessionForFile } from './running/running-session';
import { expectKeptWholeOnPhones } from './support/layout';

// The daily-specials mailing in Chromium: subscribers with their consent, compose with preview,
// send now (report), schedule and cancel.

let zincId: number;
const session = runningSessionForFile();
test.beforeAll(async ({ request }) => {
  zincId = session.device.restaurantId;
  for (const body of [
    { email: '', phone_number: '06 11 22 33 44' },
    { email: 'lucie@exemple.fr', phone_number: '' },
    { email: 'marc@exemple.fr', phone_number: '06 55 66 77 88' },
  ]) {
    const res = await request.post(session.url('/api/subscriptions'), { data: { restaurant_id: zincId, ...body, consent: true } });
    expect(res.ok()).toBeTruthy();
  }
  // Both phones followed their SMS opt-in link, Marc confirmed his e-mail (double opt-in); Lucie has not yet.
  session.server.run(
    "update subscriptions set status = 'active', phone_confirmed_at = created_at, phone_confirmed_via = 'sms_link', phone_confirm_token = null where phone_number in ('+33611223344', '+33655667788')",
  );
  session.server.run("update subscriptions set status = 'active', confirmed_at = created_at, confirm_token = null where email = 'marc@exemple.fr'");
});

const toast = (page: Page, text: string | RegExp) => expect(page.getByTestId('toast').filter({ hasText: text }).last()).toBeVisible();

test('lists subscribers with their consent, searchable, and removes one', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/communications/abonnes');
  await expect(page.getByTestId('subscriber-row')).toHaveCount(3);
  await expect(page.getByTestId('subscriber-row').filter({ hasText: 'lucie@exemple.fr' })).toContainText('En attente de confirmation');
  await expect(page.getByTestId('subscriber-row').filter({ hasText: 'marc@exemple.fr' })).toContainText('Confirmé');
  // Numbers read as the team dials them (stored as +33…, shown as a French number).
  await expect(page.getByTestId('subscriber-row').filter({ hasText: 'marc@exemple.fr' })).toContainText('marc@exemple.fr · 06 55 66 77 88');
  await expect(page.getByTestId('subscriber-row').filter({ hasText: '06 11 22 33 44' })).toHaveCount(1);
  // On a phone a number moves to the next line whole, never split in the middle.
  await expectKeptWholeOnPhones(page, page.getByTestId('subscriber-row').filter({ hasText: 'marc@exemple.fr' }), ['06 55 66 77 88'], 'abonnés');
  await screens.shoot(page, 'mailing-subscribers');
  await axe.check(page, 'abonnés');
  await page.getByLabel('Rechercher (e-mail ou téléphone)').fill('lucie');
  await expect(page.getByTestId('subscriber-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Supprimer lucie@exemple.fr' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByTestId('subscriber-row')).toHaveCount(0);
  await expect(page.getByText('0 abonné')).toBeVisible();
});

test('composes, previews and sends now to confirmed subscribers only', async ({ page, axe, screens }) => {
  await session.open(page, '/dashboard/communications');
  await expect(page).toHaveURL(/\/communications\/nouveau$/);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Objet : ce champ est obligatoire.')).toBeVisible();
  await page.getByLabel('Objet').fill('Le plat du jour : blanquette');
  await page.getByLabel('Message', { exact: true }).fill('Blanquette de veau à l’ancienne.\n\nÎle flottante en dessert.');
  await page.getByLabel('Texte du SMS (facultatif)').fill('Blanquette de veau ce midi au Petit Zinc !');
  await expect(page.getByText(/^42 caractères, 1 SMS par destinataire/)).toBeVisible();
  await screens.shoot(page, 'mailing-compose');
  await axe.check(page, 'nouvel envoi');
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByTestId('mailing-preview');
  await expect(preview.getByText('1 e-mail et 2 SMS')).toBeVisible();
  await expect(preview.getByText('Île flottante en dessert.')).toBeVisible();
  await expect(preview.getByText(/STOP/)).toBeVisible();
  await preview.getByRole('button', { name: 'Fermer' }).click();

  await page.getByRole('button', { name: 'Envoyer' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Envoyer ce message maintenant à 3 destinataires ?');
  await confirm.getByRole('button', { name: 'Envoyer' }).click();
  await toast(page, 'Envoi lancé.');
  await expect(page).toHaveURL(/\/communications\/envois$/);
  const row = page.getByTestId('mailing-row').filter({ hasText: 'Le plat du jour : blanquette' });
  await expect(row).toContainText('1 e-mail, 2 SMS');
  await expect(row).toContainText('3 en attente');
  const outbox = session.server.sql<{ channel: string; recipient: string }>(
    "select channel, recipient from outbox where kind = 'marketing' order by recipient",
  );
  expect(outbox.map((r) => r.recipient)).toEqual(['+33611223344', '+33655667788', 'marc@exemple.fr']);
  await screens.shoot(page, 'mailing-history');
});

test('schedules a send for later and cancels it', async ({ page }) => {
  await session.open(page, '/dashboard/communications/nouveau');
  await page.getByLabel('Objet').fill('Menu de la Saint-Sylvestre');
  await page.getByLabel('Message', { exact: true }).fill('Réservez votre réveillon.');
  await page.getByLabel('SMS', { exact: true }).uncheck();
  await page.getByLabel('À une date et une heure').check();
  await page.getByLabel('Date d’envoi').fill('20/11/2026');
  await page.getByLabel('Date d’envoi').press('Enter');
  await page.getByLabel('Heure d’envoi').fill('10:30');
  await page.getByRole('button', { name: 'Programmer' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('vendredi 20 novembre 2026 à 10:30');
  await confirm.getByRole('button', { name: 'Programmer' }).click();
  await toast(page, 'Envoi programmé.');
  const row = page.getByTestId('mailing-row').filter({ hasText: 'Menu de la Saint-Sylvestre' });
  await expect(row).toContainText('Programmé');
  await row.getByRole('button', { name: 'Annuler l’envoi' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Annuler l’envoi' }).click();
  await expect(row).toContainText('Annulé');
});

test("the sign-up page's code for the restaurant's site shows the sign-up form there", async ({ page, screens }) => {
  await session.open(page, '/dashboard/communications/inscription');
  const snippet = await page.getByLabel('Code à coller dans votre site').inputValue();
  await screens.shoot(page, 'signup-page-share');
  // The code as shown, pasted into a blank page of the restaurant's own site on another origin
  // (served from this machine: the browser keeps a public page from reaching a local server).
  const html = `<!doctype html><html lang="fr"><head><title>Le site du restaurant</title></head><body><h1>Nos actualités</h1>${snippet}</body></html>`;
  const site = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, resolve));
  const base = new URL(session.url('/'));
  const host = base.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  try {
    await page.goto(`http://${host}:${(site.address() as AddressInfo).port}/`);
    const frameElement = page.locator('iframe[title="Inscription aux communications du jour"]');
    await expect(frameElement).toHaveAttribute('src', session.url('/communication/le-petit-zinc?iframe=true'));
    const frame = page.frameLocator('iframe[title="Inscription aux communications du jour"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Communications du jour' })).toBeVisible();
    await expect(frame.getByLabel('E-mail (facultatif)')).toBeVisible();
    await expect(frame.getByRole('button', { name: "Je m'inscris à la newsletter" })).toBeVisible();
    await expect(frame.locator('body')).toHaveClass(/iframe-mode/);
    await screens.shoot(page, 'signup-embedded');
  } finally {
    site.close();
  }
});
