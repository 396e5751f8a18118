// A server of its own for end-to-end tests that change data other tests read, or that need a known
// day and hour: the real built server on a fresh SQLite database seeded with the demo, on a free
// port, optionally with its clock set (see shifted-clock.mjs). The test may also look into its
// database for what only staff could set.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { freePort } from '../../bench/lib/free-port';
import { saysListening } from '../../bench/lib/server-process';

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** When (real clock, ms) the running server process started: its shifted clock started then at `now`. */
  startedAt: number;
  /** How far (ms) `advanceClock` has moved the server's clock past where it started and ran on. */
  advancedMs: number;
  /**
   * Moves the server's clock forward by `ms` (a server started with `now` only), as if that time
   * had passed: resolves once the server has moved it.
   */
  advanceClock(ms: number): Promise<void>;
  sql<T = unknown>(query: string, ...params: unknown[]): T[];
  run(query: string, ...params: unknown[]): void;
  /**
   * Changes a restaurant's rules (its row, services, tables, closed dates…) the way the product's
   * settings writes do: with its rules version moved in the same transaction, so the server's
   * caches read the change.
   */
  changeRules(slug: string, query: string, ...params: unknown[]): void;
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /** Names the temporary data folder. */
  name: string;
  /** The server's clock at start (ISO instant); it runs on from there. Default: the real clock. */
  now?: string;
  /** Deliver the outbox (e-mails to the development mailbox). Default: off, rows stay readable. */
  worker?: boolean;
  /**
   * Seed the demo at this instant (a first start on the empty database, then a restart at `now`):
   * the demo's "coming" days are computed from the seeding day, so a journey can live one of them.
   */
  seededAt?: string;
  /** Ask diners' browsers for the ALTCHA proof of work, as in production. Default: off. */
  botCheck?: boolean;
  /**
   * Start as the README's `npm start` does (scripts/start.mjs, on the existing build): production,
   * PUBLIC_URL left to its default, the worker on.
   */
  viaStartScript?: boolean;
  /** Seed the demo's three months of past service too (as `npm start` does). Default: off, so tests
   *  can count the demo's bookings and guests. */
  seedHistory?: boolean;
  /** More environment for the server (a payment provider of the test's own). */
  env?: Record<string, string>;
}

export async function startOwnServer(options: OwnServerOptions): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `couvert-e2e-${options.name}-`));
  const baseURL = `http://127.0.0.1:${port}`;
  const built = path.resolve('dist/server/main.js');
  const entry = options.viaStartScript
    ? [path.resolve('scripts/start.mjs')]
    : existsSync(built)
      ? [built]
      : [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('src/server/main.ts')];
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
    BOT_CHECK: options.botCheck ? 'true' : 'false',
    SEED_DEMO: 'true',
    SEED_DEMO_HISTORY: options.seedHistory ? 'true' : 'false',
    WORKER: options.worker ? 'true' : 'false',
    ...options.env,
  });
  if (options.viaStartScript) {
    // What `npm start` leaves to the defaults: NODE_ENV (production) and the links' base address.
    for (const key of ['NODE_ENV', 'PUBLIC_URL', 'WORKER', 'SEED_DEMO_HISTORY']) delete env[key];
    env.SKIP_BUILD = '1';
  }
  const launch = async (now: string | undefined) => {
    let output = '';
    const preload = now ? ['--import', pathToFileURL(path.resolve('e2e/support/shifted-clock.mjs')).href] : [];
    // With a shifted clock, an IPC channel too, through which the test moves that clock forward.
    const child: ChildProcess = spawn(process.execPath, [...preload, ...entry], {
      env: { ...env, COUVERT_E2E_NOW: now ?? '' },
      stdio: now ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const state = { child, exited: false };
    child.on('exit', () => (state.exited = true));

    const deadline = Date.now() + 60_000;
    for (;;) {
      if (state.exited) throw new Error(`Le serveur s'est arrêté au démarrage :\n${output}`);
      if (Date.now() > deadline) throw new Error(`Le serveur n'a pas répondu :\n${output}`);
      try {
        if (saysListening(output, port) && (await fetch(`${baseURL}/api/app/config/`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return state;
  };
  const halt = async (state: { child: ChildProcess; exited: boolean }) => {
    if (state.exited) return;
    const gone = new Promise((resolve) => state.child.once('exit', resolve));
    state.child.kill('SIGTERM');
    await gone;
  };

  if (options.seededAt) await halt(await launch(options.seededAt));
  const startedAt = Date.now();
  const server = await launch(options.now);

  let db: Database.Database | undefined;
  const open = () => {
    db ??= new Database(path.join(dataDir, 'couvert.sqlite'));
    db.pragma('busy_timeout = 10000');
    return db;
  };
  let advancedMs = 0;
  return {
    baseURL,
    dataDir,
    startedAt,
    get advancedMs() {
      return advancedMs;
    },
    async advanceClock(ms: number) {
      const { child } = server;
      if (!options.now || !child.send) throw new Error('Seul un serveur démarré avec une heure (now) peut avancer son horloge.');
      const acknowledged = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("Le serveur n'a pas avancé son horloge.")), 10_000);
        child.once('message', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      child.send({ advanceMs: ms });
      await acknowledged;
      advancedMs += ms;
    },
    sql: <T>(query: string, ...params: unknown[]) =>
      open()
        .prepare(query)
        .all(...params) as T[],
    run: (query: string, ...params: unknown[]) =>
      void open()
        .prepare(query)
        .run(...params),
    changeRules(slug: string, query: string, ...params: unknown[]) {
      const database = open();
      database.transaction(() => {
        database.prepare(query).run(...params);
        database.prepare('update restaurants set rules_version = rules_version + 1 where slug = ?').run(slug);
      })();
    },
    async stop() {
      db?.close();
      await halt(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
