// A server of its own for the after-booking end-to-end tests: the real built server on a fresh
// SQLite database, its clock set to a known Tuesday (see shifted-clock.mjs), the outbox worker
// running and writing e-mails to the development mailbox. The test can also look into the
// database for what only staff can set (waiter name, restaurant options).
import { startOwnServer, type OwnServer } from '../support/own-server';
import { expect, type APIRequestContext } from '@playwright/test';

/** Tuesday 17 November 2026, 14:00 in Paris: lunch is over, the evening service is ahead. */
export const SERVER_NOW = '2026-11-17T13:00:00Z';
export const TODAY = '2026-11-17';
export const THURSDAY = '2026-11-19';
export const FRIDAY = '2026-11-20';
export const SLUG = 'le-petit-zinc';

export type AfterBookingServer = OwnServer;

export function startAfterBookingServer(): Promise<AfterBookingServer> {
  return startOwnServer({ name: 'after', now: SERVER_NOW, worker: true });
}

let dinerCount = 0;

/** A distinct diner per call (name, e-mail, French mobile). */
export function nextDiner(prefix = 'Camille') {
  dinerCount++;
  const n = `${process.pid % 1000}${String(dinerCount).padStart(3, '0')}`;
  return { name: `${prefix} Test${n}`, email: `diner.${n}@exemple.fr`, phoneNumber: `+3361${n.padStart(7, '0')}` };
}

export interface CreatedBooking {
  shortId: string;
  guid: string;
  status: string;
  reference: string;
}

/** Creates a booking through the public API, as the wizard does. */
export async function createBooking(
  request: APIRequestContext,
  baseURL: string,
  options: { date: string; hour: string; covers?: number; diner?: ReturnType<typeof nextDiner>; isWaiting?: boolean; language?: string },
): Promise<CreatedBooking & { diner: ReturnType<typeof nextDiner> }> {
  const diner = options.diner ?? nextDiner();
  const questions = (await (await request.get(`${baseURL}/api/restaurants/${SLUG}/questions`)).json()).object as Array<{ id: number; required: boolean }>;
  const res = await request.post(`${baseURL}/api/bookings`, {
    data: {
      date: options.date,
      hour: options.hour,
      tablewarecount: options.covers ?? 2,
      ...diner,
      restaurantSlug: SLUG,
      questions: questions.filter((q) => q.required).map((q) => ({ id: q.id, answer: 'Aucune' })),
      conditions_accepted: true,
      is_waiting: options.isWaiting ?? false,
      ...(options.language ? { language: options.language } : {}),
    },
  });
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return { ...(body.object as CreatedBooking), diner };
}

export interface KeptMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for an e-mail to `to` whose subject matches, in the development mailbox. */
export async function waitForMail(request: APIRequestContext, baseURL: string, to: string, subject: RegExp): Promise<KeptMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const list = ((await (await request.get(`${baseURL}/api/dev/mailbox?limit=200`)).json()).object ?? []) as KeptMail[];
    const found = list.find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Aucun e-mail « ${subject} » pour ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The path of the first link of `text` containing `fragment`. */
export function linkPath(text: string, fragment: string): string {
  const link = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]).find((l) => l.includes(fragment));
  if (!link) throw new Error(`Pas de lien ${fragment} dans :\n${text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
