// N concurrent requests for the very last table, spread over two server processes sharing one
// database: exactly one may win. `npx tsx scripts/resilience/last-table-race.ts [--dialect postgres] [--requests 1000]`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBenchDatabase, type Dialect } from '../../bench/lib/databases';
import { startServerProcess, type ServerProcess } from '../../bench/lib/server-process';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { bookingBody, createOpenRestaurant, daysFromToday } from './lib/fixtures';
import { checkInvariants } from './lib/invariants';

export interface RaceOutcome {
  dialect: Dialect;
  requests: number;
  servers: number;
  statuses: Record<string, number>;
  /** 503 answers (load shed past the write queue's limits) without a Retry-After header. */
  sheddingWithoutRetryAfter: number;
  networkErrors: number;
  /** Bookings holding the table at that slot, read from the database afterwards. */
  bookingsStored: number;
  winnersPerServer: number[];
  invariantViolations: string[];
  serverErrorLogLines: number;
  seconds: number;
}

export async function runLastTableRace(options: { dialect: Dialect; requests?: number; servers?: number }): Promise<RaceOutcome> {
  const requests = options.requests ?? 1000;
  const serverCount = options.servers ?? 2;
  const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-race-'));
  const database = await createBenchDatabase(options.dialect, workDir, 'race');
  const servers: ServerProcess[] = [];
  try {
    const db = openDatabase(database.config);
    await migrateToLatest(db);
    const restaurant = await createOpenRestaurant(db, 'dernier-couvert', 1);
    for (let i = 0; i < serverCount; i++) {
      servers.push(await startServerProcess({ databaseUrl: database.url, dataDir: path.join(workDir, `server-${i}`) }));
    }
    const date = daysFromToday(3);
    const started = performance.now();
    const statuses: Record<string, number> = {};
    const winnersPerServer = servers.map(() => 0);
    let networkErrors = 0;
    let sheddingWithoutRetryAfter = 0;
    await Promise.all(
      Array.from({ length: requests }, async (_, n) => {
        const server = servers[n % servers.length]!;
        try {
          const response = await fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(bookingBody(restaurant.slug, date, '19:30', n, 'Course')),
            signal: AbortSignal.timeout(120_000),
          });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status === 201) winnersPerServer[n % servers.length]!++;
          if (response.status === 503 && !/^\d+$/.test(response.headers.get('retry-after') ?? '')) sheddingWithoutRetryAfter++;
        } catch {
          networkErrors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const stored = await db.kysely
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', restaurant.id)
      .where('date', '=', date)
      .where('status', 'in', ['pending', 'confirmed', 'seated'])
      .executeTakeFirstOrThrow();
    const invariantViolations = await checkInvariants(db);
    await db.close();
    return {
      dialect: options.dialect,
      requests,
      servers: serverCount,
      statuses,
      sheddingWithoutRetryAfter,
      networkErrors,
      bookingsStored: Number(stored.n),
      winnersPerServer,
      invariantViolations,
      serverErrorLogLines: servers.reduce((sum, s) => sum + s.errorLogCount(), 0),
      seconds,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function describeRace(o: RaceOutcome): string {
  const ok =
    o.statuses['201'] === 1 &&
    o.bookingsStored === 1 &&
    o.networkErrors === 0 &&
    o.invariantViolations.length === 0 &&
    o.sheddingWithoutRetryAfter === 0 &&
    // 503 is a clean refusal too: a request still queued past the write queue's limit is shed
    // with Retry-After, nothing written (a slow or overloaded machine).
    Object.keys(o.statuses).every((s) => s === '201' || s === '409' || s === '503');
  return [
    `${ok ? 'OK' : 'ÉCHEC'} — ${o.dialect} : ${o.requests} demandes simultanées pour la dernière table sur ${o.servers} serveurs en ${o.seconds.toFixed(1)} s`,
    `  réponses : ${JSON.stringify(o.statuses)}, erreurs réseau : ${o.networkErrors}, gagnants par serveur : ${o.winnersPerServer.join(' / ')}`,
    `  réservations en base pour ce créneau : ${o.bookingsStored}, lignes d'erreur des serveurs : ${o.serverErrorLogLines}`,
    ...o.invariantViolations.map((v) => `  incohérence : ${v}`),
  ].join('\n');
}

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  const dialects = (value('dialect') ?? 'postgres,sqlite').split(',') as Dialect[];
  let failed = false;
  for (const dialect of dialects) {
    const outcome = await runLastTableRace({ dialect, requests: Number(value('requests') ?? 1000), servers: Number(value('servers') ?? 2) });
    const text = describeRace(outcome);
    console.log(text);
    failed ||= text.startsWith('ÉCHEC');
  }
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
