import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '../../src/domain/dates';
import { releaseEndedHolds } from '../../src/server/modules/payments';
import { renderMessage } from '../../src/server/modules/notifications/render-message';
import type { RenderedEmail } from '../../src/server/modules/notifications/templates/types';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, bookingByShortId, changeRules, dinerOf, expectRefusal, questionIds, rowCounts, SLUG, verifyPhone } from '../support/booking-fixtures';
import { enterCard, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';

// The diner's card guarantee or deposit, end to end through HTTP: the words accepted before
// booking, the table held while the diner is on Stripe's page, the booking confirmed by the return
// or the webhook (whichever comes first, once), the hold that runs out giving the table back, and a
// payment arriving after it taking the table again or refunded. The demo restaurant asks a card
// guarantee of 20 € per cover from 6 covers on Saturday evenings.

/** A Saturday two to three weeks ahead of the real date: the harness runs on the real clock. */
function farSaturday(): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 14);
  while (isoWeekday(date) !== 6) date = addDays(date, 1);
  return date;
}

describe.each(await dialectsUnderTest())('a diner’s card guarantee or deposit on %s', (dialect) => {
  let h: PaymentsHarness;
  let q: { required: number; optional: number };
  let diner = 700;
  const saturday = farSaturday();

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    q = await questionIds(h.server);
  });
  afterAll(async () => h?.close());

  const protection = (overrides: Record<string, unknown> = {}) =>
    h.server.call('POST', '/api/bookings/protection', { restaurantSlug: SLUG, date: saturday, hour: '20:00', tablewarecount: 6, ...overrides });
  /** A six-cover booking on Saturday evening by a new diner (phone verified, as from six covers). */
  const book = async (overrides: Record<string, unknown> = {}) => {
    const who = dinerOf(++diner);
    const hour = (overrides.hour as string | undefined) ?? '20:00';
    await verifyPhone(h.server, who.phoneNumber, { date: saturday, hour, name: who.name, email: who.email });
    return h.server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date: saturday, hour, tablewarecount: 6, ...overrides }));
  };
  /** A held booking at `hour`: each test its own, so the restaurant's covers per slot never run out. */
  const heldBooking = async (hour: string) => {
    const version = (await protection({ hour })).body.object.protection.version;
    const created = await book({ protection_accepted: version, hour });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.object.shortId as string;
  };
  const paymentOf = async (shortId: string) => {
    const booking = await bookingByShortId(h.server, shortId);
    return h.server.db.kysely.selectFrom('booking_payments').selectAll().where('booking_id', '=', booking.id).executeTakeFirstOrThrow();
  };
  const historyOf = async (shortId: string) => {
    const booking = await bookingByShortId(h.server, shortId);
    const rows = await h.server.db.kysely
      .selectFrom('booking_history')
      .select(['action', 'actor'])
      .where('booking_id', '=', booking.id)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.action);
  };
  const receivedMails = async (shortId: string) => {
    const booking = await bookingByShortId(h.server, shortId);
    const rows = await h.server.db.kysely
      .selectFrom('outbox')
      .select('kind')
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_received')
      .execute();
    return rows.length;
  };
  /** The "not confirmed" e-mails queued for a booking, as the diner would read them. */
  const unpaidMails = async (shortId: string) => {
    const booking = await bookingByShortId(h.server, shortId);
    const rows = await h.server.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_cancelled')
      .orderBy('id')
      .execute();
    return Promise.all(
      rows.map(async (row) => ((await renderMessage({ db: h.server.db.kysely, config: h.server.config, now: new Date() }, row)) as RenderedEmail).text),
    );
  };
  const start = (shortId: string) => h.server.call('POST', `/api/bookings/short/${shortId}/payment`);
  const back = (shortId: string) => h.server.call('POST', `/api/bookings/short/${shortId}/payment/return`);
  /** The hold ends now, as if its minutes had passed (the provider signs events with the real time). */
  const endHold = async (shortId: string) => {
    const payment = await paymentOf(shortId);
    await h.server.db.kysely
      .updateTable('booking_payments')
      .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', payment.id)
      .execute();
  };

  it('states the guarantee in the diner’s language, only where the restaurant asks for one', async () => {
    h.server.clock.set(new Date());
    const fr = (await protection()).body.object.protection;
    expect(fr).toMatchObject({ kind: 'guarantee', amountCents: 12_000, currency: 'eur', deadlineHours: 24, holdMinutes: 10 });
    expect(fr.text).toContain('120,00 €');
    expect(fr.text).toContain('24 heures');
    expect(fr.version).toMatch(/^[0-9a-f]{16}$/);
    expect(new Date(fr.freeCancellationUntil).getTime()).toBeLessThan(new Date(`${saturday}T20:00:00+01:00`).getTime());
    const en = (await protection({ language: 'en' })).body.object.protection;
    expect(en.text).toContain('€120.00');
    expect(en.version).not.toBe(fr.version);
    expect((await protection({ tablewarecount: 5 })).body.object.protection).toBeNull();
    expect((await protection({ date: addDays(saturday, -2) })).body.object.protection).toBeNull();
    expect((await protection({ hour: '12:00' })).body.object.protection).toBeNull();
    expect((await protection({ date: 'samedi' })).body.object.protection).toBeNull();
  });

  it('refuses a booking without the diner’s consent or with words that changed, writing nothing', async () => {
    h.server.clock.set(new Date());
    const before = await rowCounts(h.server);
    const startedAt = new Date().toISOString();
    const missing = await book();
    expectRefusal(missing, 422, 'Veuillez accepter les conditions de garantie de la réservation.');
    expect(missing.body.object.reason).toBe('protection_consent_required');
    const changed = await book({ protection_accepted: '0000000000000000' });
    expectRefusal(changed, 422, 'Les conditions de garantie ont changé : veuillez les relire et les accepter de nouveau.');
    // The SMS codes the diner was sent are the only rows written (their outbox messages and codes).
    const after = await rowCounts(h.server);
    expect({ ...after, confirmation_codes: 0, outbox: 0 }).toEqual({ ...before, confirmation_codes: 0, outbox: 0 });
    expect(await h.server.db.kysely.selectFrom('booking_payments').select('id').where('created_at', '>=', startedAt).execute()).toEqual([]);
  });

  it('opens the provider’s page in the booking’s language', async () => {
    h.server.clock.set(new Date());
    const localeOf = async (language: string, hour: string) => {
      const version = (await protection({ hour, language })).body.object.protection.version;
      const created = await book({ protection_accepted: version, hour, language });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const opened = await start(created.body.object.shortId as string);
      // Given back at once: the other tests count on the evening's tables of six.
      expect((await h.server.call('POST', `/api/bookings/${created.body.object.guid as string}/cancel`)).status).toBe(200);
      const sessions = h.fake.objects('checkout.session', h.accountId) as Array<{ url: string | null; locale: string | null }>;
      return sessions.find((session) => session.url === opened.body.object.checkoutUrl)?.locale;
    };
    expect(await localeOf('en', '21:15')).toBe('en');
    expect(await localeOf('fr', '22:00')).toBe('fr');
  });

  it('holds the table, then confirms the booking once when the diner saves a card and comes back', async () => {
    h.server.clock.set(new Date());
    const version = (await protection()).body.object.protection.version;
    const created = await book({ protection_accepted: version });
    expect(created.status).toBe(201);
    expect(created.body.object).toMatchObject({ status: 'pending', payment: 'guarantee' });
    const shortId = created.body.object.shortId as string;
    const held = await paymentOf(shortId);
    expect(held).toMatchObject({ kind: 'guarantee', state: 'awaiting_card', amount_cents: 12_000, consent_version: version, hold_minutes: 10 });
    expect(held.consent_text).toContain('120,00 €');
    expect(new Date(held.hold_until!).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(await receivedMails(shortId)).toBe(0);
    // The confirmation link of the e-mail cannot stand in for the card.
    expect((await h.server.call('POST', `/api/bookings/short/${shortId}/confirm`)).status).toBe(409);

    const opened = await start(shortId);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.object.holdUntil).toBe(held.hold_until);
    expect((await start(shortId)).body.object.checkoutUrl).toBe(opened.body.object.checkoutUrl);
    expect((await back(shortId)).body.object).toMatchObject({ outcome: 'open', holdUntil: held.hold_until, card: null });

    const location = await enterCard(opened.body.object.checkoutUrl, '4242424242424242');
    expect(location).toBe(`${h.server.config.publicUrl}/resa/${shortId}/paiement`);
    const [first, second] = await Promise.all([back(shortId), back(shortId)]);
    for (const answer of [first, second])
      expect(answer.body.object).toMatchObject({ outcome: 'confirmed', card: { brand: 'visa', last4: '4242' }, holdUntil: null });
    await h.fake.settled();
    expect((await bookingByShortId(h.server, shortId)).status).toBe('confirmed');
    expect((await paymentOf(shortId)).state).toBe('card_saved');
    expect((await historyOf(shortId)).filter((a) => a === 'confirmed')).toHaveLength(1);
    expect(await receivedMails(shortId)).toBe(1);
    expectRefusal(await start(shortId), 409, 'Le paiement de cette réservation est déjà enregistré.');
  });

  it('confirms the booking from the webhook alone when the diner never comes back', async () => {
    h.server.clock.set(new Date());
    const shortId = await heldBooking('19:30');
    const opened = await start(shortId);
    await enterCard(opened.body.object.checkoutUrl, '4242424242424242');
    await h.fake.settled();
    expect((await bookingByShortId(h.server, shortId)).status).toBe('confirmed');
    expect(await receivedMails(shortId)).toBe(1);
    expect((await back(shortId)).body.object.outcome).toBe('confirmed');
    expect(await receivedMails(shortId)).toBe(1);
  });

  it('gives the table back when the hold runs out, and holds it again when the diner tries again', async () => {
    h.server.clock.set(new Date());
    const shortId = await heldBooking('20:30');
    const opened = await start(shortId);
    await endHold(shortId);
    expect(await releaseEndedHolds(h.server.db, () => new Date())).toBe(1);
    expect((await bookingByShortId(h.server, shortId)).status).toBe('cancelled_by_guest');
    expect(await historyOf(shortId)).toContain('hold_released');
    const booking = await bookingByShortId(h.server, shortId);
    expect(await h.server.db.kysely.selectFrom('booking_tables').selectAll().where('booking_id', '=', booking.id).execute()).not.toHaveLength(0);
    expect((await back(shortId)).body.object).toMatchObject({ outcome: 'released', canRetry: true, holdUntil: null });
    const [released] = await unpaidMails(shortId);
    expect(released).toContain('n’a pas été confirmée : la carte ou l’acompte demandé n’a pas été reçu dans les 10 minutes');

    const again = await start(shortId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await bookingByShortId(h.server, shortId)).status).toBe('pending');
    expect(await historyOf(shortId)).toContain('hold_renewed');
    // The provider's page opened before is still the one to use: the same Checkout session.
    expect(again.body.object.checkoutUrl).toBe(opened.body.object.checkoutUrl);
    await enterCard(again.body.object.checkoutUrl, '4242424242424242');
    expect((await back(shortId)).body.object.outcome).toBe('confirmed');
    await h.fake.settled();
    expect(await receivedMails(shortId)).toBe(1);
  });

  it('takes the table again for a card saved after the hold ran out, while the slot is free', async () => {
    h.server.clock.set(new Date());
    const shortId = await heldBooking('21:00');
    const opened = await start(shortId);
    await endHold(shortId);
    await releaseEndedHolds(h.server.db, () => new Date());
    await enterCard(opened.body.object.checkoutUrl, '4242424242424242');
    await h.fake.settled();
    expect((await bookingByShortId(h.server, shortId)).status).toBe('confirmed');
    expect((await back(shortId)).body.object.outcome).toBe('confirmed');
    expect(await receivedMails(shortId)).toBe(1);
  });

  it('refunds a deposit paid after the hold ran out when the table has gone, once, and says so', async () => {
    h.server.clock.set(new Date());
    await h.server.db.kysely.updateTable('no_show_policies').set({ mode: 'deposit' }).where('restaurant_id', '=', h.restaurantId).execute();
    try {
      const shortId = await heldBooking('21:30');
      expect((await paymentOf(shortId)).kind).toBe('deposit');
      const opened = await start(shortId);
      await endHold(shortId);
      await releaseEndedHolds(h.server.db, () => new Date());
      // Meanwhile the restaurant closes that evening: the slot is gone.
      await changeRules(h.server, h.restaurantId, (trx) =>
        trx.insertInto('closed_dates').values({ restaurant_id: h.restaurantId, date: saturday, service: 'evening' }).execute(),
      );
      expectRefusal(await start(shortId), 409, "Le délai de paiement est écoulé et cette table n'est plus libre. Veuillez choisir un autre horaire.");
      await enterCard(opened.body.object.checkoutUrl, '4242424242424242');
      const answers = await Promise.all([back(shortId), back(shortId)]);
      await h.fake.settled();
      for (const answer of answers) expect(answer.body.object?.outcome, JSON.stringify(answer.body)).toBe('refunded');
      const payment = await paymentOf(shortId);
      expect(payment).toMatchObject({ state: 'refunded', charged_cents: 12_000, refunded_cents: 12_000 });
      expect(h.fake.objects('refund', h.accountId).filter((r) => r.payment_intent === payment.payment_intent_id)).toHaveLength(1);
      expect((await bookingByShortId(h.server, shortId)).status).toBe('cancelled_by_guest');
      expect(await receivedMails(shortId)).toBe(0);
      // Told twice: the table released, then the late payment refunded (once, whoever settled it).
      const told = await unpaidMails(shortId);
      expect(told).toHaveLength(2);
      expect(told[1]).toContain(
        'Votre paiement de 120,00 € est arrivé après ce délai, alors que la table n’était plus libre : il vous est intégralement remboursé.',
      );
    } finally {
      await h.server.db.kysely.updateTable('no_show_policies').set({ mode: 'guarantee' }).where('restaurant_id', '=', h.restaurantId).execute();
      await changeRules(h.server, h.restaurantId, (trx) =>
        trx.deleteFrom('closed_dates').where('restaurant_id', '=', h.restaurantId).where('date', '=', saturday).execute(),
      );
    }
  });

  it('never gives one table to two diners: holds count in availability under the day’s lock', async () => {
    h.server.clock.set(new Date());
    const date = addDays(saturday, 7);
    const version = (await protection({ date })).body.object.protection.version;
    const diners = Array.from({ length: 12 }, () => dinerOf(++diner));
    for (const who of diners) await verifyPhone(h.server, who.phoneNumber, { date, hour: '20:00', name: who.name, email: who.email });
    const answers = await Promise.all(
      diners.map((who) =>
        h.server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date, hour: '20:00', tablewarecount: 6, protection_accepted: version })),
      ),
    );
    expect(
      answers.every((a) => a.status === 201 || a.status === 409),
      JSON.stringify(answers.map((a) => a.body)),
    ).toBe(true);
    const held = answers.filter((a) => a.status === 201);
    expect(held.length).toBeGreaterThan(0);
    expect(answers.some((a) => a.status === 409)).toBe(true);
    const tables = await h.server.db.kysely
      .selectFrom('booking_tables as bt')
      .innerJoin('bookings as b', 'b.id', 'bt.booking_id')
      .select('bt.table_id')
      .where('b.date', '=', date)
      .where('b.hour', '=', '20:00')
      .where('b.status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(new Set(tables.map((t) => t.table_id)).size).toBe(tables.length);
  });
});
