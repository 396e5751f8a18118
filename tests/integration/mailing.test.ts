import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeRules } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, login, restaurantIdOf, sessionsFor } from './staff-helpers';

// The daily-specials mailing end to end: composed through the staff API, delivered by the outbox
// worker to a real SMTP server and a Twilio-shaped SMS stub on loopback, only to confirmed
// subscribers, and never as a commercial SMS outside Monday–Saturday 08:00–20:00 or on a holiday.

const SID = 'AC0123456789abcdef';

describe.each(await dialectsUnderTest())('daily-specials mailing on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let zinc: number;
  let marcel: number;
  let owner: string;
  let staff: string;
  let device: string;
  const subs: Record<string, { id: number; guid: string }> = {};

  const deliver = async () => {
    const worker = workerFor(
      server,
      { smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: SID, authToken: 'jeton', from: '+33700000001' } },
      { retry: { jitter: 0 } },
    );
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };

  async function subscribe(name: string, restaurantId: number, values: { email?: string; phone?: string; status: string }) {
    const guid = randomBytes(16).toString('base64url');
    const at = '2026-11-01T10:00:00.000Z';
    const { id } = await server.db.kysely
      .insertInto('subscriptions')
      .values({
        guid,
        restaurant_id: restaurantId,
        email: values.email ?? '',
        phone_number: values.phone ?? '',
        status: values.status,
        confirm_token: values.status === 'pending' ? randomBytes(16).toString('base64url') : null,
        consent_text: 'J’accepte de recevoir les communications du jour.',
        consent_channels: [values.email && 'email', values.phone && 'sms'].filter(Boolean).join(','),
        consent_at: at,
        confirmed_at: values.status === 'pending' ? null : at,
        // Fixtures of confirmed subscribers: an active phone has followed its SMS link.
        phone_confirmed_at: values.status === 'active' && values.phone ? at : null,
        phone_confirmed_via: values.status === 'active' && values.phone ? 'sms_link' : null,
        unsubscribed_at: values.status === 'unsubscribed' ? at : null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    subs[name] = { id, guid };
  }

  /** Moves the clock; a staff session lasts hours, so the owner signs in again at the new time. */
  const at = async (instant: string) => {
    server.clock.set(instant);
    owner = await login(server, device, CODES.owner);
  };
  const url = (path: string) => `/api/staff/restaurants/${zinc}${path}`;
  const compose = (extra: Record<string, unknown> = {}) => ({
    subject: 'Les plats du jour',
    text: 'Blanquette de veau maison.\n\nTarte Tatin en dessert.',
    sms_text: 'Blanquette de veau et tarte Tatin ce midi !',
    image_url: '',
    channels: ['email', 'sms'],
    ...extra,
  });

  beforeAll(async () => {
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    marcel = await restaurantIdOf(server, 'chez-marcel');
    const sessions = await sessionsFor(server, zinc);
    owner = sessions.owner;
    staff = sessions.staff;
    device = sessions.device;
    await subscribe('emailActive', zinc, { email: 'alice@example.fr', status: 'active' });
    await subscribe('emailPending', zinc, { email: 'bruno@example.fr', status: 'pending' });
    await subscribe('smsActive', zinc, { phone: '+33611000001', status: 'active' });
    await subscribe('both', zinc, { email: 'dora@example.fr', phone: '+33611000002', status: 'active' });
    await subscribe('gone', zinc, { email: 'eric@example.fr', phone: '+33611000003', status: 'unsubscribed' });
    await subscribe('elsewhere', marcel, { email: 'fanny@example.fr', phone: '+33611000004', status: 'active' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    sms.requests.length = 0;
    await at(DEFAULT_TEST_NOW);
    await server.db.kysely.deleteFrom('outbox').execute();
  });

  it('is for owners and managers', async () => {
    expect((await server.call('GET', url('/subscribers'), undefined, bearer(staff))).status).toBe(403);
    expect((await server.call('POST', url('/mailings'), compose(), bearer(staff))).status).toBe(403);
  });

  it('lists subscribers with their channels and proof of consent, searchable', async () => {
    const all = await server.call('GET', url('/subscribers'), undefined, bearer(owner));
    expect(all.status).toBe(200);
    expect(all.body.object.total).toBe(5);
    expect(all.body.object.counts).toEqual({ active: 3, pending: 1, unsubscribed: 1 });
    const dora = all.body.object.subscribers.find((s: { email: string }) => s.email === 'dora@example.fr');
    expect(dora).toMatchObject({ channels: ['email', 'sms'], status: 'active', consent_at: '2026-11-01T10:00:00.000Z' });
    expect(dora.consent_text).toMatch(/communications du jour/);
    const found = await server.call('GET', url('/subscribers?search=BRUNO'), undefined, bearer(owner));
    expect(found.body.object.subscribers.map((s: { email: string }) => s.email)).toEqual(['bruno@example.fr']);
    const active = await server.call('GET', url('/subscribers?status=active'), undefined, bearer(owner));
    expect(active.body.object.total).toBe(3);
  });

  it('sends now, on a weekday morning, to confirmed subscribers only: e-mail with unsubscribe link, SMS with STOP', async () => {
    const preview = await server.call('POST', url('/mailings/preview'), compose(), bearer(owner));
    expect(preview.body.object).toMatchObject({ emailRecipients: 2, smsRecipients: 2, smsHeld: false });

    const sent = await server.call('POST', url('/mailings'), compose(), bearer(owner));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe('Envoi lancé vers 4 destinataires.');
    expect(await deliver()).toBe(4);

    expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(['alice@example.fr', 'dora@example.fr']);
    const mail = smtp.received.find((m) => m.envelopeTo.includes('dora@example.fr'))!;
    expect(mail.raw).toMatch(/List-Unsubscribe:\s*<[^>]*\/api\/subscriptions\//);
    expect(mail.raw).toContain(subs.both!.guid);
    expect(mail.raw).toMatch(/Blanquette de veau maison/);

    expect(sms.requests.map((r) => r.form.To).sort()).toEqual(['+33611000001', '+33611000002']);
    expect(sms.requests[0]!.form.Body).toMatch(/Blanquette de veau et tarte Tatin ce midi !/);
    expect(sms.requests[0]!.form.Body).toMatch(/STOP/);

    const report = await server.call('GET', url(`/mailings/${sent.body.object.guid}`), undefined, bearer(owner));
    expect(report.body.object.report).toMatchObject({ sent: 4, failed: 0, pending: 0, unsubscribedSince: 0 });

    // Alice leaves after the send: the report says so.
    server.clock.set('2026-11-17T10:00:00Z');
    expect((await server.call('POST', `/api/subscriptions/${subs.emailActive!.guid}/unsubscribe`)).status).toBe(200);
    const later = await server.call('GET', url(`/mailings/${sent.body.object.guid}`), undefined, bearer(owner));
    expect(later.body.object.report.unsubscribedSince).toBe(1);
    await server.db.kysely.updateTable('subscriptions').set({ status: 'active', unsubscribed_at: null }).where('id', '=', subs.emailActive!.id).execute();
  });

  it('holds commercial SMS outside the sending window: Saturday 20:30 waits until Monday 08:00 Paris', async () => {
    await at('2026-11-21T19:30:00Z');
    const preview = await server.call('POST', url('/mailings/preview'), compose(), bearer(owner));
    expect(preview.body.object).toMatchObject({ smsHeld: true, smsSendAt: '2026-11-23T07:00:00.000Z' });
    const sent = await server.call('POST', url('/mailings'), compose(), bearer(owner));
    expect(sent.status).toBe(201);
    expect(await deliver()).toBe(2);
    expect(smtp.received).toHaveLength(2);
    expect(sms.requests).toHaveLength(0);
    const held = (await outboxRows(server, 'marketing')).filter((r) => r.channel === 'sms');
    expect(held.map((r) => r.next_attempt_at)).toEqual(['2026-11-23T07:00:00.000Z', '2026-11-23T07:00:00.000Z']);
    const report = await server.call('GET', url(`/mailings/${sent.body.object.guid}`), undefined, bearer(owner));
    expect(report.body.object.report).toMatchObject({ sent: 2, pending: 2, smsNotBefore: '2026-11-23T07:00:00.000Z' });

    server.clock.set('2026-11-22T12:00:00Z'); // Sunday noon: still held
    await deliver();
    expect(sms.requests).toHaveLength(0);
    server.clock.set('2026-11-23T07:00:00Z');
    expect(await deliver()).toBe(2);
    expect(sms.requests).toHaveLength(2);
  });

  it('never sends a commercial SMS on a public holiday', async () => {
    await at('2026-12-24T19:15:00Z'); // Christmas Eve, 20:15 Paris
    const sent = await server.call('POST', url('/mailings'), compose({ channels: ['sms'] }), bearer(owner));
    expect(sent.status).toBe(201);
    server.clock.set('2026-12-25T10:00:00Z');
    await deliver();
    expect(sms.requests).toHaveLength(0);
    server.clock.set('2026-12-26T07:00:00Z'); // Saturday 26, 08:00 Paris
    expect(await deliver()).toBe(2);
  });

  it('schedules a send, and cancels it before it leaves', async () => {
    const sendAt = '2026-11-18T09:30:00.000Z';
    const scheduled = await server.call('POST', url('/mailings'), compose({ send_at: sendAt, channels: ['email'] }), bearer(owner));
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.message).toBe('Envoi programmé.');
    expect(await deliver()).toBe(0);
    const list = await server.call('GET', url('/mailings'), undefined, bearer(owner));
    expect(list.body.object.find((m: { guid: string }) => m.guid === scheduled.body.object.guid)).toMatchObject({
      status: 'scheduled',
      send_at: sendAt,
      recipients: { email: 2, sms: 0 },
    });

    const cancelled = await server.call('POST', url(`/mailings/${scheduled.body.object.guid}/cancel`), undefined, bearer(owner));
    expect(cancelled.status).toBe(200);
    await at('2026-11-18T10:00:00Z');
    expect(await deliver()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const again = await server.call('POST', url(`/mailings/${scheduled.body.object.guid}/cancel`), undefined, bearer(owner));
    expect(again.status).toBe(422);
  });

  it('delivers a scheduled send at its time', async () => {
    const scheduled = await server.call('POST', url('/mailings'), compose({ send_at: '2026-11-17T15:00:00Z', channels: ['email'] }), bearer(owner));
    expect(scheduled.status).toBe(201);
    server.clock.set('2026-11-17T14:59:00Z');
    expect(await deliver()).toBe(0);
    server.clock.set('2026-11-17T15:00:00Z');
    expect(await deliver()).toBe(2);
  });

  describe('for a restaurant in Nouméa', () => {
    // Pacific/Noumea is UTC+11 all year: 10:00 there is 23:00 UTC the day before, midnight in Paris.
    const inZone = async (timeZone: string, run: () => Promise<void>) => {
      await changeRules(server, zinc, (trx) => trx.updateTable('restaurants').set({ time_zone: timeZone }).where('id', '=', zinc).execute());
      try {
        await run();
      } finally {
        await changeRules(server, zinc, (trx) => trx.updateTable('restaurants').set({ time_zone: 'Europe/Paris' }).where('id', '=', zinc).execute());
      }
    };

    it('sends a mailing scheduled for 10:00 at 10:00 Nouméa time, SMS included', async () => {
      await inZone('Pacific/Noumea', async () => {
        const when = { send_date: '2026-11-18', send_time: '10:00' };
        const preview = await server.call('POST', url('/mailings/preview'), compose(when), bearer(owner));
        expect(preview.body.object).toMatchObject({
          timeZone: 'Pacific/Noumea',
          sendAt: '2026-11-17T23:00:00.000Z',
          smsSendAt: '2026-11-17T23:00:00.000Z',
          smsHeld: false,
        });
        const scheduled = await server.call('POST', url('/mailings'), compose(when), bearer(owner));
        expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
        expect(scheduled.body.message).toBe('Envoi programmé.');
        const listed = await server.call('GET', url(`/mailings/${scheduled.body.object.guid}`), undefined, bearer(owner));
        expect(listed.body.object).toMatchObject({ status: 'scheduled', send_at: '2026-11-17T23:00:00.000Z', time_zone: 'Pacific/Noumea' });

        server.clock.set('2026-11-17T22:59:00Z'); // 09:59 in Nouméa
        expect(await deliver()).toBe(0);
        server.clock.set('2026-11-17T23:00:00Z'); // 10:00 in Nouméa (midnight in Paris, when no SMS would leave)
        expect(await deliver()).toBe(4);
        expect(smtp.received).toHaveLength(2);
        expect(sms.requests).toHaveLength(2);
      });
    });

    it('holds its SMS outside 08:00–20:00 Nouméa time, whatever the hour in Paris', async () => {
      await inZone('Pacific/Noumea', async () => {
        await at('2026-11-17T09:30:00Z'); // Tuesday 20:30 in Nouméa, 10:30 in Paris
        const preview = await server.call('POST', url('/mailings/preview'), compose(), bearer(owner));
        expect(preview.body.object).toMatchObject({ smsHeld: true, smsSendAt: '2026-11-17T21:00:00.000Z' });
        expect((await server.call('POST', url('/mailings'), compose({ channels: ['sms'] }), bearer(owner))).status).toBe(201);
        expect(await deliver()).toBe(0);
        server.clock.set('2026-11-17T21:00:00Z'); // Wednesday 08:00 in Nouméa
        expect(await deliver()).toBe(2);
      });
    });

    it('refuses a day without its time, and a time given twice', async () => {
      const half = await server.call('POST', url('/mailings'), compose({ send_date: '2026-11-18' }), bearer(owner));
      expect(half.status).toBe(422);
      expect(half.body.message).toMatch(/Indiquez le jour et l’heure de l’envoi/);
      const twice = await server.call(
        'POST',
        url('/mailings'),
        compose({ send_at: '2026-11-18T09:00:00Z', send_date: '2026-11-18', send_time: '10:00' }),
        bearer(owner),
      );
      expect(twice.status).toBe(422);
      expect(await outboxRows(server, 'marketing')).toHaveLength(0);
    });
  });

  it('refuses what cannot be sent, in French', async () => {
    const noChannel = await server.call('POST', url('/mailings'), compose({ channels: [] }), bearer(owner));
    expect(noChannel.status).toBe(400);
    expect(noChannel.body.message).toMatch(/au moins un canal/);
    const past = await server.call('POST', url('/mailings'), compose({ send_at: '2026-11-16T09:00:00Z' }), bearer(owner));
    expect(past.status).toBe(422);
    const empty = await server.call('POST', url('/mailings'), compose({ subject: '  ' }), bearer(owner));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Objet/);
    expect(await outboxRows(server, 'marketing')).toHaveLength(0);
  });

  it('removes a subscriber, who then receives nothing', async () => {
    const removed = await server.call('DELETE', url(`/subscribers/${subs.smsActive!.guid}`), undefined, bearer(owner));
    expect(removed.status).toBe(200);
    expect((await server.call('DELETE', url(`/subscribers/${subs.smsActive!.guid}`), undefined, bearer(owner))).status).toBe(404);
    const sent = await server.call('POST', url('/mailings'), compose({ channels: ['sms'] }), bearer(owner));
    expect(sent.status).toBe(201);
    await deliver();
    expect(sms.requests.map((r) => r.form.To)).toEqual(['+33611000002']);
  });
});
