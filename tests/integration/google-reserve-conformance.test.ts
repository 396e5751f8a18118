import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as v3 from '../../src/server/modules/google-reserve/definitions/booking-server-v3';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, questionIds, rowCounts, SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// The scenarios of Google's booking-server test utility, played offline against the real server:
// health check; every slot of a day checked against the wizard's own hour grid; create, then the
// same create again (same idempotency token); status, list, reschedule, cancel; a create on a slot
// a wizard diner races it for (exactly one wins); malformed and unauthenticated calls (a clear 4xx,
// nothing written). Every answer is read back through the v3 definitions.

const PARTNER = { user: 'google-partner', password: 'first-partner-secret' };
const ROTATED = { user: 'google-partner', password: 'second-partner-secret' };
const CREDENTIALS = `${PARTNER.user}:${PARTNER.password},${ROTATED.user}:${ROTATED.password}`;
const basic = (c: { user: string; password: string }) => `Basic ${Buffer.from(`${c.user}:${c.password}`).toString('base64')}`;

/** 2026-11-19 20:00 in Paris (UTC+1 in November), as Google sends it. */
const thursdayAt = (hour: string, date: string = DAY.thursday) => Date.parse(`${date}T${hour}:00+01:00`) / 1000;

interface Answer {
  status: number;
  body: any;
}

