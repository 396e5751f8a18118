import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchDatabase, type BenchDatabase } from '../../bench/lib/databases';
import { startServerProcess, type ServerProcess } from '../../bench/lib/server-process';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/seed/demo-seed';
import { bookingBody, dinerOf, SLUG } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { openEvening } from '../support/open-dates';
import { startPrivateRedis, type PrivateRedis } from '../support/redis-server';
import { openEventStream } from '../support/sse-reader';
import { waitUntil } from '../support/wait-until';

// Redis shared by two real server processes with RATE_LIMIT=true, then killed, hung and restarted
// (a private redis-server: the machine's own is never touched). Diners and staff must not notice:
// bookings and logins go on and answer at once, limits count per instance meanwhile, the service
// book still hears the other instance's bookings (through the database), and once Redis is back
// the limits are shared again.

const BOOKING_LIMIT = 20; // POST /api/bookings, per minute and client address
// The servers' Redis command deadline (REDIS_COMMAND_TIMEOUT_MS, 300 ms in production), set long
// here so that "waited on Redis" and "answered at once" cannot be mistaken for each other on a busy
// machine: a request that waits for a dead or hung Redis takes at least this long, one that falls
// back at once takes a small part of it. The code path is the production one.
const COMMAND_DEADLINE_MS = 5000;

interface Timed {
  status: number;
  ms: number;
  body: any;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text for the assertion message.
  }
  return { status: response.status, ms: Math.round(performance.now() - started), body };
}

const post = (server: ServerProcess, route: string, body: unknown, headers: Record<string, string> = {}) =>
  timed(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/**
 * Spends a client's booking allowance with empty bodies (counted before validation, answered
 * 400) and returns the statuses: a 429 shows where the limit was reached.
 */
async function spend(server: ServerProcess, client: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await post(server, '/api/bookings', {}, { 'x-forwarded-for': client })).status);
  return statuses;
}

