import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../bench/lib/server-process';
import { bookingBody, createOpenRestaurant, daysFromToday } from '../../scripts/resilience/lib/fixtures';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { call, isAlive, postBooking } from '../support/fault-clients';
import { ownPostgresAvailable, startOwnPostgres, type OwnPostgres } from '../support/own-postgres';

// The database stops answering without closing anything, as behind a network partition: the
// test's own cluster is frozen (SIGSTOP), its connections stay open and silent. The instance
// must not hang: database calls have deadlines, it reports itself unready and answers 503,
// and it is ready again on its own once the database answers.
describe.skipIf(!ownPostgresAvailable())('PostgreSQL silent (partition)', () => {
  it('answers 503 within the deadlines, fails readiness, stays live, and recovers alone', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-pg-partition-'));
    let own: OwnPostgres | undefined;
    let db: Db | undefined;
    let server: ServerProcess | undefined;
    try {
      own = await startOwnPostgres();
      const url = await own.createDatabase('couvert_partition');
      db = openDatabase({ kind: 'postgres', url }, () => undefined);
      await migrateToLatest(db);
      const restaurant = await createOpenRestaurant(db, 'coupure', 20);
      await db.close();
      db = undefined;
      server = await startServerProcess({ databaseUrl: url, dataDir: path.join(workDir, 'server') });
      // Warm the pool: idle connections are the ones a partition leaves hanging.
      const warm = await Promise.all(
        Array.from({ length: 4 }, (_, n) => postBooking(server!.url, bookingBody(restaurant.slug, daysFromToday(3), '20:00', n, 'Avant'))),
      );
      expect(warm.map((a) => a.status)).toEqual([201, 201, 201, 201]);

      await own.freeze();
      const [live, ready, bookings, read] = await Promise.all([
        call(`${server.url}/api/health/live`, {}, 30_000),
        call(`${server.url}/api/health/ready`, {}, 30_000),
        Promise.all(
          Array.from({ length: 6 }, (_, n) =>
            postBooking(server!.url, bookingBody(restaurant.slug, daysFromToday(4), '20:00', n, 'Pendant'), undefined, 30_000),
          ),
        ),
        call(`${server.url}/api/restaurants/${restaurant.slug}/config`, {}, 30_000),
      ]);
      const summary = JSON.stringify({
        live: [live.status, live.ms],
        ready: [ready.status, ready.ms],
        bookings: bookings.map((b) => [b.status, Math.round(b.ms)]),
        read: [read.status, read.ms],
      });
      expect(live.status, summary).toBe(200);
      expect(live.ms, summary).toBeLessThan(1000);
      expect(ready.status, summary).toBe(503);
      expect(ready.ms, summary).toBeLessThan(4000);
      for (const answer of [...bookings, read]) {
        expect(answer.status, summary).toBe(503);
        expect(answer.retryAfter, summary).toMatch(/^\d+$/);
        // The client-side deadline (10 s) plus margin for a loaded machine: never an endless hang.
        expect(answer.ms, summary).toBeLessThan(15_000);
      }
      // Readiness checks during the partition answer within their own deadline each time.
      const again = await call(`${server.url}/api/health/ready`, {}, 30_000);
      expect([again.status, again.ms < 4000], summary).toEqual([503, true]);

      await own.thaw();
      // Back by itself: ready again, and a booking goes through.
      const deadline = Date.now() + 20_000;
      let back = await call(`${server.url}/api/health/ready`);
      while (back.status !== 200 && Date.now() < deadline) back = await call(`${server.url}/api/health/ready`);
      expect(back.status, summary).toBe(200);
      const after = await postBooking(server.url, bookingBody(restaurant.slug, daysFromToday(4), '20:00', 0, 'Pendant'));
      expect(after.status, JSON.stringify(after)).toBe(201);
      expect(isAlive(server.pid)).toBe(true);
    } finally {
      await own?.thaw();
      await server?.stop();
      await db?.close();
      await own?.remove();
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 90_000);
});
