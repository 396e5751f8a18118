// A diner's online booking as the journeys live it, by clicking and typing only: the wizard from
// its first screen to the summary (with the SMS code a large party is asked for), the summary's
// guarantee or deposit read and ticked, the payment provider's page (the local fake of Stripe's
// hosted page, with Stripe's test cards), and the screenshots each journey keeps.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { fillInformations, nextButton, type Diner as WaitingDiner } from '../support/wizard';
import { dayButtonName } from './journey-dates';
import { expect, SCROLLED_THROUGH } from './journey-fixture';

/** The Saturday after the demo's full one (the 21st): its evening has tables of six. */
export const SATURDAY = '2026-11-28';

export const FR = {
  day: 'Choisissez votre jour',
  dayButton: (iso: string) => new RegExp(`^${dayButtonName(iso)}`),
  dinner: 'Pour diner',
  details: 'Vos informations',
  covers: 'Combien de personnes ?',
  name: 'Nom',
  phone: 'Téléphone',
  phoneAgain: 'Confirmation du numéro',
  experience: 'Votre expérience',
  sending: 'Envoi du code…',
  resend: 'Renvoyer le code',
  code: 'Code reçu par SMS',
  validate: 'Valider le code',
  summary: 'Vérifiez vos informations',
  terms: "J'accepte les conditions générales d'utilisation du service.",
  guarantee: 'Garantie par carte bancaire',
  amount: "Montant débité en cas d'absence : 120,00 €",
  deadline: (hour: string) => new RegExp(`^Annulation sans frais jusqu'au vendredi 27 novembre 2026 à ${hour}$`),
  accept: "J'accepte ces conditions de garantie et le montant indiqué.",
  note: "rien n'est débité aujourd'hui",
  confirmed: 'Réservation confirmée',
  seeBooking: 'Voir ma réservation',
};

export const EN: typeof FR = {
  day: 'Choose your day',
  dayButton: (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    const weekday = date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
    const month = date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
    return new RegExp(`^${weekday},? ${d} ${month} ${y}`);
  },
  dinner: 'For dinner',
  details: 'Your details',
  covers: 'How many people?',
  name: 'Name',
  phone: 'Phone',
  phoneAgain: 'Confirm your number',
  experience: 'Your experience',
  sending: 'Sending the code…',
  resend: 'Send the code again',
  code: 'Code received by SMS',
  validate: 'Check the code',
  summary: 'Check your details',
  terms: 'I accept the terms and conditions of the service.',
  guarantee: 'Card guarantee',
  amount: 'Amount charged if you do not come: €120.00',
  deadline: (hour: string) => new RegExp(`^Free cancellation until Friday,? 27 November 2026 at ${hour}$`),
  accept: 'I accept these guarantee terms and the amount shown.',
  note: 'nothing is charged today',
  confirmed: 'Booking confirmed',
  seeBooking: 'View my booking',
};

export type Words = typeof FR;

export interface Diner {
  name: string;
  email: string;
  phone: string;
  hour: string;
  /** The day booked (Saturday the 28th unless said). */
  day?: string;
  /** How many people (six unless said). */
  covers?: number;
}

export type Shoot = (page: Page, name: string) => Promise<void>;

/** Each screen into the test's output; a copy beside the others when SHOTS_DIR names a folder. */
export function shooter(journey: { shot(page: Page, name: string): Promise<void> }, info: TestInfo): Shoot {
  return async (page: Page, name: string) => {
    await journey.shot(page, name);
    const folder = process.env.SHOTS_DIR;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `${info.project.name}-${name}.png`), fullPage: true, style: SCROLLED_THROUGH });
  };
}

