import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '../../src/domain/dates';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, bookingByShortId, dinerOf, expectRefusal, questionIds, rowCounts, verifyPhone } from '../support/booking-fixtures';
import { enterCard, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';

// A table offered to the waiting list on an evening where the restaurant asks a card guarantee
// (the demo: 20 € per cover from 6 covers on Saturday evenings) is held as the wizard's booking
// is: the offer states the guarantee, its acceptance needs the diner's tick on the words in force,
// the booking waits for the card on Stripe's page, and a hold that runs out gives the table to
// the next entry of the list. An offer on an evening without a rule is accepted as before.

/** The n-th Saturday from two weeks ahead of the real date (the harness runs on the real clock). */
function saturday(n: number): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 14);
  while (isoWeekday(date) !== 6) date = addDays(date, 1);
  return addDays(date, 7 * n);
}

describe.each(await dialectsUnderTest())('a waiting-list offer on a guaranteed evening on %s', (dialect) => {
  let h: PaymentsHarness;
  let q: { required: number; optional: number };
  let diner = 5100;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    q = await questionIds(h.server);
  });
  afterAll(async () => h?.close());

  /** A diner joins the evening's waiting list (six covers: their phone verified first). */
  const join = async (date: string, covers = 6) => {
    const who = dinerOf(++diner);
    if (covers >= 6) await verifyPhone(h.server, who.phoneNumber, { date, hour: '20:00', name: who.name, email: who.email });
    const res = await h.server.call(
      'POST',
      '/api/bookings',
      bookingBody(q.required, { ...who, date, hour: '20:00', tablewarecount: covers, is_waiting: true }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.object as { guid: string; shortId: string };
  };
  /** A two-cover booking of that evening is cancelled: its table is offered to the list. */
  const freeATable = async (date: string) => {
    const who = dinerOf(++diner);
    const made = await h.server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date, hour: '20:00', tablewarecount: 2 }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await h.server.call('POST', `/api/bookings/${made.body.object.guid}/cancel`)).status).toBe(200);
  };
  const offerOf = async (guid: string) =>
    h.server.db.kysely
      .selectFrom('waiting_offers')
      .innerJoin('bookings', 'bookings.id', 'waiting_offers.booking_id')
      .select(['waiting_offers.token', 'waiting_offers.status', 'bookings.status as booking'])
      .where('bookings.guid', '=', guid)
      .orderBy('waiting_offers.id', 'desc')
      .executeTakeFirst();
  const accept = (token: string, body?: Record<string, unknown>, headers?: Record<string, string>) =>
    h.server.call('POST', `/api/waiting-offers/${token}/accept`, body, headers);
  const paymentOf = async (shortId: string) => {
    const booking = await bookingByShortId(h.server, shortId);
    return h.server.db.kysely.selectFrom('booking_payments').selectAll().where('booking_id', '=', booking.id).executeTakeFirst();
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

  it('states the guarantee on the offer, refuses an acceptance without the tick, then holds the table until the card is saved', async () => {
    h.server.clock.set(new Date());
    const date = saturday(0);
    const entry = await join(date);
    // Joining the list sent its own e-mail ("vous êtes sur la liste d'attente").
    const joinedMails = await receivedMails(entry.shortId);
    await freeATable(date);
    const { token } = (await offerOf(entry.guid))!;

    const view = await h.server.call('GET', `/api/waiting-offers/${token}`);
    expect(view.status).toBe(200);
    const protection = view.body.object.protection;
    expect(protection).toMatchObject({ kind: 'guarantee', amountCents: 12_000, currency: 'eur', deadlineHours: 24, holdMinutes: 10 });
    expect(protection.text).toContain('120,00 €');
    expect(view.body.object.restaurant_time_zone).toBe('Europe/Paris');
    // The page's language names the words (and so their version).
    const english = (await h.server.call('GET', `/api/waiting-offers/${token}`, undefined, { 'x-diner-language': 'en' })).body.object.protection;
    expect(english.text).toContain('€120.00');
    expect(english.version).not.toBe(protection.version);

    // Without the tick, or with words that are not the ones in force: 422, nothing written.
    const before = await rowCounts(h.server);
    expectRefusal(await accept(token), 422, /conditions|garantie/i);
    expectRefusal(await accept(token, { protection_accepted: 'ancienne-version' }), 422);
    // The French words ticked, then the page switched to English: the English words are in force.
    const refusedEn = await accept(token, { protection_accepted: protection.version }, { 'x-diner-language': 'en' });
    expect(refusedEn.status).toBe(422);
    expect(refusedEn.body.object).toMatchObject({ reason: 'protection_changed' });
    expect(refusedEn.body.message).toMatch(/changed|terms/i);
    expect(await rowCounts(h.server)).toEqual(before);
    expect(await offerOf(entry.guid)).toMatchObject({ status: 'offered', booking: 'waiting' });
    expect(await paymentOf(entry.shortId)).toBeUndefined();

    // Ticked: the booking is held, its payment row written, no e-mail yet.
    const accepted = await accept(token, { protection_accepted: protection.version, language: 'fr' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.object).toEqual({ shortId: entry.shortId, payment: 'guarantee' });
    expect(await offerOf(entry.guid)).toMatchObject({ status: 'accepted', booking: 'pending' });
    const held = (await paymentOf(entry.shortId))!;
    expect(held).toMatchObject({ kind: 'guarantee', state: 'awaiting_card', amount_cents: 12_000, consent_version: protection.version });
    expect(held.consent_text).toBe(protection.text);
    expect(new Date(held.hold_until!).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(await receivedMails(entry.shortId)).toBe(joinedMails);
    // A second click leads to the payment page again.
    expect((await accept(token, { protection_accepted: protection.version })).body.object).toEqual({ shortId: entry.shortId, payment: 'guarantee' });

    // The wizard's own way to Stripe and back.
    const opened = await h.server.call('POST', `/api/bookings/short/${entry.shortId}/payment`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const location = await enterCard(opened.body.object.checkoutUrl, '4242424242424242');
    expect(new URL(location).pathname).toBe(`/resa/${entry.shortId}/paiement`);
    const back = await h.server.call('POST', `/api/bookings/short/${entry.shortId}/payment/return`);
    expect(back.body.object).toMatchObject({ outcome: 'confirmed', card: { last4: '4242' } });
    await h.fake.settled();
    expect((await bookingByShortId(h.server, entry.shortId)).status).toBe('confirmed');
    expect((await paymentOf(entry.shortId))!.state).toBe('card_saved');
    expect(await receivedMails(entry.shortId)).toBe(joinedMails + 1);
  });

  it('offers the table of a hold that ran out to the next entry of the waiting list', async () => {
    h.server.clock.set(new Date());
    const date = saturday(1);
    const first = await join(date);
    await freeATable(date);
    const { token } = (await offerOf(first.guid))!;
    const version = (await h.server.call('GET', `/api/waiting-offers/${token}`)).body.object.protection.version;
    expect((await accept(token, { protection_accepted: version })).status).toBe(200);
    // Joined after the table was taken: nothing is offered to them while it is held.
    const next = await join(date);
    expect(await offerOf(next.guid)).toBeUndefined();

    const payment = (await paymentOf(first.shortId))!;
    await h.server.db.kysely
      .updateTable('booking_payments')
      .set({ hold_until: new Date(h.server.clock.now().getTime() - 1000).toISOString() })
      .where('id', '=', payment.id)
      .execute();
    // The diner comes back without a card: the hold is released, and the table offered on.
    const back = await h.server.call('POST', `/api/bookings/short/${first.shortId}/payment/return`);
    expect(back.body.object).toMatchObject({ outcome: 'released' });
    expect((await bookingByShortId(h.server, first.shortId)).status).toBe('cancelled_by_guest');
    expect(await offerOf(next.guid)).toMatchObject({ status: 'offered', booking: 'waiting' });
    const offered = await h.server.call('GET', `/api/waiting-offers/${(await offerOf(next.guid))!.token}`);
    expect(offered.body.object).toMatchObject({ state: 'open', protection: { kind: 'guarantee' } });
  });

  it('books an offer of an evening without a rule as before: confirmed at once, one e-mail, no payment', async () => {
    h.server.clock.set(new Date());
    const date = saturday(2);
    // Under six covers nothing is asked on Saturday evenings.
    const entry = await join(date, 2);
    const joinedMails = await receivedMails(entry.shortId);
    await freeATable(date);
    const { token } = (await offerOf(entry.guid))!;
    expect((await h.server.call('GET', `/api/waiting-offers/${token}`)).body.object.protection).toBeNull();
    const accepted = await accept(token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.object).toEqual({ shortId: entry.shortId, payment: null });
    expect(await offerOf(entry.guid)).toMatchObject({ status: 'accepted', booking: 'confirmed' });
    expect(await paymentOf(entry.shortId)).toBeUndefined();
    expect(await receivedMails(entry.shortId)).toBe(joinedMails + 1);
  });
});
