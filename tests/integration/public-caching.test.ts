import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, questionIds, setRestaurant, SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// The public reads carry a strong ETag (the hash of the body's bytes) and a Cache-Control that makes
// browsers revalidate every time while a CDN may answer for a few seconds; refusals, capability
// links and staff routes are never stored by any cache.

const BROWSER_AND_SHARED = 'public, max-age=0, s-maxage=5';
const CDN_ONLY = 'public, max-age=5, stale-while-revalidate=10';

interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

describe.each(await dialectsUnderTest())('HTTP caching of public reads on %s', (dialect) => {
  let server: TestServer;
  let publicReads: string[];

  const get = async (path: string, headers: Record<string, string> = {}): Promise<RawAnswer> => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const hashOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const hours = `/api/restaurants/${SLUG}/hours/jeudi/${DAY.thursday}?covers=7`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    publicReads = [
      '/api/app/config/',
      `/api/restaurants/${SLUG}/config`,
      `/api/restaurants/${SLUG}/closed-dates`,
      `/api/restaurants/${SLUG}/events`,
      `/api/restaurants/${SLUG}/identity`,
      `/api/restaurants/${SLUG}/terms`,
      `/api/restaurants/${SLUG}/questions`,
      hours,
      `/api/restaurants/${SLUG}/blocked-tables?date=${DAY.wednesday}&hour=12:00&covers=2`,
      `/api/restaurants/${SLUG}/table-names?covers=2&date=${DAY.thursday}&hour=20:00`,
      `/api/communications/${SLUG}`,
      `/api/restaurants/${SLUG}/floor-plan.svg`,
    ];
  });
  afterAll(async () => server?.close());

  it('sends on every public read a strong ETag, the hash of the exact body, stable while nothing changes', async () => {
    for (const path of publicReads) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.bytes.length, path).toBeGreaterThan(0);
      expect(first.headers.get('etag'), path).toBe(hashOf(first.bytes));
      expect(first.headers.get('cache-control'), path).toBe(BROWSER_AND_SHARED);
      expect(first.headers.get('cdn-cache-control'), path).toBe(CDN_ONLY);
      const second = await get(path);
      expect(second.headers.get('etag'), path).toBe(first.headers.get('etag'));
      expect(second.bytes.equals(first.bytes), path).toBe(true);
    }
  });

  it('answers 304 without a body when If-None-Match names the current ETag, 200 otherwise', async () => {
    for (const path of publicReads) {
      const fresh = await get(path);
      const etag = fresh.headers.get('etag')!;
      const notModified = await get(path, { 'if-none-match': etag });
      expect(notModified.status, path).toBe(304);
      expect(notModified.bytes.length, path).toBe(0);
      // A 304 carries what a cache needs to refresh its copy.
      expect(notModified.headers.get('etag'), path).toBe(etag);
      expect(notModified.headers.get('cache-control'), path).toBe(BROWSER_AND_SHARED);
      expect(notModified.headers.get('content-type'), path).toBeNull();
    }
    const path = `/api/restaurants/${SLUG}/config`;
    const etag = (await get(path)).headers.get('etag')!;
    // A list of tags, `*`, and the weak form a re-encoding cache may send all name this body.
    expect((await get(path, { 'if-none-match': `"autre", ${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': '*' })).status).toBe(304);
    const other = await get(path, { 'if-none-match': '"une-autre-version"' });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).toBe(etag);
    expect(JSON.parse(other.bytes.toString('utf8'))).toMatchObject({ code: 200, error: false });
    // HEAD tells the same validator, and is answered in full even when conditional.
    const head = await fetch(`${server.url}${path}`, { method: 'HEAD', headers: { 'if-none-match': etag } });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('cache-control')).toBe(BROWSER_AND_SHARED);
  });

  it('gives a new ETag once a booking changes the hours, so a conditional read never hides it', async () => {
    // Seven covers fit only the two joined terrace tables: one booking takes 20:00 away.
    await setRestaurant(server, SLUG, { confirm_booking_sms_is_active: 0 });
    try {
      const before = await get(hours);
      const etag = before.headers.get('etag')!;
      const slot = (answer: RawAnswer, label: string) =>
        (JSON.parse(answer.bytes.toString('utf8')).object.evening as Array<{ label: string; available: boolean }>).find((s) => s.label === label);
      expect(slot(before, '20:00')?.available).toBe(true);
      expect((await get(hours, { 'if-none-match': etag })).status).toBe(304);

      const q = await questionIds(server);
      const booked = await server.call(
        'POST',
        '/api/bookings',
        bookingBody(q.required, { ...dinerOf(7001), date: DAY.thursday, hour: '20:00', tablewarecount: 7 }),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);

      const after = await get(hours, { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(after.headers.get('etag')).toBe(hashOf(after.bytes));
      expect(slot(after, '20:00')?.available).toBe(false);
      // The new tag validates in turn.
      expect((await get(hours, { 'if-none-match': after.headers.get('etag')! })).status).toBe(304);
    } finally {
      await setRestaurant(server, SLUG, { confirm_booking_sms_is_active: 1 });
    }
  });

  it('lets no cache store a refusal or an unknown restaurant, even with a matching-anything If-None-Match', async () => {
    const refusals = [
      `/api/restaurants/nulle-part/config`,
      `/api/restaurants/${SLUG}/hours/mardi/${DAY.thursday}`,
      `/api/restaurants/${SLUG}/hours/jeudi/demain`,
      `/api/restaurants/${SLUG}/table-names?covers=0&date=${DAY.thursday}&hour=20:00`,
      `/api/restaurants/nulle-part/floor-plan.svg`,
    ];
    for (const path of refusals) {
      const answer = await get(path, { 'if-none-match': '*' });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(JSON.parse(answer.bytes.toString('utf8')), path).toMatchObject({ error: true });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('cdn-cache-control'), path).toBeNull();
      expect(answer.headers.get('etag'), path).toBeNull();
    }
  });

  it('keeps capability links, the bot-check challenge and staff reads out of every cache', async () => {
    const q = await questionIds(server);
    const booked = await server.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(7002), date: DAY.friday, hour: '12:00' }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const zinc = await restaurantIdOf(server, SLUG);
    const { owner } = await sessionsFor(server, zinc);

    const privateReads: Array<[string, Record<string, string>]> = [
      [`/api/bookings/short/${booked.body.object.shortId}`, {}],
      [`/api/bookings/${booked.body.object.guid}/delay-hours`, {}],
      ['/api/bot-check/challenge', {}],
    ];
    // Every staff read of the restaurant that needs nothing but its id, taken from the API document
    // (but the live feed, a stream that does not end).
    const document = (await server.call('GET', '/api/openapi.json')).body as { paths: Record<string, { get?: unknown }> };
    const staffReads = Object.entries(document.paths)
      .filter(([path, item]) => item.get && /^\/api\/staff\/restaurants\/\{restaurantId\}(\/[a-z-]+)*$/.test(path) && !path.endsWith('/events'))
      .map(([path]) => path.replace('{restaurantId}', String(zinc)));
    expect(staffReads.length).toBeGreaterThan(5);
    for (const path of staffReads) privateReads.push([path, bearer(owner)]);

    let answered = 0;
    for (const [path, headers] of privateReads) {
      const answer = await get(path, headers);
      if (answer.status === 200) answered += 1;
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('cdn-cache-control'), path).toBeNull();
      expect(answer.headers.get('etag'), path).toBeNull();
    }
    // The walk reached real answers, not a wall of refusals.
    expect(answered).toBeGreaterThan(5);
  });
});
