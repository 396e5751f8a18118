// Starts the REAL server on a fresh temporary SQLite database (seeded with the demo restaurants)
// and waits until it answers. E2E_BASE_URL skips this and uses a server already running.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { STATE_FILE } from './server-state';

const STARTUP_TIMEOUT_MS = 60_000;

async function waitForServer(url: string, isAlive: () => boolean, logs: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`Le serveur s'est arrêté au démarrage :\n${logs()}`);
    try {
      const res = await fetch(`${url}/api/app/config/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Le serveur n'a pas répondu sur ${url} en ${STARTUP_TIMEOUT_MS / 1000} s :\n${logs()}`);
}

export default async function globalSetup(_config: FullConfig): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const port = Number(process.env.E2E_PORT ?? 4173);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'couvert-e2e-'));
  const built = path.resolve('dist/server/main.js');
  const [command, args] = existsSync(built)
    ? [process.execPath, [built]]
    : [process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('src/server/main.ts')]];

  // A clean environment for the server: the embedded SQLite database, messages kept in the outbox.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_API_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM', 'PUBLIC_URL']) {
    delete env[key];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    SEED_DEMO: 'true',
  });

  let output = '';
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });

  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir }));
  await waitForServer(`http://127.0.0.1:${port}`, () => alive, () => output);
}
