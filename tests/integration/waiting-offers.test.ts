import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WAITING_OFFER_MESSAGES as M } from '../../src/domain/waiting-offers';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, changeRules, DAY, dinerOf, expectRefusal, questionIds, restaurantRow } from '../support/booking-fixtures';
import { linksIn } from '../support/mime-parse';
import { outboxRows, pathOf, workerFor } from '../support/notification-harness';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, login, enrolDevice, CODES } from './staff-helpers';

// A waiting list that fills itself. The seed's Saturday evening is full; diners join its waiting
// list. A cancellation, a delay or a move frees a table: the first matching entries are offered it
// by a link; the first to accept gets it, the others are told it is gone; an offer runs out and
// the next entry in line is offered.

const ACCEPTS_PER_OFFER = 50;

describe.each(await dialectsUnderTest())('waiting-list offers that fill the table on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStub;
  let q: { required: number; optional: number };
  let token = '';
  let diner = 3000;

  const join = async (hour: string, date: string = DAY.fullSaturday, covers = 2) => {
    const who = dinerOf(++diner);
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...who, date, hour, tablewarecount: covers, is_waiting: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...who, ...(res.body.object as { guid: string; shortId: string }) };
  };
  const seeded = async (hour: string, covers: number, skip = 0) => {
    const { id } = await restaurantRow(server);
    const rows = await server.db.kysely
      .selectFrom('bookings')
      .selectAll()
      .where('restaurant_id', '=', id)
      .where('date', '=', DAY.fullSaturday)
      .where('hour', '=', hour)
      .where('covers', '=', covers)
      .where('status', '=', 'confirmed')
      .orderBy('id')
      .execute();
    return rows[skip]!;
  };
  const offersOf = async (guids: string[]) =>
    server.db.kysely
      .selectFrom('waiting_offers')
      .innerJoin('bookings', 'bookings.id', 'waiting_offers.booking_id')
      .select(['bookings.guid', 'waiting_offers.token', 'waiting_offers.status', 'waiting_offers.hour', 'waiting_offers.expires_at'])
      .where('bookings.guid', 'in', guids)
      .orderBy('waiting_offers.id')
      .execute();
  const deliver = async () => {
    const worker = workerFor(server, { smtpUrl: smtp.url });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const mailTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));
  /** Each scenario starts from an empty list: the entries earlier ones left leave it. */
  const emptyWaitingList = async () => {
    const left = await server.db.kysely.selectFrom('bookings').select('guid').where('status', '=', 'waiting').execute();
    for (const { guid } of left) expect((await server.call('POST', `/api/bookings/${guid}/cancel`)).status).toBe(200);
    expect(await server.db.kysely.selectFrom('waiting_offers').select('id').where('status', '=', 'offered').execute()).toEqual([]);
  };
  const statusOf = async (guid: string) =>
    (await server.db.kysely.selectFrom('bookings').select('status').where('guid', '=', guid).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    smtp = await startSmtpStub();
    server = await startTestServer(dialect);
    q = await questionIds(server);
    const { id } = await restaurantRow(server);
    token = await login(server, await enrolDevice(server, id), CODES.owner);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('offers a cancelled table to the first three matching entries, with a link whose page changes nothing', async () => {
    const entries = [await join('19:00'), await join('19:15'), await join('19:00'), await join('19:30')];
    const lunch = await join('12:30');
    const late = await join('22:00');
    const { id } = await restaurantRow(server);
    const freed = await seeded('19:00', 2);
    expect((await server.call('POST', `/api/bookings/${freed.guid}/cancel`)).status).toBe(200);

    const offers = await offersOf([...entries, lunch, late].map((e) => e.guid));
    expect(offers.map((o) => o.guid)).toEqual(entries.slice(0, 3).map((e) => e.guid));
    for (const o of offers) {
      expect(o.status).toBe('offered');
      // Within the entry's window (30 minutes either side of its wish).
      expect(['18:30', '18:45', '19:00', '19:15', '19:30', '19:45']).toContain(o.hour);
    }
    await deliver();
    const mail = mailTo(entries[0]!.email).find((m) => m.subject === "Une table s'est libérée – Le Petit Zinc")!;
    expect(mail.text).toContain(`Une table s'est libérée le samedi 21 novembre 2026 à ${offers[0]!.hour} pour 2 personnes`);
    expect(mail.text).toContain("Offre valable jusqu'à 09:30");
    const link = linksIn(mail.text).find((l) => l.includes('/offre/'))!;
    expect(pathOf(link)).toBe(`/offre/${offers[0]!.token}`);

    // A mail scanner opening the link twice changes nothing.
    for (let i = 0; i < 2; i++) {
      const view = await server.call('GET', `/api/waiting-offers/${offers[0]!.token}`);
      expect(view.status).toBe(200);
      expect(view.body.object).toMatchObject({
        state: 'open',
        hour: offers[0]!.hour,
        covers: 2,
        date_full: 'Samedi 21 novembre 2026',
        expires_at_local: '09:30',
      });
    }
    expect((await offersOf([entries[0]!.guid]))[0]!.status).toBe('offered');

    // The host sees the offers with their times on the restaurant's clock.
    const day = await server.call('GET', `/api/staff/restaurants/${id}/waiting-offers?date=${DAY.fullSaturday}`, undefined, bearer(token));
    expect(day.status).toBe(200);
    expect(day.body.object).toHaveLength(3);
    expect(day.body.object[0]).toMatchObject({ status: 'offered', offeredAt: '09:00', expiresAt: '09:30', answeredAt: null });
  });

  it(`gives the table to exactly one of ${3 * ACCEPTS_PER_OFFER} simultaneous accepts; the others hear a French 409 and are told`, async () => {
    const waiting = await server.db.kysely.selectFrom('waiting_offers').selectAll().where('status', '=', 'offered').orderBy('id').execute();
    expect(waiting).toHaveLength(3);
    const bookingsBefore = await server.db.kysely.selectFrom('bookings').select('id').where('status', '=', 'confirmed').execute();
    const started = performance.now();
    const answers = await Promise.all(
      waiting.flatMap((o) =>
        Array.from({ length: ACCEPTS_PER_OFFER }, async () => ({ token: o.token, ...(await server.call('POST', `/api/waiting-offers/${o.token}/accept`)) })),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const winners = new Set(answers.filter((a) => a.status === 200).map((a) => a.token));
    expect(winners.size).toBe(1);
    const [winner] = [...winners];
    // Every click on the winning offer answers 200 (the first books, the repeats say it is done).
    const onWinner = answers.filter((a) => a.token === winner);
    expect(onWinner.every((a) => a.status === 200)).toBe(true);
    expect(onWinner.filter((a) => a.body.message === M.accepted)).toHaveLength(1);
    for (const loser of answers.filter((a) => a.token !== winner)) expectRefusal(loser, 409, M.taken);
    const bookingsAfter = await server.db.kysely.selectFrom('bookings').select('id').where('status', '=', 'confirmed').execute();
    expect(bookingsAfter.length - bookingsBefore.length).toBe(1);
    console.info(
      `[waiting-offers ${dialect}] ${answers.length} accepts on ${waiting.length} offers: 1 winner, ${answers.length - onWinner.length} × 409, ${elapsed} ms`,
    );

    const statuses = await server.db.kysely.selectFrom('waiting_offers').select(['token', 'status']).orderBy('id').execute();
    expect(statuses.filter((s) => s.status === 'accepted').map((s) => s.token)).toEqual([winner]);
    expect(statuses.filter((s) => s.status === 'taken')).toHaveLength(2);

    // The winner's confirmation carries the my-booking link; the others learn the table is gone.
    await deliver();
    const won = waiting.find((o) => o.token === winner)!;
    const entry = await server.db.kysely.selectFrom('bookings').selectAll().where('id', '=', won.booking_id).executeTakeFirstOrThrow();
    expect(entry.status).toBe('confirmed');
    const confirmation = mailTo(entry.email)[0]!;
    expect(linksIn(confirmation.text)).toContain(`${server.url}/resa/${entry.short_id}`);
    const losers = await server.db.kysely
      .selectFrom('bookings')
      .select('email')
      .where(
        'id',
        'in',
        waiting.filter((o) => o.token !== winner).map((o) => o.booking_id),
      )
      .execute();
    for (const l of losers) expect(mailTo(l.email).map((m) => m.subject)).toEqual(['Table déjà attribuée – Le Petit Zinc']);
    // The page of a lost offer says so in French.
    const lost = await server.call('GET', `/api/waiting-offers/${waiting.find((o) => o.token !== winner)!.token}`);
    expect(lost.body.object).toMatchObject({ state: 'taken', message: M.taken });
    const mine = await server.call('GET', `/api/waiting-offers/${winner}`);
    expect(mine.body.object).toMatchObject({ state: 'accepted', my_booking: entry.short_id });
  });

  it('offers the next entry when an offer is declined or runs out, and refuses a run-out offer in French', async () => {
    const { id } = await restaurantRow(server);
    await changeRules(server, id, (trx) => trx.updateTable('restaurants').set({ waiting_offer_minutes: 30 }).where('id', '=', id).execute());
    await emptyWaitingList();
    const entries = [await join('21:00'), await join('21:15'), await join('21:00'), await join('21:30'), await join('20:45')];
    const freed = await seeded('21:00', 2);
    const t0 = new Date('2026-11-17T08:00:00.000Z');
    server.clock.set(t0);
    // The host cancels this one: same trigger from the staff side.
    const cancel = await server.call(
      'POST',
      `/api/staff/restaurants/${id}/bookings/${freed.guid}/status`,
      { status: 'cancelled_by_restaurant' },
      bearer(token),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const guids = entries.map((e) => e.guid);
    expect((await offersOf(guids)).map((o) => o.guid)).toEqual(guids.slice(0, 3));

    server.clock.set(new Date(t0.getTime() + 10 * 60_000));
    const first = (await offersOf([guids[0]!]))[0]!;
    const declined = await server.call('POST', `/api/waiting-offers/${first.token}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe(M.declinedNow);
    expect((await offersOf([guids[3]!])).map((o) => o.status)).toEqual(['offered']);

    // 31 minutes after the first offers: two of them have run out, the fifth entry gets its turn.
    server.clock.set(new Date(t0.getTime() + 31 * 60_000));
    const second = (await offersOf([guids[1]!]))[0]!;
    expectRefusal(await server.call('POST', `/api/waiting-offers/${second.token}/accept`), 409, M.expired);
    const worker = workerFor(server, { smtpUrl: smtp.url });
    await worker.runScheduledJobs();
    await worker.stop();
    expect((await offersOf(guids)).map((o) => [guids.indexOf(o.guid), o.status])).toEqual([
      [0, 'declined'],
      [1, 'expired'],
      [2, 'expired'],
      [3, 'offered'],
      [4, 'offered'],
    ]);
    expectRefusal(await server.call('POST', `/api/waiting-offers/${first.token}/accept`), 409, M.declined);
    const last = (await offersOf([guids[4]!]))[0]!;
    const accepted = await server.call('POST', `/api/waiting-offers/${last.token}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await statusOf(guids[4]!)).toBe('confirmed');
    // The fourth's offer had the same table in view: it is now gone.
    expect((await offersOf([guids[3]!])).map((o) => o.status)).toEqual(['taken']);
    const day = await server.call('GET', `/api/staff/restaurants/${id}/waiting-offers?date=${DAY.fullSaturday}`, undefined, bearer(token));
    const labels = (day.body.object as Array<{ bookingGuid: string; status: string }>).filter((o) => guids.includes(o.bookingGuid)).map((o) => o.status);
    expect(labels.sort()).toEqual(['accepted', 'declined', 'expired', 'expired', 'taken']);
  });

  it('offers the room a staff move leaves behind, and a diner delay on the day', async () => {
    const { id } = await restaurantRow(server);
    server.clock.set('2026-11-17T08:00:00.000Z');
    await emptyWaitingList();
    const entry = await join('19:00', DAY.fullSaturday, 4);
    const moved = await seeded('19:00', 4);
    const move = await server.call('PATCH', `/api/staff/restaurants/${id}/bookings/${moved.guid}`, { date: DAY.thursday }, bearer(token));
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect((await offersOf([entry.guid])).map((o) => o.status)).toEqual(['offered']);

    // A delay, on the day: Thursday's 20:00 slot is capped at 4 covers and taken by one party of
    // four; a couple waits for 20:00. The party says it will come at 21:00: 20:00 is offered.
    await emptyWaitingList();
    await changeRules(server, id, (trx) =>
      trx.updateTable('services').set({ max_covers_per_slot: 4 }).where('restaurant_id', '=', id).where('kind', '=', 'evening').execute(),
    );
    server.clock.set('2026-11-19T14:00:00.000Z');
    const party = await server.call(
      'POST',
      '/api/bookings',
      bookingBody(q.required, { ...dinerOf(++diner), date: DAY.thursday, hour: '20:00', tablewarecount: 4 }),
    );
    expect(party.status, JSON.stringify(party.body)).toBe(201);
    const couple = await join('20:00', DAY.thursday, 2);
    expect(await offersOf([couple.guid])).toEqual([]);
    const delay = await server.call('POST', `/api/bookings/${party.body.object.guid}/hour`, { hour: '21:00', comment: 'Bouchons' });
    expect(delay.status, JSON.stringify(delay.body)).toBe(200);
    expect((await offersOf([couple.guid])).map((o) => [o.status, o.hour])).toEqual([['offered', '20:00']]);
    await changeRules(server, id, (trx) =>
      trx.updateTable('services').set({ max_covers_per_slot: 24 }).where('restaurant_id', '=', id).where('kind', '=', 'evening').execute(),
    );
  });

  it('lets the owner set how long an offer holds, refused in French out of 5 to 1440 minutes', async () => {
    // Back to the day the staff session was opened (the scenarios above moved the clock on).
    server.clock.set('2026-11-17T08:00:00.000Z');
    const { id } = await restaurantRow(server);
    const settings = `/api/staff/restaurants/${id}/settings`;
    const booking = (await server.call('GET', settings, undefined, bearer(token))).body.object.booking;
    expect(booking.waiting_offer_minutes).toBe(30);
    const tooShort = await server.call('PUT', `${settings}/booking`, { ...booking, waiting_offer_minutes: 2 }, bearer(token));
    expectRefusal(tooShort, 400, /Durée d'une offre de la liste d'attente \(minutes\) : 5 au minimum\./);
    const notWhole = await server.call('PUT', `${settings}/booking`, { ...booking, waiting_offer_minutes: 12.5 }, bearer(token));
    expectRefusal(notWhole, 400, /nombre entier attendu/);
    expect((await server.call('PUT', `${settings}/booking`, { ...booking, waiting_offer_minutes: 45 }, bearer(token))).status).toBe(200);
    expect((await server.call('GET', settings, undefined, bearer(token))).body.object.booking.waiting_offer_minutes).toBe(45);
  });

  it('refuses an unknown offer link in French', async () => {
    expectRefusal(await server.call('GET', '/api/waiting-offers/inconnu'), 404, M.notFound);
    expectRefusal(await server.call('POST', '/api/waiting-offers/inconnu/accept'), 404, M.notFound);
    expect((await outboxRows(server, 'waiting_offer')).length).toBeGreaterThan(0);
  });
});
