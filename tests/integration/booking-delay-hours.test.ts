import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, DAY, dinerOf, questionIds, SLUG } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// A late diner chooses among the slots that are free *for them*: their own table does not count
// against them, even when the service is otherwise full for a party of their size.
describe.each(await dialectsUnderTest())('delay hours on %s', (dialect) => {
  let server: TestServer;
  const guids: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const { required } = await questionIds(server);
    // Five covers fit only the three tables of six and the joined pair of terrace tables: four parties fill 12:00.
    for (let i = 0; i < 4; i++) {
      const created = await server.call(
        'POST',
        '/api/bookings',
        bookingBody(required, { ...dinerOf(40 + i), date: DAY.today, hour: '12:00', tablewarecount: 5 }),
      );
      expect(created.status).toBe(201);
      guids.push(created.body.object.guid);
    }
  });
  afterAll(() => server?.close());

  it('offers a later slot that the public grid shows as full', async () => {
    const grid = await server.call('GET', `/api/restaurants/${SLUG}/hours/mardi/${DAY.today}?covers=5`);
    expect(grid.body.object.noon.find((s: { label: string }) => s.label === '12:15').available).toBe(false);

    const own = await server.call('GET', `/api/bookings/${guids[0]}/delay-hours`);
    expect(own.status).toBe(200);
    expect(own.body.object.noon.find((s: { label: string }) => s.label === '12:15').available).toBe(true);

    const moved = await server.call('POST', `/api/bookings/${guids[0]}/hour`, { hour: '12:15', comment: 'Métro en retard' });
    expect(moved.status).toBe(200);
  });

  it('answers an unknown booking like a cancelled one', async () => {
    const unknown = await server.call('GET', '/api/bookings/00000000-0000-4000-8000-000000000000/delay-hours');
    await server.call('POST', `/api/bookings/${guids[1]}/cancel`);
    const cancelled = await server.call('GET', `/api/bookings/${guids[1]}/delay-hours`);
    expect(unknown.status).toBe(404);
    expect(cancelled).toEqual(unknown);
  });
});
