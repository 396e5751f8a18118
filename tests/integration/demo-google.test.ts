import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GOOGLE_CREDENTIALS, startDemoGoogle } from '../../src/server/demo-google';
import { queueGoogleBookingUpdates } from '../../src/server/modules/google-reserve';
import { dialectsUnderTest } from '../support/databases';
import { DAY, dinerOf, SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';
import { runGoogleLane } from '../support/google-lane';

// Without Google's set-up, the demo's booking server answers the demo credentials and its worker
// reports to the local Google fake: a Google booking the staff cancel reaches the fake as a patch.

const AUTH = `Basic ${Buffer.from(`${DEMO_GOOGLE_CREDENTIALS.user}:${DEMO_GOOGLE_CREDENTIALS.password}`).toString('base64')}`;

describe.each(await dialectsUnderTest())('the demo’s Reserve with Google on %s', (dialect) => {
  let server: TestServer;
  let demo: Awaited<ReturnType<typeof startDemoGoogle>>;

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      configure: async (config, clock) => {
        demo = await startDemoGoogle(config, clock.now);
        return demo?.config ?? config;
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await demo?.fake.close();
  });

  it('is not started when Google is set up, outside the demo, nor on an instance others reach', async () => {
    expect(await startDemoGoogle({ ...server.config, googleReserve: { credentials: [{ user: 'u', password: 'p'.repeat(12) }] } })).toBeNull();
    expect(await startDemoGoogle({ ...server.config, googleReserve: undefined, seedDemo: false })).toBeNull();
    // A deployment that kept the demo's seed (SEED_DEMO defaults to true) but has a public address:
    // the published demo credentials must not book its restaurants through Google's door.
    expect(await startDemoGoogle({ ...server.config, googleReserve: undefined, publicUrl: 'https://reservations.example.fr' })).toBeNull();
  });

  it('answers Google with the demo credentials and reports a staff cancellation to the fake', async () => {
    expect(demo).not.toBeNull();
    const google = (method: string, body: unknown) =>
      fetch(`${server.url}/google/v3/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: AUTH },
        body: JSON.stringify(body),
      });
    expect((await google('HealthCheck', {})).status).toBe(200);

    const restaurantId = await restaurantIdOf(server, SLUG);
    const owner = (await sessionsFor(server, restaurantId)).owner;
    const settings = `/api/staff/restaurants/${restaurantId}/settings`;
    const booking = (await server.call('GET', settings, undefined, bearer(owner))).body.object.booking;
    expect((await server.call('PUT', `${settings}/booking`, { ...booking, google_reserve_enabled: true }, bearer(owner))).status).toBe(200);
    const merchantId = (await server.db.kysely.selectFrom('restaurants').select('guid').where('id', '=', restaurantId).executeTakeFirstOrThrow()).guid;

    const created = await google('CreateBooking', {
      slot: { merchant_id: merchantId, service_id: 'dinner', start_sec: Date.parse(`${DAY.thursday}T19:30:00+01:00`) / 1000, resources: { party_size: 2 } },
      user_information: { user_id: 'demo-user', given_name: 'Léa', family_name: 'Durand', email: 'lea@exemple.fr', telephone: dinerOf(78).phoneNumber },
      idempotency_token: 'demo-1',
    });
    const guid = ((await created.json()) as { booking: { booking_id: string } }).booking.booking_id;
    const cancelled = await server.call(
      'POST',
      `/api/staff/restaurants/${restaurantId}/bookings/${guid}/status`,
      { status: 'cancelled_by_restaurant' },
      bearer(owner),
    );
    expect(cancelled.status).toBe(200);

    expect(await queueGoogleBookingUpdates({ config: server.config, db: server.db, now: server.clock.now })).toBe(1);
    await runGoogleLane(server);
    expect(demo!.fake.patches.map((p) => [p.bookingId, (p.body as { status: string }).status])).toEqual([[guid, 'CANCELED']]);
  });
});
