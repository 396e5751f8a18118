import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { expectFrench, expectRefusal } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, DEMO_OWNER, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// Every staff endpoint refuses a token of another restaurant. The route list is read from the
// OpenAPI document, so a staff route added later is covered without touching this test.

type Operation = { method: string; path: string; tags: string[]; security?: unknown };

async function staffOperations(server: TestServer): Promise<Operation[]> {
  const { body } = await server.call('GET', '/api/openapi.json');
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({ method: method.toUpperCase(), path, tags: op.tags ?? [], security: op.security });
    }
  }
  return ops;
}

/** A concrete URL for an OpenAPI path: the restaurant given, every other parameter a plausible id. */
function urlOf(path: string, restaurantId: number): string {
  return path.replace('{restaurantId}', String(restaurantId)).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
}

describe.each(await dialectsUnderTest())('staff access on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let marcel: number;
  let zincDevice: string;
  let tokens: { owner: string; manager: string; staff: string; marcelOwner: string };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    marcel = await restaurantIdOf(server, 'chez-marcel');
    zincDevice = await enrolDevice(server, zinc);
    tokens = {
      owner: await login(server, zincDevice, CODES.owner),
      manager: await login(server, zincDevice, CODES.manager),
      staff: await login(server, zincDevice, CODES.staff),
      marcelOwner: await login(server, await enrolDevice(server, marcel), CODES.owner),
    };
  });
  afterAll(async () => server?.close());

  it('tags every route under /api/staff/restaurants/{restaurantId} as a bearer-protected staff route', async () => {
    const ops = (await staffOperations(server)).filter((o) => o.path.startsWith('/api/staff/restaurants/{restaurantId}'));
    expect(ops.length).toBeGreaterThanOrEqual(15);
    for (const op of ops) {
      expect(op.tags, `${op.method} ${op.path}`).toContain('staff');
      expect(op.security, `${op.method} ${op.path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('answers 403 to a token of another restaurant and 401 without a token, on every staff route', async () => {
    const ops = (await staffOperations(server)).filter((o) => o.path.startsWith('/api/staff/') || o.tags.includes('staff'));
    const restaurantRoutes = ops.filter((o) => o.path.includes('{restaurantId}'));
    expect(restaurantRoutes.length).toBeGreaterThanOrEqual(15);
    for (const op of restaurantRoutes) {
      const url = urlOf(op.path, marcel);
      // The owner of Le Petit Zinc, the strongest role, on Chez Marcel: with and without a body.
      for (const body of [undefined, {}]) {
        const foreign = await server.call(op.method, url, op.method === 'GET' || op.method === 'DELETE' ? undefined : body, bearer(tokens.owner));
        expect(foreign.status, `${op.method} ${url} → ${JSON.stringify(foreign.body)}`).toBe(403);
        expectFrench(foreign.body.message);
      }
      const anonymous = await server.call(op.method, url, op.method === 'GET' ? undefined : {});
      expect(anonymous.status, `${op.method} ${url} without token`).toBe(401);
      // And the other way round.
      const reverse = await server.call(op.method, urlOf(op.path, zinc), op.method === 'GET' ? undefined : {}, bearer(tokens.marcelOwner));
      expect(reverse.status, `${op.method} ${op.path} with Chez Marcel's token`).toBe(403);
    }
    // Every other staff-tagged route refuses the anonymous too.
    for (const op of ops.filter((o) => !o.path.includes('{restaurantId}'))) {
      const anonymous = await server.call(op.method, urlOf(op.path, zinc), op.method === 'GET' ? undefined : {});
      expect(anonymous.status, `${op.method} ${op.path} without token`).toBe(401);
    }
  });

  it('the live stream takes no token in the URL, and a ticket of one restaurant does not open another', async () => {
    const asQuery = await fetch(`${server.url}/api/staff/restaurants/${zinc}/events?access_token=${tokens.owner}`);
    expect(asQuery.status).toBe(401);
    await asQuery.text();
    const ticket = await server.call('POST', `/api/staff/restaurants/${zinc}/events/ticket`, undefined, bearer(tokens.owner));
    expect(ticket.status).toBe(200);
    const foreign = await fetch(`${server.url}/api/staff/restaurants/${marcel}/events?ticket=${ticket.body.object.ticket}`);
    expect(foreign.status).toBe(401);
    await foreign.text();
  });

  it('limits team and devices by role', async () => {
    const base = `/api/staff/restaurants/${zinc}`;
    const list = (t: string) => server.call('GET', `${base}/staff-members`, undefined, bearer(t));
    expect((await list(tokens.owner)).status).toBe(200);
    expect((await list(tokens.manager)).status).toBe(200);
    expectRefusal(await list(tokens.staff), 403, "Votre rôle ne permet pas d'effectuer cette action.");
    const add = (t: string, body: Record<string, unknown>) => server.call('POST', `${base}/staff-members`, body, bearer(t));
    expect((await add(tokens.manager, { name: 'Nouveau', role: 'staff', code: '1111' })).status).toBe(403);
    expect((await add(tokens.staff, { name: 'Nouveau', role: 'owner', code: '1111' })).status).toBe(403);
    for (const t of [tokens.manager, tokens.staff]) {
      expect((await server.call('GET', `${base}/devices`, undefined, bearer(t))).status).toBe(403);
    }
    // Every role runs the service.
    for (const t of [tokens.owner, tokens.manager, tokens.staff]) {
      expect((await server.call('GET', `${base}/service-book?date=2026-11-18`, undefined, bearer(t))).status).toBe(200);
    }
  });

  it('manages the team: unique codes, the last owner kept, a removed member signed out at once', async () => {
    const base = `/api/staff/restaurants/${zinc}`;
    const owner = bearer(tokens.owner);
    expectRefusal(await server.call('POST', `${base}/staff-members`, { name: 'Doublon', role: 'staff', code: CODES.manager }, owner), 409);
    expectRefusal(await server.call('POST', `${base}/staff-members`, { name: 'Court', role: 'staff', code: '12' }, owner), 400);
    const added = await server.call('POST', `${base}/staff-members`, { name: 'Hugo', role: 'staff', code: '1357' }, owner);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const stored = await server.db.kysely.selectFrom('staff_members').select('code_hmac').where('guid', '=', added.body.object.guid).executeTakeFirstOrThrow();
    expect(stored.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hmac).not.toContain('1357');

    const hugo = await login(server, zincDevice, '1357');
    expect((await server.call('GET', '/api/user/me', undefined, bearer(hugo))).status).toBe(200);
    const promoted = await server.call('PATCH', `${base}/staff-members/${added.body.object.guid}`, { role: 'manager', code: '7531' }, owner);
    expect(promoted.body.object).toMatchObject({ name: 'Hugo', role: 'manager' });
    // The role is read from the database: the old token now reaches the team list.
    expect((await server.call('GET', `${base}/staff-members`, undefined, bearer(hugo))).status).toBe(200);
    expect((await server.call('POST', '/api/login_check', { username: '1357', password: zincDevice })).status).toBe(401);

    const removed = await server.call('DELETE', `${base}/staff-members/${added.body.object.guid}`, undefined, owner);
    expect(removed.status).toBe(200);
    expect((await server.call('GET', '/api/user/me', undefined, bearer(hugo))).status).toBe(401);
    // The freed code can be given again.
    expect((await server.call('POST', `${base}/staff-members`, { name: 'Inès', role: 'staff', code: '7531' }, owner)).status).toBe(201);

    const members = (await server.call('GET', `${base}/staff-members`, undefined, owner)).body.object as Array<{ guid: string; role: string }>;
    const camille = members.find((m) => m.role === 'owner')!;
    expectRefusal(
      await server.call('DELETE', `${base}/staff-members/${camille.guid}`, undefined, owner),
      422,
      'Le restaurant doit garder au moins un propriétaire.',
    );
    expectRefusal(await server.call('PATCH', `${base}/staff-members/${camille.guid}`, { role: 'staff' }, owner), 422);
  });

  it('lists and revokes devices: a revoked device can no longer log in, its sessions end', async () => {
    const base = `/api/staff/restaurants/${zinc}`;
    const other = await enrolDevice(server, zinc);
    const session = await login(server, other, CODES.staff);
    const devices = (await server.call('GET', `${base}/devices`, undefined, bearer(tokens.owner))).body.object as any[];
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    const target = devices.find((d) => !d.current && d.status === 'active' && d.label === 'Tablette de test' && d.lastLoginAt);
    expect(target.enrolledBy).toBe(DEMO_OWNER.email);
    // The most recent device is the one just enrolled.
    const revoke = await server.call('POST', `${base}/devices/${devices[0].guid}/revoke`, {}, bearer(tokens.owner));
    expect(revoke.status).toBe(200);
    expect((await server.call('GET', '/api/user/me', undefined, bearer(session))).status).toBe(401);
    const again = await server.call('POST', '/api/login_check', { username: CODES.staff, password: other });
    expect(again.status).toBe(401);
    expect(again.body.object.reason).toBe('device_unknown');
  });

  it('marks the tutorial passed for the restaurant', async () => {
    const base = `/api/staff/restaurants/${zinc}`;
    expect((await server.call('GET', '/api/user/me', undefined, bearer(tokens.staff))).body.object.pass_tutorial).toBe(false);
    expect((await server.call('POST', `${base}/tutorial`, {}, bearer(tokens.staff))).status).toBe(200);
    expect((await server.call('GET', '/api/user/me', undefined, bearer(tokens.staff))).body.object.pass_tutorial).toBe(true);
    const home = await server.call('GET', base, undefined, bearer(tokens.staff));
    expect(home.body.object).toMatchObject({
      name: 'Le Petit Zinc',
      slug: 'le-petit-zinc',
      today: '2026-11-17',
      passTutorial: true,
      me: { name: 'Léa', role: 'staff' },
    });
  });

  it('signs up a new restaurant with its defaults and its owner code; the device is then connected with the e-mail and password', async () => {
    const res = await server.call('POST', '/api/owners/sign-up', {
      email: 'Nina@Exemple.fr',
      password: 'un-mot-de-passe-solide',
      ownerName: 'Nina',
      restaurantName: "L'Œuf à la Coque",
      code: '4321',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const enrolled = await server.call('POST', '/api/devices/enrol', { email: 'nina@exemple.fr', password: 'un-mot-de-passe-solide' });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const { deviceSecret, restaurantId, restaurantSlug } = enrolled.body.object;
    expect(restaurantSlug).toBe('l-oeuf-a-la-coque');
    const token = await login(server, deviceSecret, '4321');
    const me = (await server.call('GET', '/api/user/4321', undefined, bearer(token))).body.object;
    expect(me).toMatchObject({ restaurantId, pass_tutorial: false, role: 'owner', name: 'Nina' });
    const owner = await server.db.kysely.selectFrom('owners').selectAll().where('email', '=', 'nina@exemple.fr').executeTakeFirstOrThrow();
    expect(owner.password_hash).toMatch(/^scrypt\$/);
    const services = await server.db.kysely.selectFrom('services').selectAll().where('restaurant_id', '=', restaurantId).execute();
    expect(services.map((s) => `${s.kind} ${s.weekdays}`).sort()).toEqual(['evening 2,3,4,5,6', 'noon 2,3,4,5,6']);
    // Not bookable online until Nina confirms her address.
    const config = await server.call('GET', `/api/restaurants/${restaurantSlug}/config`);
    expect(config.body.object).toMatchObject({
      name: "L'Œuf à la Coque",
      external_form_active: false,
      awaiting_owner_confirmation: true,
      tuesday_active: true,
      monday_active: false,
    });

    // Same e-mail with a wrong password or with hers: the same answer, nothing created (issue 25:
    // what sign-up does must not depend on the password, or it tells whether a guess was right).
    const wrong = await server.call('POST', '/api/owners/sign-up', {
      email: 'nina@exemple.fr',
      password: 'pas-le-bon-mot-de-passe',
      ownerName: 'Nina',
      restaurantName: "L'Œuf à la Coque",
      code: '4321',
    });
    expect(wrong.status).toBe(202);
    expect(wrong.body.message).toBe(res.body.message.replace('Nina@Exemple.fr', 'nina@exemple.fr'));
    const second = await server.call('POST', '/api/owners/sign-up', {
      email: 'nina@exemple.fr',
      password: 'un-mot-de-passe-solide',
      ownerName: 'Nina',
      restaurantName: "L'Œuf à la Coque",
      code: '4321',
    });
    expect(second.status).toBe(202);
    expect(
      (await server.db.kysely.selectFrom('restaurants').select('slug').where('slug', 'like', 'l-oeuf-a-la-coque%').orderBy('slug').execute()).map(
        (r) => r.slug,
      ),
    ).toEqual(['l-oeuf-a-la-coque']);
    const again = await server.call('POST', '/api/devices/enrol', { email: 'nina@exemple.fr', password: 'un-mot-de-passe-solide' });
    expect(again.body.object.restaurantSlug).toBe('l-oeuf-a-la-coque');
    // The new owner cannot enrol into a restaurant they do not own.
    expect((await server.call('POST', '/api/devices/enrol', { email: 'nina@exemple.fr', password: 'un-mot-de-passe-solide', restaurantId: zinc })).status).toBe(
      403,
    );

    expectRefusal(
      await server.call('POST', '/api/owners/sign-up', {
        email: 'court@exemple.fr',
        password: 'court',
        ownerName: 'A',
        restaurantName: 'Chez A',
        code: '1111',
      }),
      422,
      'Le mot de passe doit contenir au moins 10 caractères.',
    );
    expectRefusal(
      await server.call('POST', '/api/owners/sign-up', {
        email: 'code@exemple.fr',
        password: 'un-mot-de-passe-solide',
        ownerName: 'A',
        restaurantName: 'Chez A',
        code: '12a4',
      }),
      422,
      'Veuillez saisir votre code confidentiel à 4 chiffres.',
    );
  });

  it('resets a forgotten password through a single-use e-mailed link', async () => {
    const before = await server.db.kysely.selectFrom('outbox').select('id').where('kind', '=', 'password_reset').execute();
    const unknown = await server.call('POST', '/api/owners/password-reset', { email: 'inconnu@exemple.fr' });
    const known = await server.call('POST', '/api/owners/password-reset', { email: DEMO_OWNER.email });
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);
    const mails = await server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', 'password_reset').execute();
    expect(mails.length).toBe(before.length + 1);
    const mail = mails.at(-1)!;
    expect(mail.recipient).toBe(DEMO_OWNER.email);
    const resetUrl = JSON.parse(mail.payload).resetUrl as string;
    const token = /#jeton=([A-Za-z0-9_-]+)$/.exec(resetUrl)![1]!;
    const stored = await server.db.kysely.selectFrom('owner_password_resets').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    expectRefusal(await server.call('POST', '/api/owners/password-reset/confirm', { token, password: 'court' }), 422);
    const done = await server.call('POST', '/api/owners/password-reset/confirm', { token, password: 'nouveau-mot-de-passe' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expectRefusal(
      await server.call('POST', '/api/owners/password-reset/confirm', { token, password: 'encore-un-autre-mot' }),
      422,
      "Ce lien n'est plus valable. Demandez un nouveau lien de réinitialisation.",
    );
    expect((await server.call('POST', '/api/devices/enrol', DEMO_OWNER)).status).toBe(401);
    expect((await server.call('POST', '/api/devices/enrol', { ...DEMO_OWNER, password: 'nouveau-mot-de-passe' })).status).toBe(200);

    // A link expires after an hour.
    await server.call('POST', '/api/owners/password-reset', { email: DEMO_OWNER.email });
    const late = await server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', 'password_reset').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const lateToken = /#jeton=(.+)$/.exec(JSON.parse(late.payload).resetUrl)![1]!;
    const start = server.clock.now();
    server.clock.set(new Date(start.getTime() + 61 * 60_000));
    expectRefusal(await server.call('POST', '/api/owners/password-reset/confirm', { token: lateToken, password: 'encore-un-autre-mot' }), 422);
    server.clock.set(start);
  });
});
