// A server of its own for the after-booking end-to-end tests: the real built server on a fresh
// SQLite database, its clock set to a known Tuesday (see shifted-clock.mjs), the outbox worker
// running and writing e-mails to the development mailbox. The test can also look into the
// database for what only staff can set (waiter name, restaurant options).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext } from '@playwright/test';

/** Tuesday 17 November 2026, 14:00 in Paris: lunch is over, the evening service is ahead. */
export const SERVER_NOW = '2026-11-17T13:00:00Z';
export const TODAY = '2026-11-17';
export const THURSDAY = '2026-11-19';
export const FRIDAY = '2026-11-20';
export const SLUG = 'le-petit-zinc';

export interface AfterBookingServer {
  baseURL: string;
  dataDir: string;
  sql<T = unknown>(query: string, ...params: unknown[]): T[];
  run(query: string, ...params: unknown[]): void;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startAfterBookingServer(): Promise<AfterBookingServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'couvert-e2e-after-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const built = path.resolve('dist/server/main.js');
  const preload = pathToFileURL(path.resolve('e2e/after-booking/shifted-clock.mjs')).href;
  const args = existsSync(built)
    ? ['--import', preload, built]
    : ['--import', preload, path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('src/server/main.ts')];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_API_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM']) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    BOT_CHECK: 'false',
    SEED_DEMO: 'true',
    WORKER: 'true',
    COUVERT_E2E_NOW: SERVER_NOW,
  });
  let output = '';
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
  let exited = false;
  child.on('exit', () => (exited = true));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`Le serveur s'est arrêté au démarrage :\n${output}`);
    if (Date.now() > deadline) throw new Error(`Le serveur n'a pas répondu :\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/app/config/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const db = new Database(path.join(dataDir, 'couvert.sqlite'));
  db.pragma('busy_timeout = 10000');
  return {
    baseURL,
    dataDir,
    sql: <T>(query: string, ...params: unknown[]) => db.prepare(query).all(...params) as T[],
    run: (query: string, ...params: unknown[]) => void db.prepare(query).run(...params),
    async stop() {
      db.close();
      if (!exited) {
        child.kill('SIGTERM');
        for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
  options: { date: string; hour: string; covers?: number; diner?: ReturnType<typeof nextDiner>; isWaiting?: boolean },
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
