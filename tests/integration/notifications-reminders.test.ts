import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { enqueueDueReminders } from '../../src/server/modules/notifications/reminders';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, questionIds, setRestaurant, SLUG } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// The day before, from 10:00 in the restaurant's zone, every booking of tomorrow gets one reminder
// — however many times, and by however many workers, the job runs.

describe.each(await dialectsUnderTest())('reminders on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let q: { required: number; optional: number };
  let diner = 1500;

  const book = async (date: string, hour: string) => {
    const who = dinerOf(++diner);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date, hour }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...who, ...(res.body.object as { guid: string; shortId: string }) };
  };
  const reminders = async () => (await outboxRows(server, 'booking_reminder')).map((r) => r.recipient);
  const runJob = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      await worker.runScheduledJobs();
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
    server.clock.set(DEFAULT_TEST_NOW);
  });

  it('queues one reminder per booking of tomorrow, from 10:00 the day before, even with two workers racing', async () => {
    // Booked on Tuesday for Thursday and Friday.
    const thursday = await book(DAY.thursday, '20:00');
    const thursdayCancelled = await book(DAY.thursday, '20:15');
    const friday = await book(DAY.friday, '20:00');
    await server.call('POST', `/api/bookings/${thursdayCancelled.guid}/cancel`);

    // Wednesday 09:30 in Paris: too early.
    server.clock.set('2026-11-18T08:30:00Z');
    await runJob();
    expect(await reminders()).toEqual([]);

    // Wednesday 10:05: a late booking for Thursday is made the day before and is not reminded.
    server.clock.set('2026-11-18T09:05:00Z');
    const lateBooker = await book(DAY.thursday, '21:00');
    const second = openDatabase(server.config.database);
    try {
      await Promise.all([runJob(), enqueueDueReminders(second, server.clock.now()), runJob(), enqueueDueReminders(second, server.clock.now())]);
    } finally {
      await second.close();
    }
    const queued = await reminders();
    expect(queued.filter((r) => r === thursday.email)).toHaveLength(1);
    expect(queued).not.toContain(thursdayCancelled.email);
    expect(queued).not.toContain(friday.email);
    expect(queued).not.toContain(lateBooker.email);

    const worker = workerFor(server, { smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
    const toThursday = smtp.received.filter((m) => m.envelopeTo.includes(thursday.email));
    expect(toThursday.map((m) => m.subject).sort()).toEqual(['Rappel : votre réservation demain – Le Petit Zinc', 'Réservation confirmée – Le Petit Zinc']);
    const mail = toThursday.find((m) => m.subject.startsWith('Rappel'))!;
    expect(mail.text).toContain('Date : Jeudi 19 novembre 2026');
    expect(linksIn(mail.text)).toContain(`${server.url}/resa/${thursday.shortId}`);
    // Sent the day before: a delay can be told from the page only on the day itself.
    expect(mail.text).toContain('Un retard demain ? Le jour même, prévenez le restaurant depuis la page de votre réservation : Gérer ma réservation : ');
    expect(mail.attachments[0]!.content).toContain('DTSTART;TZID=Europe/Paris:20261119T200000');

    // Thursday 10:05: Friday's turn, and Thursday's reminder is not queued again.
    server.clock.set('2026-11-19T09:05:00Z');
    await runJob();
    await runJob();
    const later = await reminders();
    expect(later.filter((r) => r === friday.email)).toHaveLength(1);
    expect(later.filter((r) => r === thursday.email)).toHaveLength(1);
  });

  it('sends none when the restaurant has turned reminders off', async () => {
    await setRestaurant(server, SLUG, { reminders_enabled: 0 });
    try {
      const sunday = await book(DAY.sunday, '12:30');
      server.clock.set('2026-11-21T11:00:00Z');
      await runJob();
      expect(await reminders()).not.toContain(sunday.email);
    } finally {
      await setRestaurant(server, SLUG, { reminders_enabled: 1 });
    }
  });
});
