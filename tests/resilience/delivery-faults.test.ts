import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sendMarketing } from '../../src/server/modules/notifications/marketing-service';
import { bookingBody, codeBody, dinerOf, restaurantRow, SLUG } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { outboxRows } from '../support/notification-harness';
import { openEvening } from '../support/open-dates';
import { startSmsStub } from '../support/sms-stub';
import { startHungSmtp, startSmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait-until';
import { databaseUrlOf, startWorkerProcess, type WorkerProcess } from '../support/worker-process';

// Delivery under provider faults, with `npm run worker` as real processes on their shipped
// settings: a hung SMTP server must not hold back SMS codes, a mailing backlog must not hold back a
// booking confirmation, and a worker killed mid-send must be replaced within seconds, the resent
// e-mail keeping its Message-ID.

const SMS_ENV = (url: string) => ({ SMS_API_URL: url, SMS_ACCOUNT_SID: 'AC-test', SMS_AUTH_TOKEN: 'secret', SMS_FROM: 'Couvert' });

describe.each(await dialectsUnderTest())('delivery faults on %s', (dialect) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function serverOnRealClock(): Promise<TestServer> {
    const server = await startTestServer(dialect, { now: new Date().toISOString() });
    cleanups.push(() => server.close());
    return server;
  }

  async function worker(server: TestServer, env: Record<string, string>, name: string): Promise<WorkerProcess> {
    const process = await startWorkerProcess({
      databaseUrl: databaseUrlOf(server.config.database),
      dataDir: path.join(server.config.dataDir, name),
      publicUrl: server.url,
      env,
    });
    cleanups.push(() => process.stop());
    return process;
  }

  async function book(server: TestServer, diner: number) {
    // The server's clock is set by hand: the booking (and its message) is made now.
    server.clock.set(new Date());
    const { body } = await server.call('GET', `/api/restaurants/${SLUG}/questions`);
    const questionId = (body.object as Array<{ id: number; required: boolean }>).find((q) => q.required)!.id;
    const res = await server.call('POST', '/api/bookings', bookingBody(questionId, { date: openEvening(new Date()), hour: '20:00', ...dinerOf(diner) }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return dinerOf(diner).email;
  }

  it('delivers an SMS code in seconds while SMTP hangs with e-mails queued ahead of it', async () => {
    const server = await serverOnRealClock();
    const smtp = await startHungSmtp();
    cleanups.push(() => smtp.close());
    const sms = await startSmsStub();
    cleanups.push(() => sms.close());
    const { id: restaurantId } = await restaurantRow(server);
    // Sixty sign-ups, each queueing an e-mail, then a diner asks for a code.
    for (let i = 0; i < 60; i++) {
      const res = await server.call('POST', '/api/subscriptions', {
        restaurant_id: restaurantId,
        email: `abonne.${i}@exemple.fr`,
        phone_number: '',
        consent: true,
      });
      expect(res.status).toBe(200);
    }
    // The code is asked for a checked draft: an evening the server (on the real clock) accepts.
    const code = await server.call('POST', '/api/code/create', codeBody('+33612345678', { date: openEvening(new Date()), hour: '20:00' }));
    expect(code.status, JSON.stringify(code.body)).toBe(200);

    await worker(server, { SMTP_URL: smtp.url, ...SMS_ENV(sms.url) }, 'worker');
    const started = performance.now();
    await waitUntil(() => sms.requests.length > 0, 10_000, 'code SMS reçu');
    const waited = performance.now() - started;

    expect(waited).toBeLessThan(5000);
    expect(sms.requests[0]!.form.Body).toMatch(/Le Petit Zinc : votre code de confirmation de réservation est \d{6}/);
    // The e-mails are really being tried, and stuck.
    await waitUntil(() => smtp.connections() > 0, 5000, 'connexion SMTP tentée');
    await waitUntil(async () => (await outboxRows(server, 'sms_code'))[0]?.status === 'sent', 5000, 'code marqué envoyé');
    const emails = await outboxRows(server, 'subscription_confirm');
    expect(emails.filter((r) => r.status === 'sent')).toHaveLength(0);
  }, 60_000);

  it('sends a booking confirmation ahead of a mailing backlog', async () => {
    const server = await serverOnRealClock();
    const smtp = await startSmtpStub({ replyDelayMs: 250 });
    cleanups.push(() => smtp.close());
    const { id: restaurantId } = await restaurantRow(server);
    const at = new Date().toISOString();
    const subscribers = Array.from({ length: 150 }, (_, i) => ({
      guid: randomBytes(16).toString('base64url'),
      restaurant_id: restaurantId,
      email: `lecteur.${i}@exemple.fr`,
      phone_number: '',
      status: 'active',
      confirm_token: null,
      consent_text: 'J’accepte de recevoir les communications du jour.',
      consent_channels: 'email',
      consent_at: at,
      confirmed_at: at,
      unsubscribed_at: null,
      created_at: at,
    }));
    await server.db.kysely.insertInto('subscriptions').values(subscribers).execute();
    const mailing = await sendMarketing(
      { db: server.db, now: () => new Date() },
      { restaurantId, subject: 'Le menu de la semaine', text: 'Blanquette.', channels: ['email'] },
    );
    expect(mailing.emails).toBe(150);
    const diner = await book(server, 7);

    await worker(server, { SMTP_URL: smtp.url }, 'worker');
    await waitUntil(() => smtp.received.some((m) => m.envelopeTo.includes(diner)), 20_000, 'confirmation reçue');
    const marketingBefore = smtp.received.filter((m) => !m.envelopeTo.includes(diner)).length;

    // Counted in e-mails, not in milliseconds: how soon the worker starts depends on the machine's
    // load, the order it sends in does not. Ahead of the backlog is among the first few sent (the
    // ones already taken when the confirmation was queued), not after the 150 of the mailing.
    expect(marketingBefore, `${marketingBefore} e-mails de la lettre passés avant`).toBeLessThan(10);
  }, 60_000);

  it('has a killed worker’s message delivered by another within seconds, with the same Message-ID', async () => {
    const server = await serverOnRealClock();
    const smtp = await startSmtpStub();
    cleanups.push(() => smtp.close());
    const diner = await book(server, 9);
    // The SMTP server takes the first e-mail but has not said so when the worker dies.
    smtp.holdNext(1);

    const first = await worker(server, { SMTP_URL: smtp.url }, 'first');
    await smtp.waitFor(1, 10_000);
    const second = await worker(server, { SMTP_URL: smtp.url }, 'second');
    const killedAt = performance.now();
    await first.kill9();
    smtp.releaseHeld();

    await smtp.waitFor(2, 30_000);
    const gap = performance.now() - killedAt;
    expect(gap).toBeLessThan(15_000);
    const [lost, resent] = smtp.received;
    expect(resent!.envelopeTo).toEqual([diner]);
    expect(resent!.messageId).toBe(lost!.messageId);
    await waitUntil(async () => (await outboxRows(server, 'booking_received'))[0]?.status === 'sent', 5000, 'message marqué envoyé');
    const [row] = await outboxRows(server, 'booking_received');
    expect(row).toMatchObject({ status: 'sent', locked_by: null });
    expect(second.output()).not.toContain('Erreur');
  }, 60_000);
});
