import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectUnusedUploads } from '../../src/server/modules/settings/uploads-service';
import { setRestaurant } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Issue 25, point 6: pictures live in the database every tenant shares. A restaurant's pictures
// weigh at most UPLOAD_QUOTA_MB together, those it no longer uses are collected after a day
// (which gives the quota back), and nothing is stored before the owner has confirmed their address.

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/** A distinct "PNG" of about `kib` KiB (the server sniffs the signature only). */
const picture = (kib: number) => Buffer.concat([PNG_SIGNATURE, randomBytes(kib * 1024 - PNG_SIGNATURE.length)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(await dialectsUnderTest())('upload quota and collection on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { UPLOAD_QUOTA_MB: '1' } });
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    owner = (await sessionsFor(server, zinc)).owner;
  });
  afterAll(async () => server?.close());

  const upload = async (restaurantId: number, token: string, body: Buffer) => {
    const res = await fetch(`${server.url}/api/staff/restaurants/${restaurantId}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...bearer(token) },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as { message: string; object: { url: string; reason?: string } } };
  };
  const stored = async (bytes: Buffer) =>
    (await server.db.kysely.selectFrom('uploads').select('hash').where('hash', '=', sha256(bytes)).executeTakeFirst()) !== undefined;

  it('refuses pictures past the quota with a French 413; the same picture again costs nothing', async () => {
    const pictures = [picture(300), picture(300), picture(300)];
    for (const p of pictures) expect((await upload(zinc, owner, p)).status).toBe(201);
    // Before: every upload stored, without limit (40 MB in 4 s).
    const refused = await upload(zinc, owner, picture(300));
    expect(refused.status).toBe(413);
    expect(refused.body.object.reason).toBe('upload_quota');
    expect(refused.body.message).toBe(
      "Les images de votre restaurant occupent déjà 0,9 Mo sur les 1 Mo permis : celle-ci (0,3 Mo) dépasserait la limite. Les images que vous n'utilisez plus sont effacées au bout de 24 heures.",
    );
    expect((await upload(zinc, owner, pictures[0]!)).status).toBe(201);
    // 124 KiB are left: of 6 parallel uploads of 100 KiB, one fits; they cannot all pass the same count.
    const parallel = await Promise.all(Array.from({ length: 6 }, () => upload(zinc, owner, picture(100)).then((r) => r.status)));
    expect(parallel.sort()).toEqual([201, 413, 413, 413, 413, 413]);
  });

  it('collects, a day later, the pictures the restaurant names nowhere; its quota comes back', async () => {
    const [used] = (await server.db.kysely.selectFrom('upload_owners').select('hash').where('restaurant_id', '=', zinc).orderBy('created_at').execute()).map(
      (r) => r.hash,
    );
    await setRestaurant(server, 'le-petit-zinc', { logo_img: `/uploads/${used}.png` });
    const owned = await server.db.kysely.selectFrom('upload_owners').select('hash').where('restaurant_id', '=', zinc).execute();
    expect(owned).toHaveLength(4);

    // Not before the grace period: a picture just uploaded is about to be used.
    expect(await collectUnusedUploads(server.db, server.clock.now())).toBe(0);
    server.clock.set(new Date(server.clock.now().getTime() + 25 * 3600_000));
    expect(await collectUnusedUploads(server.db, server.clock.now())).toBe(3);
    const left = await server.db.kysely.selectFrom('upload_owners').select('hash').where('restaurant_id', '=', zinc).execute();
    expect(left.map((r) => r.hash)).toEqual([used]);
    expect((await fetch(`${server.url}/uploads/${used}.png`)).status).toBe(200);
    for (const { hash } of owned.filter((r) => r.hash !== used)) expect((await fetch(`${server.url}/uploads/${hash}.png`)).status).toBe(404);
    // The session of yesterday has expired.
    owner = (await sessionsFor(server, zinc)).owner;
    const fresh = picture(500);
    expect((await upload(zinc, owner, fresh)).status).toBe(201);
    expect(await stored(fresh)).toBe(true);
  });

  it('stores nothing for a restaurant whose owner has not confirmed their address', async () => {
    const email = 'photos.avant@exemple.fr';
    await server.call('POST', '/api/owners/sign-up', { email, password: 'mot-de-passe-solide', ownerName: 'Paul', restaurantName: 'Les Photos', code: '4321' });
    const device = await server.call('POST', '/api/devices/enrol', { email, password: 'mot-de-passe-solide' });
    const token = (await server.call('POST', '/api/login_check', { username: '4321', password: device.body.object.deviceSecret })).body.object.token as string;
    const bytes = picture(100);
    const refused = await upload(device.body.object.restaurantId as number, token, bytes);
    // Before: 201, stored.
    expect(refused.status).toBe(403);
    expect(refused.body.object.reason).toBe('owner_not_confirmed');
    expect(refused.body.message).toBe("Confirmez d'abord votre adresse e-mail avec le lien reçu à l'inscription : vous pourrez ensuite téléverser des images.");
    expect(await stored(bytes)).toBe(false);
  });
});
