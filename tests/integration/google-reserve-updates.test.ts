import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueGoogleBookingUpdates } from '../../src/server/modules/google-reserve';
import type { FakeGoogle } from '../../src/provider-fakes/google/fake-google';
import { dialectsUnderTest } from '../support/databases';
import { DAY, dinerOf, SLUG } from '../support/booking-fixtures';
import type { TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';
import { GOOGLE_PARTNER, runGoogleLane, startServerWithGoogle } from '../support/google-lane';

// A Google booking changed on our side reaches Google's notification API (the local fake, which
// checks the service account's signed JWT and the access token): the staff's cancellation and
// no-show are reported once, through the outbox; with the API down, the outbox tries again with its
// backoff and the report goes out later, once, never lost.

const CREDENTIALS = GOOGLE_PARTNER.credentials;
const AUTH = `Basic ${Buffer.from(CREDENTIALS).toString('base64')}`;
const PARTNER_ID = GOOGLE_PARTNER.id;

describe.each(await dialectsUnderTest())('Reserve with Google real-time updates on %s', (dialect) => {
  let server: TestServer;
  let fake: FakeGoogle;
  let restaurantId: number;
  let owner: string;
  let merchantId: string;

  /** The worker's half-minute job, then one pass of the outbox's Google lane: what it queued and what it did with it. */
  async function report(): Promise<{ queued: number; handled: number }> {
    const queued = await queueGoogleBookingUpdates({ config: server.config, db: server.db, now: server.clock.now });
    const handled = await runGoogleLane(server);
    return { queued, handled };
  }

  const updatesOf = (guid: string) =>
    server.db.kysely
      .selectFrom('outbox')
      .innerJoin('bookings', 'bookings.id', 'outbox.booking_id')
      .select(['outbox.status', 'outbox.attempts', 'outbox.lane', 'outbox.kind'])
      .where('bookings.guid', '=', guid)
      .where('outbox.channel', '=', 'google')
      .execute();

  async function googleBooking(token: string, hour: string): Promise<string> {
    const response = await fetch(`${server.url}/google/v3/CreateBooking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: AUTH },
      body: JSON.stringify({
        slot: { merchant_id: merchantId, service_id: 'dinner', start_sec: Date.parse(`${DAY.thursday}T${hour}:00+01:00`) / 1000, resources: { party_size: 2 } },
        user_information: { user_id: 'user-1', given_name: 'Léa', family_name: 'Durand', email: 'lea@exemple.fr', telephone: dinerOf(77).phoneNumber },
        idempotency_token: token,
      }),
    });
    const body = (await response.json()) as { booking?: { booking_id: string } };
    expect(body.booking, JSON.stringify(body)).toBeDefined();
    return body.booking!.booking_id;
  }

  const setStatus = (guid: string, status: string) =>
    server.call('POST', `/api/staff/restaurants/${restaurantId}/bookings/${guid}/status`, { status }, bearer(owner));

  beforeAll(async () => {
    ({ server, fake } = await startServerWithGoogle(dialect));
    restaurantId = await restaurantIdOf(server, SLUG);
    owner = (await sessionsFor(server, restaurantId)).owner;
    const settings = `/api/staff/restaurants/${restaurantId}/settings`;
    const booking = (await server.call('GET', settings, undefined, bearer(owner))).body.object.booking;
    expect((await server.call('PUT', `${settings}/booking`, { ...booking, google_reserve_enabled: true }, bearer(owner))).status).toBe(200);
    merchantId = (await server.db.kysely.selectFrom('restaurants').select('guid').where('id', '=', restaurantId).executeTakeFirstOrThrow()).guid;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('reports a cancellation by the staff to the notification API, once', async () => {
    const guid = await googleBooking('updates-1', '19:30');
    expect(await report()).toEqual({ queued: 0, handled: 0 });
    expect((await setStatus(guid, 'cancelled_by_restaurant')).status).toBe(200);
    expect(await report()).toEqual({ queued: 1, handled: 1 });
    expect(fake.patches).toEqual([
      {
        partnerId: PARTNER_ID,
        bookingId: guid,
        updateMask: 'status',
        body: { name: `partners/${PARTNER_ID}/bookings/${guid}`, merchantId, status: 'CANCELED' },
      },
    ]);
    expect(await report()).toEqual({ queued: 0, handled: 0 });
    expect(fake.patches).toHaveLength(1);
    expect(await updatesOf(guid)).toEqual([{ status: 'sent', attempts: 1, lane: 'google', kind: 'google_booking_update' }]);
  });

  it('reports the diner’s own cancellation from the e-mail’s link', async () => {
    const guid = await googleBooking('updates-4', '21:00');
    const cancelled = await server.call('POST', `/api/bookings/${guid}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const before = fake.patches.length;
    expect(await report()).toEqual({ queued: 1, handled: 1 });
    expect(fake.patches.slice(before).map((p) => [p.bookingId, (p.body as { status: string }).status])).toEqual([[guid, 'CANCELED']]);
  });

  it('does not report a cancellation Google asked for itself', async () => {
    const guid = await googleBooking('updates-2', '20:00');
    const response = await fetch(`${server.url}/google/v3/UpdateBooking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: AUTH },
      body: JSON.stringify({ booking: { booking_id: guid, status: 'CANCELED' } }),
    });
    expect(response.status).toBe(200);
    const before = fake.patches.length;
    expect(await report()).toEqual({ queued: 0, handled: 0 });
    expect(fake.patches).toHaveLength(before);
    expect(await updatesOf(guid)).toEqual([]);
  });

  it('keeps a no-show while the API is down and reports it once it answers again', async () => {
    const guid = await googleBooking('updates-3', '20:30');
    // A no-show is marked once the hour has passed: Thursday, 21:30 in Paris.
    server.clock.set('2026-11-19T20:30:00Z');
    owner = (await sessionsFor(server, restaurantId)).owner;
    const marked = await setStatus(guid, 'no_show');
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const before = fake.patches.length;
    fake.setDown(true);
    expect(await report()).toEqual({ queued: 1, handled: 1 });
    expect(await updatesOf(guid)).toEqual([{ status: 'pending', attempts: 1, lane: 'google', kind: 'google_booking_update' }]);
    fake.setDown(false);
    // Not before the outbox's retry time, and the job does not queue the same change twice…
    expect(await report()).toEqual({ queued: 0, handled: 0 });
    expect(fake.patches).toHaveLength(before);
    // …and then once.
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    expect(await report()).toEqual({ queued: 0, handled: 1 });
    expect(fake.patches.slice(before).map((p) => [p.bookingId, (p.body as { status: string }).status])).toEqual([[guid, 'NO_SHOW']]);
    expect(await updatesOf(guid)).toEqual([{ status: 'sent', attempts: 2, lane: 'google', kind: 'google_booking_update' }]);
    expect(await report()).toEqual({ queued: 0, handled: 0 });
  });
});
