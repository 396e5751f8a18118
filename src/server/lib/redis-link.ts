import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLinkLogger {
  warn(message: string): void;
  info(message: string): void;
}

export interface RedisLinkOptions {
  /** `CLIENT SETNAME`, so an operator (or a test) sees who is connected. */
  name: string;
  /** What the application does without Redis, said once when it is lost. */
  fallback: string;
  logger: RedisLinkLogger;
  /** Deadline of one command; past it Redis is treated as down until it answers again. */
  commandTimeoutMs?: number;
}

export interface RedisLink {
  readonly client: Redis;
  /** Connected and answering: worth sending a command to. */
  available(): boolean;
  /** Resolves once the link is available (at once when it is). */
  whenAvailable(): Promise<void>;
  /** Runs a command when Redis is available; rejects at once otherwise, or at the deadline. */
  run<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const PROBE_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 2000;

class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
}

/**
 * A Redis connection that never holds a request hostage. Commands have a deadline and are refused
 * at once while Redis is known to be down (closed connection, or a command that timed out on a
 * connection that looks open: a hung server or a partition), so callers fall back immediately.
 * It reconnects forever (at most every 2 s), probes a hung connection every second, and logs each
 * loss and each return once — never one line per retry.
 */
export function connectRedis(url: string, options: RedisLinkOptions): RedisLink {
  const redisOptions: RedisOptions = {
    connectionName: options.name,
    lazyConnect: false,
    connectTimeout: 2000,
    commandTimeout: options.commandTimeoutMs ?? 300,
    // Nothing waits for a reconnection: a command while disconnected fails at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), MAX_RECONNECT_DELAY_MS),
  };
  const client = new Redis(url, redisOptions);
  let up = false;
  let announcedDown = false;
  let closed = false;
  let probe: NodeJS.Timeout | null = null;
  let waiting: Array<() => void> = [];

  const markUp = () => {
    if (probe) clearInterval(probe);
    probe = null;
    if (closed) return;
    up = true;
    for (const resolve of waiting.splice(0)) resolve();
    if (announcedDown) options.logger.info(`Redis de nouveau joignable (${options.name})`);
    announcedDown = false;
  };
  const markDown = (reason: unknown) => {
    if (closed) return;
    up = false;
    if (!announcedDown) {
      announcedDown = true;
      const detail = reason instanceof Error ? reason.message : String(reason);
      options.logger.warn(`Redis injoignable (${options.name}) : ${options.fallback} — ${detail}`);
    }
    // A connection that still looks open but does not answer: ask it again every second.
    if (!probe && client.status === 'ready') {
      probe = setInterval(() => {
        if (client.status === 'ready') client.ping().then(markUp, () => undefined);
      }, PROBE_MS);
      probe.unref();
    }
  };

  client.on('ready', markUp);
  // Without an 'error' listener ioredis prints "Unhandled error event" on every retry.
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connexion fermée')));

  return {
    client,
    available: () => up && client.status === 'ready',
    whenAvailable: () => (up && client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    async run(command) {
      if (!up || client.status !== 'ready') throw new RedisUnavailableError(`Redis indisponible (${options.name})`);
      try {
        return await command(client);
      } catch (error) {
        // A Redis reply error (a bad command) says nothing about the connection.
        if (!(error instanceof Error && error.name === 'ReplyError')) markDown(error);
        throw error;
      }
    },
    async close() {
      closed = true;
      waiting = [];
      if (probe) clearInterval(probe);
      await client.quit().catch(() => client.disconnect());
    },
  };
}
