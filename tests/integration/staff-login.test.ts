import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, DEMO_OWNER, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// The code screen's server side (DESIGN.md "Staff access"): a code works only with the secret of an
// enrolled device, failures are counted per device, and the session is a short-lived signed token.

const CODE_UNKNOWN = 'Votre code confidentiel est inconnu, veuillez réessayer.';

describe.each(await dialectsUnderTest())('staff login on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let marcel: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    marcel = await restaurantIdOf(server, 'chez-marcel');
  });
  afterAll(async () => server?.close());

  const attempt = (code: string, secret: string) => server.call('POST', '/api/login_check', { username: code, password: secret });

  it('enrols a device: the owner with two restaurants is asked to choose, then the device gets a secret', async () => {
    const choice = await server.call('POST', '/api/devices/enrol', DEMO_OWNER);
    expect(choice.status).toBe(200);
    expect(choice.body.object.enrolled).toBe(false);
    expect(choice.body.object.restaurants.map((r: { name: string }) => r.name).sort()).toEqual(['Chez Marcel', 'Le Petit Zinc']);

    const done = await server.call('POST', '/api/devices/enrol', { ...DEMO_OWNER, restaurantId: zinc });
    expect(done.body.object).toMatchObject({ enrolled: true, restaurantId: zinc, restaurantSlug: 'le-petit-zinc' });
    expect(done.body.object.deviceSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.db.kysely.selectFrom('devices').select(['secret_hash', 'label']).where('restaurant_id', '=', zinc).execute();
    expect(stored.some((d) => d.secret_hash === done.body.object.deviceSecret)).toBe(false);
  });

  it('refuses a wrong owner password with the same message as an unknown e-mail', async () => {
    const wrong = await server.call('POST', '/api/devices/enrol', { ...DEMO_OWNER, password: 'pas-le-bon-mot' });
    const unknown = await server.call('POST', '/api/devices/enrol', { email: 'personne@exemple.fr', password: 'pas-le-bon-mot' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('logs in with code + device secret, and the user lookup gives what the code screen stores', async () => {
    const secret = await enrolDevice(server, zinc);
    const res = await attempt(CODES.manager, secret);
    expect(res.status).toBe(200);
    const token = res.body.object.token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ restaurantId: zinc, roles: ['manager'], name: 'Julien' });
    expect(claims.exp - claims.iat).toBe(12 * 3600);

    const user = await server.call('GET', `/api/user/${CODES.manager}`, undefined, bearer(token));
    expect(user.status).toBe(200);
    expect(user.body.object).toMatchObject({ restaurantId: zinc, pass_tutorial: false, name: 'Julien', role: 'manager' });
    expect(typeof user.body.object.restaurantGuid).toBe('string');
    // Another member's code does not describe them to this session.
    const other = await server.call('GET', `/api/user/${CODES.owner}`, undefined, bearer(token));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Une erreur est survenue lors de la récupération utilisateur.');
  });

  it('a code of another restaurant does not open this one', async () => {
    const secret = await enrolDevice(server, marcel);
    // Julien works at Le Petit Zinc only.
    const res = await attempt(CODES.manager, secret);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(CODE_UNKNOWN);
    await login(server, secret, CODES.owner);
  });

  it('accepts none of the 10 000 codes from a device that is not enrolled', async () => {
    const secrets = ['', 'secret-inventé', 'x'.repeat(43)];
    let accepted = 0;
    const statuses = new Set<number>();
    for (let start = 0; start < 10_000; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const code = String(start + i).padStart(4, '0');
          return attempt(code, secrets[(start + i) % secrets.length]!);
        }),
      );
      for (const r of batch) {
        statuses.add(r.status);
        if (r.status === 200 || r.body?.object?.token) accepted++;
      }
    }
    expect(accepted).toBe(0);
    expect([...statuses]).toEqual([401]);
    // Every one of the 10 000 codes goes through HTTP: minutes on a loaded machine, not seconds.
  }, 180_000);

  it('delays after repeated failures and disables the device at the 10th, even for the right code after', async () => {
    const secret = await enrolDevice(server, zinc);
    const start = server.clock.now().getTime();
    let t = start;
    for (let n = 1; n <= 9; n++) {
      const res = await attempt('0000', secret);
      expect(res.status, `failure ${n}`).toBe(401);
      expect(res.body.message).toBe(CODE_UNKNOWN);
      // From the 3rd failure a wait is imposed: an immediate retry, even with the right code, is refused.
      if (n >= 3) {
        const early = await attempt(CODES.owner, secret);
        expect(early.status, `retry during the wait after failure ${n}`).toBe(429);
        expect(early.body.message).toMatch(/^Trop de codes erronés\. Patientez \d+ secondes? avant de réessayer\.$/);
      }
      t += 61_000;
      server.clock.set(new Date(t));
    }
    const tenth = await attempt('0000', secret);
    expect(tenth.status).toBe(403);
    expect(tenth.body.object.reason).toBe('device_disabled');
    const eleventh = await attempt(CODES.owner, secret);
    expect(eleventh.status).toBe(403);
    expect(eleventh.body.object.reason).toBe('device_disabled');
    server.clock.set(new Date(start));
  });

  it('nine failures then the right code open the session, but the count stands: the next wrong code disables the device', async () => {
    const secret = await enrolDevice(server, zinc);
    const start = server.clock.now().getTime();
    let t = start;
    for (let n = 1; n <= 9; n++) {
      expect((await attempt('9999', secret)).status).toBe(401);
      t += 61_000;
      server.clock.set(new Date(t));
    }
    await login(server, secret, CODES.staff);
    const device = await server.db.kysely.selectFrom('devices').select(['failed_attempts']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(device).toEqual({ failed_attempts: 9 });
    expect((await attempt('9999', secret)).body.object.reason).toBe('device_disabled');
    server.clock.set(new Date(start));
  });

  it('an expired token is refused with a French message, a forged one too', async () => {
    const secret = await enrolDevice(server, zinc);
    const token = await login(server, secret, CODES.owner);
    const start = server.clock.now();
    server.clock.set(new Date(start.getTime() + 12 * 3600_000 + 1000));
    const expired = await server.call('GET', '/api/user/me', undefined, bearer(token));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Votre session a expiré. Veuillez saisir à nouveau votre code confidentiel.');
    server.clock.set(start);
    const [h, p] = token.split('.');
    const forged = await server.call('GET', '/api/user/me', undefined, bearer(`${h}.${p}.${'A'.repeat(43)}`));
    expect(forged.status).toBe(401);
    const none = await server.call('GET', '/api/user/me');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Veuillez vous connecter avec votre code confidentiel.');
  });
});
