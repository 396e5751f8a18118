// Helpers of the booking-wizard end-to-end tests: the real API (to find dates in the demo data and
// read the SMS outbox) and the wizard's pages driven as a diner would.
import { expect, type Page } from '@playwright/test';
import type { Api } from './fixtures';

export const DEMO = 'le-petit-zinc';
export const INACTIVE = 'chez-marcel';

export interface DemoConfig {
  today: string;
  booking_max_date: string;
  show_experience_stepper: boolean;
  [key: string]: unknown;
}

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** Pure date arithmetic on YYYY-MM-DD strings (UTC-based, no local time zone involved). */
export function addDays(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const t = Date.UTC(y, m - 1, d) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export function weekdayName(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(js + 6) % 7]!;
}

export function isoToDmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "samedi 21 novembre 2026" (capitalised on demand), as the wizard prints it. */
export function longFrenchDate(iso: string, capitalize = false): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const text = `${weekdayName(iso)} ${d} ${FRENCH_MONTHS[m - 1]} ${y}`;
  return capitalize ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

interface Slot {
  label: string;
  available: boolean;
}

export async function hoursOf(api: Api, date: string, covers = 2, slug = DEMO) {
  return api.get<{ noon: Slot[]; evening: Slot[] }>(`/restaurants/${slug}/hours/${weekdayName(date)}/${date}?covers=${covers}`);
}

/**
 * A date at least `fromDays` after today where `service` has the `hour` slot available and
 * the calendar lets a diner pick it. Each test asks from a different offset so tests running side
 * by side never book the same day.
 */
export async function findBookableDate(
  api: Api,
  options: { fromDays: number; service?: 'noon' | 'evening'; hour?: string; covers?: number; slug?: string },
): Promise<{ date: string; hour: string }> {
  const slug = options.slug ?? DEMO;
  const config = await api.get<DemoConfig>(`/restaurants/${slug}/config`);
  const closed = await api.get<{ date: string; service: string }[]>(`/restaurants/${slug}/closed-dates`);
  const service = options.service ?? 'evening';
  for (let i = options.fromDays; i < options.fromDays + 40; i++) {
    const date = addDays(config.today, i);
    if (date > config.booking_max_date) break;
    if (closed.some((c) => c.date === date)) continue;
    const hours = await hoursOf(api, date, options.covers ?? 2, slug);
    const slot = hours[service].find((s) => s.available && (!options.hour || s.label === options.hour));
    if (slot) return { date, hour: slot.label };
  }
  throw new Error(`Aucune date réservable trouvée à partir de J+${options.fromDays}`);
}

/** Opens the wizard with empty storage. */
export async function openWizard(page: Page, path = `/reserver/${DEMO}`): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
}

export const nextButton = (page: Page) => page.getByTestId('wizard-next');
export const backButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Retour', exact: true });

/** On the date page: waits for the calendar to be drawn with its month's availability. */
export async function calendarReady(page: Page): Promise<void> {
  await expect(page.locator('table[aria-labelledby="calendar-month"]')).toHaveAttribute('aria-busy', 'false');
}

/**
 * On the date page: shows the month of `date` and returns its day button. The grid is waited for
 * before each look (the wizard may still be arriving after "Commencer", or a month still loading),
 * so an absent day means "another month", never "not drawn yet".
 */
export async function showDay(page: Page, date: string) {
  const month = page.locator('#calendar-month');
  const day = page.getByRole('button', { name: new RegExp(`^${longFrenchDate(date)}`) });
  for (let i = 0; i < 6; i++) {
    await calendarReady(page);
    if ((await day.count()) > 0) return day;
    const shown = (await month.textContent()) ?? '';
    await page.getByRole('button', { name: 'Mois prochain' }).click();
    await expect(month).not.toHaveText(shown);
  }
  return day;
}

/** On the date page: shows the month of `date` and clicks its day. */
export async function pickDate(page: Page, date: string): Promise<void> {
  const day = await showDay(page, date);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

export async function pickHour(page: Page, hour: string): Promise<void> {
  const slot = page.getByRole('button', { name: hour, exact: true });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

export interface Diner {
  name: string;
  email: string;
  phone: string;
  covers?: number;
}

export async function fillInformations(page: Page, diner: Diner): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  if (diner.covers !== undefined) await page.getByLabel('Combien de personnes ?').fill(String(diner.covers));
  await page.getByLabel('Nom', { exact: true }).fill(diner.name);
  await page.getByLabel('E-mail', { exact: true }).fill(diner.email);
  await page.getByLabel('Téléphone', { exact: true }).fill(diner.phone);
  await page.getByLabel('Confirmation du numéro').fill(diner.phone);
}

/** Distinct phone numbers per test (the SMS outbox is read by number). */
export function phoneFor(n: number): string {
  return `06 ${String(10 + (n % 90)).padStart(2, '0')} ${String(Date.now() % 100).padStart(2, '0')} 45 ${String(10 + ((n * 7) % 90)).padStart(2, '0')}`;
}

interface OutboxRow {
  kind: string;
  channel: string;
  recipient?: string;
  to?: string;
  payload: unknown;
  created_at?: string;
}

/**
 * The last SMS code sent to `phone` (E.164 or as typed): from the development outbox while it waits
 * there, from the development SMS list once the worker has sent it (the outbox then masks it).
 */
export async function lastSmsCode(api: Api, phone: string): Promise<string> {
  const digits = phone.replace(/\D/g, '').replace(/^0/, '');
  const toPhone = (value: string | undefined) => (value ?? '').replace(/\D/g, '').includes(digits);
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const rows = await api.get<OutboxRow[]>('/dev/outbox?channel=sms&limit=200');
        const latest = rows.find((row) => row.kind === 'sms_code' && toPhone(row.recipient ?? row.to));
        if (!latest) return null;
        found = /\b(\d{6})\b/.exec(JSON.stringify(latest.payload))?.[1] ?? null;
        if (found) return found;
        const texts = await api.get<Array<{ to: string; body: string }>>('/dev/sms?limit=200');
        const text = texts.find((t) => toPhone(t.to) && /code/i.test(t.body));
        found = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1] ?? null;
        return found;
      },
      // The code goes out through the outbox worker, whose turn can come late on a loaded machine.
      { timeout: 20_000 },
    )
    .not.toBeNull();
  return found!;
}
