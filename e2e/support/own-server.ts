// A server of its own for end-to-end tests that change data other tests read, or that need a known
// day and hour: the real built server on a fresh SQLite database seeded with the demo, on a free
// port, optionally with its clock set (see shifted-clock.mjs). The test may also look into its
// database for what only staff could set.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  sql<T = unknown>(query: string, ...params: unknown[]): T[];
  run(query: string, ...params: unknown[]): void;
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
   * Start as the README's `npm start` does (scripts/start.mjs, on the existing build): production,
   * PUBLIC_URL left to its default, the worker on.
   */
  viaStartScript?: boolean;
}

function freePort(): Promise<number> {
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
  const preload = options.now ? ['--import', pathToFileURL(path.resolve('e2e/support/shifted-clock.mjs')).href] : [];
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
    WORKER: options.worker ? 'true' : 'false',
    COUVERT_E2E_NOW: options.now ?? '',
  });
  if (options.viaStartScript) {
    // What `npm start` leaves to the defaults: NODE_ENV (production) and the links' base address.
    for (const key of ['NODE_ENV', 'PUBLIC_URL', 'WORKER']) delete env[key];
    env.SKIP_BUILD = '1';
  }
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...preload, ...entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
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

  let db: Database.Database | undefined;
  const open = () => {
    db ??= new Database(path.join(dataDir, 'couvert.sqlite'));
    db.pragma('busy_timeout = 10000');
    return db;
  };
  return {
    baseURL,
    dataDir,
    sql: <T>(query: string, ...params: unknown[]) => open().prepare(query).all(...params) as T[],
    run: (query: string, ...params: unknown[]) => void open().prepare(query).run(...params),
    async stop() {
      db?.close();
      if (!exited) {
        child.kill('SIGTERM');
        for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
