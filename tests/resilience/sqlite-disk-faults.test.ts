import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bundleEntry, REPO_ROOT, startServerProcess } from '../../bench/lib/server-process';
import { bookingBody, createOpenRestaurant, daysFromToday } from '../../scripts/resilience/lib/fixtures';
import { checkInvariants, countRows } from '../../scripts/resilience/lib/invariants';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { bookingBody as demoBooking, questionIds } from '../support/booking-fixtures';
import { call, outputMatches, postBooking } from '../support/fault-clients';
import { startTestServer } from '../support/test-server';

const run = promisify(execFile);
const HOURS = ['12:00', '12:30', '13:00', '13:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

// The disk filling up under SQLite, made without privileges: the server runs under a file-size
// limit (RLIMIT_FSIZE: past it, a write fails as on a full small filesystem; SQLite reports it
// as SQLITE_IOERR_WRITE where a real full disk gives SQLITE_FULL), which the test lifts
// afterwards, like an operator freeing space. SQLITE_FULL itself is covered below with
// max_page_count.
describe('SQLite on a full disk', () => {
  it('answers 503 with Retry-After, writes nothing half-way, logs the real cause, and recovers once space is freed', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-disk-'));
    const file = path.join(workDir, 'full.sqlite');
    const db = openDatabase({ kind: 'sqlite', file }, () => undefined);
    let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
    try {
      await migrateToLatest(db);
      const restaurant = await createOpenRestaurant(db, 'disque-plein', 40);
      await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
      const limit = statSync(file).size + 64 * 1024 + 1234;
      server = await startServerProcess({
        databaseUrl: `sqlite:${file}`,
        dataDir: path.join(workDir, 'server'),
        wrapper: ['prlimit', `--fsize=${limit}:unlimited`, '--'],
      });

      let full: Awaited<ReturnType<typeof postBooking>> | undefined;
      let n = 0;
      for (; n < 400 && !full; n++) {
        const answer = await postBooking(
          server.url,
          bookingBody(restaurant.slug, daysFromToday(2 + Math.floor(n / HOURS.length)), HOURS[n % HOURS.length]!, n, 'Disque'),
        );
        if (answer.status !== 201) full = answer;
      }
      const summary = `${JSON.stringify(full)}\n${server.output()}`;
      expect(full?.status, summary).toBe(503);
      expect(full?.retryAfter, summary).toMatch(/^\d+$/);
      expect(full?.body.message, summary).toMatch(/réessayer/);
      expect(['database_full', 'database_unavailable'], summary).toContain(full?.body.object?.reason);
      // The log names the real cause, not the failed rollback that used to hide it.
      expect(await outputMatches(server.output, /SQLITE_(FULL|IOERR)/), summary).toBe(true);
      expect(server.output(), summary).not.toMatch(/cannot rollback/);
      // The process stays up and answers (a probe row may still fit in the last bytes, so
      // readiness is not asserted here: the read-only case below covers it).
      expect((await call(`${server.url}/api/health/live`)).status).toBe(200);

      // Nothing half-written: every stored booking is whole, the refused one is absent.
      const refusedEmail = `disque.${n - 1}@example.fr`;
      expect(await db.kysely.selectFrom('bookings').select('id').where('email', '=', refusedEmail).execute()).toEqual([]);
      expect(await checkInvariants(db)).toEqual([]);
      expect(await countRows(db, 'outbox')).toBe(n - 1);

      // Space freed: the same request now succeeds, and the instance is ready again.
      await run('prlimit', ['--pid', String(server.pid), '--fsize=unlimited:unlimited']);
      const retried = await postBooking(
        server.url,
        bookingBody(restaurant.slug, daysFromToday(2 + Math.floor((n - 1) / HOURS.length)), HOURS[(n - 1) % HOURS.length]!, n - 1, 'Disque'),
      );
      expect(retried.status, JSON.stringify(retried)).toBe(201);
      expect((await call(`${server.url}/api/health/ready`)).status).toBe(200);
      expect(await checkInvariants(db)).toEqual([]);
    } finally {
      await server?.stop();
      await db.close();
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says why when it cannot start on a full disk', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-disk-start-'));
    try {
      const entry = await bundleEntry('src/server/main.ts');
      const outcome = await run('prlimit', ['--fsize=8192', '--', process.execPath, entry], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PORT: '0',
          DATABASE_URL: `sqlite:${path.join(workDir, 'start.sqlite')}`,
          DATA_DIR: workDir,
          JWT_SECRET: 'disk-secret-disk-secret-disk-secret-0001',
          SEED_DEMO: 'false',
        },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
      );
      expect(outcome.code).toBe(1);
      // The file and the likely causes, with SQLite's own code, not a bare "disk I/O error".
      expect(outcome.stderr).toMatch(/La base SQLite .*start\.sqlite/);
      expect(outcome.stderr).toMatch(/disque plein/);
      expect(outcome.stderr).toMatch(/SQLITE_IOERR/);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('SQLite database at its size limit (SQLITE_FULL)', () => {
  it('answers 503 "temporary" instead of a 500 about a failed rollback, writes nothing, and recovers', async () => {
    const server = await startTestServer('sqlite');
    try {
      const question = (await questionIds(server)).required;
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.db.kysely);
      // No page may be added: the next booking needs one (the free list is empty on a fresh file).
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(server.db.kysely);
      const before = await Promise.all([countRows(server.db, 'bookings'), countRows(server.db, 'outbox'), countRows(server.db, 'booking_tables')]);
      let refused: { status: number; body: any } | undefined;
      for (let i = 0; i < 30 && !refused; i++) {
        const answer = await server.call(
          'POST',
          '/api/bookings',
          demoBooking(question, {
            hour: ['19:00', '19:30', '20:00', '20:30', '21:00'][i % 5],
            date: ['2026-11-19', '2026-11-20', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'][Math.floor(i / 5)],
            ...dinerOfFull(i),
          }),
        );
        if (answer.status !== 201) refused = answer;
      }
      expect(refused?.status, JSON.stringify(refused?.body)).toBe(503);
      expect(refused?.body.object.reason).toBe('database_full');
      expect(refused?.body.message).toMatch(/réessayer dans quelques minutes/);
      const stored = await db(server).selectFrom('bookings').select('email').execute();
      expect(await Promise.all([countRows(server.db, 'outbox'), countRows(server.db, 'booking_tables')])).toEqual([
        before[1] + stored.length - before[0],
        before[2] + stored.length - before[0],
      ]);
      expect(await checkInvariants(server.db)).toEqual([]);
      await sql.raw('pragma max_page_count = 1073741823').execute(server.db.kysely);
      expect((await server.call('POST', '/api/bookings', demoBooking(question, { date: '2026-11-28', hour: '20:00', ...dinerOfFull(99) }))).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});

const db = (server: Awaited<ReturnType<typeof startTestServer>>) => server.db.kysely;
const dinerOfFull = (i: number) => ({ name: `Plein ${i}`, email: `plein.${i}@exemple.fr`, phoneNumber: `+3362${String(i).padStart(7, '0')}` });

// A database that answers reads but refuses writes (a read-only file or mount): readiness must
// fail so that a load balancer stops sending bookings there, and writes answer 503.
describe('SQLite read-only', () => {
  it('fails readiness and answers 503 to writes while reads go on, then recovers', async () => {
    const server = await startTestServer('sqlite');
    try {
      expect((await server.call('GET', '/api/health/ready')).status).toBe(200);
      // The server's own connection stops accepting writes, exactly as a read-only file does.
      await sql`pragma query_only = 1`.execute(server.db.kysely);
      const ready = await server.call('GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.object.reason).toBe('database_read_only');
      expect((await server.call('GET', '/api/health/live')).status).toBe(200);
      expect((await server.call('GET', '/api/app/config/')).status).toBe(200);
      const before = await countRows(server.db, 'bookings');
      const booking = await server.call('POST', '/api/bookings', demoBooking((await questionIds(server)).required));
      expect(booking.status).toBe(503);
      expect(booking.body.object.reason).toBe('database_read_only');
      expect(booking.body.message).toMatch(/lecture seule/);
      // A diner reading the site in English is told in English; the staff side stays French.
      const inEnglish = await server.call('POST', '/api/bookings', { ...demoBooking((await questionIds(server)).required), language: 'en' });
      expect([inEnglish.status, inEnglish.body.message]).toEqual([
        503,
        'The service is temporarily read-only. Nothing was saved: please try again in a few minutes.',
      ]);
      expect((await server.call('GET', '/api/health/ready')).body.message).toMatch(/lecture seule/);
      await sql`pragma query_only = 0`.execute(server.db.kysely);
      expect(await countRows(server.db, 'bookings')).toBe(before);
      expect((await server.call('GET', '/api/health/ready')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
