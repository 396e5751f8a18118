import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../bench/lib/server-process';
import { bookingBody, createOpenRestaurant, daysFromToday } from '../../scripts/resilience/lib/fixtures';
import { checkInvariants } from '../../scripts/resilience/lib/invariants';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { call, isAlive, postBooking } from '../support/fault-clients';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';
import { ownPostgresAvailable, startOwnPostgres, type OwnPostgres } from '../support/own-postgres';

const TAG = 'Redemarrage';
const HOURS = ['12:00', '12:30', '13:00', '13:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
const BOOKINGS = 120;

// PostgreSQL (the test's own cluster, never the shared one) restarted in the middle of a booking
// burst spread over two server instances, with the standalone worker running. Clients retry with
// their Idempotency-Key on a 503 or no answer, on the other instance.
describe.skipIf(!ownPostgresAvailable())('PostgreSQL restarted during a booking burst over two instances', () => {
  it('keeps both instances and the worker up, answers 503 meanwhile, and loses or duplicates nothing', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-pg-restart-'));
    let own: OwnPostgres | undefined;
    let db: Db | undefined;
    const servers: ServerProcess[] = [];
    let worker: WorkerProcess | undefined;
    try {
      own = await startOwnPostgres();
      const url = await own.createDatabase('couvert_restart');
      db = openDatabase({ kind: 'postgres', url }, () => undefined);
      await migrateToLatest(db);
      const restaurants = await Promise.all([0, 1].map((i) => createOpenRestaurant(db!, `redemarrage-${i}`, 12)));
      servers.push(...(await Promise.all([0, 1].map((i) => startServerProcess({ databaseUrl: url, dataDir: path.join(workDir, `server-${i}`) })))));
      worker = await startWorkerProcess({
        databaseUrl: url,
        dataDir: path.join(workDir, 'worker'),
        publicUrl: 'http://localhost:3000',
        env: { LOG_LEVEL: 'warn' },
      });

      const jobs = Array.from({ length: BOOKINGS }, (_, n) => {
        const restaurant = restaurants[n % 2]!;
        const slot = Math.floor(n / 2);
        return {
          n,
          key: `redemarrage-${n}-${Math.random().toString(36).slice(2, 10)}`,
          body: bookingBody(restaurant.slug, daysFromToday(2 + Math.floor(slot / HOURS.length)), HOURS[slot % HOURS.length]!, n, TAG),
          status: 0,
          shortId: undefined as string | undefined,
        };
      });
      const seen: Record<string, number> = {};
      let answered = 0;
      // Set from inside the requests' callbacks: declared so that the await below does not narrow it to null.
      let restarted = null as Promise<void> | null;
      let restartedAt = '';
      let next = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            const deadline = Date.now() + 40_000;
            for (let attempt = 0; Date.now() < deadline; attempt++) {
              const answer = await postBooking(servers[(job.n + attempt) % 2]!.url, job.body, job.key);
              seen[String(answer.status)] = (seen[String(answer.status)] ?? 0) + 1;
              if (answer.status === 201 || (answer.status >= 400 && answer.status < 500)) {
                job.status = answer.status;
                job.shortId = answer.body.object?.shortId;
                break;
              }
              if (answer.status === 503) expect(answer.retryAfter).toMatch(/^\d+$/);
              await new Promise((r) => setTimeout(r, 150));
            }
            if (++answered === 40 && !restarted) {
              restartedAt = new Date().toISOString();
              restarted = own!.restart();
            }
          }
        }),
      );
      await restarted;
      const summary = `statuts vus : ${JSON.stringify(seen)}\n${servers.map((s) => s.output()).join('\n')}\n${worker.output()}`;

      // Both instances and the worker are still running.
      for (const server of servers) expect(isAlive(server.pid), summary).toBe(true);
      expect(isAlive(worker.pid), summary).toBe(true);
      // No 500: a lost database is an outage (503), and the restart really cut requests short.
      expect(seen['500'] ?? 0, summary).toBe(0);
      expect((seen['503'] ?? 0) + (seen['0'] ?? 0), summary).toBeGreaterThan(0);
      // Every booking was eventually acknowledged (retries succeed), is stored, and only once.
      expect(jobs.filter((j) => j.status !== 201).length, summary).toBe(0);
      const stored = await db.kysely.selectFrom('bookings').select(['short_id', 'email']).where('name', 'like', `${TAG} %`).execute();
      expect(stored.length).toBe(BOOKINGS);
      expect(new Set(stored.map((b) => b.short_id))).toEqual(new Set(jobs.map((j) => j.shortId)));
      expect(new Set(stored.map((b) => b.email)).size).toBe(BOOKINGS);
      expect(await checkInvariants(db)).toEqual([]);
      // Both instances are ready again, and the worker delivers messages written after the restart.
      for (const server of servers) expect((await call(`${server.url}/api/health/ready`)).status).toBe(200);
      const deadline = Date.now() + 20_000;
      let delivered = 0;
      while (Date.now() < deadline) {
        const row = await db.kysely
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'sent')
          .where('created_at', '>', restartedAt)
          .executeTakeFirstOrThrow();
        delivered = Number(row.n);
        if (delivered > 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(delivered, summary).toBeGreaterThan(0);
      // A lost connection is logged as one short line, never as a dump of the client object.
      const logs = servers.map((s) => s.output()).join('\n') + worker.output();
      expect(logs).not.toMatch(/_connectionCallback|_queryable|Emitted 'error' event|Unhandled 'error' event/);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await worker?.stop();
      await db?.close();
      await own?.remove();
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 120_000);
});
