import type { AppConfig } from '../../src/server/config';
import { createOutboxWorker, silentLogger, type OutboxWorker, type OutboxWorkerOptions } from '../../src/server/modules/notifications/outbox-worker';
import type { TestServer } from './test-server';

/**
 * An outbox worker for a test server: same database and clock, links pointing at the server
 * itself, providers given by the test (SMTP stub, SMS stub) or the development files.
 */
export function workerFor(
  server: TestServer,
  providers: { smtpUrl?: string; sms?: AppConfig['sms'] } = {},
  options: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  const config: AppConfig = { ...server.config, publicUrl: server.url, smtpUrl: providers.smtpUrl, sms: providers.sms };
  return createOutboxWorker({ db: server.db, config, now: server.clock.now, logger: silentLogger, reminderIntervalMs: false, ...options });
}

export async function outboxRows(server: TestServer, kind?: string) {
  let query = server.db.kysely.selectFrom('outbox').selectAll().orderBy('id');
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

/** The path of a link whose origin is the test server (`/resa/abc` for `http://127.0.0.1:1234/resa/abc`). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}
