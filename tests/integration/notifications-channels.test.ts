import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMessages, type OutboxMessage } from '../../src/server/modules/outbox/outbox-repository';
import { REDACTED } from '../../src/server/modules/notifications/outbox-secrets';
import { dialectsUnderTest } from '../support/databases';
import { codeBody, bookingBody, DAY, dinerOf, questionIds, restaurantRow, setRestaurant, SLUG } from '../support/booking-fixtures';
import { outboxRows, workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO_OWNER } from './staff-helpers';

// Every kind of message on each channel: a row queued for SMS is texted, in words written for a
// text, or not sent at all; never e-mailed to a phone number. Rows are queued here directly, as
// any module may queue them.

describe.each(await dialectsUnderTest())('message channels on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let q: { required: number; optional: number };
  let restaurantId: number;
  let diner = 1500;

  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: 'AC1', authToken: 'jeton', from: '+33700000001' } });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const book = async (overrides: Record<string, unknown> = {}) => {
    const who = dinerOf(++diner);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = await server.db.kysely.selectFrom('bookings').select('id').where('guid', '=', res.body.object.guid).executeTakeFirstOrThrow();
    return { ...who, id, ...(res.body.object as { guid: string; shortId: string }) };
  };
  const queue = async (message: Omit<OutboxMessage, 'restaurantId'>) => {
    await enqueueMessages(server.db.kysely, [{ restaurantId, ...message }], server.clock.now());
    return (await outboxRows(server)).at(-1)!;
  };
  const settled = async (id: number) => (await outboxRows(server)).find((r) => r.id === id)!;
  const textTo = (phone: string) => {
    const texts = sms.requests.filter((r) => r.form.To === phone);
    expect(texts, `SMS to ${phone}`).toHaveLength(1);
    return texts[0]!.form.Body!;
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    server = await startTestServer(dialect);
    q = await questionIds(server);
    restaurantId = (await restaurantRow(server)).id;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(async () => {
    // The e-mails the bookings themselves queue are not what these tests look at.
    await deliver();
    smtp.received.length = 0;
    sms.requests.length = 0;
  });

  it('texts the booking messages in their SMS wording', async () => {
    const confirmed = await book();
    const cancelled = await book({ hour: '20:30' });
    const waiting = await book({ date: DAY.fullSaturday, hour: '20:00', is_waiting: true });
    await setRestaurant(server, SLUG, { diner_confirmation_required: 1 });
    const pending = await book({ hour: '19:30' }).finally(() => setRestaurant(server, SLUG, { diner_confirmation_required: 0 }));
    expect((await server.call('POST', `/api/bookings/${cancelled.guid}/cancel`)).status).toBe(200);
    await deliver();
    smtp.received.length = 0;

    const rows = [
      await queue({
        kind: 'booking_received',
        channel: 'sms',
        recipient: confirmed.phoneNumber,
        bookingId: confirmed.id,
        payload: { bookingId: confirmed.id },
      }),
      await queue({ kind: 'booking_received', channel: 'sms', recipient: pending.phoneNumber, bookingId: pending.id, payload: { bookingId: pending.id } }),
      await queue({ kind: 'booking_received', channel: 'sms', recipient: waiting.phoneNumber, bookingId: waiting.id, payload: { bookingId: waiting.id } }),
      await queue({
        kind: 'booking_cancelled',
        channel: 'sms',
        recipient: cancelled.phoneNumber,
        bookingId: cancelled.id,
        payload: { bookingId: cancelled.id },
      }),
    ];
    await deliver();
    const url = server.url;
    expect(textTo(confirmed.phoneNumber)).toBe(
      `Le Petit Zinc confirme votre réservation du jeudi 19 novembre 2026 à 20:00 pour 2 personnes. Gérer ma réservation : ${url}/resa/${confirmed.shortId}`,
    );
    expect(textTo(pending.phoneNumber)).toBe(
      `Le Petit Zinc : merci de confirmer votre réservation du jeudi 19 novembre 2026 à 19:30 pour 2 personnes : ${url}/confirmresa/${pending.shortId}`,
    );
    expect(textTo(waiting.phoneNumber)).toBe(
      "Le Petit Zinc : vous êtes sur la liste d'attente du samedi 21 novembre 2026 vers 20:00 (2 personnes). Nous vous préviendrons si une table se libère. " +
        `Gérer mon inscription : ${url}/resa/${waiting.shortId}`,
    );
    expect(textTo(cancelled.phoneNumber)).toBe(
      `Le Petit Zinc : votre réservation du jeudi 19 novembre 2026 à 20:30 est annulée. Réserver à nouveau : ${url}/reserver/le-petit-zinc`,
    );
    for (const row of rows) expect(await settled(row.id)).toMatchObject({ status: 'sent' });
    expect(smtp.received).toHaveLength(0);
  });

  it('texts the reminder of a diner known by phone, with the answer links (which also confirm a booking still awaited)', async () => {
    await setRestaurant(server, SLUG, { diner_confirmation_required: 1 });
    const pending = await book({ date: DAY.wednesday, hour: '21:00' }).finally(() => setRestaurant(server, SLUG, { diner_confirmation_required: 0 }));
    await deliver();
    await queue({
      kind: 'booking_reminder',
      channel: 'sms',
      recipient: pending.phoneNumber,
      bookingId: pending.id,
      payload: { bookingId: pending.id, date: DAY.wednesday },
    });
    await deliver();
    expect(textTo(pending.phoneNumber)).toBe(
      `Le Petit Zinc : rappel de votre réservation demain à 21:00 pour 2 personnes. Je confirme : ${server.url}/resa/${pending.shortId}?reponse=je-confirme ` +
        `J'annule : ${server.url}/resa/${pending.shortId}?reponse=j-annule`,
    );
  });

  it('skips, and never e-mails to a phone, the kinds that have no SMS wording (and the reverse)', async () => {
    const booking = await book({ hour: '21:00' });
    const subscribed = await server.call('POST', '/api/subscriptions', {
      restaurant_id: restaurantId,
      email: 'abonne.canal@exemple.fr',
      phone_number: '',
      consent: true,
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    const subscription = await server.db.kysely
      .selectFrom('subscriptions')
      .select('id')
      .where('email', '=', 'abonne.canal@exemple.fr')
      .executeTakeFirstOrThrow();
    expect((await server.call('POST', '/api/owners/password-reset', { email: DEMO_OWNER.email })).status).toBe(200);
    const reset = (await outboxRows(server, 'password_reset')).at(-1)!;
    expect((await server.call('POST', '/api/code/create', codeBody(booking.phoneNumber))).status).toBe(200);
    const code = (await outboxRows(server, 'sms_code')).at(-1)!;
    await deliver();
    smtp.received.length = 0;
    sms.requests.length = 0;

    const phone = booking.phoneNumber;
    const wrong = [
      await queue({
        kind: 'delay_notice',
        channel: 'sms',
        recipient: phone,
        bookingId: booking.id,
        payload: { bookingId: booking.id, from: '21:00', to: '21:30', comment: '' },
      }),
      await queue({ kind: 'subscription_confirm', channel: 'sms', recipient: phone, payload: { subscriptionId: subscription.id } }),
      await queue({ kind: 'password_reset', channel: 'sms', recipient: phone, payload: JSON.parse(reset.payload) }),
      await queue({ kind: 'sms_code', channel: 'email', recipient: booking.email, payload: JSON.parse(code.payload) }),
    ];
    await deliver();
    expect(smtp.received).toHaveLength(0);
    expect(sms.requests).toHaveLength(0);
    const rows = await Promise.all(wrong.map((r) => settled(r.id)));
    expect(rows.map((r) => [r.kind, r.status, r.last_error])).toEqual([
      ['delay_notice', 'skipped', "pas d'envoi par SMS pour « delay_notice »"],
      ['subscription_confirm', 'skipped', "pas d'envoi par SMS pour « subscription_confirm »"],
      ['password_reset', 'skipped', "pas d'envoi par SMS pour « password_reset »"],
      ['sms_code', 'skipped', "pas d'envoi par e-mail pour « sms_code »"],
    ]);
    // Skipped for good: their secrets are masked like those of a sent message.
    expect(JSON.parse(rows[2]!.payload).resetUrl).toBe(REDACTED);
    expect(JSON.parse(rows[3]!.payload).code).toBe(REDACTED);
  });
});
