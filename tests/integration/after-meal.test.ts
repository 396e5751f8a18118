import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { queueThankYous } from '../../src/server/modules/after-meal';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, expectRefusal, INACTIVE_SLUG, questionIds, setRestaurant, SLUG } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, pathOf, workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// The thank-you e-mail the morning after a finished meal: from 09:00 on the restaurant's clock,
// once per booking whatever the workers do, never to a no-show, a cancellation, a blocked booking
// or a diner who opted out; the private answer, once; the owner's reading, theirs only.

describe.each(await dialectsUnderTest())('thanks after the meal on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let q: { required: number; optional: number };
  let zinc: number;
  let zincDevice: string;
  let marcelDevice: string;
  // Staff sessions are short: a token is taken at the test clock's instant of each call.
  const owner = () => login(server, zincDevice, CODES.owner);
  const marcelOwner = () => login(server, marcelDevice, CODES.owner);
  let diner = 4100;

  const book = async (date: string, hour: string, extra: Record<string, unknown> = {}) => {
    const who = { ...dinerOf(++diner), ...extra };
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date, hour }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...who, ...(res.body.object as { guid: string; shortId: string }) } as { email: string; name: string; guid: string; shortId: string };
  };
  const setStatus = (guid: string, status: string) =>
    server.db.kysely
      .updateTable('bookings')
      .set({ status: status as never })
      .where('guid', '=', guid)
      .execute();
  const staffUrl = (path: string) => `/api/staff/restaurants/${zinc}${path}`;
  const saveSettings = async (body: unknown, token?: string) => server.call('PUT', staffUrl('/settings/thank-you'), body, bearer(token ?? (await owner())));
  const thanked = async () => (await outboxRows(server, 'thank_you')).map((r) => r.recipient);
  /** A diner's refusal: its status and its words (in the booking's language, not French). */
  const refused = (res: { status: number; body: any }, status: number, message: string | RegExp) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(true);
    expect(res.body.message).toMatch(message);
  };
  const runJob = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      await worker.runScheduledJobs();
    } finally {
      await worker.stop();
    }
  };
  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url }, { retry: { jitter: 0 } });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    server = await startTestServer(dialect);
    q = await questionIds(server);
    zinc = await restaurantIdOf(server, SLUG);
    zincDevice = await enrolDevice(server, zinc);
    marcelDevice = await enrolDevice(server, await restaurantIdOf(server, INACTIVE_SLUG));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    server.clock.set(DEFAULT_TEST_NOW);
  });

  it('is off by default, and the settings refuse a review page that is not https', async () => {
    const finished = await book(DAY.wednesday, '12:15');
    await setStatus(finished.guid, 'completed');
    expect((await server.call('GET', staffUrl('/settings/thank-you'), undefined, bearer(await owner()))).body.object).toEqual({
      enabled: false,
      mode: 'feedback',
      google_review_url: '',
    });
    server.clock.set('2026-11-19T10:00:00Z');
    await runJob();
    expect(await thanked()).not.toContain(finished.email);

    expectRefusal(await saveSettings({ enabled: true, mode: 'google', google_review_url: 'http://g.page/zinc' }), 400, /adresse https/);
    expectRefusal(await saveSettings({ enabled: true, mode: 'google', google_review_url: '' }), 422, /Indiquez le lien de votre page d’avis Google/);
    expectRefusal(await saveSettings({ enabled: true, mode: 'google', google_review_url: 'javascript:alert(1)' }), 400);
    expect((await server.call('GET', staffUrl('/settings/thank-you'), undefined, bearer(await owner()))).body.object.enabled).toBe(false);
    // Another restaurant's owner can neither read nor change them.
    expect((await server.call('GET', staffUrl('/settings/thank-you'), undefined, bearer(await marcelOwner()))).status).toBe(403);
    expect((await saveSettings({ enabled: true, mode: 'feedback', google_review_url: '' }, await marcelOwner())).status).toBe(403);
  });

  it('thanks the finished bookings from 09:00 the next morning in Paris, once, even with workers racing', async () => {
    const saved = await saveSettings({ enabled: true, mode: 'feedback', google_review_url: '' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const finished = await book(DAY.thursday, '20:00', { language: 'en' });
    const noShow = await book(DAY.thursday, '20:15');
    const cancelled = await book(DAY.thursday, '20:30');
    const blocked = await book(DAY.thursday, '21:00');
    const unsubscribed = await book(DAY.thursday, '21:15');
    const stillConfirmed = await book(DAY.thursday, '21:30');
    expect(stillConfirmed.email).not.toBe(finished.email);
    await setStatus(finished.guid, 'completed');
    await setStatus(noShow.guid, 'no_show');
    expect((await server.call('POST', `/api/bookings/${cancelled.guid}/cancel`)).status).toBe(200);
    await setStatus(blocked.guid, 'completed');
    await setStatus(unsubscribed.guid, 'completed');
    const block = await server.call('PUT', staffUrl(`/bookings/${blocked.guid}/thank-you`), { blocked: true }, bearer(await owner()));
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    expect((await server.call('GET', staffUrl(`/bookings/${blocked.guid}/thank-you`), undefined, bearer(await owner()))).body.object).toEqual({
      blocked: true,
      sent: false,
    });
    expect((await server.call('GET', staffUrl(`/bookings/${blocked.guid}/thank-you`), undefined, bearer(await marcelOwner()))).status).toBe(403);
    // A diner who unsubscribed from the restaurant's communications hears nothing more from it.
    await server.db.kysely
      .insertInto('subscriptions')
      .values({
        guid: `unsub-${dialect}`,
        restaurant_id: zinc,
        email: unsubscribed.email.toUpperCase(),
        status: 'unsubscribed',
        consent_text: 'x',
        consent_channels: 'email',
        consent_at: '2026-11-01T10:00:00.000Z',
        unsubscribed_at: '2026-11-02T10:00:00.000Z',
        created_at: '2026-11-01T10:00:00.000Z',
      })
      .execute();

    // Friday 08:59 in Paris (UTC+1): not yet.
    server.clock.set('2026-11-20T07:59:00Z');
    await runJob();
    expect(await thanked()).toEqual([]);

    // 09:00: two workers and two more runs of the job at the same instant.
    server.clock.set('2026-11-20T08:00:00Z');
    const second = openDatabase(server.config.database);
    try {
      await Promise.all([runJob(), queueThankYous(second, server.clock.now()), runJob(), queueThankYous(second, server.clock.now())]);
    } finally {
      await second.close();
    }
    expect(await thanked()).toEqual([finished.email]);
    await runJob();
    expect(await thanked()).toEqual([finished.email]);
    const rows = await server.db.kysely.selectFrom('thank_yous').select(['booking_id', 'state']).where('restaurant_id', '=', zinc).execute();
    expect(rows.filter((r) => r.state === 'queued')).toHaveLength(1);

    await deliver();
    const mails = smtp.received.filter((m) => m.subject.startsWith('Thank you'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.envelopeTo).toContain(finished.email);
    expect(mail.subject).toBe('Thank you for your visit – Le Petit Zinc');
    expect(mail.text).toContain('for coming on Thursday, 19 November 2026');
    // No health data: the booking's answers (allergies, diets) are not restated.
    expect(mail.text).not.toMatch(/allerg|Aucune/i);
    const links = linksIn(mail.text);
    const form = links.find((l) => /\/merci\/[^/]+$/.test(l))!;
    const stop = links.find((l) => l.endsWith('/stop'))!;
    expect(stop).toBe(`${form}/stop`);
    const token = pathOf(form).split('/')[2]!;
    expect(token.length).toBeGreaterThanOrEqual(22);

    // The page only reads; the answer is the diner's POST, in their language, once.
    const page = await server.call('GET', `/api/thank-you/${token}`);
    expect(page.body.object).toMatchObject({ language: 'en', feedback_open: true, answered: false, restaurant_name: 'Le Petit Zinc' });
    refused(await server.call('POST', `/api/thank-you/${token}/feedback`, { stars: 7 }), 422, 'Please choose a rating from 1 to 5 stars.');
    refused(await server.call('POST', `/api/thank-you/${token}/feedback`, { stars: 4, comment: 'x'.repeat(1001) }), 422, /must not be longer than 1[\s,.]?000/);
    refused(await server.call('POST', `/api/thank-you/${token}/feedback`, { stars: 4, extra: 1 }, { 'x-diner-language': 'en' }), 400, /not valid/);
    refused(
      await server.call('POST', '/api/thank-you/unknown-token/feedback', { stars: 4 }, { 'accept-language': 'es' }),
      404,
      'No se encuentra este enlace. Compruebe el enlace recibido por correo electrónico.',
    );
    const first = await server.call('POST', `/api/thank-you/${token}/feedback`, { stars: 4, comment: 'Très bon canard' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Thank you! Your feedback has been passed on to the restaurant.');
    refused(await server.call('POST', `/api/thank-you/${token}/feedback`, { stars: 1 }), 409, /already recorded/);

    // The owner reads it; another restaurant's owner cannot.
    const reviews = await server.call('GET', staffUrl('/diner-reviews'), undefined, bearer(await owner()));
    expect(reviews.status).toBe(200);
    expect(reviews.body.object).toMatchObject({ count: 1, average: 4 });
    expect(reviews.body.object.items).toEqual([expect.objectContaining({ name: finished.name, date: DAY.thursday, stars: 4, comment: 'Très bon canard' })]);
    expect((await server.call('GET', staffUrl('/diner-reviews?stars=5'), undefined, bearer(await owner()))).body.object.items).toEqual([]);
    expectRefusal(await server.call('GET', staffUrl('/diner-reviews?stars=9'), undefined, bearer(await owner())), 400);
    expect((await server.call('GET', staffUrl('/diner-reviews'), undefined, bearer(await marcelOwner()))).status).toBe(403);

    // The opt-out page's button: no more thanks from this restaurant to this address.
    const optOut = await server.call('POST', `/api/thank-you/${token}/opt-out`);
    expect(optOut.status).toBe(200);
    expect(optOut.body.message).toBe('Noted: you will no longer receive thank-you e-mails from this restaurant.');
    const again = await book(DAY.friday, '20:00', { email: finished.email });
    await setStatus(again.guid, 'completed');
    server.clock.set('2026-11-21T09:00:00Z');
    await runJob();
    expect(await thanked()).toEqual([finished.email]);
  });

  it('waits for 09:00 on a far zone’s clock (Kiritimati, UTC+14), the day after the booking’s date there', async () => {
    await saveSettings({ enabled: true, mode: 'google', google_review_url: 'https://g.page/r/petit-zinc/review' });
    const finished = await book(DAY.friday, '12:15', { language: 'de' });
    await setStatus(finished.guid, 'completed');
    await setRestaurant(server, SLUG, { time_zone: 'Pacific/Kiritimati' });
    try {
      // Saturday 08:59 in Kiritimati is still Friday 18:59 in UTC.
      server.clock.set('2026-11-20T18:59:00Z');
      await runJob();
      expect(await thanked()).not.toContain(finished.email);
      server.clock.set('2026-11-20T19:00:00Z');
      await runJob();
      expect(await thanked()).toContain(finished.email);
      await deliver();
      const mail = smtp.received.find((m) => m.envelopeTo.includes(finished.email))!;
      expect(mail.subject).toBe('Vielen Dank für Ihren Besuch – Le Petit Zinc');
      expect(linksIn(mail.text)).toContain('https://g.page/r/petit-zinc/review');
    } finally {
      await setRestaurant(server, SLUG, { time_zone: 'Europe/Paris' });
    }
  });

  it('sends nothing for a booking blocked after it was queued, nor once the restaurant turned it off', async () => {
    await saveSettings({ enabled: true, mode: 'feedback', google_review_url: '' });
    const late = await book(DAY.sunday, '12:15');
    const off = await book(DAY.sunday, '12:30');
    await setStatus(late.guid, 'completed');
    await setStatus(off.guid, 'completed');
    server.clock.set('2026-11-23T08:30:00Z');
    await runJob();
    expect(await thanked()).toEqual(expect.arrayContaining([late.email, off.email]));
    await server.call('PUT', staffUrl(`/bookings/${late.guid}/thank-you`), { blocked: true }, bearer(await owner()));
    await saveSettings({ enabled: false, mode: 'feedback', google_review_url: '' });
    await deliver();
    expect(
      smtp.received.filter((m) => m.envelopeTo.includes(late.email) || m.envelopeTo.includes(off.email)).filter((m) => !m.subject.startsWith('Réservation')),
    ).toEqual([]);
    const statuses = (await outboxRows(server, 'thank_you')).filter((r) => r.recipient === late.email || r.recipient === off.email).map((r) => r.status);
    expect(statuses).toEqual(['skipped', 'skipped']);
  });
});
