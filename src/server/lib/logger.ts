import { pino, type Level, type Logger } from 'pino';
import { redactUrl } from './redact-url';

export type { Logger };

/**
 * The process's one logger (JSON lines, pino): the HTTP server, the outbox worker, the database
 * pool and Redis links all write through it, so every line has the same shape and level numbers.
 */
export function createLogger(config: { logLevel: Level | 'silent' }): Logger {
  return pino({
    level: config.logLevel,
    serializers: {
      // Capability links (my-booking, unsubscribe) are secrets: request lines carry them redacted.
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  });
}

/** The outbox worker's logging interface (message first, then fields) on the process's logger. */
export function workerLogger(log: Logger) {
  return {
    info: (message: string, data?: Record<string, unknown>) => log.info(data ?? {}, message),
    warn: (message: string, data?: Record<string, unknown>) => log.warn(data ?? {}, message),
    error: (message: string, data?: Record<string, unknown>) => log.error(data ?? {}, message),
  };
}
