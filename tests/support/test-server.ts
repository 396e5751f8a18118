import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/database';
import { createPreparedDatabase, type Dialect } from './databases';

/** A clock the test moves by hand. */
export interface TestClock {
  now(): Date;
  set(instant: string | Date): void;
}

export function testClock(start: string): TestClock {
  let current = new Date(start);
  return { now: () => new Date(current), set: (instant) => (current = new Date(instant)) };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  clock: TestClock;
  /** fetch against the server, JSON in and out. */
  call<T = any>(method: string, route: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Wall-clock start of the test clock (ISO instant). Default: Tuesday 17 November 2026, 09:00 in Paris. */
  now?: string;
  seed?: boolean;
  /** Seed the demo's three months of past service too (what `npm start` shows on first start). */
  seedHistory?: boolean;
  env?: Record<string, string>;
  /** A built web app to serve beside the API (default: none). */
  webDir?: string;
  /** The diner pages' server render (the source module in tests; the build's by default). */
  dinerRenderer?: BuildAppOptions['dinerRenderer'];
  /** What the app is given instead of the opened database (e.g. with a Kysely plugin that watches statements). */
  wrapDb?: (db: Db) => Db;
  /** What `main.ts` does to the configuration before the app is built (the demo's local fakes). */
  configure?: (config: AppConfig, clock: TestClock) => Promise<AppConfig>;
}

export const DEFAULT_TEST_NOW = '2026-11-17T08:00:00Z';

/** The real app on a real, fresh database, listening on a random loopback port. */
export async function startTestServer(dialect: Dialect, options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'couvert-test-'));
  const clock = testClock(options.now ?? DEFAULT_TEST_NOW);
  const database = await createPreparedDatabase(dialect, dir, { seed: options.seed !== false, now: clock.now(), history: options.seedHistory ?? false });
  const loaded: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', BOT_CHECK: 'false', RATE_LIMIT: 'false', WORKER: 'false', ...options.env }),
    database: database.config,
  };
  const config = options.configure ? await options.configure(loaded, clock) : loaded;
  const db = openDatabase(config.database);
  const app = await buildApp({
    config,
    db: options.wrapDb ? options.wrapDb(db) : db,
    now: clock.now,
    logger: false,
    webDir: options.webDir ?? path.join(dir, 'no-web'),
    dinerRenderer: options.dinerRenderer,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    db,
    config,
    clock,
    async call(method, route, body, headers = {}) {
      const response = await fetch(`${url}${route}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Non-JSON answers stay as text for the assertion to show.
      }
      return { status: response.status, body: parsed as never };
    },
    async close() {
      await app.close();
      await db.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
