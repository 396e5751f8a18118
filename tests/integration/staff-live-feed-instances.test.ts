import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/database';
import { DAY, phoneOf } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { openEventStream, type SseReader } from '../support/sse-reader';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, DEMO_OWNER, login, restaurantIdOf } from './staff-helpers';

// Issue 25, point 7: the live feed carries diners' names. It ends at once (within the second)
// when its session ends — a logout, the device revoked, the member removed — on whichever of two
// instances that happens, and no booking change reaches it after that.

const ENDS_WITHIN_MS = 2500;

describe.each(await dialectsUnderTest())('the live feed ends with its session across two instances on %s', (dialect) => {
  let a: TestServer;
  let b: { app: FastifyInstance; db: Db; url: string; dataDir: string };
  let zinc: number;
  let owner: string;
  let label = 0;
  let diner = 2800;

  beforeAll(async () => {
    a = await startTestServer(dialect);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'couvert-instance-b-'));
    const db = openDatabase(a.config.database);
    const app = await buildApp({ config: { ...a.config, dataDir }, db, now: a.clock.now, logger: false, webDir: path.join(dataDir, 'no-web') });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    b = { app, db, dataDir, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    zinc = await restaurantIdOf(a, 'le-petit-zinc');
    owner = await login(a, (await enrol()).secret, CODES.owner);
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.db.close();
    if (b) rmSync(b.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  /** A device enrolled through A; its guid read back by its secret. */
  async function enrol() {
    const res = await a.call('POST', '/api/devices/enrol', { ...DEMO_OWNER, restaurantId: zinc, deviceLabel: `Tablette ${++label}` });
    expect(res.status).toBe(200);
    const secret = res.body.object.deviceSecret as string;
    const hash = createHash('sha256').update(secret).digest('hex');
    const row = await a.db.kysely.selectFrom('devices').select('guid').where('secret_hash', '=', hash).executeTakeFirstOrThrow();
    return { secret, guid: row.guid };
  }
  const streamOnB = (token: string) => openEventStream(`${b.url}/api/staff/restaurants/${zinc}/events`, bearer(token));
  /** A phone booking typed on B, the stream's own instance: its change reaches B's streams at once. */
  const bookOnB = async () => {
    const res = await fetch(`${b.url}/api/staff/restaurants/${zinc}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(owner) },
      body: JSON.stringify({ source: 'phone', date: DAY.thursday, hour: '12:00', covers: 2, name: `Nom Secret ${++diner}`, phone: phoneOf(diner) }),
    });
    expect(res.status).toBe(201);
  };
  const endsAtOnce = async (stream: SseReader) => {
    const started = Date.now();
    // Before: the stream went on until its next heartbeat, 25 s later.
    await stream.waitFor((e) => e.event === 'expired', ENDS_WITHIN_MS);
    return Date.now() - started;
  };
  const bookingsAfterTheEnd = (stream: SseReader) => {
    const end = stream.events.findIndex((e) => e.event === 'expired');
    return stream.events.slice(end + 1).filter((e) => e.event === 'booking').length + (end < 0 ? 1 : 0);
  };

  it('a logout on A ends the stream on B, and the booking changed right after never reaches it', async () => {
    const device = await enrol();
    const token = await login(a, device.secret, CODES.staff);
    const stream = await streamOnB(token);
    try {
      await bookOnB();
      await stream.waitFor((e) => e.event === 'booking', 5000);
      expect((await a.call('POST', '/api/logout', undefined, bearer(token))).status).toBe(200);
      await bookOnB();
      expect(await endsAtOnce(stream)).toBeLessThan(ENDS_WITHIN_MS);
      expect(stream.events.filter((e) => e.event === 'booking')).toHaveLength(1);
      expect(bookingsAfterTheEnd(stream)).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('the device revoked on A ends the stream on B', async () => {
    const device = await enrol();
    const stream = await streamOnB(await login(a, device.secret, CODES.staff));
    try {
      expect((await a.call('POST', `/api/staff/restaurants/${zinc}/devices/${device.guid}/revoke`, undefined, bearer(owner))).status).toBe(200);
      await bookOnB();
      expect(await endsAtOnce(stream)).toBeLessThan(ENDS_WITHIN_MS);
      expect(stream.events.filter((e) => e.event === 'booking')).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('the member removed on A ends the stream on B', async () => {
    const added = await a.call('POST', `/api/staff/restaurants/${zinc}/staff-members`, { name: 'Hugo', role: 'staff', code: '8642' }, bearer(owner));
    expect(added.status).toBe(201);
    const stream = await streamOnB(await login(a, (await enrol()).secret, '8642'));
    try {
      expect((await a.call('DELETE', `/api/staff/restaurants/${zinc}/staff-members/${added.body.object.guid}`, undefined, bearer(owner))).status).toBe(200);
      await bookOnB();
      expect(await endsAtOnce(stream)).toBeLessThan(ENDS_WITHIN_MS);
      expect(stream.events.filter((e) => e.event === 'booking')).toEqual([]);
    } finally {
      stream.close();
    }
  });
});
