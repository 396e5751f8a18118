import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/database';
import { availabilityCachesOf, dayWeight } from '../../src/server/modules/booking-engine/availability-cache';
import { availabilityService } from '../../src/server/modules/public-restaurant/availability-service';
import { AVAILABILITY_CACHE_BOUNDS } from '../../src/server/modules/booking-engine/cached-reads';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, DAY, dinerOf, questionIds, SLUG, tablesByName, verifyPhone } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, CODES, login, restaurantIdOf, sessionsFor } from './staff-helpers';

// A day's hours are served from a per-process cache, trusted only when the restaurant's rules
// version and the day's version read from the database match the copy. Whatever the write and
// whoever makes it, the very next read must show it, and at every instant the cached answer must
// be the one the uncached computation gives.

type Slot = { label: string; available: boolean; reason?: string };
type Hours = { noon: Slot[]; evening: Slot[] };

/** A table's settings as listed, sent back with its online booking turned on or off. */
function tableSettings(table: Record<string, unknown>, onlineBookable: boolean): Record<string, unknown> {
  const { name, min_covers, max_covers, legend_guids, image, combinable, active } = table;
  return { name, min_covers, max_covers, legend_guids, image, combinable, active, online_bookable: onlineBookable };
}

const WEEKDAY: Record<string, string> = { [DAY.thursday]: 'jeudi', [DAY.friday]: 'vendredi' };

