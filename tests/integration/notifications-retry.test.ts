import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, dinerOf, questionIds } from '../support/booking-fixtures';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// When the SMTP server refuses temporarily, the message waits 30 s, then 60 s, 120 s… and goes
// out once the server recovers; after the last attempt, or on a permanent refusal, it is 'failed'.

describe.each(await dialectsUnderTest())('delivery retries on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let q: { required: number; optional: number };
  let diner = 1100;

  const bookFor = async () => {
    const who = dinerOf(++diner);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, who));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return who.email;
  };
  const rowFor = async (email: string) => (await outboxRows(server, 'booking_received')).find((r) => r.recipient === email)!;
  const attempt = async (maxAttempts = 8) => {
    const worker = workerFor(server, { smtpUrl: smtp.url }, { retry: { jitter: 0, maxAttempts } });
    try {
      return await worker.runOnce();
    } finally {
      await worker.stop();
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    server = await startTestServer(dialect);
    q = await questionIds(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  it('backs off exponentially while SMTP fails, then delivers once when it recovers', async () => {
    const email = await bookFor();
    smtp.failNext(3, 451);
    const start = server.clock.now().getTime();
    const delays: number[] = [];
    for (let i = 1; i <= 3; i++) {
      expect(await attempt()).toBe(1);
      const row = await rowFor(email);
      expect(row).toMatchObject({ status: 'pending', attempts: i, locked_by: null, locked_until: null });
      expect(row.last_error).toMatch(/451/);
      delays.push(Date.parse(row.next_attempt_at) - server.clock.now().getTime());
      // Not due yet: a worker passing by does nothing.
      expect(await attempt()).toBe(0);
      server.clock.set(row.next_attempt_at);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000]);
    expect(server.clock.now().getTime() - start).toBe(210_000);

    expect(await attempt()).toBe(1);
    const row = await rowFor(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 4, last_error: null });
    expect(row.sent_at).toBe(server.clock.now().toISOString());
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
  });

  it("marks the message 'failed' after the last attempt", async () => {
    const email = await bookFor();
    smtp.failNext(3, 421);
    for (let i = 1; i <= 3; i++) {
      await attempt(3);
      server.clock.set((await rowFor(email)).next_attempt_at);
    }
    const row = await rowFor(email);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    server.clock.set(new Date(server.clock.now().getTime() + 24 * 3600_000));
    expect(await attempt(3)).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('does not retry a permanent refusal (5xx)', async () => {
    const email = await bookFor();
    smtp.failNext(1, 550);
    await attempt();
    expect(await rowFor(email)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('retries when the SMTP server cannot be reached at all', async () => {
    const email = await bookFor();
    const worker = workerFor(server, { smtpUrl: 'smtp://127.0.0.1:1' }, { retry: { jitter: 0 } });
    await worker.runOnce();
    await worker.stop();
    const row = await rowFor(email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    server.clock.set(row.next_attempt_at);
    await attempt();
    expect(await rowFor(email)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
