import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import type { AppConfig } from '../../src/server/config';
import { createOutboxWorker, silentLogger, type OutboxWorker } from '../../src/server/modules/notifications/outbox-worker';
import { createTransports } from '../../src/server/modules/notifications/transports';
import { dialectsUnderTest } from '../support/databases';
import { restaurantRow } from '../support/booking-fixtures';
import { outboxRows } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';

// Two worker processes share the database (each with its own connection pool, as two machines
// would): 200 queued e-mails, each delivered exactly once, and both workers take part.

const MESSAGES = 200;

describe.each(await dialectsUnderTest())('two workers on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  const pools: Db[] = [];

  beforeAll(async () => {
    smtp = await startSmtpStub();
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await server?.close();
    await smtp?.close();
  });

  it(`delivers ${MESSAGES} messages exactly once`, { timeout: 120_000 }, async () => {
    const { id: restaurantId } = await restaurantRow(server);
    // Real sign-ups through the API, each queueing its double opt-in e-mail.
    for (let i = 0; i < MESSAGES; i += 20) {
      const batch = Array.from({ length: 20 }, (_, k) =>
        server.call('POST', '/api/subscriptions', { restaurant_id: restaurantId, email: `abonne.${i + k}@exemple.fr`, phone_number: '', consent: true }),
      );
      for (const res of await Promise.all(batch)) expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await outboxRows(server, 'subscription_confirm')).filter((r) => r.status === 'pending')).toHaveLength(MESSAGES);

    const config: AppConfig = { ...server.config, publicUrl: server.url, smtpUrl: smtp.url };
    const sentBy = new Map<string, number>();
    const workers: OutboxWorker[] = ['worker-a', 'worker-b'].map((workerId) => {
      const db = openDatabase(server.config.database);
      pools.push(db);
      const transports = createTransports(config, server.clock.now);
      const send = transports.mailer.send.bind(transports.mailer);
      transports.mailer.send = async (message) => {
        const result = await send(message);
        sentBy.set(workerId, (sentBy.get(workerId) ?? 0) + 1);
        return result;
      };
      return createOutboxWorker({
        db,
        config,
        now: server.clock.now,
        transports,
        workerId,
        batchSize: 5,
        concurrency: 3,
        pollIntervalMs: 10,
        reminderIntervalMs: false,
        logger: silentLogger,
      });
    });
    for (const worker of workers) worker.start();
    await smtp.waitFor(MESSAGES, 90_000);
    // stop() returns once every batch in flight is sent: a duplicate would have reached the stub.
    await Promise.all(workers.map((w) => w.stop()));

    const counts = smtp.countsByMessageId();
    expect(counts.size).toBe(MESSAGES);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(smtp.received.map((m) => m.envelopeTo[0])).size).toBe(MESSAGES);
    const rows = await outboxRows(server, 'subscription_confirm');
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.locked_by === null)).toBe(true);
    expect((sentBy.get('worker-a') ?? 0) + (sentBy.get('worker-b') ?? 0)).toBe(MESSAGES);
    expect(sentBy.get('worker-a')).toBeGreaterThan(0);
    expect(sentBy.get('worker-b')).toBeGreaterThan(0);
  });
});
