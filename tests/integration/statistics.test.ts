import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Statistics against the seeded bookings (counted here straight from the rows) plus a few bookings
// of every kind added by the test.

describe.each(await dialectsUnderTest())('statistics on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;
  let staff: string;
  let seq = 0;

  async function add(date: string, service: 'noon' | 'evening', status: string, source: string, covers: number) {
    seq++;
    const at = '2026-11-10T10:00:00.000Z';
    await server.db.kysely
      .insertInto('bookings')
      .values({
        guid: `stat-${seq}`,
        short_id: `stat-short-${seq}`,
        reference: `S${seq}`,
        restaurant_id: zinc,
        date,
        hour: service === 'noon' ? '12:30' : '20:00',
        service,
        covers,
        turn_minutes: 90,
        status: status as 'confirmed',
        source: source as 'online',
        name: 'Statistique',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    const sessions = await sessionsFor(server, zinc);
    owner = sessions.owner;
    staff = sessions.staff;
    await add('2026-11-19', 'noon', 'completed', 'online', 3);
    await add('2026-11-19', 'noon', 'no_show', 'online', 2);
    await add('2026-11-19', 'evening', 'cancelled_by_guest', 'online', 4);
    await add('2026-11-19', 'evening', 'waiting', 'online', 2);
    await add('2026-11-20', 'evening', 'seated', 'walk_in', 5);
  });
  afterAll(async () => server?.close());

  const get = (from: string, to: string, token = owner) =>
    server.call('GET', `/api/staff/restaurants/${zinc}/statistics?from=${from}&to=${to}`, undefined, bearer(token));

  it('matches the seeded bookings day by day and service by service', async () => {
    const res = await get('2026-11-17', '2026-11-23');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body.object;
    const rows = await server.db.kysely
      .selectFrom('bookings')
      .select(['date', 'service', 'covers', 'status', 'source'])
      .where('restaurant_id', '=', zinc)
      .where('date', '>=', '2026-11-17')
      .where('date', '<=', '2026-11-23')
      .execute();
    for (const row of stats.rows as Array<{ date: string; service: string; bookings: number; covers: number; online: number; staff: number }>) {
      const expected = rows.filter(
        (r) => r.date === row.date && r.service === row.service && !['waiting', 'cancelled_by_guest', 'cancelled_by_restaurant'].includes(r.status),
      );
      expect(row.bookings, `${row.date} ${row.service}`).toBe(expected.length);
      expect(row.covers, `${row.date} ${row.service}`).toBe(expected.reduce((n, r) => n + r.covers, 0));
      expect(row.online).toBe(expected.filter((r) => r.source === 'online').length);
      expect(row.staff).toBe(expected.filter((r) => r.source !== 'online').length);
    }
    expect(stats.rows).toHaveLength(14);
    const saturday = stats.rows.find((r: { date: string; service: string }) => r.date === '2026-11-21' && r.service === 'evening');
    expect(saturday).toMatchObject({ bookings: 28, staff: 28, online: 0 });
    const wednesday = stats.days.find((d: { date: string }) => d.date === '2026-11-18');
    expect(wednesday).toMatchObject({ bookings: 5, covers: 10, noon: 6, evening: 4 });
    expect(stats).toMatchObject({ totalBookings: 37, bookings: 36, noShows: 1, cancellations: 1, online: 2 });
    expect(stats.noShowRate).toBeCloseTo(1 / 37);
    expect(stats.cancellationRate).toBeCloseTo(1 / 37);
  });

  it('refuses a bad range in French and is for managers', async () => {
    expect((await get('2026-11-23', '2026-11-17')).status).toBe(422);
    expect((await get('2026-01-01', '2027-06-01')).body.message).toMatch(/366 jours/);
    const bad = await get('2026-13-01', '2026-11-17');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/date invalide/);
    expect((await get('2026-11-17', '2026-11-23', staff)).status).toBe(403);
  });
});
