import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveFeed, type LiveEvent } from '../../src/server/modules/service-book/live-feed';
import { addBookingHistory } from '../../src/server/modules/booking-engine/bookings-repository';
import { dialectsUnderTest } from '../support/databases';
import { redisUnderTest, TEST_REDIS_URL } from '../support/redis';
import { startTestServer, type TestServer } from '../support/test-server';

// The live feed between server processes: two feeds on one database stand for two servers. Without
// Redis a change is found through the booking history; with Redis it travels at once.

const REDIS_URL = TEST_REDIS_URL;
const withRedis = await redisUnderTest();

function waitFor(events: LiveEvent[], predicate: (e: LiveEvent) => boolean, ms: number): Promise<LiveEvent> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const tick = () => {
      const found = events.find(predicate);
      if (found) return resolve(found);
      if (Date.now() - start > ms) return reject(new Error(`nothing within ${ms} ms`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe.each(await dialectsUnderTest())('live feed across servers on %s', (dialect) => {
  let server: TestServer;
  let booking: {
    id: number;
    restaurant_id: number;
    guid: string;
    date: string;
    hour: string;
    service: 'noon' | 'evening';
    name: string;
    covers: number;
    status: string;
  };
  const feeds: LiveFeed[] = [];
  const feed = (options: ConstructorParameters<typeof LiveFeed>[1] = {}) => {
    const f = new LiveFeed(server.db, { pollMs: 200, ...options });
    feeds.push(f);
    return f;
  };
  const change = async (action: string) => {
    const historyId = await addBookingHistory(server.db.kysely, { bookingId: booking.id, at: new Date().toISOString(), actor: 'diner', action });
    return {
      historyId,
      restaurantId: booking.restaurant_id,
      bookingGuid: booking.guid,
      action,
      actor: 'diner',
      status: booking.status,
      date: booking.date,
      hour: booking.hour,
      service: booking.service,
      name: booking.name,
      covers: booking.covers,
    };
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    booking = await server.db.kysely
      .selectFrom('bookings')
      .select(['id', 'restaurant_id', 'guid', 'date', 'hour', 'service', 'name', 'covers', 'status'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await Promise.all(feeds.map((f) => f.close()));
    await server?.close();
  });

  it('finds a change written by another server in the booking history, once, for its restaurant only', async () => {
    const here = feed();
    const there = feed();
    const received: LiveEvent[] = [];
    const elsewhere: LiveEvent[] = [];
    here.subscribe(booking.restaurant_id, (e) => received.push(e));
    here.subscribe(booking.restaurant_id + 1000, (e) => elsewhere.push(e));
    await here.ready();
    const event = await change('created');
    // The other server announces it to its own listeners only (it has none).
    there.publish([event]);
    const got = await waitFor(received, (e) => e.historyId === event.historyId, 10_000);
    expect(got).toMatchObject({ action: 'created', bookingGuid: booking.guid, actor: 'diner' });
    // Two more looks at the history: a duplicate would have come by now.
    await here.nextPoll();
    await here.nextPoll();
    expect(received.filter((e) => e.historyId === event.historyId)).toHaveLength(1);
    expect(elsewhere).toEqual([]);
  });

  it('delivers a change of this server at once and never twice', async () => {
    const here = feed();
    const received: LiveEvent[] = [];
    here.subscribe(booking.restaurant_id, (e) => received.push(e));
    await here.ready();
    const event = await change('status');
    here.publish([event]);
    expect(received.map((e) => e.historyId)).toContain(event.historyId);
    // The poll then reads the same history row: it must not announce it again.
    await here.nextPoll();
    await here.nextPoll();
    expect(received.filter((e) => e.historyId === event.historyId)).toHaveLength(1);
  });

  it.runIf(withRedis)('with Redis, a change published by another server arrives without waiting for the poll', async () => {
    // Polling every minute: only Redis can bring it in time.
    const here = feed({ redisUrl: REDIS_URL, pollMs: 60_000 });
    // The publishing server has no listener of its own (a diner's or another tablet's change).
    const there = feed({ redisUrl: REDIS_URL, pollMs: 60_000 });
    const received: LiveEvent[] = [];
    here.subscribe(booking.restaurant_id, (e) => received.push(e));
    // The listener waits for its subscription, the publisher for its connection (a change made
    // before it is connected travels through the poll instead, which is a minute away here).
    await Promise.all([here.ready(), there.publishing()]);
    const event = await change('updated');
    there.publish([event]);
    const got = await waitFor(received, (e) => e.historyId === event.historyId, 10_000); // well inside the minute the poll would take
    expect(got.action).toBe('updated');
  });
});
