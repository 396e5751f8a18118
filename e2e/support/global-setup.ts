// Starts the REAL server on a fresh temporary SQLite database (seeded with the demo restaurants)
// and waits until it answers; global-teardown stops it. E2E_BASE_URL skips this and uses a server
// already running.
//
// The built server and web app are copied to the temporary folder first, so that a build started
// meanwhile in the working tree (which empties dist/) cannot pull the files from under the server.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENV } from './server-state';

const STARTUP_TIMEOUT_MS = 60_000;

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

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

/** A copy of dist/ beside a link to node_modules; the server finds its web app at ../../dist/web. */
function snapshotBuild(root: string): string | null {
  const server = path.resolve('dist/server/main.js');
  if (!existsSync(server) || !existsSync(path.resolve('dist/web/index.html'))) return null;
  const app = path.join(root, 'app');
  mkdirSync(app, { recursive: true });
  cpSync(path.resolve('dist/server'), path.join(app, 'dist/server'), { recursive: true });
  cpSync(path.resolve('dist/web'), path.join(app, 'dist/web'), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(app, 'node_modules'), 'dir');
  return path.join(app, 'dist/server/main.js');
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const port = Number(process.env.E2E_PORT ?? 4173);
  if (await portInUse(port)) {
    throw new Error(`Le port ${port} est déjà occupé : arrêtez l'autre serveur ou choisissez-en un autre avec E2E_PORT=…`);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'couvert-e2e-'));
  const dataDir = path.join(root, 'data');
  const built = snapshotBuild(root);
  const [command, args] = built
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
    SEED_DEMO_HISTORY: 'false',
  });

  let output = '';
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });

  // Global setup and teardown run in the same runner process: the environment carries the state.
  process.env[SERVER_ENV] = JSON.stringify({ pid: child.pid, root });
  try {
    await waitForServer(
      `http://127.0.0.1:${port}`,
      () => alive,
      () => output,
    );
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}
