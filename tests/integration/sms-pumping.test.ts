import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { codeBody, DAY, expectRefusal, INACTIVE_SLUG, restaurantRow, rowCounts, setRestaurant, SLUG } from '../support/booking-fixtures';
import { workerFor } from '../support/notification-harness';
import { startSmtpStub } from '../support/smtp-stub';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// SMS pumping: before, POST /api/code/create texted any valid number with nothing behind it (200
// SMS to 200 numbers in 0.2 s, premium-rate +33 8 99… accepted). Now a code is texted only for a
// draft the server checks then and there, of a restaurant that confirms that party size by SMS, to
// a mobile that is the draft's own, within per-number, per-block and per-restaurant daily limits.

const M = {
  notMobile: 'Le code de confirmation est envoyé par SMS : veuillez saisir un numéro de téléphone mobile.',
  notNeeded: 'Ce restaurant ne demande pas de code de confirmation pour cette réservation.',
  mismatch: 'Le code de confirmation est envoyé au numéro de téléphone de la réservation.',
  prefix: 'Trop de codes demandés vers des numéros proches de celui-ci. Veuillez réessayer dans une heure.',
  budget: "Ce restaurant ne peut plus envoyer de code par SMS aujourd'hui. Veuillez l'appeler pour réserver.",
  today: "Trop de codes demandés pour ce numéro aujourd'hui. Veuillez réessayer demain ou appeler le restaurant.",
};

/** A French mobile in block `block` (numbers differing only by their last three digits share one). */
const mobile = (block: number, last: number) => `+3375${String(block).padStart(4, '0')}${String(last).padStart(3, '0')}`;

describe.each(await dialectsUnderTest())('SMS pumping through code/create on %s', (dialect) => {
  let server: TestServer;
  const send = (body: Record<string, unknown>) => server.call('POST', '/api/code/create', body);
  const smsCount = async () =>
    Number(
      (
        await server.db.kysely
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('channel', '=', 'sms')
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  it('texts nothing for a bare phone number: 200 numbers give 200×400 and no SMS', async () => {
    const before = await smsCount();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => send({ phone_number: mobile(1, i), restaurantSlug: SLUG })));
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(400));
    expect(await smsCount()).toBe(before);
  });

  it('refuses premium-rate, landline and toll-free numbers (422, in French)', async () => {
    const before = await rowCounts(server);
    for (const phone of ['+33899123456', '+33145678901', '+33800123456']) {
      expectRefusal(await send(codeBody(phone)), 422, M.notMobile);
    }
    expect(await rowCounts(server)).toEqual(before);
  });

  it('refuses a draft that needs no code, another number than the draft, or a draft the server would not take', async () => {
    const before = await rowCounts(server);
    expectRefusal(await send(codeBody(mobile(2, 1), { tableware_count: 2 })), 422, M.notNeeded);
    expectRefusal(await send({ ...codeBody(mobile(2, 1)), phone_number: mobile(2, 2) }), 422, M.mismatch);
    expectRefusal(await send(codeBody(mobile(2, 1), { date: DAY.monday })), 422);
    expectRefusal(await send(codeBody(mobile(2, 1), { slug: 'restaurant-inconnu' }, { restaurantSlug: 'restaurant-inconnu' })), 404);
    await setRestaurant(server, INACTIVE_SLUG, { confirm_booking_sms_is_active: 0 });
    expectRefusal(await send(codeBody(mobile(2, 1), { slug: INACTIVE_SLUG }, { restaurantSlug: INACTIVE_SLUG })), 422);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('texts at most 10 numbers of one block per hour: 30 numbers of one block give 10×200 and 20×429', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await send(codeBody(mobile(3, i))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const refused of answers.slice(10)) expectRefusal(refused, 429, M.prefix);
    // Another block is not affected, and the block may be texted again an hour later.
    expect((await send(codeBody(mobile(4, 0)))).status).toBe(200);
    server.clock.set(new Date(new Date(DEFAULT_TEST_NOW).getTime() + 61 * 60_000));
    expect((await send(codeBody(mobile(3, 99)))).status).toBe(200);
  });

  it('texts one number at most 10 codes a day', async () => {
    const phone = mobile(5, 0);
    const start = new Date(DEFAULT_TEST_NOW).getTime();
    for (let i = 0; i < 10; i++) {
      // Five an hour at most: spread over three hours.
      server.clock.set(new Date(start + Math.floor(i / 5) * 61 * 60_000 + (i % 5) * 60_000));
      expect((await send(codeBody(phone))).status).toBe(200);
    }
    server.clock.set(new Date(start + 3 * 61 * 60_000));
    expectRefusal(await send(codeBody(phone)), 429, M.today);
  });
});

describe.each(await dialectsUnderTest())("a restaurant's daily SMS budget on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('stops at the budget (5 numbers, budget 3: 3×200, 2×429) and e-mails the owner once', async () => {
    await setRestaurant(server, SLUG, { sms_daily_budget: 3 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await server.call('POST', '/api/code/create', codeBody(mobile(10 + i, 0))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expectRefusal(answers[4]!, 429, M.budget);
    const alerts = await server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', 'sms_budget_reached').execute();
    expect(alerts.map((a) => [a.channel, a.recipient])).toEqual([['email', 'demo@couvert.fr']]);
    expect((await restaurantRow(server)).sms_budget_alerted_on).toBe(DAY.today);
    // Delivered as an e-mail that says what happened and what to do.
    const smtp = await startSmtpStub();
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      await worker.drain();
      const mail = smtp.received.find((m) => m.envelopeTo.includes('demo@couvert.fr'));
      expect(mail?.subject).toBe('Le Petit Zinc : budget de SMS du jour atteint');
      expect(mail?.text).toContain('Le mardi 17 novembre 2026, 3 SMS (codes de confirmation et rappels de la veille) ont été envoyés pour Le Petit Zinc');
    } finally {
      await worker.stop();
      await smtp.close();
    }
    // The next local day, the budget is whole again (Wednesday 00:05 in Paris).
    server.clock.set('2026-11-17T23:05:00Z');
    expect((await server.call('POST', '/api/code/create', codeBody(mobile(20, 0)))).status).toBe(200);
  });

  it('lets the owner change the budget in the booking settings (default 100)', async () => {
    const fresh = await startTestServer(dialect);
    try {
      const zinc = await restaurantIdOf(fresh, SLUG);
      const { owner } = await sessionsFor(fresh, zinc);
      const url = `/api/staff/restaurants/${zinc}/settings`;
      const booking = (await fresh.call('GET', url, undefined, bearer(owner))).body.object.booking;
      expect(booking.sms_daily_budget).toBe(100);
      const saved = await fresh.call('PUT', `${url}/booking`, { ...booking, sms_daily_budget: 40 }, bearer(owner));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await restaurantRow(fresh)).sms_daily_budget).toBe(40);
      expectRefusal(await fresh.call('PUT', `${url}/booking`, { ...booking, sms_daily_budget: -1 }, bearer(owner)), 400, /Budget de SMS par jour/);
    } finally {
      await fresh.close();
    }
  });
});