/** The code of the latest SMS to `number` on "the phone" (the development SMS list), waiting for it to arrive. */
export async function readSmsCode(page: Page, number: string): Promise<string> {
  const phone = await page.context().newPage();
  await phone.goto('/api/dev/sms');
  // The list holds the texts of every diner of the journey, the newest first: this diner's, by number.
  const mine = phone.locator('article').filter({ hasText: new RegExp(number.replace(/\D/g, '').slice(-8)) });
  let code = '';
  await expect
    .poll(
      async () => {
        const text = (await mine.count()) > 0 ? await mine.first().innerText() : '';
        code = /code[^\d]{0,60}?(\d{6})\b/i.exec(text)?.[1] ?? '';
        if (!code) await phone.reload();
        return code;
      },
      { message: 'le SMS du code arrive sur le téléphone', timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  await phone.close();
  await page.bringToFront();
  return code;
}

/** From the booking page's first screen to the summary, by clicking and typing only. */
export async function bookOnline(page: Page, words: Words, diner: Diner): Promise<void> {
  const next = page.getByTestId('wizard-next');
  await next.click();
  await expect(page.getByRole('heading', { name: words.day })).toBeVisible();
  const day = page.getByRole('button', { name: words.dayButton(diner.day ?? SATURDAY) });
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  await expect(page.getByRole('heading', { name: words.dinner })).toBeVisible();
  const slot = page.getByRole('button', { name: diner.hour, exact: true });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  await expect(page.getByRole('heading', { name: words.details })).toBeVisible();
  await page.getByLabel(words.covers).fill(String(diner.covers ?? 6));
  await page.getByLabel(words.name, { exact: true }).fill(diner.name);
  await page.getByLabel('E-mail', { exact: true }).fill(diner.email);
  await page.getByLabel(words.phone, { exact: true }).fill(diner.phone);
  await page.getByLabel(words.phoneAgain).fill(diner.phone);
  await next.click();

  await expect(page.getByRole('heading', { name: words.experience })).toBeVisible();
  await page.getByLabel(/Avez-vous des allergies/).fill('Aucune');
  await next.click();

  // A large party's number is confirmed by a code sent by SMS; a smaller one goes on to the summary.
  const screen = page.getByTestId('sms-code-screen');
  const summary = page.getByRole('heading', { name: words.summary });
  await expect(screen.or(summary)).toBeVisible();
  if (await screen.isVisible()) {
    await expect(screen.getByText(words.sending)).toBeHidden({ timeout: 30_000 });
    await expect(screen.getByRole('button', { name: words.resend })).toBeEnabled();
    await screen.getByLabel(words.code).fill(await readSmsCode(page, diner.phone));
    await screen.getByRole('button', { name: words.validate }).click();
  }
  await expect(summary).toBeVisible();
}

/** The summary's guarantee: read, ticked apart from the terms, then "Réserver" to the provider's page. */
export async function acceptGuarantee(page: Page, words: Words, hour: string, shot: Shoot, label: string): Promise<void> {
  const block = page.getByRole('region', { name: words.guarantee });
  await expect(block).toBeVisible();
  await expect(block.getByTestId('protection-amount')).toHaveText(words.amount);
  await expect(block.getByTestId('protection-deadline')).toHaveText(words.deadline(hour));
  await expect(page.getByTestId('payment-note')).toContainText(words.note);
  await acceptAndPay(page, words, block.getByLabel(words.accept), shot, `${label}-garantie-recapitulatif`);
}

/** The terms and the restaurant's conditions ticked, each on its own, then on to the provider's page. */
export async function acceptAndPay(page: Page, words: Words, accept: ReturnType<Page['getByLabel']>, shot: Shoot, name: string): Promise<void> {
  await page.getByLabel(words.terms).check();
  // The terms alone do not book: the guarantee or deposit is ticked on its own.
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await accept.check();
  await expect(page.getByTestId('wizard-next')).toBeEnabled();
  await accept.scrollIntoViewIfNeeded();
  await shot(page, name);
  await page.getByTestId('wizard-next').click();
  await page.waitForURL(/\/c\/pay\//, { timeout: 30_000 });
}

/** The provider's page: a card typed as a person types it, then its one button (save, or pay). */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel(/Numéro de carte/).fill(number);
  await page.getByLabel(/Expiration/).fill('12 / 34');
  await page.getByLabel(/Cryptogramme/).fill('123');
  await page.getByRole('button', { name: /^(Enregistrer la carte|Payer )/ }).click();
}

/**
 * On the booking page of the demo's full Saturday (the 21st), from "Restaurant complet" to the
 * diner's details sent for the waiting list at `hour`, by clicking and typing only.
 */
export async function startWaitingList(page: Page, hour: string, diner: WaitingDiner): Promise<void> {
  await page.goto('/reserver/le-petit-zinc/21-11-2026');
  const banner = page.getByTestId('waiting-banner-evening');
  await expect(banner).toContainText('Restaurant complet');
  await banner.getByRole('button', { name: "S'inscrire sur liste d'attente" }).click();
  const waitingDialog = page.getByTestId('waiting-dialog');
  await waitingDialog.getByRole('button', { name: hour, exact: true }).click();
  await waitingDialog.getByRole('button', { name: 'Valider' }).click();
  await fillInformations(page, diner);
  await nextButton(page).click();
}

/** The same, then the terms ticked and the sign-up sent: the diner is on the list. */
export async function joinWaitingList(page: Page, hour: string, diner: WaitingDiner): Promise<void> {
  await startWaitingList(page, hour, diner);
  await page.getByLabel("J'accepte les conditions générales d'utilisation du service.").check();
  await nextButton(page).click();
  await expect(page.getByTestId('success-dialog').getByRole('heading', { name: "Vous êtes sur la liste d'attente" })).toBeVisible({ timeout: 20_000 });
}
