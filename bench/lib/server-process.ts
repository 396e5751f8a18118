import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { freePort } from './free-port';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Inside node_modules so the bundle resolves its external packages like dist/server does, and
// git-ignored with it. One folder per process: several runs may bundle at the same time.
const BUNDLE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'couvert-bench', `${process.pid}-${Date.now().toString(36)}`);
const bundles = new Map<string, Promise<string>>();
let cleanupRegistered = false;

/**
 * Bundles a server entry the way `npm run build` does (esbuild, packages external), from the
 * current sources: the figures are those of the code in the tree, never of a stale dist/.
 */
export function bundleEntry(entry: string): Promise<string> {
  let pending = bundles.get(entry);
  if (!pending) {
    if (!cleanupRegistered) {
      cleanupRegistered = true;
      process.once('exit', () => rmSync(BUNDLE_DIR, { recursive: true, force: true }));
    }
    const outfile = path.join(BUNDLE_DIR, `${path.basename(entry, '.ts')}.mjs`);
    mkdirSync(BUNDLE_DIR, { recursive: true });
    pending = build({
      entryPoints: [path.join(REPO_ROOT, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    }).then(() => outfile);
    bundles.set(entry, pending);
  }
  return pending;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process printed on stderr and stdout, for diagnostics. */
  output(): string;
  /** Lines logged at level error or worse (pino level >= 50). */
  errorLogCount(): number;
  /** SIGTERM and wait (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, like a power cut of the process. */
  kill9(): Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Entry to run; the API server by default. */
  entry?: string;
  /** A file already built by `npm run build` (dist/server/main.js), run as is instead of `entry`. */
  script?: string;
  /** A command the process is started through (it must exec it), e.g. `prlimit --fsize=… --`. */
  wrapper?: string[];
  /** Flags given to node before the entry (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Path answered once the server is ready. */
  readyPath?: string;
  timeoutMs?: number;
}

/**
 * Starts the real server as a child process (its own event loop, as in production) with the
 * bot check, rate limits and worker off: the benchmark measures the booking path, not them.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  // A port picked at random may be bound by another process in the instant between the pick and
  // the server's own bind (many suites start servers on one machine): the server then stops at
  // once, and another pick is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, options.port ?? (await freePort()));
    } catch (error) {
      if (!(error instanceof PortTaken) || options.port !== undefined || attempt >= 5) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(options: StartOptions, port: number): Promise<ServerProcess> {
  const entry = options.entry ?? 'src/server/main.ts';
  const useTsx = process.env.BENCH_SERVER === 'tsx';
  const run = options.script ? [options.script] : useTsx ? ['--import', 'tsx', path.join(REPO_ROOT, entry)] : [await bundleEntry(entry)];
  const args = [...(options.nodeArgs ?? []), ...run];
  const [command, ...commandArgs] = [...(options.wrapper ?? []), process.execPath, ...args];
  const child = spawn(command!, commandArgs, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: process.env.TZ ?? 'UTC',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      BOT_CHECK: 'false',
      RATE_LIMIT: 'false',
      WORKER: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errorLines = 0;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    for (const line of text.split('\n')) if (/"level":(5|6)\d/.test(line)) errorLines++;
    output = (output + text).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, port, url + (options.readyPath ?? '/api/app/config/'), options.timeoutMs ?? 60_000, () => output);
  return {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    errorLogCount: () => errorLines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // A graceful close waits for open connections; past 10 s the scenario is over anyway.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Whether a server's output says it listens on that port (the product's server and the floor both
 * print "prêt : <url>"). An answer on the port proves nothing alone: in the instant between picking
 * a free port and binding it, another process's server may take it and answer in its place.
 */
export const saysListening = (output: string, port: number) => new RegExp(`prêt : \\S+:${port}\\b`).test(output);

async function waitUntilReady(child: ChildProcess, port: number, url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (/EADDRINUSE/.test(output())) throw new PortTaken(`Port ${port} pris par un autre processus`);
      throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode ?? child.signalCode}) :\n${output()}`);
    }
    if (saysListening(output(), port)) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        if (response.status < 500) return;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`Le serveur n'a pas répondu en ${timeoutMs} ms :\n${output()}`);
}
