import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchDatabase, type BenchDatabase } from '../../bench/lib/databases';
import { startServerProcess, type ServerProcess } from '../../bench/lib/server-process';
import { addDays, frenchWeekdayName } from '../../src/domain/dates';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/seed/demo-seed';
import { bookingBody, dinerOf, SLUG } from '../support/booking-fixtures';
import { dialectsUnderTest } from '../support/databases';
import { openEvening } from '../support/open-dates';
import { startPrivateRedis, type PrivateRedis } from '../support/redis-server';
import { waitUntil } from '../support/wait-until';

// Two real server processes on one PostgreSQL database, with and without Redis. Each skips the
// version query of its cached reads while its LISTEN/NOTIFY change feed is provably live; a
// booking answered by A must still be in the very next read on B — and when B's listener is
// lost, B falls back to reading its versions from the database and stays exact.

const postgres = (await dialectsUnderTest()).includes('postgres');
type Slot = { label: string; available: boolean; reason?: string };

describe.runIf(postgres).each([false, true])('cached reads across two server processes on PostgreSQL (Redis: %s)', (withRedis) => {
  let redis: PrivateRedis | undefined;
  let database: BenchDatabase;
  let workDir: string;
  let admin: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  let questionId: number;
  let diner = 0;
  const evening = openEvening(new Date());

  const listenerOf = async (server: ServerProcess) => {
    const { rows } = await admin.query('select pid from pg_stat_activity where datname = current_database() and application_name = $1', [
      `couvert-changes:${server.pid}`,
    ]);
    return rows as Array<{ pid: number }>;
  };
  const slotOnB = async (date: string, hour: string, covers: number): Promise<Slot | undefined> => {
    const res = await fetch(`${b.url}/api/restaurants/${SLUG}/hours/${frenchWeekdayName(date)}/${date}?covers=${covers}`);
    expect(res.status).toBe(200);
    const hours = ((await res.json()) as { object: { evening: Slot[] } }).object;
    return hours.evening.find((s) => s.label === hour);
  };
  /** Five covers fit the three six-seat tables and the joined terrace pair: four bookings of five at one hour take them all. */
  const fillOnAReadingOnB = async (date: string) => {
    expect((await slotOnB(date, '20:00', 5))?.available).toBe(true);
    expect((await slotOnB(date, '20:00', 5))?.available).toBe(true); // B's cache is warm
    for (let i = 0; i < 4; i++) {
      diner++;
      const body = bookingBody(questionId, { ...dinerOf(diner), date, hour: '20:00', tablewarecount: 5 });
      const res = await fetch(`${a.url}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status, await res.clone().text()).toBe(201);
      const slot = await slotOnB(date, '20:00', 5);
      expect(slot?.available, `after booking ${i + 1} of 4`).toBe(i < 3);
    }
  };

  beforeAll(async () => {
    if (withRedis) redis = await startPrivateRedis();
    workDir = mkdtempSync(path.join(tmpdir(), 'couvert-feed-'));
    database = await createBenchDatabase('postgres', workDir, 'feed');
    const db = openDatabase(database.config);
    await migrateToLatest(db);
    await seedDemo(db, { now: new Date() });
    await db.close();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // A lost listener stays lost for the whole file: the fallback is what is tested, not the reconnection.
    const env: Record<string, string> = { CHANGE_FEED_RECONNECT_MS: '600000', ...(redis ? { REDIS_URL: redis.url } : {}) };
    a = await startServerProcess({ databaseUrl: database.url, dataDir: path.join(workDir, 'a'), env });
    b = await startServerProcess({ databaseUrl: database.url, dataDir: path.join(workDir, 'b'), env });
    const res = await fetch(`${a.url}/api/restaurants/${SLUG}/questions`);
    questionId = ((await res.json()) as { object: Array<{ id: number; required: boolean }> }).object.find((q) => q.required)!.id;
    // Both listen (opened by their first cached read), and B has trusted its feed for a while.
    await slotOnB(evening, '20:00', 5);
    await fetch(`${a.url}/api/restaurants/${SLUG}/closed-dates`);
    // A set-up wait, not a measure: on a loaded machine two fresh processes can take a while to open theirs.
    await waitUntil(async () => (await listenerOf(a)).length === 1 && (await listenerOf(b)).length === 1, 45_000, 'both listeners').catch((error: Error) => {
      throw new Error(`${error.message}\nA : ${a.output().slice(-2000)}\nB : ${b.output().slice(-2000)}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await admin?.end();
    await database?.drop();
    await redis?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('shows a booking made on A in the very next read on B, every time', async () => {
    await fillOnAReadingOnB(evening);
    await fillOnAReadingOnB(addDays(evening, 7));
    expect(a.errorLogCount() + b.errorLogCount()).toBe(0);
  });

  it('falls back to reading the versions on B while its listener is down', async () => {
    const [listener] = await listenerOf(b);
    await admin.query('select pg_terminate_backend($1)', [listener!.pid]);
    await waitUntil(() => b.output().includes('écoute des changements perdue'), 10_000, "B's listener lost");
    await fillOnAReadingOnB(addDays(evening, 14));
    // B answered every read above without a listener: from the database's versions.
    expect(await listenerOf(b)).toHaveLength(0);
    expect(await listenerOf(a)).toHaveLength(1);
  });
});
