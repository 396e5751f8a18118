import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createBenchDatabase } from '../../bench/lib/databases';
import { startServerProcess } from '../../bench/lib/server-process';
import { bookingBody, createOpenRestaurant, daysFromToday } from '../../scripts/resilience/lib/fixtures';
import { checkInvariants } from '../../scripts/resilience/lib/invariants';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { dialectsUnderTest } from '../support/databases';
import { call, postBooking, type Answer } from '../support/fault-clients';

// Another session holds a day's booking lock and never lets go (a stalled transaction, a
// partitioned instance mid-booking). On PostgreSQL that is the day's advisory lock; on SQLite
// the one write lock. Bounded waits turn it into a quick, honest 503 for what needs that lock,
// while everything else keeps answering.
describe.each(await dialectsUnderTest())('a booking lock held by another session on %s', (dialect) => {
  it('answers 503 with Retry-After within the deadline for the blocked writes, and keeps reads and health answering', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-lock-'));
    const database = await createBenchDatabase(dialect, workDir, 'lock');
    const db = openDatabase(database.config, () => undefined);
    let release: () => Promise<void> = async () => undefined;
    await migrateToLatest(db);
    const restaurant = await createOpenRestaurant(db, 'verrou', 20);
    const blocked = daysFromToday(3);
    const other = daysFromToday(4);
    const instance = await startServerProcess({ databaseUrl: database.url, dataDir: path.join(workDir, 'server') });
    try {
      if (dialect === 'postgres') {
        const holder = new pg.Client({ connectionString: database.url });
        await holder.connect();
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock($1::int4, $2::int4)', [restaurant.id, Number(blocked.replaceAll('-', ''))]);
        release = async () => {
          await holder.query('rollback');
          await holder.end();
        };
      } else {
        const holder = new SQLite(database.config.kind === 'sqlite' ? database.config.file : '');
        holder.exec('begin immediate');
        release = async () => {
          holder.exec('rollback');
          holder.close();
        };
      }

      // More requests for the blocked date than the pool has connections.
      const blockedAnswers = Array.from({ length: 14 }, (_, n) =>
        postBooking(instance.url, bookingBody(restaurant.slug, blocked, '20:00', n, 'Bloque'), undefined, 20_000),
      );
      await new Promise((r) => setTimeout(r, 300));
      const [live, ready, appConfig, restaurantConfig, otherDate] = await Promise.all([
        call(`${instance.url}/api/health/live`, {}, 20_000),
        call(`${instance.url}/api/health/ready`, {}, 20_000),
        call(`${instance.url}/api/app/config/`, {}, 20_000),
        call(`${instance.url}/api/restaurants/${restaurant.slug}/config`, {}, 20_000),
        postBooking(instance.url, bookingBody(restaurant.slug, other, '20:00', 100, 'Autre'), undefined, 20_000),
      ]);
      const answers: Answer[] = await Promise.all(blockedAnswers);
      const summary = JSON.stringify(
        { blocked: answers.map((a) => [a.status, Math.round(a.ms)]), live, ready, appConfig: [appConfig.status, appConfig.ms], otherDate },
        null,
        1,
      );

      // The blocked date: 503 with Retry-After and a French "try again", well within its deadline.
      for (const answer of answers) {
        expect(answer.status, summary).toBe(503);
        expect(answer.retryAfter, summary).toMatch(/^\d+$/);
        expect(answer.body.message, summary).toMatch(/réessayer/);
        // The lock deadline is 5 s; the requests queued behind the first are answered with it.
        expect(answer.ms, summary).toBeLessThan(9000);
      }
      // Liveness and reads answer at once.
      for (const quick of [live, appConfig, restaurantConfig]) {
        expect(quick.status, summary).toBe(200);
        expect(quick.ms, summary).toBeLessThan(4000);
      }
      if (dialect === 'postgres') {
        // Another date books normally and the instance stays ready.
        expect(otherDate.status, summary).toBe(201);
        expect(otherDate.ms, summary).toBeLessThan(4000);
        expect(ready.status, summary).toBe(200);
      } else {
        // SQLite has one write lock for the whole file: nothing can be written, and readiness says so, quickly.
        expect(otherDate.status, summary).toBe(503);
        expect(ready.status, summary).toBe(503);
        expect(ready.ms, summary).toBeLessThan(4000);
      }
      // Nothing of the refused requests was written.
      const written = await db.kysely.selectFrom('bookings').select('id').where('name', 'like', 'Bloque %').execute();
      expect(written).toEqual([]);

      // Once the lock is released, the same request succeeds.
      await release();
      release = async () => undefined;
      const retried = await postBooking(instance.url, bookingBody(restaurant.slug, blocked, '20:00', 0, 'Bloque'));
      expect(retried.status, JSON.stringify(retried)).toBe(201);
      expect((await call(`${instance.url}/api/health/ready`)).status).toBe(200);
      expect(await checkInvariants(db)).toEqual([]);
      expect(instance.errorLogCount(), instance.output()).toBe(0);
    } finally {
      await release();
      await instance.stop();
      await db.close();
      await database.drop();
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 60_000);
});