describe.each(await dialectsUnderTest())('Reserve with Google conformance on %s', (dialect) => {
  let server: TestServer;
  let merchantId: string;
  let restaurantId: number;
  let owner: string;
  let questions: { required: number; optional: number };

  async function google(method: string, body: unknown, auth: string | null = basic(PARTNER), raw = false): Promise<Answer> {
    const response = await fetch(`${server.url}/google/v3/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      body: raw ? (body as string) : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  function read<S extends z.ZodType>(schema: S, answer: Answer): z.infer<S> {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return schema.parse(answer.body);
  }

  const createBody = (token: string, hour: string, partySize: number, user = 1, date: string = DAY.thursday) => ({
    slot: { merchant_id: merchantId, service_id: 'dinner', start_sec: thursdayAt(hour, date), duration_sec: 7200, resources: { party_size: partySize } },
    user_information: {
      user_id: `google-user-${user}`,
      given_name: 'Camille',
      family_name: `Martin ${user}`,
      telephone: dinerOf(500 + user).phoneNumber,
      email: `camille.${user}@exemple.fr`,
      language_code: 'fr',
    },
    idempotency_token: token,
  });

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { GOOGLE_RESERVE_PARTNER_CREDENTIALS: CREDENTIALS, SEED_DEMO_HISTORY: 'false' } });
    restaurantId = await restaurantIdOf(server, SLUG);
    owner = (await sessionsFor(server, restaurantId)).owner;
    questions = await questionIds(server);
    merchantId = (await server.db.kysely.selectFrom('restaurants').select('guid').where('id', '=', restaurantId).executeTakeFirstOrThrow()).guid;
  });
  afterAll(async () => server?.close());

  it('refuses unauthenticated calls with a 401, accepts both rotated credentials, and writes nothing', async () => {
    const before = await rowCounts(server);
    for (const auth of [null, 'Bearer x', basic({ user: PARTNER.user, password: 'wrong-password-123' }), 'Basic !!!']) {
      const answer = await google('CreateBooking', createBody('unauthenticated', '20:00', 2), auth);
      expect(answer.status).toBe(401);
      expect(answer.body.error.status).toBe('UNAUTHENTICATED');
    }
    expect(await rowCounts(server)).toEqual(before);
    expect((await google('HealthCheck', {}, basic(PARTNER))).status).toBe(200);
    expect((await google('HealthCheck', {}, basic(ROTATED))).status).toBe(200);
    const get = await fetch(`${server.url}/google/v3/HealthCheck`, { headers: { authorization: basic(PARTNER) } });
    expect(get.status).toBe(200);
  });

  it('knows no merchant until the owner turns "Réserver avec Google" on in Réglages', async () => {
    const lookup = { merchant_id: merchantId, slot_time: [{ service_id: 'dinner', start_sec: thursdayAt('20:00'), resource_ids: { party_size: 2 } }] };
    const refused = await google('BatchAvailabilityLookup', lookup);
    expect(refused.status).toBe(404);
    expect(refused.body.error.status).toBe('NOT_FOUND');

    const settings = `/api/staff/restaurants/${restaurantId}/settings`;
    const booking = (await server.call('GET', settings, undefined, bearer(owner))).body.object.booking;
    expect(booking.google_reserve_enabled).toBe(false);
    const saved = await server.call('PUT', `${settings}/booking`, { ...booking, google_reserve_enabled: true }, bearer(owner));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await server.call('GET', settings, undefined, bearer(owner))).body.object.booking.google_reserve_enabled).toBe(true);
    read(v3.batchAvailabilityLookupResponse, await google('BatchAvailabilityLookup', lookup));
  });

  it('answers every slot of a day as the wizard’s hour grid does, and CheckAvailability agrees', async () => {
    for (const covers of [2, 6]) {
      const grid = (await server.call('GET', `/api/restaurants/${SLUG}/hours/jeudi/${DAY.thursday}?covers=${covers}`)).body.object;
      const slots = [...grid.noon.map((h: any) => ({ ...h, service: 'lunch' })), ...grid.evening.map((h: any) => ({ ...h, service: 'dinner' }))];
      expect(slots.length).toBeGreaterThan(5);
      const answer = read(
        v3.batchAvailabilityLookupResponse,
        await google('BatchAvailabilityLookup', {
          merchant_id: merchantId,
          slot_time: slots.map((s) => ({ service_id: s.service, start_sec: thursdayAt(s.label), resource_ids: { party_size: covers } })),
        }),
      );
      expect(answer.slot_time_availability.map((a) => a.available)).toEqual(slots.map((s) => s.available));
      for (const s of slots.filter((x) => x.available)) {
        const check = read(
          v3.checkAvailabilityResponse,
          await google('CheckAvailability', {
            slot: { merchant_id: merchantId, service_id: s.service, start_sec: thursdayAt(s.label), resources: { party_size: covers } },
          }),
        );
        expect(check.count_available).toBe(1);
        expect(check.slot.duration_sec).toBeGreaterThanOrEqual(30 * 60);
      }
    }
    // A lunch hour asked as dinner is no slot of ours.
    const wrongService = read(
      v3.batchAvailabilityLookupResponse,
      await google('BatchAvailabilityLookup', {
        merchant_id: merchantId,
        slot_time: [{ service_id: 'dinner', start_sec: thursdayAt('12:00'), resource_ids: { party_size: 2 } }],
      }),
    );
    expect(wrongService.slot_time_availability[0]!.available).toBe(false);
  });

  let bookingId = '';

  it('creates a booking once per idempotency token; it shows in the staff book with source Google and its e-mail is queued', async () => {
    const before = await rowCounts(server);
    const first = read(v3.createBookingResponse, await google('CreateBooking', createBody('token-1', '20:00', 2)));
    expect(first.booking_failure).toBeUndefined();
    expect(first.booking?.status).toBe('CONFIRMED');
    expect(first.booking?.slot?.start_sec).toBe(thursdayAt('20:00'));
    bookingId = first.booking!.booking_id;

    const again = read(v3.createBookingResponse, await google('CreateBooking', createBody('token-1', '20:00', 2)));
    expect(again.booking?.booking_id).toBe(bookingId);
    const after = await rowCounts(server);
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);

    const other = await google('CreateBooking', createBody('token-1', '20:30', 2));
    expect(other.status).toBe(400);
    expect(other.body.error.message).toMatch(/idempotency_token/);
    expect((await rowCounts(server)).bookings).toBe(after.bookings);

    const book = (await server.call('GET', `/api/staff/restaurants/${restaurantId}/service-book?date=${DAY.thursday}`, undefined, bearer(owner))).body.object;
    const shown = book.bookings.find((b: any) => b.guid === bookingId);
    expect(shown).toMatchObject({ source: 'google', hour: '20:00', name: 'Camille Martin 1' });
    const mail = await server.db.kysely
      .selectFrom('outbox')
      .innerJoin('bookings', 'bookings.id', 'outbox.booking_id')
      .select(['outbox.kind', 'outbox.recipient'])
      .where('bookings.guid', '=', bookingId)
      .execute();
    expect(mail).toEqual([{ kind: 'booking_received', recipient: 'camille.1@exemple.fr' }]);
  });

  it('reads the status, lists the user’s bookings and records the marketing preference', async () => {
    const status = read(v3.getBookingStatusResponse, await google('GetBookingStatus', { booking_id: bookingId }));
    expect(status.booking_status).toBe('CONFIRMED');
    const list = read(v3.listBookingsResponse, await google('ListBookings', { user_id: 'google-user-1' }));
    expect(list.bookings.map((b) => b.booking_id)).toEqual([bookingId]);
    expect(read(v3.listBookingsResponse, await google('ListBookings', { user_id: 'nobody' })).bookings).toEqual([]);
    expect((await google('GetBookingStatus', { booking_id: 'unknown' })).status).toBe(404);

    const pref = { merchant_id: merchantId, user_information: { user_id: 'google-user-1' }, marketing_opt_in: true };
    read(v3.setMarketingPreferenceResponse, await google('SetMarketingPreference', pref));
    const stored = await server.db.kysely.selectFrom('google_bookings').select('marketing_opt_in').executeTakeFirstOrThrow();
    expect(stored.marketing_opt_in).toBe(1);
    // A yes makes the diner a subscriber as the wizard's "actualités" box does: pending until the
    // link of the confirmation e-mail is followed, with their booking as proof.
    const subscription = () =>
      server.db.kysely
        .selectFrom('subscriptions')
        .select(['id', 'status', 'source_booking_id', 'consent_channels'])
        .where('email', '=', 'camille.1@exemple.fr')
        .executeTakeFirst();
    const subscribed = await subscription();
    expect(subscribed).toMatchObject({ status: 'pending', consent_channels: expect.stringContaining('email') as string });
    expect(subscribed?.source_booking_id).not.toBeNull();
    const confirmations = await server.db.kysely
      .selectFrom('outbox')
      .select('recipient')
      .where('kind', '=', 'subscription_confirm')
      .where('recipient', '=', 'camille.1@exemple.fr')
      .execute();
    expect(confirmations).toHaveLength(1);
    // A no ends it, as an unsubscribe link would.
    read(v3.setMarketingPreferenceResponse, await google('SetMarketingPreference', { ...pref, marketing_opt_in: false }));
    expect(await subscription()).toMatchObject({ id: subscribed?.id, status: 'unsubscribed' });
    expect((await server.db.kysely.selectFrom('google_bookings').select('marketing_opt_in').executeTakeFirstOrThrow()).marketing_opt_in).toBe(0);
    expect((await google('SetMarketingPreference', { ...pref, user_information: { user_id: 'nobody' } })).status).toBe(404);
  });

  it('reschedules by the engine’s rules, then cancels once', async () => {
    const moved = read(
      v3.updateBookingResponse,
      await google('UpdateBooking', {
        booking: {
          booking_id: bookingId,
          slot: { merchant_id: merchantId, service_id: 'dinner', start_sec: thursdayAt('20:30'), resources: { party_size: 3 } },
        },
      }),
    );
    expect(moved.booking_failure).toBeUndefined();
    expect(moved.booking?.slot).toMatchObject({ start_sec: thursdayAt('20:30'), resources: { party_size: 3 } });
    const row = await server.db.kysely.selectFrom('bookings').select(['hour', 'covers']).where('guid', '=', bookingId).executeTakeFirstOrThrow();
    expect(row).toEqual({ hour: '20:30', covers: 3 });

    const toPast = read(
      v3.updateBookingResponse,
      await google('UpdateBooking', {
        booking: { booking_id: bookingId, slot: { merchant_id: merchantId, service_id: 'dinner', start_sec: thursdayAt('03:00') } },
      }),
    );
    expect(toPast.booking_failure?.cause).toBe('SLOT_UNAVAILABLE');

    // Another day, by the same rules: a free evening takes it, a full one or a closed day does not.
    const moveTo = (date: string, hour: string) =>
      google('UpdateBooking', {
        booking: {
          booking_id: bookingId,
          slot: { merchant_id: merchantId, service_id: 'dinner', start_sec: thursdayAt(hour, date), resources: { party_size: 3 } },
        },
      });
    expect(read(v3.updateBookingResponse, await moveTo(DAY.fullSaturday, '20:00')).booking_failure?.cause).toBe('SLOT_UNAVAILABLE');
    expect(read(v3.updateBookingResponse, await moveTo(DAY.monday, '20:00')).booking_failure?.cause).toBe('SLOT_UNAVAILABLE');
    const otherDay = read(v3.updateBookingResponse, await moveTo(DAY.friday, '21:00'));
    expect(otherDay.booking_failure).toBeUndefined();
    expect(otherDay.booking?.slot?.start_sec).toBe(thursdayAt('21:00', DAY.friday));
    const movedRow = await server.db.kysely
      .selectFrom('bookings')
      .select(['id', 'date', 'hour', 'covers'])
      .where('guid', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(movedRow).toMatchObject({ date: DAY.friday, hour: '21:00', covers: 3 });
    const tables = await server.db.kysely.selectFrom('booking_tables').select('table_id').where('booking_id', '=', movedRow.id).execute();
    expect(tables.length).toBeGreaterThan(0);

    const cancelled = read(v3.updateBookingResponse, await google('UpdateBooking', { booking: { booking_id: bookingId, status: 'CANCELED' } }));
    expect(cancelled.booking?.status).toBe('CANCELED');
    const twice = read(v3.updateBookingResponse, await google('UpdateBooking', { booking: { booking_id: bookingId, status: 'CANCELED' } }));
    expect(twice.booking_failure?.cause).toBe('BOOKING_ALREADY_CANCELLED');
    expect(read(v3.getBookingStatusResponse, await google('GetBookingStatus', { booking_id: bookingId })).booking_status).toBe('CANCELED');
  });

  it('gives the last table to exactly one of a Google diner and a wizard diner racing for it', async () => {
    const date = DAY.friday;
    const hour = '20:00';
    const freeTables = async () =>
      (await server.call('GET', `/api/restaurants/${SLUG}/table-names?covers=2&date=${date}&hour=${hour}`)).body.object.length as number;
    for (let i = 0; (await freeTables()) > 1; i++) {
      const res = await server.call('POST', '/api/bookings', bookingBody(questions.required, { ...dinerOf(3000 + i), date, hour }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect(await freeTables()).toBe(1);
    const before = await rowCounts(server);
    const [viaGoogle, viaWizard] = await Promise.all([
      google('CreateBooking', createBody('race-token', hour, 2, 7, date)),
      server.call('POST', '/api/bookings', bookingBody(questions.required, { ...dinerOf(3999), date, hour })),
    ]);
    const googleWon = viaGoogle.status === 200 && viaGoogle.body.booking !== undefined;
    const wizardWon = viaWizard.status === 201;
    expect([googleWon, wizardWon].filter(Boolean)).toHaveLength(1);
    if (!googleWon) expect(read(v3.createBookingResponse, viaGoogle).booking_failure?.cause).toBe('SLOT_UNAVAILABLE');
    if (!wizardWon) expect(viaWizard.status).toBe(409);
    expect((await rowCounts(server)).bookings - before.bookings).toBe(1);
    // Sold out now: the lookup says so, and a late create is refused with SLOT_UNAVAILABLE.
    const late = read(v3.createBookingResponse, await google('CreateBooking', createBody('late-token', hour, 2, 8, date)));
    expect(late.booking_failure?.cause).toBe('SLOT_UNAVAILABLE');
  });

  it('answers malformed calls with a clear 400 or 404, never a 500, and writes nothing', async () => {
    const before = await rowCounts(server);
    const valid = createBody('malformed', '21:00', 2);
    const cases: [string, unknown, number, RegExp][] = [
      ['CreateBooking', '{"slot": ', 400, /JSON/i],
      ['CreateBooking', {}, 400, /slot/],
      ['CreateBooking', { ...valid, idempotency_token: undefined }, 400, /idempotency_token/],
      ['CreateBooking', { ...valid, slot: { ...valid.slot, resources: {} } }, 400, /party_size/],
      ['CreateBooking', { ...valid, slot: { ...valid.slot, start_sec: 'demain' } }, 400, /start_sec/],
      ['CreateBooking', { ...valid, slot: { ...valid.slot, start_sec: thursdayAt('21:00') + 7 } }, 400, /start_sec/],
      ['CreateBooking', { ...valid, slot: { ...valid.slot, service_id: 'breakfast' } }, 400, /service_id/],
      ['CreateBooking', { ...valid, slot: { ...valid.slot, merchant_id: 'unknown' } }, 404, /merchant_id/],
      ['CreateBooking', { ...valid, user_information: { ...valid.user_information, given_name: 'a\u0000b' } }, 400, /nul/],
      ['BatchAvailabilityLookup', { merchant_id: merchantId, slot_time: [{ service_id: 'dinner', start_sec: 1 }] }, 400, /party_size/],
      ['BatchAvailabilityLookup', { merchant_id: merchantId, slot_time: 'all' }, 400, /slot_time/],
      ['UpdateBooking', { booking: { booking_id: 'unknown', status: 'CANCELED' } }, 404, /booking_id/],
      ['UpdateBooking', { booking: { booking_id: bookingId, status: 'CONFIRMED' } }, 400, /CANCELED/],
      ['ListBookings', { user_id: 42 }, 400, /user_id/],
    ];
    for (const [method, body, status, message] of cases) {
      const answer = await google(method, body, basic(PARTNER), typeof body === 'string');
      expect(answer.status, `${method} ${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(status);
      expect(answer.body.error.message).toMatch(message);
    }
    // A refusal by the restaurant's rules is the diner's answer, not a malformed call.
    const tooMany = read(v3.createBookingResponse, await google('CreateBooking', { ...valid, slot: { ...valid.slot, resources: { party_size: 900 } } }));
    expect(tooMany.booking_failure?.cause).toBe('SLOT_UNAVAILABLE');
    expect(await rowCounts(server)).toEqual(before);
  });
});
