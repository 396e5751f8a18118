import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, enrolDevice, login, restaurantIdOf } from './staff-helpers';

// Issue 12, points 3, 9, 10 and 11: what a member who knows their own code, or someone holding a
// copied token, could do with the staff access.

describe.each(await dialectsUnderTest())('staff access under attack on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
  });
  afterAll(async () => server?.close());

  const attempt = (code: string, secret: string) => server.call('POST', '/api/login_check', { username: code, password: secret });
  /** Moves the test clock past any imposed wait, as a patient attacker would. */
  const waitOut = () => server.clock.set(new Date(server.clock.now().getTime() + 61_000));

  it("point 3: two guesses between logins with one's own code do not reset the count; the 10th wrong code disables the device and the owner is e-mailed", async () => {
    const start = server.clock.now();
    const secret = await enrolDevice(server, zinc);
    const guesses: number[] = [];
    let ownLogins = 0;
    for (let round = 0; round < 20 && !guesses.includes(403); round++) {
      for (const guess of [`00${String(round).padStart(2, '0')}`, `99${String(round).padStart(2, '0')}`]) {
        guesses.push((await attempt(guess, secret)).status);
        waitOut();
      }
      // The member's own code, right after: it used to wipe the failures.
      if ((await attempt(CODES.staff, secret)).status === 200) ownLogins++;
      waitOut();
    }
    expect(guesses.filter((s) => s === 401)).toHaveLength(9);
    expect(guesses.at(-1)).toBe(403);
    expect(ownLogins).toBe(4);
    // Disabled: the right code no longer opens it.
    expect((await attempt(CODES.owner, secret)).body.object.reason).toBe('device_disabled');
    const mail = await server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', 'device_disabled').execute();
    expect(mail.map((m) => [m.channel, m.recipient])).toEqual([['email', 'demo@couvert.fr']]);
    server.clock.set(start);
  });

  it("point 10: a stolen token cannot look up 10 000 codes to find its member's: the 10th wrong one disables the device and ends the session", async () => {
    const start = server.clock.now();
    const token = await login(server, await enrolDevice(server, zinc), CODES.manager);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) {
      statuses.push((await server.call('GET', `/api/user/${String(n).padStart(4, '0')}`, undefined, bearer(token))).status);
      waitOut();
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(404));
    expect(statuses[9]).toBe(403);
    // The device is disabled, so the session is over: the rest, the right code included, is refused.
    expect(new Set(statuses.slice(10))).toEqual(new Set([401]));
    expect((await server.call('GET', `/api/user/${CODES.manager}`, undefined, bearer(token))).status).toBe(401);
    server.clock.set(start);
  });

  it('point 10: the lookup still answers for the token\'s own member, by code or "me", and never for another', async () => {
    const token = await login(server, await enrolDevice(server, zinc), CODES.manager);
    expect((await server.call('GET', `/api/user/${CODES.manager}`, undefined, bearer(token))).body.object.name).toBe('Julien');
    expect((await server.call('GET', '/api/user/me', undefined, bearer(token))).body.object.name).toBe('Julien');
    expect((await server.call('GET', `/api/user/${CODES.owner}`, undefined, bearer(token))).status).toBe(404);
  });

  it('point 11: logging out revokes the token at once, on this instance and on another one sharing the database', async () => {
    const token = await login(server, await enrolDevice(server, zinc), CODES.owner);
    const otherDb = openDatabase(server.config.database);
    const other = await buildApp({
      config: server.config,
      db: otherDb,
      now: server.clock.now,
      logger: false,
      webDir: path.join(server.config.dataDir, 'no-web'),
    });
    try {
      const before = await other.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
      expect(before.statusCode).toBe(200);
      const out = await server.call('POST', '/api/logout', undefined, bearer(token));
      expect(out.status).toBe(200);
      expect(out.body.message).toBe('Vous êtes déconnecté.');
      const here = await server.call('GET', '/api/user/me', undefined, bearer(token));
      const there = await other.inject({ method: 'GET', url: `/api/staff/restaurants/${zinc}/staff-members`, headers: bearer(token) });
      expect([here.status, there.statusCode]).toEqual([401, 401]);
      expect(here.body.message).toBe("Votre accès n'est plus valable sur cet appareil. Veuillez vous reconnecter.");
      // Logging out does not touch the member's other sessions.
      const again = await login(server, await enrolDevice(server, zinc), CODES.owner);
      expect((await server.call('GET', '/api/user/me', undefined, bearer(again))).status).toBe(200);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });

  it('point 9: the live feed opens with a single-use ticket, never with a token in the URL', async () => {
    const token = await login(server, await enrolDevice(server, zinc), CODES.staff);
    const inUrl = await fetch(`${server.url}/api/staff/restaurants/${zinc}/events?access_token=${token}`);
    expect(inUrl.status).toBe(401);
    await inUrl.text();

    const issued = await server.call('POST', `/api/staff/restaurants/${zinc}/events/ticket`, undefined, bearer(token));
    expect(issued.status).toBe(200);
    const ticket = issued.body.object.ticket as string;
    expect(ticket).not.toContain(token.split('.')[2]);
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/staff/restaurants/${zinc}/events?ticket=${ticket}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    // The stream says `ready` once the feed listens (after its retry hint): read up to it.
    let received = '';
    while (!received.includes('event: ready')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    expect(received).toContain('event: ready');
    controller.abort();
    await reader.cancel().catch(() => undefined);

    const replay = await fetch(`${server.url}/api/staff/restaurants/${zinc}/events?ticket=${ticket}`);
    expect(replay.status).toBe(401);
    await replay.text();
    // A ticket expires within a minute.
    const late = (await server.call('POST', `/api/staff/restaurants/${zinc}/events/ticket`, undefined, bearer(token))).body.object.ticket;
    const start = server.clock.now();
    server.clock.set(new Date(start.getTime() + 61_000));
    const expired = await fetch(`${server.url}/api/staff/restaurants/${zinc}/events?ticket=${late}`);
    expect(expired.status).toBe(401);
    await expired.text();
    server.clock.set(start);
  });
});
