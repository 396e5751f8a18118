import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueGoogleAvailabilityUpdates } from '../../src/server/modules/google-reserve';
import type { FakeGoogle, RecordedReplace } from '../../src/provider-fakes/google/fake-google';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, questionIds, SLUG } from '../support/booking-fixtures';
import type { TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';
import { GOOGLE_PARTNER, runGoogleLane, startServerWithGoogle } from '../support/google-lane';

// A day whose availability changed at an opted-in restaurant reaches Google's availability.replace
// (the local fake, which checks the access token and the body's shape) within the worker's
// half-minute job, through the outbox: one push per day however many bookings came in, retried
// when Google does not answer, and nothing for a restaurant that is not on Google.

const PARTNER_ID = GOOGLE_PARTNER.id;

describe.each(await dialectsUnderTest())('Reserve with Google availability pushes on %s', (dialect) => {
  let server: TestServer;
  let fake: FakeGoogle;
  let restaurantId: number;
  let owner: string;
  let merchantId: string;
  let required: number;
  let diner = 300;

  /** The worker's half-minute job, then one pass of the outbox's Google lane. */
  async function push(): Promise<{ queued: number; handled: number }> {
    const queued = await queueGoogleAvailabilityUpdates({ config: server.config, db: server.db, now: server.clock.now });
    const handled = await runGoogleLane(server);
    return { queued, handled };
  }

  async function book(date: string, hour: string, covers: number): Promise<void> {
    const response = await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(++diner), date, hour, tablewarecount: covers }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }

  /** The party sizes a replace offers at `hour` (Paris, winter) of the dinner on `date`. */
  function partySizesAt(replace: RecordedReplace, date: string, hour: string): number[] {
    const dinner = replace.body.extendedServiceAvailability.find((s) => s.serviceId === 'dinner');
    const start = new Date(`${date}T${hour}:00+01:00`).toISOString().replace('.000Z', 'Z');
    return (dinner?.availability ?? []).filter((a) => a.startTime === start && a.spotsOpen > 0).map((a) => a.resources.partySize);
  }

  const pushesOf = (date: string) =>
    server.db.kysely
      .selectFrom('outbox')
      .select(['status', 'attempts', 'lane'])
      .where('kind', '=', 'google_availability_update')
      .where('dedupe_key', 'like', `google_availability_update:${restaurantId}:${date}:%`)
      .orderBy('id')
      .execute();

  async function setGoogle(enabled: boolean): Promise<void> {
    const settings = `/api/staff/restaurants/${restaurantId}/settings`;
    const booking = (await server.call('GET', settings, undefined, bearer(owner))).body.object.booking;
    expect((await server.call('PUT', `${settings}/booking`, { ...booking, google_reserve_enabled: enabled }, bearer(owner))).status).toBe(200);
  }

  beforeAll(async () => {
    ({ server, fake } = await startServerWithGoogle(dialect));
    restaurantId = await restaurantIdOf(server, SLUG);
    owner = (await sessionsFor(server, restaurantId)).owner;
    required = (await questionIds(server)).required;
    merchantId = (await server.db.kysely.selectFrom('restaurants').select('guid').where('id', '=', restaurantId).executeTakeFirstOrThrow()).guid;
    await setGoogle(true);
    // The seed's days (bookings made before the restaurant went on Google) are pushed once.
    await push();
    expect(await push()).toEqual({ queued: 0, handled: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('pushes the day of a wizard booking once, its slot with fewer spots', async () => {
    // A first booking that evening gives the day's availability as Google had it…
    await book(DAY.thursday, '19:00', 2);
    let before = fake.replaces.length;
    expect(await push()).toEqual({ queued: 1, handled: 1 });
    const first = fake.replaces.slice(before);
    expect(first).toHaveLength(1);
    const sizesBefore = partySizesAt(first[0]!, DAY.thursday, '20:00');
    expect(sizesBefore.length).toBeGreaterThan(0);
    // …then parties of the largest size the wizard takes without an SMS code book 20:00 until it
    // refuses the next one: exactly one replace, for that merchant and day, with fewer party sizes
    // open at 20:00.
    const { min_tableware_confirm_booking: smsFrom } = await server.db.kysely
      .selectFrom('restaurants')
      .select('min_tableware_confirm_booking')
      .where('id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    const covers = Math.min(Math.max(...sizesBefore), smsFrom - 1);
    let booked = 0;
    while (
      booked < 30 &&
      (await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(++diner), date: DAY.thursday, hour: '20:00', tablewarecount: covers })))
        .status === 201
    ) {
      booked++;
    }
    expect(booked).toBeGreaterThan(0);
    expect(booked).toBeLessThan(30);
    before = fake.replaces.length;
    expect(await push()).toEqual({ queued: 1, handled: 1 });
    const replaces = fake.replaces.slice(before);
    expect(replaces).toHaveLength(1);
    const [replace] = replaces;
    expect(replace!.partnerId).toBe(PARTNER_ID);
    expect(replace!.body.extendedServiceAvailability.map((s) => [s.merchantId, s.serviceId, s.startTimeRestrict, s.endTimeRestrict])).toEqual([
      [merchantId, 'lunch', '2026-11-18T23:00:00Z', '2026-11-19T23:00:00Z'],
      [merchantId, 'dinner', '2026-11-18T23:00:00Z', '2026-11-19T23:00:00Z'],
    ]);
    expect(partySizesAt(replace!, DAY.thursday, '20:00')).not.toContain(covers);
    expect(sizesBefore).toContain(covers);
    expect(await push()).toEqual({ queued: 0, handled: 0 });
    expect(await pushesOf(DAY.thursday)).toEqual([
      { status: 'sent', attempts: 1, lane: 'google' },
      { status: 'sent', attempts: 1, lane: 'google' },
    ]);
  });

  it('makes one push of two bookings on the same day', async () => {
    await book(DAY.friday, '12:00', 2);
    await book(DAY.friday, '20:00', 2);
    const before = fake.replaces.length;
    expect(await push()).toEqual({ queued: 1, handled: 1 });
    expect(fake.replaces.slice(before)).toHaveLength(1);
    expect(await pushesOf(DAY.friday)).toEqual([{ status: 'sent', attempts: 1, lane: 'google' }]);
  });

  it('retries through the outbox when Google answers 503, and pushes once', async () => {
    await book(DAY.sunday, '12:30', 2);
    const before = fake.replaces.length;
    fake.failNext(1);
    expect(await push()).toEqual({ queued: 1, handled: 1 });
    expect(fake.replaces).toHaveLength(before);
    expect(await pushesOf(DAY.sunday)).toEqual([{ status: 'pending', attempts: 1, lane: 'google' }]);
    // Not before the outbox's retry time, and the job does not queue the same version twice…
    expect(await push()).toEqual({ queued: 0, handled: 0 });
    // …and then once.
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    expect(await push()).toEqual({ queued: 0, handled: 1 });
    expect(fake.replaces.slice(before)).toHaveLength(1);
    expect(await pushesOf(DAY.sunday)).toEqual([{ status: 'sent', attempts: 2, lane: 'google' }]);
    expect(await push()).toEqual({ queued: 0, handled: 0 });
  });

  it('pushes a closure: the closed service has no slot left that day', async () => {
    const closed = await server.call(
      'POST',
      `/api/staff/restaurants/${restaurantId}/settings/closed-dates`,
      { from: DAY.friday, to: DAY.friday, service: 'evening', reason: 'Privatisation', confirm: true },
      bearer(owner),
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    const before = fake.replaces.length;
    // A closure is a rules change: every day of the horizon is pushed again, more than one pass of the lane.
    const { queued } = await push();
    expect(queued).toBeGreaterThan(1);
    while ((await push()).handled > 0);
    expect(await push()).toEqual({ queued: 0, handled: 0 });
    const friday = fake.replaces
      .slice(before)
      .flatMap((r) => r.body.extendedServiceAvailability)
      .filter((s) => s.startTimeRestrict === '2026-11-19T23:00:00Z');
    expect(friday.map((s) => [s.serviceId, s.availability.length > 0])).toEqual([
      ['lunch', true],
      ['dinner', false],
    ]);
  });

  it('pushes nothing for a restaurant not on Google', async () => {
    await setGoogle(false);
    await book(DAY.thursday, '21:00', 2);
    const before = fake.replaces.length;
    expect(await push()).toEqual({ queued: 0, handled: 0 });
    expect(fake.replaces).toHaveLength(before);
  });
});
