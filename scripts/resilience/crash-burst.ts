// A burst of bookings while the server is killed with SIGKILL and restarted. Every client retries
// with its Idempotency-Key until it gets an answer; afterwards every acknowledged booking must be
// stored, and none twice. `npx tsx scripts/resilience/crash-burst.ts [--dialect sqlite] [--bookings 500]`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBenchDatabase, type Dialect } from '../../bench/lib/databases';
import { freePort } from '../../bench/lib/free-port';
import { startServerProcess, type ServerProcess } from '../../bench/lib/server-process';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { bookingBody, createOpenRestaurant, daysFromToday } from './lib/fixtures';
import { checkInvariants } from './lib/invariants';

const TAG = 'Panne';
const HOURS = ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45', '14:00', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30'];

export interface CrashOutcome {
  dialect: Dialect;
  bookings: number;
  kills: number;
  acknowledged: number;
  refused: Record<string, number>;
  /** Attempts that got no HTTP answer (connection reset or refused) and were retried. */
  interrupted: number;
  /** Bookings written by an attempt whose answer was lost: the retry got the stored answer. */
  replayed: number;
  missing: string[];
  duplicated: string[];
  unexpected: number;
  invariantViolations: string[];
  seconds: number;
}

interface Job {
  n: number;
  key: string;
  body: ReturnType<typeof bookingBody>;
  shortId?: string;
  status?: number;
  interrupted?: boolean;
  /** When the attempt that got the answer was sent. */
  answeredAttemptAt?: number;
}

