import { spawn } from 'node:child_process';
import { bundleEntry, REPO_ROOT } from '../../bench/lib/server-process';
import type { AppConfig } from '../../src/server/config';

export interface WorkerProcess {
  pid: number;
  output(): string;
  /** SIGKILL: no shutdown hook runs, claims stay as they were. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/** What a server is given as DATABASE_URL for a database configuration. */
export function databaseUrlOf(database: AppConfig['database']): string {
  return database.kind === 'sqlite' ? `sqlite:${database.file}` : database.url;
}

/**
 * `npm run worker` as a real child process (bundled from the current sources), with its
 * production defaults: lanes, leases and timeouts are the shipped ones. Resolves once it says
 * it has started.
 */
export async function startWorkerProcess(options: {
  databaseUrl: string;
  dataDir: string;
  publicUrl: string;
  env?: Record<string, string>;
}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [await bundleEntry('src/server/worker-main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: process.env.TZ ?? 'UTC',
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PUBLIC_URL: options.publicUrl,
      JWT_SECRET: 'worker-secret-worker-secret-worker-secret-01',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('Distribution des messages démarrée')) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`Le distributeur s'est arrêté au démarrage (code ${code}) :\n${output}`)));
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid!,
    output: () => output,
    async kill9() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
