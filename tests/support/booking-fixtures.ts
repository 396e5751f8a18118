import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestServer } from './test-server';
import { inAnnouncedTransaction, type Executor } from '../../src/server/db/transactions';
import { inRulesTransaction } from '../../src/server/modules/restaurants/availability-versions-repository';

// Shared knowledge of the demo seed as seen from a test clock of Tuesday 17 November 2026, 09:00 in
// Paris, plus small helpers to build valid requests and to read the database behind the API.

export const SLUG = 'le-petit-zinc';
export const INACTIVE_SLUG = 'chez-marcel';

export const DAY = {
  /** Tuesday: "today" for the default test clock. */
  today: '2026-11-17',
  /** Wednesday: the seed's few bookings (12:00, 12:30, 13:00 on Salle 1–3; 20:00, 20:30 on Salle 4–5). */
  wednesday: '2026-11-18',
  /** Thursday: an ordinary, empty day. */
  thursday: '2026-11-19',
  friday: '2026-11-20',
  /** Saturday: the evening is fully booked by the seed. */
  fullSaturday: '2026-11-21',
  /** Sunday: lunch only. */
  sunday: '2026-11-22',
  /** Monday: closed every week. */
  monday: '2026-11-23',
  /** Seed closed dates: lunch closed (privatisation) and the whole day closed. */
  noonClosed: '2026-12-03',
  allClosed: '2026-12-09',
} as const;

export const REQUIRED_QUESTION = 'Avez-vous des allergies ou un régime alimentaire particulier ?';

/**
 * A real French mobile number per diner index, so every test diner is a distinct person; each in
 * its own block of a thousand numbers, so the per-block SMS limit does not tie unrelated tests.
 */
export function phoneOf(index: number): string {
  return `+3361${String(index).padStart(4, '0')}000`;
}

export function dinerOf(index: number) {
  return { name: `Convive ${index}`, email: `convive.${index}@exemple.fr`, phoneNumber: phoneOf(index) };
}

/** Question ids of the demo restaurant (fresh database per server, so stable, but read, not assumed). */
export async function questionIds(server: TestServer): Promise<{ required: number; optional: number }> {
  const { body } = await server.call('GET', `/api/restaurants/${SLUG}/questions`);
  const list = body.object as Array<{ id: number; required: boolean }>;
  return { required: list.find((q) => q.required)!.id, optional: list.find((q) => !q.required)!.id };
}

/** A booking the server accepts: Thursday 20:00, two covers, the required question answered. */
export function bookingBody(requiredQuestionId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: DAY.thursday,
    hour: '20:00',
    tablewarecount: 2,
    ...dinerOf(1),
    information: '',
    restaurantSlug: SLUG,
    questions: [{ id: requiredQuestionId, answer: 'Aucune' }],
    conditions_accepted: true,
    ...overrides,
  };
}

/** A draft the server accepts (the wizard's page-4 check). */
export function draftBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: SLUG,
    date: DAY.thursday,
    hour: '20:00',
    tableware_count: 2,
    name: 'Camille Martin',
    email: 'camille.martin@exemple.fr',
    phone: '06 12 34 56 78',
    phoneConfirmation: '+33612345678',
    ...overrides,
  };
}

export const COUNTED_TABLES = ['bookings', 'booking_tables', 'booking_history', 'outbox', 'subscriptions', 'confirmation_codes', 'idempotency_keys'] as const;

export type RowCounts = Record<(typeof COUNTED_TABLES)[number], number>;

