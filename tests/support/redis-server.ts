import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../bench/lib/free-port';

/**
 * A private redis-server on a free loopback port, for tests that stop, hang or restart Redis:
 * the machine's shared Redis is never touched. No persistence, so a restart starts empty.
 */
export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGKILL: the server vanishes, its connections are reset. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: connections stay open but nothing answers (a hung or partitioned Redis). */
  pause(): void;
  resume(): void;
  /** Starts it again on the same port (after kill). */
  restart(): Promise<void>;
  /** `CLIENT LIST` names of the connected clients. */
  clientNames(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function launch(): Promise<void> {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          proc.stdout.off('data', onData);
          resolve();
        }
      };
      proc.stdout.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`redis-server s'est arrêté (code ${code}) :\n${output}`)));
    });
    // Keep draining its output so that a full pipe never blocks it.
    proc.stdout.resume();
    proc.stderr.resume();
  }

  async function killChild(): Promise<void> {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGCONT');
    proc.kill('SIGKILL');
    await exited;
  }

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: killChild,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    restart: launch,
    async clientNames() {
      const out = await new Promise<string>((resolve, reject) => {
        const cli = spawn('redis-cli', ['-p', String(port), 'client', 'list'], { stdio: ['ignore', 'pipe', 'ignore'] });
        let text = '';
        cli.stdout.on('data', (c: Buffer) => (text += c.toString()));
        cli.once('error', reject);
        cli.once('exit', () => resolve(text));
      });
      return [...out.matchAll(/\bname=(\S*)/g)].map((m) => m[1]!).filter(Boolean);
    },
    stop: killChild,
  };
}
