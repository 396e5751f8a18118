import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundleEntry, REPO_ROOT } from '../../bench/lib/server-process';

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string; object?: { reason?: string; shortId?: string } | null };
  ms: number;
}

/** One HTTP call with a patience; no answer at all is status 0. */
export async function call(url: string, init: RequestInit = {}, patienceMs = 15_000): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(patienceMs) });
    const text = await response.text();
    let body: Answer['body'] = {};
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = { message: text };
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: performance.now() - started };
  } catch {
    return { status: 0, retryAfter: null, body: {}, ms: performance.now() - started };
  }
}

export function postBooking(baseUrl: string, body: unknown, key?: string, patienceMs?: number): Promise<Answer> {
  return call(
    `${baseUrl}/api/bookings`,
    {
      method: 'POST',
      headers: key ? { 'content-type': 'application/json', 'idempotency-key': key } : { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    patienceMs,
  );
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface WorkerProcess {
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** The standalone outbox worker (`npm run worker`) as a real process; resolves once it has started. */
export async function startWorkerProcess(databaseUrl: string, dataDir: string): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [await bundleEntry('src/server/worker-main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: process.env.TZ ?? 'UTC',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.resolve(dataDir),
      JWT_SECRET: 'fault-secret-fault-secret-fault-secret-0001',
      LOG_LEVEL: 'warn',
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
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before starting:\n${output}`)));
  });
  return {
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `output()` matches (the child's log reaches the pipe a little after its answer); false past the deadline. */
export async function outputMatches(output: () => string, pattern: RegExp, withinMs = 5000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!pattern.test(output())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}
