// A server of its own for the staff end-to-end tests: the real built server on a fresh SQLite
// database seeded with the demo, its clock on Tuesday 17 November 2026 at 12:20 in Paris (lunch in
// progress), the outbox kept for reading. The browser's clock is set to the same instant.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';

export const SERVER_NOW = '2026-11-17T11:20:00Z';
export const TODAY = '2026-11-17';
/** The seed's few bookings: 12:00, 12:30, 13:00, 20:00, 20:30. */
export const WEDNESDAY = '2026-11-18';
export const THURSDAY = '2026-11-19';
export const FRIDAY = '2026-11-20';

export interface StaffServer {
  baseURL: string;
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

export async function startStaffServer(): Promise<StaffServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'couvert-e2e-staff-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const built = path.resolve('dist/server/main.js');
  const preload = pathToFileURL(path.resolve('e2e/staff/shifted-clock.mjs')).href;
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
    WORKER: 'false',
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