describe.each(await dialectsUnderTest())('cached hours on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;
  let device: string;
  let q: { required: number; optional: number };
  let diner = 500;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, SLUG);
    ({ owner, device } = await sessionsFor(server, zinc));
    q = await questionIds(server);
  });
  afterAll(async () => server?.close());

  const settings = () => `/api/staff/restaurants/${zinc}/settings`;
  const staff = () => `/api/staff/restaurants/${zinc}`;

  async function read(date: string = DAY.thursday, covers = 1): Promise<Hours> {
    const res = await server.call('GET', `/api/restaurants/${SLUG}/hours/${WEEKDAY[date]}/${date}?covers=${covers}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.object as Hours;
  }

  /** What the uncached code answers at this instant. */
  function uncached(date: string = DAY.thursday, covers = 1): Promise<Hours> {
    return availabilityService({ config: server.config, db: server.db, now: server.clock.now }).hoursByDay(SLUG, WEEKDAY[date]!, date, covers);
  }

  /** The cached answer, checked against the uncached one: the read after a write must already agree. */
  async function readChecked(date: string = DAY.thursday, covers = 1): Promise<Hours> {
    const hours = await read(date, covers);
    expect(hours).toEqual(await uncached(date, covers));
    return hours;
  }

  const evening = (hours: Hours, label: string) => hours.evening.find((s) => s.label === label);
  const isFree = async (label: string, date: string = DAY.thursday, covers = 1) => evening(await readChecked(date, covers), label)?.available;

  async function ok200(res: Promise<{ status: number; body: any }>, status = 200) {
    const answer = await res;
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  }

  async function book(hour: string, date: string = DAY.thursday, covers = 2): Promise<{ guid: string }> {
    const body = bookingBody(q.required, { ...dinerOf(++diner), date, hour, tablewarecount: covers });
    return (await ok200(server.call('POST', '/api/bookings', body), 201)).object;
  }

  async function setSlotCap(cap: number | null): Promise<void> {
    const services = (await ok200(server.call('GET', `${settings()}/services`, undefined, bearer(owner)))).object as Array<Record<string, unknown>>;
    const changed = services.map((s) => ({ ...s, maxCoversPerSlot: cap }));
    await ok200(server.call('PUT', `${settings()}/services`, { services: changed, confirm: true }, bearer(owner)));
  }

  describe('with two covers a slot, one booking fills it', () => {
    beforeAll(async () => setSlotCap(2));
    afterAll(async () => setSlotCap(24));

    it('shows an online booking and a staff cancellation in the very next read', async () => {
      expect(await isFree('20:00')).toBe(true);
      expect(await isFree('20:00')).toBe(true); // served from the cache now
      const { guid } = await book('20:00');
      expect(await isFree('20:00')).toBe(false);
      await ok200(server.call('POST', `${staff()}/bookings/${guid}/status`, { status: 'cancelled_by_restaurant' }, bearer(owner)));
      expect(await isFree('20:00')).toBe(true);
    });

    it('shows a staff booking, its move to another hour and a diner cancellation', async () => {
      expect(await isFree('19:00')).toBe(true);
      const created = await ok200(
        server.call('POST', `${staff()}/bookings`, { source: 'phone', date: DAY.thursday, hour: '19:00', covers: 2, name: 'Martin' }, bearer(owner)),
        201,
      );
      expect(await isFree('19:00')).toBe(false);
      expect(await isFree('19:30')).toBe(true);
      await ok200(server.call('PATCH', `${staff()}/bookings/${created.object.guid}`, { hour: '19:30' }, bearer(owner)));
      expect(await isFree('19:00')).toBe(true);
      expect(await isFree('19:30')).toBe(false);

      const online = await book('21:00');
      expect(await isFree('21:00')).toBe(false);
      await ok200(server.call('POST', `/api/bookings/${online.guid}/cancel`));
      expect(await isFree('21:00')).toBe(true);
    });

    it('refreshes the day a booking leaves when staff move it to another day', async () => {
      const { guid } = await book('21:15');
      expect(await isFree('21:15', DAY.thursday)).toBe(false);
      expect(await isFree('21:15', DAY.friday)).toBe(true);
      await ok200(server.call('PATCH', `${staff()}/bookings/${guid}`, { date: DAY.friday }, bearer(owner)));
      expect(await isFree('21:15', DAY.thursday)).toBe(true);
      expect(await isFree('21:15', DAY.friday)).toBe(false);
    });
  });

  it('shows changes to the opening hours, the closed dates and the tables in the very next read', async () => {
    expect((await readChecked()).evening.map((s) => s.label)).toContain('21:45');
    const services = (await ok200(server.call('GET', `${settings()}/services`, undefined, bearer(owner)))).object as Array<Record<string, unknown>>;
    const shorter = services.map((s) => (s.kind === 'evening' ? { ...s, lastSeating: '21:00' } : s));
    await ok200(server.call('PUT', `${settings()}/services`, { services: shorter, confirm: true }, bearer(owner)));
    expect((await readChecked()).evening.map((s) => s.label)).not.toContain('21:45');
    await ok200(server.call('PUT', `${settings()}/services`, { services, confirm: true }, bearer(owner)));
    expect((await readChecked()).evening.map((s) => s.label)).toContain('21:45');

    await ok200(
      server.call(
        'POST',
        `${settings()}/closed-dates`,
        { from: DAY.thursday, to: DAY.thursday, service: 'evening', reason: 'Privatisation', confirm: true },
        bearer(owner),
      ),
      201,
    );
    expect((await readChecked()).evening).toEqual([]);
    const closed = (await ok200(server.call('GET', `${settings()}/closed-dates`, undefined, bearer(owner)))).object as Array<{ id: number; date: string }>;
    const ids = closed.filter((c) => c.date === DAY.thursday).map((c) => c.id);
    await ok200(server.call('POST', `${settings()}/closed-dates/remove`, { ids }, bearer(owner)));
    expect((await readChecked()).evening.length).toBeGreaterThan(0);

    // Eight covers only fit the two joined terrace tables: closing one of them to online booking
    // leaves no table for them.
    expect(await isFree('20:00', DAY.thursday, 8)).toBe(true);
    const tables = (await ok200(server.call('GET', `${settings()}/tables`, undefined, bearer(owner)))).object as Array<Record<string, unknown>>;
    const terrace = tables.find((t) => t.name === 'Terrasse 4')!;
    const edit = (onlineBookable: boolean) => tableSettings(terrace, onlineBookable);
    const { [String(terrace.name)]: row } = await tablesByName(server);
    await ok200(server.call('PUT', `${settings()}/tables/${row!.guid}`, edit(false), bearer(owner)));
    expect(await isFree('20:00', DAY.thursday, 8)).toBe(false);
    await ok200(server.call('PUT', `${settings()}/tables/${row!.guid}`, edit(true), bearer(owner)));
    expect(await isFree('20:00', DAY.thursday, 8)).toBe(true);
  });

  it('checks a new booking against the rules as they are now, though it reads them from the cache', async () => {
    const attempt = (overrides: Record<string, unknown>) =>
      server.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(++diner), date: DAY.friday, ...overrides }));
    await book('19:00', DAY.friday); // the rules of the restaurant are now in the cache

    // A shorter evening: 21:45 is refused by the next booking.
    const services = (await ok200(server.call('GET', `${settings()}/services`, undefined, bearer(owner)))).object as Array<Record<string, unknown>>;
    const shorter = services.map((s) => (s.kind === 'evening' ? { ...s, lastSeating: '21:00' } : s));
    await ok200(server.call('PUT', `${settings()}/services`, { services: shorter, confirm: true }, bearer(owner)));
    expect((await attempt({ hour: '21:45' })).status).toBe(422);
    await ok200(server.call('PUT', `${settings()}/services`, { services, confirm: true }, bearer(owner)));

    // The evening closed (the restaurant's closed dates are cached with its rules): refused at
    // once, and bookable again as soon as the closure is removed.
    await ok200(
      server.call(
        'POST',
        `${settings()}/closed-dates`,
        { from: DAY.friday, to: DAY.friday, service: 'evening', reason: 'Privatisation', confirm: true },
        bearer(owner),
      ),
      201,
    );
    const closedEvening = await attempt({ hour: '19:30' });
    expect([closedEvening.status, closedEvening.body.object?.reason]).toEqual([422, 'closed']);
    const closures = (await ok200(server.call('GET', `${settings()}/closed-dates`, undefined, bearer(owner)))).object as Array<{ id: number; date: string }>;
    await ok200(
      server.call('POST', `${settings()}/closed-dates/remove`, { ids: closures.filter((c) => c.date === DAY.friday).map((c) => c.id) }, bearer(owner)),
    );
    expect((await attempt({ hour: '19:30' })).status).toBe(201);

    // A new required question: asked of the very next booking.
    const added = await ok200(
      server.call('POST', `${settings()}/questions`, { question_text: 'Une occasion particulière ?', required: true, active: true }, bearer(owner)),
      201,
    );
    const asked = added.object.id as number;
    expect((await attempt({ hour: '19:15' })).status).toBe(422);
    const answered = await attempt({
      hour: '19:15',
      questions: [
        { id: q.required, answer: 'Aucune' },
        { id: asked, answer: 'Non' },
      ],
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    await ok200(server.call('DELETE', `${settings()}/questions/${asked}`, undefined, bearer(owner)));
    expect((await attempt({ hour: '19:15' })).status).toBe(201);

    // A table closed to online booking is no longer given: eight covers only fit the terrace pair.
    const { 'Terrasse 4': terrace } = await tablesByName(server);
    const tables = (await ok200(server.call('GET', `${settings()}/tables`, undefined, bearer(owner)))).object as Array<Record<string, unknown>>;
    const row = tables.find((t) => t.name === 'Terrasse 4')!;
    const edit = (onlineBookable: boolean) => tableSettings(row, onlineBookable);
    await ok200(server.call('PUT', `${settings()}/tables/${terrace!.guid}`, edit(false), bearer(owner)));
    const refused = await attempt({ hour: '20:00', tablewarecount: 8 });
    expect([refused.status, refused.body.object?.reason]).toEqual([422, 'too_many_covers']);
    await ok200(server.call('PUT', `${settings()}/tables/${terrace!.guid}`, edit(true), bearer(owner)));
    const party = dinerOf(++diner);
    await verifyPhone(server, party.phoneNumber, { date: DAY.friday, hour: '20:00', tableware_count: 8 }); // eight covers ask for an SMS code
    const seated = await attempt({ ...party, hour: '20:00', tablewarecount: 8 });
    expect(seated.status, JSON.stringify(seated.body)).toBe(201);
  });

  it('shows a new closed date and a new event in the very next read of their public lists', async () => {
    const closedDates = async () => (await ok200(server.call('GET', `/api/restaurants/${SLUG}/closed-dates`))).object as Array<{ date: string }>;
    const events = async () => (await ok200(server.call('GET', `/api/restaurants/${SLUG}/events`))).object as Array<{ name: string }>;
    expect((await closedDates()).map((c) => c.date)).not.toContain(DAY.friday);
    expect((await events()).map((e) => e.name)).not.toContain('Soirée jazz');
    await ok200(
      server.call('POST', `${settings()}/closed-dates`, { from: DAY.friday, to: DAY.friday, service: 'noon', reason: 'Travaux', confirm: true }, bearer(owner)),
      201,
    );
    await ok200(server.call('POST', `${settings()}/events`, { name: 'Soirée jazz', date: DAY.friday, description: '' }, bearer(owner)), 201);
    expect((await closedDates()).map((c) => c.date)).toContain(DAY.friday);
    expect((await events()).map((e) => e.name)).toContain('Soirée jazz');
    // The day after, the event is behind: the lists follow the restaurant's day with no write.
    try {
      server.clock.set('2026-11-20T23:30:00Z'); // Saturday 00:30 in Paris
      expect((await events()).map((e) => e.name)).not.toContain('Soirée jazz');
      expect((await closedDates()).map((c) => c.date)).not.toContain(DAY.friday);
    } finally {
      server.clock.set('2026-11-17T08:00:00Z');
    }
  });

  it('keeps each day at the weight of what it holds, so the bytes bound holds as answers are added', async () => {
    for (const covers of [1, 2, 3, 4]) {
      await read(DAY.thursday, covers);
      await read(DAY.friday, covers);
    }
    await book('19:45', DAY.friday);
    await read(DAY.friday, 2);
    const { days } = availabilityCachesOf(server.db, AVAILABILITY_CACHE_BOUNDS);
    const kept = [...days.values()];
    expect(kept.length).toBeGreaterThan(0);
    // Each entry counted at its current weight: no drift as answers are added and days replaced.
    expect(days.calculatedSize).toBe(kept.reduce((sum, entry) => sum + entry.weight, 0));
    for (const entry of kept) expect(entry.weight).toBe(dayWeight(entry));
    const friday = kept.find((entry) => entry.day.date === DAY.friday)!;
    expect(friday.bodies.size).toBeGreaterThan(0);
    expect(friday.weight).toBeGreaterThan([...friday.bodies.values()].reduce((sum, body) => sum + body.length, 0));
  });

  it('lets the clock alone turn slots into past ones, with no write', async () => {
    try {
      server.clock.set('2026-11-19T18:00:00Z'); // Thursday 19:00 in Paris, an hour's notice
      const before = await readChecked();
      expect(evening(before, '20:00')).toEqual({ label: '20:00', available: false, reason: 'past' });
      expect(evening(before, '20:15')?.available).toBe(true);
      server.clock.set('2026-11-19T18:20:00Z');
      const after = await readChecked();
      expect(evening(after, '20:15')).toEqual({ label: '20:15', available: false, reason: 'past' });
      expect(evening(after, '20:30')?.available).toBe(true);
    } finally {
      server.clock.set('2026-11-17T08:00:00Z');
    }
  });

  it('answers exactly as the uncached code across random writes and clock moves', async () => {
    // A small deterministic generator: the same sequence every run, so a failure replays.
    let seed = 20261123;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const hours = ['19:00', '19:30', '20:00', '20:15', '20:45', '21:30'];
    const dates = [DAY.thursday, DAY.friday];
    const live: string[] = [];
    let made = 0;
    let instant = Date.parse('2026-11-19T16:00:00Z'); // Thursday 17:00 in Paris
    try {
      for (let step = 0; step < 30; step++) {
        const op = random(6);
        if (op === 0 || live.length === 0) {
          const res = await server.call(
            'POST',
            '/api/bookings',
            bookingBody(q.required, { ...dinerOf(++diner), date: dates[random(2)], hour: hours[random(hours.length)], tablewarecount: 1 + random(4) }),
          );
          if (res.status === 201) {
            live.push(res.body.object.guid);
            made++;
          }
        } else if (op === 1) {
          const guid = live.splice(random(live.length), 1)[0]!;
          await server.call('POST', `${staff()}/bookings/${guid}/status`, { status: 'cancelled_by_restaurant' }, bearer(owner));
        } else if (op === 2) {
          await server.call(
            'PATCH',
            `${staff()}/bookings/${live[random(live.length)]}`,
            { hour: hours[random(hours.length)], date: dates[random(2)] },
            bearer(owner),
          );
        } else if (op === 3) {
          await setSlotCap([null, 4, 8][random(3)]!);
        } else {
          instant += random(40) * 60_000;
          server.clock.set(new Date(instant));
          owner = await login(server, device, CODES.owner); // staff sessions are short-lived
        }
        for (const date of dates) for (const covers of [1, 2, 5]) await readChecked(date, covers);
      }
      expect(made).toBeGreaterThan(3);
    } finally {
      server.clock.set('2026-11-17T08:00:00Z');
      owner = await login(server, device, CODES.owner);
      await setSlotCap(24);
    }
  });
});

// Two instances share only the database: each has its own cache and change feed (on SQLite, two
// processes on one file: PRAGMA data_version, read once per turn of each event loop), so what one
// instance writes the other shows in its very next read.
describe.each(await dialectsUnderTest())('cached hours across two instances on %s', (dialect) => {
  let a: TestServer;
  let b: { app: FastifyInstance; db: Db; url: string; dir: string };
  let zinc: number;
  let owner: string;
  let q: { required: number; optional: number };

  beforeAll(async () => {
    a = await startTestServer(dialect);
    const dir = mkdtempSync(path.join(tmpdir(), 'couvert-instance-b-'));
    const db = openDatabase(a.config.database);
    const app = await buildApp({ config: { ...a.config, dataDir: dir }, db, now: a.clock.now, logger: false, webDir: path.join(dir, 'no-web') });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    b = { app, db, dir, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    zinc = await restaurantIdOf(a, SLUG);
    owner = (await sessionsFor(a, zinc)).owner;
    q = await questionIds(a);
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.db.close();
    if (b) rmSync(b.dir, { recursive: true, force: true });
    await a?.close();
  });

  async function readOnB(covers = 1): Promise<Hours> {
    const res = await fetch(`${b.url}/api/restaurants/${SLUG}/hours/jeudi/${DAY.thursday}?covers=${covers}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { object: Hours }).object;
  }
  const slotOnB = async (label: string, covers = 1) => (await readOnB(covers)).evening.find((s) => s.label === label);

  it('shows on B, in its very next read, a booking and a settings change made on A', async () => {
    // Five covers fit the three six-seat tables and the joined terrace pair: four bookings of
    // five at 20:00 take them all.
    expect((await slotOnB('20:00', 5))?.available).toBe(true);
    expect((await slotOnB('20:00', 5))?.available).toBe(true); // B's cache is warm
    for (let i = 0; i < 4; i++) {
      const res = await a.call('POST', '/api/bookings', bookingBody(q.required, { ...dinerOf(900 + i), hour: '20:00', tablewarecount: 5 }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect(await slotOnB('20:00', 5)).toEqual({ label: '20:00', available: false, reason: 'full' });

    const services = (await a.call('GET', `/api/staff/restaurants/${zinc}/settings/services`, undefined, bearer(owner))).body.object as Array<
      Record<string, unknown>
    >;
    const shorter = services.map((s) => (s.kind === 'evening' ? { ...s, lastSeating: '21:00' } : s));
    expect((await a.call('PUT', `/api/staff/restaurants/${zinc}/settings/services`, { services: shorter, confirm: true }, bearer(owner))).status).toBe(200);
    expect((await readOnB()).evening.at(-1)?.label).toBe('21:00');
  });
});
