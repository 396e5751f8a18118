// The page the payment provider sends a diner back to, in each of its outcomes, at a phone's width
// and a laptop's. The journey (journeys/diner-guarantee.journey.spec.ts) reaches "confirmed" and
// "open" for real; the hold's end and a late payment's refund are the server's to time, so here the
// return's answer and its booking are given to the page (the restaurant is the demo's, read for real).
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PaymentReturn } from '../src/domain/schemas/responses/diner-payment';
import { expect, test } from './support/fixtures';

const SHORT_ID = 'retour-paiement-e2e';

const booking = {
  state: 'open',
  restaurant_name: 'Le Petit Zinc',
  restaurant_slug: 'le-petit-zinc',
  restaurant_logo: '',
  date: { date: '2026-11-28' },
  hour: '20:00',
  tableware_count: 6,
  date_full: 'Samedi 28 novembre 2026',
  language: 'fr',
};

const base: PaymentReturn = { outcome: 'confirmed', kind: 'guarantee', amountCents: 12000, holdUntil: null, card: null, canRetry: false };

async function openReturn(page: Page, result: PaymentReturn): Promise<void> {
  const envelope = (object: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ code: 200, error: false, message: '', object }),
  });
  await page.route(`**/api/bookings/short/${SHORT_ID}/payment/return`, (route) => route.fulfill(envelope(result)));
  await page.route(`**/api/bookings/short/${SHORT_ID}`, (route) => route.fulfill(envelope(booking)));
  await page.goto(`/resa/${SHORT_ID}/paiement`);
  await expect(page.getByTestId('booking-payment')).toHaveAttribute('data-outcome', result.outcome);
}

/** Both widths into the test's output, and beside the journey's when SHOTS_DIR names a folder. */
async function shoot(page: Page, name: string, outputPath: (name: string) => string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const file = outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const folder = process.env.SHOTS_DIR;
    if (folder) {
      mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: path.join(folder, `retour-${name}-${width}.png`), fullPage: true });
    }
  }
}

test.describe('the return from the payment page', () => {
  test('a deposit paid: confirmed, with the amount and the way to the booking', async ({ page, axe }, info) => {
    await openReturn(page, { ...base, kind: 'deposit', amountCents: 3000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
    await expect(page.getByText('Votre acompte de 30,00 € a été réglé.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir ma réservation' })).toHaveAttribute('href', `/resa/${SHORT_ID}`);
    await axe.check(page, 'acompte réglé');
    await shoot(page, 'acompte-confirme', (name) => info.outputPath(name));
  });

  test('the hold ended, the slot still free: the table was given back, and the diner may try again', async ({ page, axe }, info) => {
    await openReturn(page, { ...base, outcome: 'released', canRetry: true });
    await expect(page.getByRole('heading', { level: 1, name: 'La table a été libérée' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await axe.check(page, 'table libérée, réessayer');
    await shoot(page, 'liberee-reessayer', (name) => info.outputPath(name));
  });

  test('the hold ended and the slot was taken: back to the restaurant’s booking page', async ({ page, axe }, info) => {
    await openReturn(page, { ...base, outcome: 'released', canRetry: false });
    await expect(page.getByText('Elle a été réservée depuis : choisissez un autre horaire.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Réserver une autre table' })).toHaveAttribute('href', '/reserver/le-petit-zinc');
    await expect(page.getByRole('button')).toHaveCount(0);
    await axe.check(page, 'table libérée et reprise');
    await shoot(page, 'liberee-prise', (name) => info.outputPath(name));
  });

  test('a payment after the hold ended, the table gone: refunded in full', async ({ page, axe }, info) => {
    await openReturn(page, { ...base, outcome: 'refunded', kind: 'deposit', amountCents: 3000, canRetry: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement remboursé' })).toBeVisible();
    await expect(page.getByText(/intégralement remboursé/)).toBeVisible();
    await axe.check(page, 'paiement remboursé');
    await shoot(page, 'rembourse', (name) => info.outputPath(name));
  });
});
