import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/database';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Two instances behind a load balancer share nothing but the database (each has its own DATA_DIR
// here): a picture uploaded through one is served by the other, byte for byte.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

describe.each(await dialectsUnderTest())('pictures across two instances on %s', (dialect) => {
  let a: TestServer;
  let b: { app: FastifyInstance; db: Db; url: string; dataDir: string };
  let zinc: number;
  let owner: string;

  beforeAll(async () => {
    a = await startTestServer(dialect);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'couvert-instance-b-'));
    const db = openDatabase(a.config.database);
    const app = await buildApp({ config: { ...a.config, dataDir }, db, now: a.clock.now, logger: false, webDir: path.join(dataDir, 'no-web') });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    b = { app, db, dataDir, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    zinc = await restaurantIdOf(a, 'le-petit-zinc');
    owner = (await sessionsFor(a, zinc)).owner;
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.db.close();
    if (b) rmSync(b.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  const upload = async (base: string, bytes: Buffer) => {
    const res = await fetch(`${base}/api/staff/restaurants/${zinc}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...bearer(owner) },
      body: new Uint8Array(bytes),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { object: { url: string } }).object.url;
  };

  it('serves through instance B what was uploaded through instance A', async () => {
    // Large enough to be more than a toy: about 1.5 MB of varied bytes behind a PNG signature.
    const picture = Buffer.concat([PNG, createHash('sha512').update('a').digest(), Buffer.alloc(1_500_000, 'couvert')]);
    const url = await upload(a.url, picture);
    const fromB = await fetch(`${b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(picture)).toBe(true);
    const revalidated = await fetch(`${b.url}${url}`, { headers: { 'if-none-match': fromB.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    // The same picture through B: the same address, still one stored copy.
    expect(await upload(b.url, picture)).toBe(url);
    const copies = await a.db.kysely.selectFrom('uploads').select('hash').where('hash', '=', createHash('sha256').update(picture).digest('hex')).execute();
    expect(copies).toHaveLength(1);
  });

  it('lets a restaurant use on A a picture it uploaded through B', async () => {
    const url = await upload(b.url, Buffer.concat([PNG, Buffer.from('through B')]));
    const settings = `/api/staff/restaurants/${zinc}/settings`;
    const profile = (await a.call('GET', settings, undefined, bearer(owner))).body.object.profile;
    expect((await a.call('PUT', `${settings}/profile`, { ...profile, logo_img: url }, bearer(owner))).status).toBe(200);
    const served = await fetch(`${a.url}${(await a.call('GET', '/api/restaurants/le-petit-zinc/config')).body.object.logo_img}`);
    expect(served.status).toBe(200);
  });
});
