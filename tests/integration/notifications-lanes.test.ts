import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, codeBody, dinerOf, questionIds, restaurantRow } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startHungSmtp, startSmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait-until';

// The outbox's lanes: every message is written with its lane and priority, a send that gets no
// answer is abandoned at the lane's deadline, and a claim is renewed while its message is sent.

describe.each(await dialectsUnderTest())('delivery lanes on %s', (dialect) => {
  let server: TestServer;
  let diner = 2000;

  const book = async () => {
    const q = await questionIds(server);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, dinerOf(++diner)));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return dinerOf(diner).email;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes each message with the lane of its channel and its urgency', async () => {
    await server.db.kysely.deleteFrom('outbox').execute();
    const { id: restaurantId } = await restaurantRow(server);
    await book();
    expect((await server.call('POST', '/api/code/create', codeBody('+33612345678'))).status).toBe(200);
    expect(
      (await server.call('POST', '/api/subscriptions', { restaurant_id: restaurantId, email: 'voisin@exemple.fr', phone_number: '', consent: true })).status,
    ).toBe(200);
    const rows = await outboxRows(server);
    const byKind = Object.fromEntries(rows.map((r) => [`${r.kind}/${r.channel}`, { lane: r.lane, priority: r.priority }]));
    expect(byKind['booking_received/email']).toEqual({ lane: 'email', priority: 1 });
    expect(byKind['sms_code/sms']).toEqual({ lane: 'sms', priority: 0 });
    expect(byKind['subscription_confirm/email']).toEqual({ lane: 'email', priority: 1 });
  });

  it('abandons a send the SMTP server never answers at the lane deadline, and retries it later', async () => {
    await server.db.kysely.deleteFrom('outbox').execute();
    const hung = await startHungSmtp();
    const email = await book();
    const worker = workerFor(server, { smtpUrl: hung.url }, { lanes: [{ name: 'email', channel: 'email', concurrency: 1, sendTimeoutMs: 500 }] });
    try {
      const started = performance.now();
      expect(await worker.runOnce()).toBe(1);
      // Well before nodemailer's own 10 s greeting timeout.
      expect(performance.now() - started).toBeLessThan(3000);
      const [row] = await outboxRows(server, 'booking_received');
      expect(row).toMatchObject({ recipient: email, status: 'pending', attempts: 1, locked_by: null });
      expect(row!.last_error).toMatch(/pas de réponse du fournisseur/);
      expect(hung.connections()).toBe(1);
    } finally {
      await worker.stop();
      await hung.close();
    }
  });

  it('renews the claim of a message while it is being sent', async () => {
    await server.db.kysely.deleteFrom('outbox').execute();
    const smtp = await startSmtpStub();
    smtp.holdNext(1);
    await book();
    // The server's clock stands still; the worker's runs, so the lease is read against it.
    const worker = workerFor(server, { smtpUrl: smtp.url }, { now: () => new Date(), leaseMs: 800, reminderIntervalMs: false });
    try {
      worker.start();
      await smtp.waitFor(1, 10_000);
      const claimedUntil = async () => (await outboxRows(server, 'booking_received'))[0]!.locked_until ?? '';
      const first = await claimedUntil();
      // Several leases later, the message is still being sent and still held by this worker.
      await waitUntil(async () => (await claimedUntil()) > first, 3000, 'réservation prolongée');
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const [row] = await outboxRows(server, 'booking_received');
      expect(row).toMatchObject({ status: 'pending', locked_by: worker.id });
      expect(Date.parse(row!.locked_until!)).toBeGreaterThan(Date.now());
      smtp.releaseHeld();
      await waitUntil(async () => (await outboxRows(server, 'booking_received'))[0]!.status === 'sent', 5000, 'message envoyé');
      expect(smtp.received).toHaveLength(1);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
