import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { refreshDueTurnPredictions } from '../../src/server/modules/booking-engine';
import { bookingBody, DAY, dinerOf, questionIds, setRestaurant, SLUG } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Turn times predicted from the restaurant's own history: the stays from "Installé" to "Terminé",
// a median per party size, service and weekday (or per party size and service), shown in Réglages
// beside the fixed times and given to new bookings only once the owner turns them on.

describe.each(await dialectsUnderTest())('predicted turn times on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;
  let staff: string;
  let required: number;
  let diner = 300;
  let serial = 0;
  const turnTimes = () => `/api/staff/restaurants/${zinc}/settings/turn-times`;

  /** `count` finished evening stays of `minutes` for parties of `covers`, on the days before today. */
  async function pastStays(count: number, covers: number, minutes: number) {
    for (let i = 0; i < count; i++) {
      const date = addDays(DAY.today, -1 - (i % 60));
      const n = ++serial;
      const { id } = await server.db.kysely
        .insertInto('bookings')
        .values({
          guid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          short_id: `passe${n}`,
          reference: `PASSE${n}`,
          restaurant_id: zinc,
          date,
          hour: '20:00',
          service: 'evening',
          covers,
          turn_minutes: 90,
          status: 'completed',
          name: `Passé ${n}`,
          created_at: `${date}T10:00:00.000Z`,
          updated_at: `${date}T23:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const seated = new Date(`${date}T19:02:00.000Z`);
      await server.db.kysely
        .insertInto('booking_history')
        .values([
          { booking_id: id, at: seated.toISOString(), actor: 'staff:1', action: 'status', from_status: 'confirmed', to_status: 'seated' },
          {
            booking_id: id,
            at: new Date(seated.getTime() + minutes * 60_000).toISOString(),
            actor: 'staff:1',
            action: 'status',
            from_status: 'seated',
            to_status: 'completed',
          },
        ])
        .execute();
    }
  }

  /** An online booking for Thursday evening; its stored turn time. */
  async function bookOnline(covers: number, hour: string): Promise<number> {
    const res = await server.call('POST', '/api/bookings', bookingBody(required, { ...dinerOf(++diner), tablewarecount: covers, hour }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await server.db.kysely.selectFrom('bookings').select('turn_minutes').where('guid', '=', res.body.object.guid).executeTakeFirstOrThrow();
    return row.turn_minutes;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, SLUG);
    ({ owner, staff } = await sessionsFor(server, zinc));
    required = (await questionIds(server)).required;
    // The SMS code is another subject: these bookings go straight through.
    await setRestaurant(server, SLUG, { confirm_booking_sms_is_active: 0 });
    // Parties of two stay 70 minutes (25 stays); parties of three, 5 stays: too few to trust.
    await pastStays(25, 2, 70);
    await pastStays(5, 3, 60);
  });
  afterAll(async () => server?.close());

  it('shows the predictions beside the fixed times, with their sample sizes, to owners and managers', async () => {
    expect((await server.call('GET', turnTimes(), undefined, bearer(staff))).status).toBe(403);
    const res = await server.call('GET', turnTimes(), undefined, bearer(owner));
    expect(res.status).toBe(200);
    const { enabled, minSamples, services, computedAt } = res.body.object;
    expect({ enabled, minSamples }).toEqual({ enabled: false, minSamples: 20 });
    expect(computedAt).toBe(server.clock.now().toISOString());
    expect(services.find((s: { kind: string }) => s.kind === 'evening').rows).toEqual([
      // 70 minutes on the quarter-hour grid: 75.
      { covers: 2, fixedMinutes: 90, predictedMinutes: 75, samples: 25, weekdays: [] },
      { covers: 3, fixedMinutes: 105, predictedMinutes: null, samples: 5, weekdays: [] },
    ]);
  });

  it('gives new bookings the fixed duration while the setting is off', async () => {
    expect(await bookOnline(2, '19:00')).toBe(90);
  });

  it('gives new bookings the predicted duration once turned on, the fixed one where too few stays', async () => {
    const on = await server.call('PUT', turnTimes(), { enabled: true }, bearer(owner));
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Les nouvelles réservations prennent désormais les durées prévues.');
    expect(on.body.object.enabled).toBe(true);
    expect(await bookOnline(2, '19:15')).toBe(75);
    expect(await bookOnline(3, '19:15')).toBe(105);

    const off = await server.call('PUT', turnTimes(), { enabled: false }, bearer(owner));
    expect(off.body.message).toBe('Les nouvelles réservations reprennent les durées fixes des services.');
    expect(await bookOnline(2, '19:30')).toBe(90);
  });

  it('refuses a malformed setting in French and changes nothing', async () => {
    const refused = await server.call('PUT', turnTimes(), { enabled: 'oui' }, bearer(owner));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Valeur oui\/non attendue/);
    expect((await server.call('PUT', turnTimes(), { enabled: true, extra: 1 }, bearer(owner))).status).toBe(400);
    expect((await server.call('PUT', turnTimes(), {}, bearer(staff))).status).toBe(403);
    const row = await server.db.kysely.selectFrom('restaurants').select('turn_prediction_enabled').where('id', '=', zinc).executeTakeFirstOrThrow();
    expect(row.turn_prediction_enabled).toBe(0);
  });

  it('recomputes at night, and the next booking takes the new figure', async () => {
    expect((await server.call('PUT', turnTimes(), { enabled: true }, bearer(owner))).status).toBe(200);
    // The stays grow longer; until the restaurant's next day the stored figures hold.
    await pastStays(40, 2, 100);
    expect(await refreshDueTurnPredictions(server.db, server.clock.now())).toBe(0);
    expect(await bookOnline(2, '19:45')).toBe(75);
    server.clock.set('2026-11-17T23:30:00Z'); // 00:30 in Paris, Wednesday
    expect(await refreshDueTurnPredictions(server.db, server.clock.now())).toBe(1);
    expect(await refreshDueTurnPredictions(server.db, server.clock.now())).toBe(0);
    // 25 stays of 70 and 40 of 100: the median is 100, the nearest quarter hour 105.
    expect(await bookOnline(2, '20:00')).toBe(105);
  });
});