describe.each(await dialectsUnderTest())('Redis lost under two instances with rate limits on %s', (dialect) => {
  let redis: PrivateRedis;
  let database: BenchDatabase;
  let db: Db;
  let workDir: string;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let restaurantId: number;
  let questionId: number;
  let deviceSecret: string;
  let diner = 0;
  const date = openEvening(new Date());
  const hours = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30'];

  const book = (server: ServerProcess) => {
    diner++;
    return post(server, '/api/bookings', bookingBody(questionId, { date, hour: hours[diner % hours.length], ...dinerOf(diner) }), {
      'x-forwarded-for': `198.51.100.${diner}`,
    });
  };
  const login = (server: ServerProcess) =>
    post(server, '/api/login_check', { username: '1234', password: deviceSecret }, { 'x-forwarded-for': `203.0.113.${++diner % 250}` });
  const redisNames = async () => (await redis.clientNames()).filter((n) => n === 'couvert-rate-limit').length;
  // A connection is named before it is ready: the instance's own lines are the signal that its
  // limits are counted in memory (lost) or in Redis again (back).
  const countsInRedis = (server: ServerProcess) => {
    const output = server.output();
    return output.lastIndexOf('Redis de nouveau joignable (couvert-rate-limit)') > output.lastIndexOf('Redis injoignable (couvert-rate-limit)');
  };

  beforeAll(async () => {
    redis = await startPrivateRedis();
    workDir = mkdtempSync(path.join(tmpdir(), 'couvert-redis-'));
    database = await createBenchDatabase(dialect, workDir, 'redis');
    db = openDatabase(database.config);
    await migrateToLatest(db);
    await seedDemo(db, { now: new Date() });
    restaurantId = (await db.kysely.selectFrom('restaurants').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow()).id;
    // The test client stands in for several diners behind a proxy on the loopback: each test keys its
    // limits on its own X-Forwarded-For address.
    const env = {
      REDIS_URL: redis.url,
      REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_DEADLINE_MS),
      RATE_LIMIT: 'true',
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1',
    };
    for (const name of ['a', 'b']) {
      servers.push(await startServerProcess({ databaseUrl: database.url, dataDir: path.join(workDir, name), env }));
    }
    [a, b] = servers as [ServerProcess, ServerProcess];
    const questions = await timed(`${a.url}/api/restaurants/${SLUG}/questions`);
    questionId = (questions.body.object as Array<{ id: number; required: boolean }>).find((q) => q.required)!.id;
    const enrol = await post(a, '/api/devices/enrol', { email: 'demo@couvert.fr', password: 'couvert-demo', restaurantId, deviceLabel: 'Tablette' });
    expect(enrol.status, JSON.stringify(enrol.body)).toBe(200);
    deviceSecret = enrol.body.object.deviceSecret;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
    await db?.close();
    await database?.drop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('counts limits across instances while Redis is up', async () => {
    // Half the allowance on each instance: together they reach it.
    const statuses = [...(await spend(a, '192.0.2.1', BOOKING_LIMIT / 2)), ...(await spend(b, '192.0.2.1', BOOKING_LIMIT / 2))];
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect((await spend(a, '192.0.2.1', 1))[0]).toBe(429);
    expect((await book(b)).status).toBe(201);
  });

  it('keeps bookings and staff logins going, answered at once, when Redis is killed', async () => {
    await redis.kill();
    const results = [];
    for (const server of [a, b, a, b]) results.push(await book(server), await login(server));
    const summary = JSON.stringify(results.map((r) => ({ status: r.status, ms: r.ms, message: r.body?.message })));
    expect(
      results.map((r) => r.status),
      summary,
    ).toEqual([201, 200, 201, 200, 201, 200, 201, 200]);
    // A closed connection refuses every command at once: no request waits for the deadline.
    expect(Math.max(...results.map((r) => r.ms)), summary).toBeLessThan(COMMAND_DEADLINE_MS);
  });

  it('still limits each instance on its own while Redis is down', async () => {
    expect((await spend(a, '192.0.2.2', BOOKING_LIMIT)).every((s) => s === 400)).toBe(true);
    expect((await spend(a, '192.0.2.2', 1))[0]).toBe(429);
    // The other instance has its own count: the same client is not yet limited there.
    expect((await spend(b, '192.0.2.2', 1))[0]).toBe(400);
  });

  it("brings the other instance's booking to the service book through the database", async () => {
    const token = (await login(a)).body.object.token as string;
    const stream = await openEventStream(`${a.url}/api/staff/restaurants/${restaurantId}/events`, { authorization: `Bearer ${token}` });
    try {
      const created = await book(b);
      expect(created.status).toBe(201);
      const guid = created.body.object.guid as string;
      const started = performance.now();
      await stream.waitFor((e) => e.event === 'booking' && e.data.includes(guid), 5000);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      stream.close();
    }
  });

  it('answers at once when Redis hangs (connections open, no replies)', async () => {
    await redis.restart();
    await waitUntil(async () => (await redisNames()) === 2, 15_000);
    redis.pause();
    try {
      const results = [];
      for (const server of [a, b, a, b]) results.push(await book(server), await login(server));
      const summary = JSON.stringify(results.map((r) => ({ status: r.status, ms: r.ms })));
      expect(
        results.map((r) => r.status),
        summary,
      ).toEqual([201, 200, 201, 200, 201, 200, 201, 200]);
      // Each instance's first request may wait for the command deadline (once per Redis link it
      // uses); after it the instance knows Redis is down and no request waits for anything.
      // (The requests go a, a, b, b, a, a, b, b: the instances' first ones are the 1st and the 3rd.)
      const ms = results.map((r) => r.ms);
      expect(Math.max(ms[0]!, ms[2]!), summary).toBeLessThan(3 * COMMAND_DEADLINE_MS);
      expect(Math.max(...ms.filter((_, i) => i !== 0 && i !== 2)), summary).toBeLessThan(COMMAND_DEADLINE_MS);
    } finally {
      redis.resume();
    }
  }, 90_000);

  it('shares limits again once Redis is back, and has logged the outage without flooding', async () => {
    await redis.kill();
    await waitUntil(async () => !countsInRedis(a) && !countsInRedis(b), 15_000);
    await redis.restart();
    // Both instances reconnect by themselves, and say so.
    await waitUntil(async () => (await redisNames()) === 2 && countsInRedis(a) && countsInRedis(b), 15_000);
    const statuses = [...(await spend(a, '192.0.2.3', BOOKING_LIMIT / 2)), ...(await spend(b, '192.0.2.3', BOOKING_LIMIT / 2))];
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect((await spend(b, '192.0.2.3', 1))[0]).toBe(429);

    for (const server of [a, b]) {
      const output = server.output();
      expect(output).not.toContain('Unhandled error event');
      // Each loss and each return is said once per connection, not once per retry.
      const lost = output.split('\n').filter((line) => line.includes('Redis injoignable')).length;
      expect(lost, output.slice(-3000)).toBeGreaterThan(0);
      expect(lost, output.slice(-3000)).toBeLessThanOrEqual(12);
    }
  });
});
