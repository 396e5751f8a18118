import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeLegacyUploads } from '../../src/server/upgrades/legacy-uploads';
import { dialectsUnderTest } from '../support/databases';
import { restaurantRow } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Before pictures lived in the database they were files, DATA_DIR/uploads/<restaurant guid>/<name>,
// served at that path. At start-up they are imported: stored once per content, owned by their
// folder's restaurant, their old address still served (from the database, not the disk), and the
// addresses stored in the pictures' columns rewritten to the content form. Running it again
// changes nothing.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const name32 = (n: number, ext: string) => `${String(n).repeat(32).slice(0, 32)}.${ext}`;

const LOGO = Buffer.concat([PNG, Buffer.from('logo')]);
const TABLE = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from('table photo')]);
const SHARED = Buffer.concat([PNG, Buffer.from('the same photo in two folders')]);
const ORPHAN = Buffer.from('GIF89a from a restaurant since deleted');
const NOT_A_PICTURE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(await dialectsUnderTest())('pictures uploaded as files by an older version, on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let marcel: number;
  let owner: string;
  let marcelOwner: string;
  let old: { logo: string; table: string; shared: string; sharedMarcel: string; orphan: string; bad: string };
  let welcomeHtml: string;
  const root = () => path.join(server.config.dataDir, 'uploads');

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    marcel = await restaurantIdOf(server, 'chez-marcel');
    owner = (await sessionsFor(server, zinc)).owner;
    marcelOwner = (await sessionsFor(server, marcel)).owner;
    const zincGuid = (await restaurantRow(server)).guid;
    const marcelGuid = (await restaurantRow(server, 'chez-marcel')).guid;
    const goneGuid = randomUUID();
    const files: Array<[folder: string, name: string, bytes: Buffer]> = [
      [zincGuid, name32(1, 'png'), LOGO],
      [zincGuid, name32(2, 'jpg'), TABLE],
      [zincGuid, name32(3, 'png'), SHARED],
      [marcelGuid, name32(4, 'png'), SHARED],
      [goneGuid, name32(5, 'gif'), ORPHAN],
      [zincGuid, name32(6, 'png'), NOT_A_PICTURE],
      [zincGuid, 'notes.txt', Buffer.from('not ours')],
    ];
    for (const [folder, name, bytes] of files) {
      mkdirSync(path.join(root(), folder), { recursive: true });
      writeFileSync(path.join(root(), folder, name), bytes);
    }
    const at = (i: number) => `/uploads/${files[i]![0]}/${files[i]![1]}`;
    old = { logo: at(0), table: at(1), shared: at(2), sharedMarcel: at(3), orphan: at(4), bad: at(5) };

    // The references the older version stored.
    const db = server.db.kysely;
    welcomeHtml = `<p>Bienvenue</p><img src="${old.logo}" alt="">`;
    await db
      .updateTable('restaurants')
      .set({ logo_img: old.logo, floorplan_image: old.shared, external_form_information: welcomeHtml })
      .where('id', '=', zinc)
      .execute();
    await db.updateTable('restaurants').set({ logo_img: old.sharedMarcel }).where('id', '=', marcel).execute();
    const table = await db.selectFrom('dining_tables').select('id').where('restaurant_id', '=', zinc).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('dining_tables').set({ image: old.table }).where('id', '=', table.id).execute();
    const legend = await db.selectFrom('placement_legends').select('id').where('restaurant_id', '=', zinc).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('placement_legends').set({ image: old.logo }).where('id', '=', legend.id).execute();
    const icon = await db.selectFrom('preference_icons').select('id').where('restaurant_id', '=', zinc).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('preference_icons').set({ image: old.table }).where('id', '=', icon.id).execute();
    const now = server.clock.now().toISOString();
    await db
      .insertInto('mailings')
      .values({
        guid: randomUUID(),
        restaurant_id: zinc,
        subject: 'Plat du jour',
        body_text: 'Blanquette',
        image_url: old.logo,
        channels: 'email',
        status: 'queued',
        send_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => server?.close());

  const content = (bytes: Buffer, ext: string) => `/uploads/${sha256(bytes)}.${ext}`;
  const bytesAt = async (url: string) => {
    const res = await fetch(`${server.url}${url}`);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      etag: res.headers.get('etag'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };
  const references = async () => {
    const db = server.db.kysely;
    const zincRow = await restaurantRow(server);
    return {
      logo: zincRow.logo_img,
      plan: zincRow.floorplan_image,
      welcome: zincRow.external_form_information,
      marcelLogo: (await restaurantRow(server, 'chez-marcel')).logo_img,
      table: (await db.selectFrom('dining_tables').select('image').where('restaurant_id', '=', zinc).orderBy('id').executeTakeFirstOrThrow()).image,
      legend: (await db.selectFrom('placement_legends').select('image').where('restaurant_id', '=', zinc).orderBy('id').executeTakeFirstOrThrow()).image,
      icon: (await db.selectFrom('preference_icons').select('image').where('restaurant_id', '=', zinc).orderBy('id').executeTakeFirstOrThrow()).image,
      mailing: (await db.selectFrom('mailings').select('image_url').where('restaurant_id', '=', zinc).executeTakeFirstOrThrow()).image_url,
    };
  };

  it('imports the files once, keeps their old addresses and rewrites the stored ones', async () => {
    // Nothing is served from the disk: before the import, the old address is unknown.
    expect((await bytesAt(old.logo)).status).toBe(404);

    const report = await upgradeLegacyUploads(server.db, server.config.dataDir, server.clock.now);
    expect(report.imported).toBe(5);
    expect(report.skipped).toEqual([
      { file: path.join(root(), old.bad.slice('/uploads/'.length)), reason: 'Seules les images PNG, JPEG, WebP ou GIF sont acceptées.' },
    ]);
    expect(report.rewritten).toBe(7);

    expect(await references()).toEqual({
      logo: content(LOGO, 'png'),
      plan: content(SHARED, 'png'),
      // Text is not rewritten: its old address is still served.
      welcome: welcomeHtml,
      marcelLogo: content(SHARED, 'png'),
      table: content(TABLE, 'jpg'),
      legend: content(LOGO, 'png'),
      icon: content(TABLE, 'jpg'),
      mailing: content(LOGO, 'png'),
    });
    expect((await server.call('GET', '/api/restaurants/le-petit-zinc/config')).body.object.logo_img).toBe(content(LOGO, 'png'));
    // The same bytes in two folders: one stored picture, both restaurants its owners.
    const shared = await server.db.kysely
      .selectFrom('upload_owners')
      .select('restaurant_id')
      .where('hash', '=', sha256(SHARED))
      .orderBy('restaurant_id')
      .execute();
    expect(shared.map((o) => o.restaurant_id)).toEqual([zinc, marcel].sort((a, b) => a - b));
  });

  it('serves the old addresses and the new ones from the database, even once the files are gone', async () => {
    rmSync(root(), { recursive: true, force: true });
    for (const [url, bytes, type] of [
      [old.logo, LOGO, 'image/png'],
      [old.table, TABLE, 'image/jpeg'],
      [old.sharedMarcel, SHARED, 'image/png'],
      [old.orphan, ORPHAN, 'image/gif'],
      [content(LOGO, 'png'), LOGO, 'image/png'],
      [content(ORPHAN, 'gif'), ORPHAN, 'image/gif'],
    ] as const) {
      const served = await bytesAt(url);
      expect([served.status, served.type, served.cache], url).toEqual([200, type, 'public, max-age=31536000, immutable']);
      expect(served.etag).toBe(`"${sha256(bytes)}"`);
      expect(served.bytes.equals(bytes), url).toBe(true);
    }
    expect((await bytesAt(old.bad)).status).toBe(404);
  });

  it('gives each imported picture to its folder’s restaurant only', async () => {
    const setLogo = async (restaurantId: number, token: string, logo: string) => {
      const url = `/api/staff/restaurants/${restaurantId}/settings`;
      const profile = (await server.call('GET', url, undefined, bearer(token))).body.object.profile;
      return server.call('PUT', `${url}/profile`, { ...profile, logo_img: logo }, bearer(token));
    };
    expect((await setLogo(zinc, owner, content(TABLE, 'jpg'))).status).toBe(200);
    expect((await setLogo(marcel, marcelOwner, content(SHARED, 'png'))).status).toBe(200);
    expect((await setLogo(marcel, marcelOwner, content(LOGO, 'png'))).status).toBe(422);
    expect((await setLogo(marcel, marcelOwner, old.logo)).status).toBe(422);
    // Its restaurant is gone: nobody may use it, though its old address is still served.
    expect((await setLogo(zinc, owner, content(ORPHAN, 'gif'))).status).toBe(422);
  });

  it('changes nothing when run again, and rewrites an old address a form opened before the upgrade saved back', async () => {
    const url = `/api/staff/restaurants/${zinc}/settings`;
    const profile = (await server.call('GET', url, undefined, bearer(owner))).body.object.profile;
    const stale = await server.call('PUT', `${url}/profile`, { ...profile, logo_img: old.logo }, bearer(owner));
    expect(stale.status).toBe(200);
    expect((await bytesAt(old.logo)).bytes.equals(LOGO)).toBe(true);

    const uploadsBefore = await server.db.kysely.selectFrom('uploads').select('hash').orderBy('hash').execute();
    expect(await upgradeLegacyUploads(server.db, server.config.dataDir, server.clock.now)).toEqual({ imported: 0, skipped: [], rewritten: 1 });
    expect((await restaurantRow(server)).logo_img).toBe(content(LOGO, 'png'));
    expect(await upgradeLegacyUploads(server.db, server.config.dataDir, server.clock.now)).toEqual({ imported: 0, skipped: [], rewritten: 0 });
    expect(await server.db.kysely.selectFrom('uploads').select('hash').orderBy('hash').execute()).toEqual(uploadsBefore);
  });
});
