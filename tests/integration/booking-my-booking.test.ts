import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import {
  bookingBody,
  bookingByShortId,
  changeRules,
  DAY,
  dinerOf,
  expectRefusal,
  questionIds,
  restaurantRow,
  rowCounts,
  setRestaurant,
  SLUG,
  tableNamesOf,
  tablesByName,
} from '../support/booking-fixtures';
import { DEFAULT_TEST_NOW, startTestServer, type TestServer } from '../support/test-server';

// The diner's own link: read the booking, warn of a delay (today only, to a free slot), cancel,
// confirm. A cancelled link must look exactly like one that never existed.

const NOT_FOUND = 'Impossible de trouver votre réservation. Veuillez vérifier le lien ou contacter le restaurant.';
const SLOT_TAKEN = "Ce créneau n'est plus disponible. Veuillez en choisir un autre.";
const WAITING = "Votre demande est sur liste d'attente : le restaurant vous préviendra si une table se libère.";
const DELAY_SENT = 'Le restaurant a été prévenu. Votre nouvel horaire est enregistré.';
const unknownShortId = () => randomBytes(16).toString('base64url');

describe.each(await dialectsUnderTest())('my booking on %s', (dialect) => {
  let server: TestServer;
  let q: { required: number; optional: number };
  let diner = 300;
  const book = async (overrides: Record<string, unknown> = {}) => {
    const res = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(++diner), ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await bookingByShortId(server, res.body.object.shortId);
    return { ...(res.body.object as { shortId: string; guid: string; status: string }), id: row.id };
  };
  const myBooking = (shortId: string) => server.call('GET', `/api/bookings/short/${shortId}`);
  const moveTo = (guid: string, hour: string, comment = '') => server.call('POST', `/api/bookings/${guid}/hour`, { hour, comment });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    q = await questionIds(server);
  });
  afterAll(async () => server?.close());
  afterEach(() => server.clock.set(DEFAULT_TEST_NOW));

  describe('by shortId', () => {
    it('returns the my-booking object of the spec', async () => {
      const { shortId, guid } = await book({ name: 'Camille Martin', email: 'camille@exemple.fr', phoneNumber: '06 12 34 56 78', tablewarecount: 3 });
      const res = await myBooking(shortId);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, error: false });
      expect(res.body.object).toMatchObject({
        state: 'open',
        guid,
        restaurant_name: 'Le Petit Zinc',
        restaurant_slug: SLUG,
        restaurant_phone_number: '+33 1 42 72 18 30',
        restaurant_logo: '/demo/le-petit-zinc-logo.svg',
        resto_email: 'contact@le-petit-zinc.example',
        waiter_name: expect.any(String),
        name: 'Camille Martin',
        phone_number: '+33612345678',
        email: 'camille@exemple.fr',
        date: { date: DAY.thursday },
        hour: '20:00',
        is_today: false,
        tableware_count: 3,
        date_day: '19',
        date_full: 'Jeudi 19 novembre 2026',
      });
    });

    it("computes is_today in the restaurant's zone: at 00:30 in Paris it is already Thursday", async () => {
      const thursday = await book({ date: DAY.thursday, hour: '20:15' });
      const wednesday = await book({ date: DAY.wednesday, hour: '20:15' });
      server.clock.set('2026-11-18T23:30:00Z'); // still Wednesday in UTC, Thursday 00:30 in Paris
      expect((await myBooking(thursday.shortId)).body.object.is_today).toBe(true);
      expect((await myBooking(wednesday.shortId)).body.object.is_today).toBe(false);
      // And a delay can be announced for it, Thursday being today in Paris.
      expect((await moveTo(thursday.guid, '20:30')).status).toBe(200);
      server.clock.set('2026-11-18T22:30:00Z'); // Wednesday 23:30 in Paris
      expect((await myBooking(thursday.shortId)).body.object.is_today).toBe(false);
      expect((await myBooking(wednesday.shortId)).body.object.is_today).toBe(true);
    });

    it('answers an unknown link with the my-booking error message (404)', async () => {
      expectRefusal(await myBooking(unknownShortId()), 404, NOT_FOUND);
    });
  });

  describe('update hour (delay)', () => {
    // Only Salle 1 and Salle 2 are in service tonight, so "free" and "taken" are easy to stage.
    let tables: Record<string, { id: number; guid: string }>;
    beforeAll(async () => {
      tables = await tablesByName(server);
      const kept = [tables['Salle 1']!.id, tables['Salle 2']!.id];
      const { id } = await restaurantRow(server);
      await changeRules(server, id, (trx) =>
        trx.updateTable('dining_tables').set({ active: 0 }).where('restaurant_id', '=', id).where('id', 'not in', kept).execute(),
      );
    });
    afterAll(async () => {
      const { id } = await restaurantRow(server);
      await changeRules(server, id, (trx) => trx.updateTable('dining_tables').set({ active: 1 }).execute());
    });

    it('moves a booking of today to a free slot, frees the old table and tells the restaurant', async () => {
      const a = await book({ date: DAY.today, hour: '19:00' });
      const b = await book({ date: DAY.today, hour: '21:00' });
      expect(await tableNamesOf(server, a.id)).toEqual(['Salle 1']);
      // Not right after A on Salle 1: that would leave 20:30–21:00 too short for anyone.
      expect(await tableNamesOf(server, b.id)).toEqual(['Salle 2']);
      const blockedAt19 = async () => (await server.call('GET', `/api/restaurants/${SLUG}/blocked-tables?date=${DAY.today}&hour=19:00&covers=2`)).body.object;
      expect(await blockedAt19()).toEqual([tables['Salle 1']!.guid]);

      const before = await rowCounts(server);
      const res = await moveTo(a.guid, '21:00', 'Bouchons sur le périphérique');
      expect(res.body).toEqual({ code: 200, error: false, message: DELAY_SENT, object: null, said: { code: 'delaySent', language: 'fr' } });
      const moved = await bookingByShortId(server, a.shortId);
      expect(moved).toMatchObject({ hour: '21:00', delay_comment: 'Bouchons sur le périphérique', status: 'confirmed' });
      expect(await tableNamesOf(server, a.id)).toEqual(['Salle 1']);
      expect(await blockedAt19()).toEqual([]);
      const notices = await server.db.kysely.selectFrom('outbox').selectAll().where('booking_id', '=', a.id).where('kind', '=', 'delay_notice').execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ channel: 'email', recipient: 'contact@le-petit-zinc.example' });
      expect(JSON.parse(notices[0]!.payload)).toMatchObject({ from: '19:00', to: '21:00', comment: 'Bouchons sur le périphérique' });
      expect((await rowCounts(server)).outbox - before.outbox).toBe(1);
      const history = await server.db.kysely.selectFrom('booking_history').select('action').where('booking_id', '=', a.id).orderBy('id').execute();
      expect(history.map((h) => h.action)).toEqual(['created', 'delayed']);

      // The table A left at 19:00 goes to the next diner.
      const c = await book({ date: DAY.today, hour: '19:00' });
      expect(await tableNamesOf(server, c.id)).toEqual(['Salle 1']);

      // Now both tables are taken from 21:00: C cannot move to 21:15, and nothing changes.
      const hours = (await server.call('GET', `/api/restaurants/${SLUG}/hours/mardi/${DAY.today}?covers=2`)).body.object;
      expect(hours.evening.find((s: { label: string }) => s.label === '21:15').available).toBe(false);
      const beforeRefusal = await rowCounts(server);
      expectRefusal(await moveTo(c.guid, '21:15'), 409, SLOT_TAKEN);
      expect(await bookingByShortId(server, c.shortId)).toMatchObject({ hour: '19:00', delay_comment: '' });
      expect(await tableNamesOf(server, c.id)).toEqual(['Salle 1']);
      expect(await rowCounts(server)).toEqual(beforeRefusal);
    });

    it('refuses a slot already past, an hour the restaurant does not offer and an empty hour', async () => {
      const d = await book({ date: DAY.today, hour: '13:30' });
      server.clock.set('2026-11-17T11:40:00Z'); // 12:40 in Paris
      const before = await rowCounts(server);
      expectRefusal(await moveTo(d.guid, '12:15'), 409, SLOT_TAKEN);
      expectRefusal(await moveTo(d.guid, '12:50'), 409, SLOT_TAKEN);
      expectRefusal(await moveTo(d.guid, ''), 422, 'Veuillez sélectionner un nouvel horaire');
      expect(await rowCounts(server)).toEqual(before);
      expect((await bookingByShortId(server, d.shortId)).hour).toBe('13:30');
      // A late guest is not held to the online booking notice: five minutes from now is fine.
      expect((await moveTo(d.guid, '12:45')).status).toBe(200);
    });

    it('is only for the day of the booking', async () => {
      const e = await book({ date: DAY.thursday, hour: '19:00' });
      expectRefusal(await moveTo(e.guid, '19:30'), 422, "Vous ne pouvez prévenir d'un retard que le jour de votre réservation.");
      expect((await bookingByShortId(server, e.shortId)).hour).toBe('19:00');
    });

    it('answers an unknown booking with the my-booking error message', async () => {
      expectRefusal(await moveTo('00000000-0000-4000-8000-000000000000', '20:00'), 404, NOT_FOUND);
    });
  });

  describe('cancel', () => {
    it('cancels, frees the table, and the link then answers exactly like an unknown one', async () => {
      const { shortId, guid, id } = await book({ date: DAY.friday, hour: '20:00' });
      const blocked = async () => (await server.call('GET', `/api/restaurants/${SLUG}/blocked-tables?date=${DAY.friday}&hour=20:00`)).body.object;
      expect(await blocked()).toHaveLength(1);

      const res = await server.call('POST', `/api/bookings/${guid}/cancel`);
      expect(res.body).toEqual({
        code: 200,
        error: false,
        message: 'Votre réservation a bien été annulée.',
        object: null,
        said: { code: 'cancelled', language: 'fr' },
      });
      expect((await bookingByShortId(server, shortId)).status).toBe('cancelled_by_guest');
      expect(await blocked()).toEqual([]);
      const history = await server.db.kysely.selectFrom('booking_history').selectAll().where('booking_id', '=', id).orderBy('id').execute();
      expect(history.at(-1)).toMatchObject({ action: 'cancelled', from_status: 'confirmed', to_status: 'cancelled_by_guest' });
      const mails = await server.db.kysely.selectFrom('outbox').select('kind').where('booking_id', '=', id).execute();
      expect(mails.map((m) => m.kind).sort()).toEqual(['booking_cancelled', 'booking_received']);

      // The link is the diner's: it now tells them the booking is cancelled, with nothing to act on
      // and none of their contact details; an unknown link keeps the error.
      const cancelled = await myBooking(shortId);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.object).toEqual({
        state: 'cancelled',
        restaurant_name: 'Le Petit Zinc',
        restaurant_slug: SLUG,
        restaurant_logo: '/demo/le-petit-zinc-logo.svg',
        restaurant_website: expect.any(String),
        date: { date: DAY.friday },
        hour: '20:00',
        tableware_count: 2,
        date_full: 'Vendredi 20 novembre 2026',
        language: 'fr',
      });
      const unknown = await myBooking(unknownShortId());
      expect(unknown).toEqual(await myBooking(unknownShortId()));
      expectRefusal(unknown, 404, NOT_FOUND);

      // Every other action on it is refused the same way.
      const before = await rowCounts(server);
      const again = await server.call('POST', `/api/bookings/${guid}/cancel`);
      expect(again).toEqual(await server.call('POST', '/api/bookings/00000000-0000-4000-8000-000000000000/cancel'));
      expectRefusal(again, 404, NOT_FOUND);
      expect(await server.call('POST', `/api/bookings/short/${shortId}/confirm`)).toEqual(
        await server.call('POST', `/api/bookings/short/${unknownShortId()}/confirm`),
      );
      expectRefusal(await moveTo(guid, '20:30'), 404, NOT_FOUND);
      expect(await rowCounts(server)).toEqual(before);
    });

    it('shows a finished booking as visited (completed) or past (no-show), never its contact details', async () => {
      const visited = await book({ date: DAY.thursday, hour: '19:30' });
      const missed = await book({ date: DAY.thursday, hour: '19:45' });
      await server.db.kysely.updateTable('bookings').set({ status: 'completed' }).where('id', '=', visited.id).execute();
      await server.db.kysely.updateTable('bookings').set({ status: 'no_show' }).where('id', '=', missed.id).execute();
      const a = (await myBooking(visited.shortId)).body.object;
      const b = (await myBooking(missed.shortId)).body.object;
      expect(a).toMatchObject({ state: 'visited', date: { date: DAY.thursday }, date_full: 'Jeudi 19 novembre 2026', restaurant_slug: SLUG });
      expect(b).toMatchObject({ state: 'past', date: { date: DAY.thursday } });
      for (const o of [a, b]) for (const key of ['guid', 'name', 'email', 'phone_number']) expect(o).not.toHaveProperty(key);
      expectRefusal(await server.call('POST', `/api/bookings/${visited.guid}/cancel`), 404, NOT_FOUND);
    });

    it('offers the freed table to the waiting list of that service', async () => {
      const waiting = await book({ date: DAY.fullSaturday, hour: '19:00', is_waiting: true });
      const waitingRow = await bookingByShortId(server, waiting.shortId);
      const { id: restaurantId } = await restaurantRow(server);
      const seeded = await server.db.kysely
        .selectFrom('bookings')
        .select('guid')
        .where('restaurant_id', '=', restaurantId)
        .where('date', '=', DAY.fullSaturday)
        .where('hour', '=', '19:00')
        .where('status', '=', 'confirmed')
        .executeTakeFirstOrThrow();
      expect((await server.call('POST', `/api/bookings/${seeded.guid}/cancel`)).status).toBe(200);
      const offers = await server.db.kysely
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'waiting_offer')
        .where('booking_id', '=', waitingRow.id)
        .execute();
      expect(offers).toHaveLength(1);
      expect(offers[0]).toMatchObject({ channel: 'email', recipient: waitingRow.email });
    });
  });

  describe('confirm', () => {
    it('turns a pending booking into a confirmed one; a GET of the confirm URL changes nothing', async () => {
      await setRestaurant(server, SLUG, { diner_confirmation_required: 1 });
      let booking: Awaited<ReturnType<typeof book>>;
      try {
        booking = await book({ date: DAY.friday, hour: '19:00' });
      } finally {
        await setRestaurant(server, SLUG, { diner_confirmation_required: 0 });
      }
      expect(booking.status).toBe('pending');
      expect((await bookingByShortId(server, booking.shortId)).status).toBe('pending');
      expect((await myBooking(booking.shortId)).body.object.status).toBe('pending');

      // Link scanners and prefetchers GET links: that must never confirm anything.
      const get = await server.call('GET', `/api/bookings/short/${booking.shortId}/confirm`);
      expect(get.status).toBeGreaterThanOrEqual(400);
      expect(get.status).toBeLessThan(500);
      expect((await fetch(`${server.url}/confirmresa/${booking.shortId}`)).status).not.toBe(500);
      expect((await bookingByShortId(server, booking.shortId)).status).toBe('pending');

      const res = await server.call('POST', `/api/bookings/short/${booking.shortId}/confirm`);
      expect(res.body).toEqual({
        code: 200,
        error: false,
        message: 'Votre réservation est confirmée. À bientôt !',
        object: null,
        said: { code: 'confirmed', language: 'fr' },
      });
      expect((await bookingByShortId(server, booking.shortId)).status).toBe('confirmed');
      const history = await server.db.kysely.selectFrom('booking_history').selectAll().where('booking_id', '=', booking.id).orderBy('id').execute();
      expect(history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
        ['created', null, 'pending'],
        ['confirmed', 'pending', 'confirmed'],
      ]);
      const again = await server.call('POST', `/api/bookings/short/${booking.shortId}/confirm`);
      expect(again.body).toEqual({
        code: 200,
        error: false,
        message: 'Votre réservation est déjà confirmée. À bientôt !',
        object: null,
        said: { code: 'alreadyConfirmed', language: 'fr' },
      });
      expect(await server.db.kysely.selectFrom('booking_history').select('id').where('booking_id', '=', booking.id).execute()).toHaveLength(2);
    });

    it('holds the table while pending', async () => {
      await setRestaurant(server, SLUG, { diner_confirmation_required: 1 });
      try {
        const pending = await book({ date: DAY.friday, hour: '21:00', tableName: (await tablesByName(server))['Terrasse 2']!.guid });
        const names = (await server.call('GET', `/api/restaurants/${SLUG}/table-names?covers=2&date=${DAY.friday}&hour=21:00`)).body.object;
        expect(pending.status).toBe('pending');
        expect(names.map((t: { name: string }) => t.name)).not.toContain('Terrasse 2');
      } finally {
        await setRestaurant(server, SLUG, { diner_confirmation_required: 0 });
      }
    });

    it('never tells a waiting-list diner that the booking is confirmed', async () => {
      const waiting = await book({ date: DAY.fullSaturday, hour: '20:00', is_waiting: true });
      const before = await rowCounts(server);
      const res = await server.call('POST', `/api/bookings/short/${waiting.shortId}/confirm`);
      expectRefusal(res, 422, WAITING);
      expect(res.body.message).not.toMatch(/confirmée/);
      expectRefusal(await moveTo(waiting.guid, '20:30'), 422, WAITING);
      expect((await bookingByShortId(server, waiting.shortId)).status).toBe('waiting');
      expect(await rowCounts(server)).toEqual(before);
    });

    it('answers an unknown link with the my-booking error message', async () => {
      expectRefusal(await server.call('POST', `/api/bookings/short/${unknownShortId()}/confirm`), 404, NOT_FOUND);
    });
  });
});
