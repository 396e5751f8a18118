import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { expectRefusal, restaurantRow, SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// Every address a restaurant can set (logo, pictures of tables, placements and icons, the mailing
// photo, the website) is parsed by the shared schema: https (http too for the website), a real host,
// no credentials; or a path of this site, never `//host` (which a browser reads as another site).
// A path under /uploads/ must be the restaurant's own upload. Before, `//host/x.png` was a logo.
// Uploads are addressed by the hash of their bytes: a restaurant owns an address once it has
// uploaded those bytes itself, and an address of the older form (/uploads/<restaurant guid>/…) is
// its own only under its own guid.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const NOT_OWN = "Cette image n'a pas été téléversée pour ce restaurant : choisissez une image https://… ou téléversez-la.";

const BAD_IMAGES = [
  '//evil.example/x.png',
  '///evil.example/x.png',
  'https:/evil.example/x.png',
  'https://user:pass@evil.example/x.png',
  'http://evil.example/x.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  '/uploads/../../etc/passwd',
  '/\\evil.example/x.png',
];

describe.each(await dialectsUnderTest())('restaurant URL fields on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;
  let marcelUpload: string;
  let marcelGuid: string;
  const MARCEL_PICTURE = Buffer.concat([PNG, Buffer.from('chez marcel')]);
  const url = (path = '') => `/api/staff/restaurants/${zinc}/settings${path}`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, SLUG);
    owner = (await sessionsFor(server, zinc)).owner;
    const marcel = await restaurantIdOf(server, 'chez-marcel');
    marcelGuid = (await restaurantRow(server, 'chez-marcel')).guid;
    const marcelOwner = (await sessionsFor(server, marcel)).owner;
    const res = await fetch(`${server.url}/api/staff/restaurants/${marcel}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...bearer(marcelOwner) },
      body: new Uint8Array(MARCEL_PICTURE),
    });
    marcelUpload = ((await res.json()) as { object: { url: string } }).object.url;
  });
  afterAll(async () => server?.close());

  it.each(BAD_IMAGES)('refuses %s as a logo, a floor plan, a table, placement or icon picture (400, in French)', async (bad) => {
    const profile = (await server.call('GET', url(), undefined, bearer(owner))).body.object.profile;
    const before = await restaurantRow(server);
    for (const field of ['logo_img', 'floorplan_image']) {
      expectRefusal(await server.call('PUT', url('/profile'), { ...profile, [field]: bad }, bearer(owner)), 400, /Adresse d’image invalide/);
    }
    const table = { name: 'T-url', min_covers: 1, max_covers: 2, legend_guids: [], image: bad, combinable: false, active: true };
    expectRefusal(await server.call('POST', url('/tables'), table, bearer(owner)), 400, /Adresse d’image invalide/);
    for (const kind of ['legends', 'icons']) {
      expectRefusal(await server.call('POST', url(`/${kind}`), { label: 'Fenêtre', image: bad }, bearer(owner)), 400, /Adresse d’image invalide/);
    }
    expect(await restaurantRow(server)).toEqual(before);
  });

  it("refuses another restaurant's upload, accepts its own, https and the app's files", async () => {
    const profile = (await server.call('GET', url(), undefined, bearer(owner))).body.object.profile;
    expectRefusal(await server.call('PUT', url('/profile'), { ...profile, logo_img: marcelUpload }, bearer(owner)), 422, NOT_OWN);
    expectRefusal(await server.call('POST', url('/legends'), { label: 'Fenêtre', image: marcelUpload }, bearer(owner)), 422, NOT_OWN);
    const table = { name: 'T-marcel', min_covers: 1, max_covers: 2, legend_guids: [], image: marcelUpload, combinable: false, active: true };
    expectRefusal(await server.call('POST', url('/tables'), table, bearer(owner)), 422, NOT_OWN);
    expectRefusal(await server.call('POST', url('/icons'), { label: 'Chaise haute', image: marcelUpload }, bearer(owner)), 422, NOT_OWN);
    // Never uploaded by anyone, or under another extension than the one it was stored with.
    for (const made of [`/uploads/${'ab'.repeat(32)}.png`, marcelUpload.replace(/\.png$/, '.gif'), '/uploads/logo.png']) {
      expectRefusal(await server.call('PUT', url('/profile'), { ...profile, logo_img: made }, bearer(owner)), 422, NOT_OWN);
    }
    // The older form: another restaurant's folder is refused, its own accepted (a form opened before the upgrade).
    const legacyName = '0123456789abcdef0123456789abcdef.png';
    expectRefusal(await server.call('PUT', url('/profile'), { ...profile, logo_img: `/uploads/${marcelGuid}/${legacyName}` }, bearer(owner)), 422, NOT_OWN);
    const ownLegacy = `/uploads/${(await restaurantRow(server)).guid}/${legacyName}`;
    expect((await server.call('PUT', url('/profile'), { ...profile, logo_img: ownLegacy }, bearer(owner))).status).toBe(200);
    const mine = await fetch(`${server.url}/api/staff/restaurants/${zinc}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...bearer(owner) },
      body: new Uint8Array(PNG),
    });
    const own = ((await mine.json()) as { object: { url: string } }).object.url;
    for (const good of [own, 'https://cdn.exemple.fr/logo.png', '/demo/le-petit-zinc-logo.svg', '']) {
      const res = await server.call('PUT', url('/profile'), { ...profile, logo_img: good }, bearer(owner));
      expect(res.status, `${good}: ${JSON.stringify(res.body)}`).toBe(200);
      expect((await restaurantRow(server)).logo_img).toBe(good);
    }
    // The same bytes uploaded by this restaurant too: the same address, now its own as well.
    const same = await fetch(`${server.url}/api/staff/restaurants/${zinc}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...bearer(owner) },
      body: new Uint8Array(MARCEL_PICTURE),
    });
    expect(((await same.json()) as { object: { url: string } }).object.url).toBe(marcelUpload);
    expect((await server.call('PUT', url('/profile'), { ...profile, logo_img: marcelUpload }, bearer(owner))).status).toBe(200);
  });

  it('refuses a website that is not an http(s) address of a real host', async () => {
    const profile = (await server.call('GET', url(), undefined, bearer(owner))).body.object.profile;
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'https://user@evil.example', 'ftp://zinc.example', 'https:/zinc.example']) {
      expectRefusal(await server.call('PUT', url('/profile'), { ...profile, website: bad }, bearer(owner)), 400, /Site web : adresse invalide/);
    }
    expect((await server.call('PUT', url('/profile'), { ...profile, website: 'https://zinc.example/menu' }, bearer(owner))).status).toBe(200);
  });
});
