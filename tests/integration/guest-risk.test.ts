import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantAtWallClock, isoWeekday, todayIn } from '../../src/domain/dates';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, expectFrench, expectRefusal, questionIds, rowCounts, SLUG } from '../support/booking-fixtures';
import { startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';
import { bearer, sessionsFor } from './staff-helpers';

// A guest's no-shows and late cancellations over the last twelve months, on the service book, and
// the owner's rule beyond a threshold: flag only, a card guarantee, or online bookings refused.
// The harness runs on the real clock; dates are counted from the restaurant's today.

const ZONE = 'Europe/Paris';
let seq = 0;

/** A weekday evening (Tuesday) two to three weeks ahead, where the demo asks no guarantee. */
function farTuesday(today: string): string {
  let date = addDays(today, 14);
  while (isoWeekday(date) !== 2) date = addDays(date, 1);
  return date;
}

describe.each(await dialectsUnderTest())('a guest’s no-show risk on %s', (dialect) => {
  let h: PaymentsHarness;
  let owner: string;
  let q: { required: number; optional: number };
  const today = todayIn(ZONE, new Date());
  const tuesday = farTuesday(today);

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    owner = (await sessionsFor(h.server, h.restaurantId)).owner;
    q = await questionIds(h.server);
  });
  afterAll(async () => h?.close());

  const staffUrl = (path: string) => `/api/staff/restaurants/${h.restaurantId}${path}`;
  const saveRule = (body: unknown) => h.server.call('PUT', staffUrl('/settings/no-show/guest-risk'), body, bearer(owner));

  /** A past booking of the contact, written as history: a status, and how the guest cancelled it. */
  async function past(
    who: { email?: string; phone?: string },
    b: { date: string; hour?: string; status: 'no_show' | 'cancelled_by_guest' | 'completed'; cancelledAt?: Date; actor?: string; deadline?: Date },
  ) {
    seq++;
    const at = new Date().toISOString();
    const { id } = await h.server.db.kysely
      .insertInto('bookings')
      .values({
        guid: `risk-${dialect}-${seq}`,
        short_id: `risk-short-${dialect}-${seq}`,
        reference: `RISK${seq}`,
        restaurant_id: h.restaurantId,
        date: b.date,
        hour: b.hour ?? '20:00',
        service: 'evening',
        covers: 2,
        turn_minutes: 90,
        status: b.status,
        source: 'online',
        name: 'Client à risque',
        email: who.email ?? '',
        phone_number: who.phone ?? '',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (b.cancelledAt) {
      await h.server.db.kysely
        .insertInto('booking_history')
        .values({
          booking_id: id,
          at: b.cancelledAt.toISOString(),
          actor: b.actor ?? 'diner',
          action: 'cancelled',
          from_status: 'confirmed',
          to_status: 'cancelled_by_guest',
        })
        .execute();
    }
    if (b.deadline) {
      await h.server.db.kysely
        .insertInto('booking_payments')
        .values({
          restaurant_id: h.restaurantId,
          booking_id: id,
          kind: 'guarantee',
          state: 'card_saved',
          amount_cents: 4000,
          currency: 'eur',
          account_id: h.accountId,
          free_cancellation_until: b.deadline.toISOString(),
          guest_cancelled_at: b.cancelledAt?.toISOString() ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    return id;
  }

  const hoursBefore = (date: string, hours: number, hour = '20:00') => new Date(instantAtWallClock(date, hour, ZONE).getTime() - hours * 3_600_000);

  /** A phone booking entered by the staff for the contact, and what the book says of it. */
  async function staffBooking(who: { email?: string; phone?: string }, hour: string) {
    const created = await h.server.call(
      'POST',
      staffUrl('/bookings'),
      { source: 'phone', date: tuesday, hour, covers: 2, name: 'Client connu', ...who },
      bearer(owner),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.object.guid as string;
  }
  const bookRisk = async (guid: string) => {
    const day = await h.server.call('GET', staffUrl(`/service-book?date=${tuesday}`), undefined, bearer(owner));
    expect(day.status).toBe(200);
    const all = [...day.body.object.bookings, ...(day.body.object.waiting ?? [])];
    return all.find((b: { guid: string }) => b.guid === guid)?.risk;
  };

  let diner = 0;
  const contact = () => {
    diner++;
    return { email: `risque.${dialect}.${diner}@example.fr`, phoneNumber: `+3361234${String(5000 + diner).padStart(4, '0')}` };
  };
  const online = (who: { email: string; phoneNumber: string }, overrides: Record<string, unknown> = {}) =>
    h.server.call(
      'POST',
      '/api/bookings',
      bookingBody(q.required, { name: 'Camille Risque', ...who, date: tuesday, hour: '20:00', tablewarecount: 2, ...overrides }),
    );
  const protection = (who: { email: string; phoneNumber: string }) =>
    h.server.call('POST', '/api/bookings/protection', { restaurantSlug: SLUG, date: tuesday, hour: '20:00', tablewarecount: 2, ...who });

  it('counts the no-shows and late cancellations of the last twelve months, matched by e-mail or phone', async () => {
    const who = contact();
    const byMail = { email: who.email };
    const byPhone = { phone: who.phoneNumber };
    await past(byMail, { date: addDays(today, -30), status: 'no_show' });
    await past(byPhone, { date: addDays(today, -300), status: 'no_show' });
    await past(byMail, { date: addDays(today, -400), status: 'no_show' }); // over a year ago
    await past(byMail, { date: addDays(today, -20), status: 'completed' });
    // No deadline: late under 24 hours before the booking's time.
    const d1 = addDays(today, -10);
    await past(byMail, { date: d1, status: 'cancelled_by_guest', cancelledAt: hoursBefore(d1, 2) });
    const d2 = addDays(today, -11);
    await past(byMail, { date: d2, status: 'cancelled_by_guest', cancelledAt: hoursBefore(d2, 30) });
    // With its own deadline (48 hours): 30 hours before is late, 50 hours before is not.
    const d3 = addDays(today, -12);
    await past(byPhone, { date: d3, status: 'cancelled_by_guest', cancelledAt: hoursBefore(d3, 30), deadline: hoursBefore(d3, 48) });
    const d4 = addDays(today, -13);
    await past(byPhone, { date: d4, status: 'cancelled_by_guest', cancelledAt: hoursBefore(d4, 50), deadline: hoursBefore(d4, 48) });
    // A hold that ran out is the system's doing, not the guest's.
    const d5 = addDays(today, -14);
    await past(byMail, { date: d5, status: 'cancelled_by_guest', cancelledAt: hoursBefore(d5, 1), actor: 'system' });

    const guid = await staffBooking({ email: who.email.toUpperCase(), phone: who.phoneNumber }, '19:00');
    expect(await bookRisk(guid)).toEqual({ noShows: 2, lateCancellations: 2 });
    // Matched by the phone alone (another e-mail): what that phone did, at once…
    const other = await staffBooking({ email: `autre.${dialect}@example.fr`, phone: who.phoneNumber }, '19:15');
    expect(await bookRisk(other)).toEqual({ noShows: 1, lateCancellations: 1 });
    // …and everything its guest profile holds once the bookings are matched into one guest.
    expect((await h.server.call('GET', staffUrl('/guests'), undefined, bearer(owner))).status).toBe(200);
    expect(await bookRisk(other)).toEqual({ noShows: 2, lateCancellations: 2 });
    // A stranger has a clean record.
    const stranger = await staffBooking({ email: `inconnu.${dialect}@example.fr` }, '19:30');
    expect(await bookRisk(stranger)).toEqual({ noShows: 0, lateCancellations: 0 });
  });

  it('refuses a bad rule with a French 4xx, and a card guarantee without an account that takes charges', async () => {
    for (const body of [
      { threshold: 0, action: 'flag', guaranteeCents: 2000 },
      { threshold: 2, action: 'ban', guaranteeCents: 2000 },
      { threshold: 2, action: 'guarantee', guaranteeCents: 10 },
      { threshold: 'deux', action: 'flag', guaranteeCents: 2000 },
      { threshold: 2, action: 'flag' },
    ]) {
      const answer = await saveRule(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectFrench(answer.body.message);
    }
    // The account as Stripe would report it after suspending its charges.
    const charges = (flag: 0 | 1) =>
      h.server.db.kysely.updateTable('payment_accounts').set({ charges_enabled: flag }).where('restaurant_id', '=', h.restaurantId).execute();
    await charges(0);
    const refused = await saveRule({ threshold: 2, action: 'guarantee', guaranteeCents: 2500 });
    expectRefusal(refused, 409);
    expect(refused.body.message).toMatch(/Stripe/);
    // Off, or flag only, needs no account.
    expect((await saveRule({ threshold: 2, action: 'flag', guaranteeCents: 2500 })).status).toBe(200);
    expect((await saveRule({ threshold: null, action: 'guarantee', guaranteeCents: 2500 })).status).toBe(200);
    await charges(1);
  });

  it('asks a card guarantee of a guest beyond the threshold, from the details the booking sends', async () => {
    const who = contact();
    await past({ email: who.email }, { date: addDays(today, -40), status: 'no_show' });
    await past({ phone: who.phoneNumber }, { date: addDays(today, -80), status: 'no_show' });
    const clean = contact();

    // Off by default: nothing asked on a Tuesday evening.
    expect((await protection(who)).body.object.protection).toBeNull();
    expect((await saveRule({ threshold: 2, action: 'guarantee', guaranteeCents: 2500 })).status).toBe(200);
    const read = await h.server.call('GET', staffUrl('/settings/no-show'), undefined, bearer(owner));
    expect(read.body.object.risk).toEqual({ threshold: 2, action: 'guarantee', guaranteeCents: 2500 });

    const asked = (await protection(who)).body.object.protection;
    expect(asked).toMatchObject({ kind: 'guarantee', amountCents: 5000, deadlineHours: 24 });
    expect((await protection(clean)).body.object.protection).toBeNull();
    // The server checks again: no consent, no booking, nothing written.
    const before = await rowCounts(h.server);
    expectRefusal(await online(who), 422);
    expect(await rowCounts(h.server)).toEqual(before);
    // The page asked for another person's details: the booking's own details decide.
    const clean2 = (await protection(clean)).body.object.protection;
    expect(clean2).toBeNull();
    const held = await online(who, { protection_accepted: asked.version });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.object).toMatchObject({ status: 'pending', payment: 'guarantee' });
    const free = await online(clean, { hour: '20:15' });
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(free.body.object.payment).toBeNull();
  });

  it('refuses the online booking with a neutral message in the diner’s language, writing nothing; the staff still book', async () => {
    const who = contact();
    await past({ email: who.email }, { date: addDays(today, -5), status: 'no_show' });
    await past({ email: who.email }, { date: addDays(today, -6), status: 'no_show' });
    expect((await saveRule({ threshold: 2, action: 'refuse', guaranteeCents: 2000 })).status).toBe(200);
    // The page learns nothing before booking.
    expect((await protection(who)).body.object.protection).toBeNull();
    const before = await rowCounts(h.server);
    const fr = await online(who, { hour: '20:30' });
    expectRefusal(fr, 422, 'Nous ne pouvons pas enregistrer cette réservation en ligne. Veuillez appeler le restaurant pour réserver.');
    expect(fr.body.message).not.toMatch(/absence/i);
    const en = await online(who, { hour: '20:30', language: 'en' });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('We cannot take this booking online. Please call the restaurant to book.');
    const waiting = await online(who, { hour: '20:30', is_waiting: true });
    expect(waiting.status).toBe(422);
    expect(await rowCounts(h.server)).toEqual(before);
    // Below the threshold, the same rule lets another diner book.
    const one = contact();
    await past({ email: one.email }, { date: addDays(today, -5), status: 'no_show' });
    expect((await online(one, { hour: '20:45' })).status).toBe(201);
    // Entered by the staff: never refused, only flagged.
    const guid = await staffBooking({ email: who.email, phone: who.phoneNumber }, '21:00');
    expect(await bookRisk(guid)).toEqual({ noShows: 2, lateCancellations: 0 });
  });

  it('flags only: the booking goes through and shows the count', async () => {
    const who = contact();
    await past({ phone: who.phoneNumber }, { date: addDays(today, -5), status: 'no_show' });
    await past({ phone: who.phoneNumber }, { date: addDays(today, -7), status: 'no_show' });
    await past({ phone: who.phoneNumber }, { date: addDays(today, -9), status: 'no_show' });
    expect((await saveRule({ threshold: 2, action: 'flag', guaranteeCents: 2000 })).status).toBe(200);
    expect((await protection(who)).body.object.protection).toBeNull();
    const created = await online(who, { hour: '21:15' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = await h.server.db.kysely.selectFrom('bookings').select('guid').where('short_id', '=', created.body.object.shortId).executeTakeFirstOrThrow();
    expect(await bookRisk(row.guid)).toEqual({ noShows: 3, lateCancellations: 0 });
  });
});
