import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Uploaded pictures live in the database and are served at the hash of their bytes: any instance
// serves any picture, browsers keep them a year, and the same picture is stored once.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const NOT_FOUND = { code: 404, error: true, message: "Cette adresse n'existe pas.", object: { reason: 'not_found' } };

describe.each(await dialectsUnderTest())('uploaded pictures on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let marcel: number;
  let owner: string;
  let marcelOwner: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    marcel = await restaurantIdOf(server, 'chez-marcel');
    owner = (await sessionsFor(server, zinc)).owner;
    marcelOwner = (await sessionsFor(server, marcel)).owner;
  });
  afterAll(async () => server?.close());

  const upload = async (restaurantId: number, token: string, body: Buffer, type = 'image/png') => {
    const res = await fetch(`${server.url}/api/staff/restaurants/${restaurantId}/uploads`, {
      method: 'POST',
      headers: { 'content-type': type, ...bearer(token) },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as { message: string; object: { url: string; reason?: string } } };
  };

  it('serves an upload at the hash of its bytes, immutable, with its ETag and a 304 when already held', async () => {
    const picture = Buffer.concat([PNG, Buffer.from('served')]);
    const res = await upload(zinc, owner, picture);
    expect(res.status).toBe(201);
    const hash = sha256(picture);
    expect(res.body.object.url).toBe(`/uploads/${hash}.png`);

    const served = await fetch(`${server.url}${res.body.object.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('etag')).toBe(`"${hash}"`);

    for (const ifNoneMatch of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`, '*']) {
      const again = await fetch(`${server.url}${res.body.object.url}`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(`"${hash}"`);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await again.arrayBuffer()).byteLength).toBe(0);
    }
    const changed = await fetch(`${server.url}${res.body.object.url}`, { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
    expect(Buffer.from(await changed.arrayBuffer()).equals(picture)).toBe(true);

    const head = await fetch(`${server.url}${res.body.object.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(picture.length));
  });

  it('gives the type sniffed from the bytes, whatever the browser claimed', async () => {
    const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from('jpeg body')]);
    const gif = Buffer.from('GIF89a gif body');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([16, 0, 0, 0]), Buffer.from('WEBPVP8 webp body')]);
    for (const [bytes, extension, type] of [
      [jpeg, 'jpg', 'image/jpeg'],
      [gif, 'gif', 'image/gif'],
      [webp, 'webp', 'image/webp'],
    ] as const) {
      const res = await upload(zinc, owner, bytes, 'image/png');
      expect(res.status).toBe(201);
      expect(res.body.object.url).toBe(`/uploads/${sha256(bytes)}.${extension}`);
      const served = await fetch(`${server.url}${res.body.object.url}`);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      // The address carries the one extension the picture is served under.
      const otherExtension = extension === 'gif' ? 'png' : 'gif';
      const wrong = await fetch(`${server.url}/uploads/${sha256(bytes)}.${otherExtension}`);
      expect(wrong.status).toBe(404);
    }
  });

  it('stores the same picture once, for every restaurant that uploads it', async () => {
    const picture = Buffer.concat([PNG, Buffer.from('twice')]);
    const first = await upload(zinc, owner, picture);
    const second = await upload(zinc, owner, picture);
    const fromMarcel = await upload(marcel, marcelOwner, picture);
    expect([first.status, second.status, fromMarcel.status]).toEqual([201, 201, 201]);
    expect(second.body.object.url).toBe(first.body.object.url);
    expect(fromMarcel.body.object.url).toBe(first.body.object.url);
    const hash = sha256(picture);
    const rows = await server.db.kysely.selectFrom('uploads').select(['hash', 'size']).where('hash', '=', hash).execute();
    expect(rows).toEqual([{ hash, size: picture.length }]);
    const owners = await server.db.kysely.selectFrom('upload_owners').select('restaurant_id').where('hash', '=', hash).orderBy('restaurant_id').execute();
    expect(owners.map((o) => o.restaurant_id)).toEqual([zinc, marcel].sort((a, b) => a - b));
  });

  it('answers an unknown picture with the usual French 404', async () => {
    for (const path of [
      `/uploads/${'0'.repeat(64)}.png`,
      '/uploads/nothing.png',
      `/uploads/${'A'.repeat(64)}.png`,
      '/uploads/11111111-2222-3333-4444-555555555555/0123456789abcdef0123456789abcdef.png',
      '/uploads/a/b/c.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await server.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(NOT_FOUND);
    }
  });

  it('refuses what is not a picture, too large or empty, in French, storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const svg = await upload(zinc, owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect([svg.status, svg.body.message]).toEqual([415, 'Seules les images PNG, JPEG, WebP ou GIF sont acceptées.']);
    const huge = await upload(zinc, owner, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    // Just under the request limit, the service's own check speaks.
    const heavy = await upload(zinc, owner, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length + 1)]));
    expect(heavy.status).toBe(413);
    const empty = await upload(zinc, owner, Buffer.alloc(0));
    expect([empty.status, empty.body.message]).toEqual([400, 'Le fichier est vide.']);
    expect(await count()).toBe(before);
  });
});
