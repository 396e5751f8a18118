import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { DAY, phoneOf } from '../support/booking-fixtures';
import { workerFor } from '../support/notification-harness';
import { startSmsStub, type SmsStub } from '../support/sms-stub';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer } from './staff-helpers';

// Issue 25, points 3 and 4: anyone can sign up with any restaurant name; until the owner has
// confirmed their address, the product sends nothing for that restaurant but the owner's own
// confirmation mail: no e-mail from a phone booking typed by its staff, no text from a
// daily-specials sign-up.

const SCAM = 'Votre colis est bloqué - appelez le 0899';
const OWNER = 'arnaque.colis@exemple.fr';

describe.each(await dialectsUnderTest())('an unconfirmed restaurant sends nothing on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let sms: SmsStub;
  let restaurantId: number;
  let token: string;
  let confirmToken: string;

  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url, sms: { apiUrl: sms.url, accountSid: 'AC1', authToken: 'jeton', from: '+33700000001' } });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const phoneBooking = (n: number) =>
    server.call(
      'POST',
      `/api/staff/restaurants/${restaurantId}/bookings`,
      { source: 'phone', date: DAY.thursday, hour: '20:00', covers: 2, name: `Cible ${n}`, phone: phoneOf(2500 + n), email: `cible.${n}@exemple.fr` },
      bearer(token),
    );

  beforeAll(async () => {
    server = await startTestServer(dialect, { seed: false });
    smtp = await startSmtpStub();
    sms = await startSmsStub();
    const signUp = await server.call('POST', '/api/owners/sign-up', {
      email: OWNER,
      password: 'mot-de-passe-solide',
      ownerName: 'Escroc',
      restaurantName: SCAM,
      code: '4321',
    });
    expect(signUp.status).toBe(202);
    const device = await server.call('POST', '/api/devices/enrol', { email: OWNER, password: 'mot-de-passe-solide' });
    restaurantId = device.body.object.restaurantId as number;
    // Read before delivery: once sent, the outbox keeps the link masked.
    const [mail] = await server.db.kysely.selectFrom('outbox').select('payload').where('kind', '=', 'email_confirmation').execute();
    confirmToken = /#jeton=([A-Za-z0-9_-]+)$/.exec(JSON.parse(mail!.payload).confirmUrl)![1]!;
    token = (await server.call('POST', '/api/login_check', { username: '4321', password: device.body.object.deviceSecret })).body.object.token as string;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    sms.requests.length = 0;
  });

  it('phone bookings by its staff e-mail no diner, daily-specials sign-ups text no phone; the owner gets only their confirmation mail', async () => {
    for (let n = 0; n < 3; n++) expect((await phoneBooking(n)).status).toBe(201);
    for (let n = 0; n < 3; n++) {
      const subscribed = await server.call('POST', '/api/subscriptions', {
        restaurant_id: restaurantId,
        email: `abonne.${n}@exemple.fr`,
        phone_number: phoneOf(2600 + n),
        consent: true,
      });
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    }
    await deliver();
    // Before: 3 "Réservation confirmée – Votre colis est bloqué…" e-mails, 3 subscription e-mails and 3 texts.
    expect(smtp.received.map((m) => m.envelopeTo).flat()).toEqual([OWNER]);
    expect(sms.requests).toEqual([]);
    const skipped = await server.db.kysely.selectFrom('outbox').select(['kind', 'status']).where('kind', '!=', 'email_confirmation').execute();
    expect(skipped.length).toBeGreaterThanOrEqual(9);
    expect(new Set(skipped.map((r) => r.status))).toEqual(new Set(['skipped']));
  });

  it('once the owner has confirmed the address, its messages leave as any restaurant’s', async () => {
    expect((await server.call('POST', '/api/owners/confirm-email', { token: confirmToken })).status).toBe(200);
    expect((await phoneBooking(9)).status).toBe(201);
    await deliver();
    expect(smtp.received.map((m) => m.envelopeTo).flat()).toEqual(['cible.9@exemple.fr']);
  });
});
