import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES, REMINDER_TIME_MESSAGE } from '../../src/domain/diner-attendance';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, expectRefusal, questionIds, setRestaurant, SLUG } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, pathOf, workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';
import { LiveFeed, type LiveEvent } from '../../src/server/modules/service-book/live-feed';

// The day-before reminder at the restaurant's own time, by e-mail and (when turned on) by SMS
// within the budget and 08:00–20:00; the diner's "Je confirme" / "J'annule", idempotent, seen in
// the service book and the statistics. Paris is UTC+1 in November.

describe.each(await dialectsUnderTest())('reminder answers on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let q: { required: number; optional: number };
  let zinc: number;
  let owner: string;
  let diner = 2600;

  const book = async (date: string, hour: string) => {
    const who = dinerOf(++diner);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date, hour }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...who, ...(res.body.object as { guid: string; shortId: string }) };
  };
  const providers = () => ({ smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: 'AC1', authToken: 'jeton', from: '+33700000001' } });
  const runJob = async () => {
    const worker = workerFor(server, providers());
    try {
      await worker.runScheduledJobs();
    } finally {
      await worker.stop();
    }
  };
  const deliver = async () => {
    const worker = workerFor(server, providers(), { retry: { jitter: 0 } });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const reminderRows = async (channel: 'email' | 'sms') => (await outboxRows(server, 'booking_reminder')).filter((r) => r.channel === channel);
  const bookingRow = (shortId: string) => server.db.kysely.selectFrom('bookings').selectAll().where('short_id', '=', shortId).executeTakeFirstOrThrow();
  const settingsUrl = () => `/api/staff/restaurants/${zinc}/settings`;
  const answer = (shortId: string) => server.call('POST', `/api/bookings/short/${shortId}/attendance`);

  beforeAll(async () => {
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    server = await startTestServer(dialect);
    q = await questionIds(server);
    zinc = await restaurantIdOf(server, SLUG);
    owner = (await sessionsFor(server, zinc)).owner;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    sms.requests.length = 0;
    server.clock.set(DEFAULT_TEST_NOW);
  });

  it('sends the reminders from the time the owner set, by e-mail only while SMS is off, and refuses a time outside 08:00–20:00 in French', async () => {
    const current = (await server.call('GET', settingsUrl(), undefined, bearer(owner))).body.object.booking;
    expect(current).toMatchObject({ reminder_time: '10:00', reminder_sms_enabled: false });
    expectRefusal(
      await server.call('PUT', `${settingsUrl()}/booking`, { ...current, reminder_time: '21:00' }, bearer(owner)),
      422,
      new RegExp(REMINDER_TIME_MESSAGE.replace(/[.()]/g, '\\$&')),
    );
    const saved = await server.call('PUT', `${settingsUrl()}/booking`, { ...current, reminder_time: '18:30' }, bearer(owner));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await server.call('GET', settingsUrl(), undefined, bearer(owner))).body.object.booking.reminder_time).toBe('18:30');

    const thursday = await book(DAY.thursday, '20:00');
    // Wednesday 18:25 in Paris: the old 10:00 has long passed, the restaurant's 18:30 not yet.
    server.clock.set('2026-11-18T17:25:00Z');
    await runJob();
    expect(await reminderRows('email')).toEqual([]);
    expect((await bookingRow(thursday.shortId)).reminder_sent_at).toBeNull();

    server.clock.set('2026-11-18T17:31:00Z');
    await runJob();
    expect((await reminderRows('email')).map((r) => r.recipient)).toEqual([thursday.email]);
    expect(await reminderRows('sms')).toEqual([]);
    expect((await bookingRow(thursday.shortId)).reminder_sent_at).toBe('2026-11-18T17:31:00.000Z');

    // The reminder carries both answers, as links to the diner's page (no action on a GET).
    await deliver();
    const mail = smtp.received.find((m) => m.subject.startsWith('Rappel'))!;
    const links = linksIn(mail.text);
    expect(links).toContain(`${server.url}/resa/${thursday.shortId}?reponse=je-confirme`);
    expect(links).toContain(`${server.url}/resa/${thursday.shortId}?reponse=j-annule`);
    expect(mail.text).toContain('Je confirme');
    expect(mail.text).toContain("J'annule");
    await setRestaurant(server, SLUG, { reminder_time: '10:00' });
  });

  it('texts the reminder only when turned on, to mobiles, within the day’s SMS budget and 08:00–20:00', async () => {
    const friday = [await book(DAY.friday, '19:30'), await book(DAY.friday, '20:00'), await book(DAY.friday, '20:30')];
    await setRestaurant(server, SLUG, { reminder_sms_enabled: 1, sms_daily_budget: 2 });
    try {
      // Thursday 10:05 in Paris, twice: three e-mails, two texts (the budget), not one more.
      server.clock.set('2026-11-19T09:05:00Z');
      await runJob();
      await runJob();
      const phones = (await reminderRows('sms')).map((r) => r.recipient);
      expect(phones).toEqual(friday.slice(0, 2).map((b) => b.phoneNumber));
      expect((await reminderRows('email')).map((r) => r.recipient)).toEqual(expect.arrayContaining(friday.map((b) => b.email)));
      // The third goes by e-mail only, and the owner hears of the spent budget once.
      expect((await outboxRows(server, 'sms_budget_reached')).map((r) => r.recipient)).toEqual(['demo@couvert.fr']);
      await deliver();
      // The worker sends several texts at once: they may reach the gateway in any order.
      expect(sms.requests.map((r) => r.form.To).sort()).toEqual([...phones].sort());
      const body = sms.requests.find((r) => r.form.To === friday[0]!.phoneNumber)!.form.Body!;
      expect(body).toContain('Le Petit Zinc : rappel de votre réservation demain à 19:30 pour 2 personnes.');
      expect(body).toContain(`Je confirme : ${server.url}/resa/${friday[0]!.shortId}?reponse=je-confirme`);
      expect(body).toContain(`J'annule : ${server.url}/resa/${friday[0]!.shortId}?reponse=j-annule`);

      // Sunday lunch, reminders at 19:30 on Saturday: queued at 19:45, a text still waiting at 20:05 is not sent.
      await setRestaurant(server, SLUG, { reminder_time: '19:30', sms_daily_budget: 100 });
      server.clock.set(DEFAULT_TEST_NOW);
      const sunday = await book(DAY.sunday, '12:30');
      server.clock.set('2026-11-21T18:45:00Z');
      await runJob();
      const [late] = (await reminderRows('sms')).filter((r) => r.recipient === sunday.phoneNumber);
      expect(late).toBeDefined();
      server.clock.set('2026-11-21T19:05:00Z');
      sms.requests.length = 0;
      await deliver();
      expect(sms.requests).toEqual([]);
      expect((await outboxRows(server, 'booking_reminder')).find((r) => r.id === late!.id)).toMatchObject({ status: 'skipped' });

      // And a run after 20:00 queues the e-mail but no text.
      server.clock.set(DEFAULT_TEST_NOW);
      const sunday2 = await book(DAY.sunday, '13:00');
      server.clock.set('2026-11-21T19:10:00Z');
      await runJob();
      expect((await reminderRows('email')).map((r) => r.recipient)).toContain(sunday2.email);
      expect((await reminderRows('sms')).map((r) => r.recipient)).not.toContain(sunday2.phoneNumber);
    } finally {
      await setRestaurant(server, SLUG, { reminder_sms_enabled: 0, sms_daily_budget: 100, reminder_time: '10:00' });
    }
  });

  it('records "Je confirme" once, shows it in the service book and the feed, and refuses a cancelled or past booking in French', async () => {
    const yes = await book(DAY.thursday, '12:30');
    const silent = await book(DAY.thursday, '13:00');
    const no = await book(DAY.thursday, '12:00');
    server.clock.set('2026-11-18T09:05:00Z');
    await runJob();

    // Opening the links (as a mail scanner would) changes nothing.
    for (const link of [`/resa/${yes.shortId}?reponse=je-confirme`, `/resa/${no.shortId}?reponse=j-annule`])
      await fetch(`${server.url}${pathOf(`${server.url}${link}`)}`);
    const page = await server.call('GET', `/api/bookings/short/${yes.shortId}`);
    expect(page.body.object).toMatchObject({ attendance: 'reminded', can_confirm_attendance: true });
    expect((await bookingRow(yes.shortId)).attendance_confirmed_at).toBeNull();

    // Another device's feed (another server process: it finds the change in the booking history).
    const feed = new LiveFeed(server.db, { pollMs: 100 });
    const received: LiveEvent[] = [];
    feed.subscribe(zinc, (e) => received.push(e));
    await feed.ready();
    const first = await answer(yes.shortId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(ATTENDANCE_MESSAGES.confirmed);
    try {
      await feed.nextPoll();
      await feed.nextPoll();
      expect(received.filter((e) => e.bookingGuid === yes.guid)).toMatchObject([{ action: 'attendance_confirmed', actor: 'diner', status: 'confirmed' }]);
    } finally {
      await feed.close();
    }
    server.clock.set('2026-11-18T09:30:00Z');
    const again = await answer(yes.shortId);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(ATTENDANCE_MESSAGES.alreadyConfirmed);
    const row = await bookingRow(yes.shortId);
    expect(row).toMatchObject({ attendance_confirmed_at: '2026-11-18T09:05:00.000Z', status: 'confirmed' });
    const history = await server.db.kysely
      .selectFrom('booking_history')
      .selectAll()
      .where('booking_id', '=', row.id)
      .where('action', '=', 'attendance_confirmed')
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor: 'diner' });
    expect((await server.call('GET', `/api/bookings/short/${yes.shortId}`)).body.object.attendance).toBe('confirmed');

    // "J'annule" is the usual cancellation; confirming afterwards is refused, and changes nothing.
    expect((await server.call('POST', `/api/bookings/${no.guid}/cancel`)).status).toBe(200);
    expectRefusal(await answer(no.shortId), 409, ATTENDANCE_MESSAGES.cancelled);
    expectRefusal(await answer(no.shortId), 409, ATTENDANCE_MESSAGES.cancelled);
    expect((await bookingRow(no.shortId)).attendance_confirmed_at).toBeNull();

    // The staff session is short-lived and the clock has moved on: the host signs in again.
    owner = (await sessionsFor(server, zinc)).owner;
    const day = await server.call('GET', `/api/staff/restaurants/${zinc}/service-book?date=${DAY.thursday}`, undefined, bearer(owner));
    expect(day.status).toBe(200);
    const item = (guid: string) => day.body.object.bookings.find((b: { guid: string }) => b.guid === guid);
    expect(item(yes.guid)).toMatchObject({ attendance: 'confirmed', attendanceConfirmedAt: '2026-11-18T09:05:00.000Z' });
    expect(item(silent.guid)).toMatchObject({ attendance: 'reminded', attendanceConfirmedAt: null });

    // Friday: Thursday's booking is past.
    server.clock.set('2026-11-20T09:00:00Z');
    expectRefusal(await answer(silent.shortId), 409, ATTENDANCE_MESSAGES.past);
    expect((await server.call('GET', `/api/bookings/short/${silent.shortId}`)).body.object.can_confirm_attendance).toBe(false);
    expectRefusal(await server.call('POST', '/api/bookings/short/lien-inconnu/attendance'), 404);

    // What the owner then sees: no-shows by answer, over the bookings whose outcome is known.
    await server.db.kysely.updateTable('bookings').set({ status: 'completed' }).where('guid', '=', yes.guid).execute();
    await server.db.kysely.updateTable('bookings').set({ status: 'no_show' }).where('guid', '=', silent.guid).execute();
    owner = (await sessionsFor(server, zinc)).owner;
    const stats = await server.call('GET', `/api/staff/restaurants/${zinc}/statistics?from=${DAY.thursday}&to=${DAY.thursday}`, undefined, bearer(owner));
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    expect(stats.body.object.byAttendance).toEqual([
      { state: 'confirmed', settled: 1, noShows: 0, noShowRate: 0 },
      { state: 'reminded', settled: 1, noShows: 1, noShowRate: 1 },
      { state: 'not_reminded', settled: 0, noShows: 0, noShowRate: 0 },
    ]);
  });
});