export async function rowCounts(server: TestServer): Promise<RowCounts> {
  const entries = await Promise.all(
    COUNTED_TABLES.map(async (table) => {
      const row = await server.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as RowCounts;
}

/**
 * A change to a restaurant's rules (its row, services, tables, closed dates, questions…) made
 * straight in the database the way the product's settings writes make it: in a rules transaction,
 * so its rules version moves and every cache and instance reads the change. A test that wrote
 * the rows alone would be testing a state the product never reaches.
 */
export function changeRules<T>(server: TestServer, restaurantId: number, work: (trx: Executor) => Promise<T>): Promise<T> {
  return inRulesTransaction(server.db, restaurantId, work);
}

/** Changes the restaurant's row the way the product's settings writes do: its version bumped, the change announced to every instance. */
export async function setRestaurant(server: TestServer, slug: string, changes: Record<string, unknown>): Promise<void> {
  await inAnnouncedTransaction(server.db, (trx) =>
    trx
      .updateTable('restaurants')
      .set({ ...changes, rules_version: sql<number>`rules_version + 1` })
      .where('slug', '=', slug)
      .execute(),
  );
}

export async function restaurantRow(server: TestServer, slug = SLUG) {
  return server.db.kysely.selectFrom('restaurants').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
}

/** Table guids by name, for the demo restaurant. */
export async function tablesByName(server: TestServer, slug = SLUG): Promise<Record<string, { id: number; guid: string }>> {
  const { id } = await restaurantRow(server, slug);
  const rows = await server.db.kysely.selectFrom('dining_tables').select(['id', 'guid', 'name']).where('restaurant_id', '=', id).execute();
  return Object.fromEntries(rows.map((r) => [r.name, { id: r.id, guid: r.guid }]));
}

export async function bookingByShortId(server: TestServer, shortId: string) {
  return server.db.kysely.selectFrom('bookings').selectAll().where('short_id', '=', shortId).executeTakeFirstOrThrow();
}

/** Names of the tables a booking holds. */
export async function tableNamesOf(server: TestServer, bookingId: number): Promise<string[]> {
  const rows = await server.db.kysely
    .selectFrom('booking_tables')
    .innerJoin('dining_tables', 'dining_tables.id', 'booking_tables.table_id')
    .select('dining_tables.name')
    .where('booking_tables.booking_id', '=', bookingId)
    .orderBy('dining_tables.name')
    .execute();
  return rows.map((r) => r.name);
}

/** The code the SMS adapter would have sent to `phone`, read where a developer reads it. */
export async function readSmsCode(server: TestServer, phoneE164: string): Promise<string> {
  const { status, body } = await server.call('GET', '/api/dev/outbox?channel=sms&limit=200');
  expect(status).toBe(200);
  const message = (body.object as Array<{ recipient: string; kind: string; payload: { code?: string } }>).find(
    (m) => m.recipient === phoneE164 && m.kind === 'sms_code',
  );
  expect(message, `no SMS code sent to ${phoneE164}`).toBeDefined();
  if (/^\d{6}$/.test(message!.payload.code ?? '')) return message!.payload.code!;
  // Delivered: the outbox no longer holds the code, the development SMS list holds the text.
  const texts = await server.call('GET', '/api/dev/sms?limit=200');
  const text = (texts.body.object as Array<{ to: string; body: string }>).find((m) => m.to === phoneE164 && /code/i.test(m.body));
  const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
  expect(code, `no SMS code text to ${phoneE164}`).toBeDefined();
  return code!;
}

/**
 * What the wizard sends to have a code texted: the number, and the draft it belongs to (six covers
 * by default, the demo restaurant's SMS threshold, on an ordinary Thursday evening).
 */
export function codeBody(phoneE164: string, draft: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    phone_number: phoneE164,
    restaurantSlug: SLUG,
    draft: draftBody({ tableware_count: 6, phone: phoneE164, phoneConfirmation: phoneE164, ...draft }),
    ...extra,
  };
}

/** Sends a code to `phone`, reads it from the outbox and checks it: the phone is then verified once. */
export async function verifyPhone(server: TestServer, phoneE164: string, draft: Record<string, unknown> = {}): Promise<void> {
  const sent = await server.call('POST', '/api/code/create', codeBody(phoneE164, draft));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = await readSmsCode(server, phoneE164);
  const check = await server.call('POST', '/api/code/check', { phone_number: phoneE164, code });
  expect(check.status, JSON.stringify(check.body)).toBe(200);
}

/** The envelope of a refusal, with its French message. */
export function expectRefusal(response: { status: number; body: any }, status: number, message?: string | RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ code: status, error: true });
  expect(typeof response.body.message).toBe('string');
  expectFrench(response.body.message);
  if (typeof message === 'string') expect(response.body.message).toBe(message);
  else if (message) expect(response.body.message).toMatch(message);
}

const ENGLISH = /\b(the|is|must|should|invalid|required|expected|received|error|not found|body|unexpected|cannot|failed|bad request)\b/i;
const FRENCH =
  /[éèêàâçùûôîœ«»]|\b(le|la|les|de|des|du|un|une|est|pas|veuillez|votre|vous|ce|cette|au|aux|en|introuvable|invalides?|erreur|trop|merci|inconnue?|sur|dans)\b/i;

/** A message written for a French reader, not a framework's English default. */
export function expectFrench(message: unknown): void {
  expect(typeof message).toBe('string');
  const text = message as string;
  expect(text.trim().length, 'empty message').toBeGreaterThan(0);
  expect(text, `not French: ${text}`).toMatch(FRENCH);
  expect(text, `English words in: ${text}`).not.toMatch(ENGLISH);
}