export async function runCrashBurst(options: {
  dialect: Dialect;
  bookings?: number;
  concurrency?: number;
  kills?: number;
  /** false shows what the keys protect against: retries then book twice. */
  idempotencyKeys?: boolean;
}): Promise<CrashOutcome> {
  const total = options.bookings ?? 500;
  const concurrency = options.concurrency ?? 25;
  const kills = options.kills ?? 2;
  const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-crash-'));
  const database = await createBenchDatabase(options.dialect, workDir, 'crash');
  const db = openDatabase(database.config);
  let server: ServerProcess | undefined;
  try {
    await migrateToLatest(db);
    // Enough tables and slots for every booking: a refusal here would hide a lost booking.
    const restaurants = await Promise.all([0, 1, 2, 3].map((i) => createOpenRestaurant(db, `panne-${i}`, 10)));
    const jobs: Job[] = Array.from({ length: total }, (_, n) => {
      const restaurant = restaurants[n % restaurants.length]!;
      const slot = Math.floor(n / restaurants.length);
      const body = bookingBody(restaurant.slug, daysFromToday(2 + Math.floor(slot / HOURS.length)), HOURS[slot % HOURS.length]!, n, TAG);
      return { n, key: `panne-${n}-${Math.random().toString(36).slice(2, 10)}`, body };
    });
    const port = await freePort();
    const dataDir = path.join(workDir, 'server');
    const start = () => startServerProcess({ databaseUrl: database.url, dataDir, port });
    server = await start();
    const started = performance.now();
    let interrupted = 0;
    let unexpected = 0;
    let answered = 0;
    // Set from inside the senders' callbacks: declared so that the checks below do not narrow it to null.
    let restarting = null as Promise<void> | null;
    const killPoints = Array.from({ length: kills }, (_, i) => Math.floor(((i + 1) * total) / (kills + 1)));

    const crash = async () => {
      await server!.kill9();
      await new Promise((r) => setTimeout(r, 200));
      server = await start();
    };
    const send = async (job: Job) => {
      for (let attempt = 0; ; attempt++) {
        if (restarting) await restarting;
        // Besides the kills, one first attempt in five loses its answer on the way back, like a
        // phone leaving the network: the booking may well be written, and the retry must not
        // write it again.
        const patience = attempt === 0 && job.n % 5 === 0 ? 2 + (job.n % 40) : 30_000;
        const sentAt = Date.now();
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/bookings`, {
            method: 'POST',
            headers:
              options.idempotencyKeys === false ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', 'idempotency-key': job.key },
            body: JSON.stringify(job.body),
            signal: AbortSignal.timeout(patience),
          });
          const body = (await response.json()) as { object?: { shortId?: string } };
          if (response.status >= 500) {
            unexpected++;
            await new Promise((r) => setTimeout(r, 100));
            continue;
          }
          job.status = response.status;
          job.answeredAttemptAt = sentAt;
          job.shortId = body.object?.shortId;
          answered++;
          if (killPoints[0] !== undefined && answered >= killPoints[0]) {
            killPoints.shift();
            restarting = crash().finally(() => (restarting = null));
          }
          return;
        } catch {
          interrupted++;
          job.interrupted = true;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < jobs.length) await send(jobs[next++]!);
      }),
    );
    if (restarting) await restarting;
    const seconds = (performance.now() - started) / 1000;

    const stored = await db.kysely.selectFrom('bookings').select(['short_id', 'email', 'created_at']).where('name', 'like', `${TAG} %`).execute();
    const createdAt = new Map(stored.map((b) => [b.short_id, Date.parse(b.created_at)]));
    const byShortId = new Map<string, number>();
    const byEmail = new Map<string, number>();
    for (const b of stored) {
      byShortId.set(b.short_id, (byShortId.get(b.short_id) ?? 0) + 1);
      byEmail.set(b.email, (byEmail.get(b.email) ?? 0) + 1);
    }
    const acknowledged = jobs.filter((j) => j.status === 201);
    const refused: Record<string, number> = {};
    for (const j of jobs) if (j.status !== 201) refused[String(j.status)] = (refused[String(j.status)] ?? 0) + 1;
    return {
      dialect: options.dialect,
      bookings: total,
      kills,
      acknowledged: acknowledged.length,
      refused,
      interrupted,
      // A lower bound: written before the answered attempt was even sent, so by a lost one.
      replayed: jobs.filter((j) => j.interrupted && j.shortId && (createdAt.get(j.shortId) ?? Infinity) < j.answeredAttemptAt!).length,
      missing: acknowledged.filter((j) => !j.shortId || byShortId.get(j.shortId) !== 1).map((j) => j.key),
      duplicated: [...byEmail.entries()].filter(([, count]) => count > 1).map(([email]) => email),
      unexpected,
      invariantViolations: await checkInvariants(db),
      seconds,
    };
  } finally {
    await server?.stop();
    await db.close();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function describeCrash(o: CrashOutcome): string {
  const ok = o.missing.length === 0 && o.duplicated.length === 0 && o.invariantViolations.length === 0 && o.acknowledged === o.bookings;
  return [
    `${ok ? 'OK' : 'ÉCHEC'} — ${o.dialect} : ${o.bookings} réservations, ${o.kills} arrêts brutaux (SIGKILL) et redémarrages en ${o.seconds.toFixed(1)} s`,
    `  confirmées (201) : ${o.acknowledged}, refusées : ${JSON.stringify(o.refused)}, tentatives sans réponse (arrêts et réponses perdues) puis rejouées : ${o.interrupted} (dont au moins ${o.replayed} déjà enregistrées par la tentative perdue : la réponse d'origine a été rendue), réponses 5xx : ${o.unexpected}`,
    `  confirmées absentes de la base : ${o.missing.length}, réservations en double : ${o.duplicated.length}`,
    ...o.invariantViolations.map((v) => `  incohérence : ${v}`),
  ].join('\n');
}

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  let failed = false;
  for (const dialect of (value('dialect') ?? 'sqlite,postgres').split(',') as Dialect[]) {
    const text = describeCrash(
      await runCrashBurst({
        dialect,
        bookings: Number(value('bookings') ?? 500),
        kills: Number(value('kills') ?? 2),
        idempotencyKeys: !args.includes('--without-idempotency-keys'),
      }),
    );
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
