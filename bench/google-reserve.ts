// Reserve with Google's BatchAvailabilityLookup, which Google expects answered well under 1.5 s:
// the demo restaurant opted in, a real server on SQLite (and PostgreSQL when it answers), Basic
// authentication on every call, answered from the wizard's cached hour grid. Two shapes of call:
// one evening for one party size (what a diner opening the restaurant on Maps causes), and a whole
// week of lunches and dinners for two party sizes (a crawl). Each latency is one HTTP round trip
// measured by a client in the same process (so a little pessimistic).
// Standalone: npx tsx bench/google-reserve.ts
import { pathToFileURL } from 'node:url';
import { addDays } from '../src/domain/dates';
import { sql } from 'kysely';
import { inAnnouncedTransaction } from '../src/server/db/transactions';
import { postgresAvailable } from './lib/databases';
import { int, ms, Report } from './lib/report';
import { startTestServer, type TestServer } from '../tests/support/test-server';

const CREDENTIALS = 'bench-partner:bench-partner-secret';
const AUTH = `Basic ${Buffer.from(CREDENTIALS).toString('base64')}`;
const FIRST_DAY = '2026-11-18';
const CONNECTIONS = 4;
const SLUG = 'le-petit-zinc';

function hoursOf(first: string, last: string, step: number): string[] {
  const out: string[] = [];
  const [fh, fm] = first.split(':').map(Number) as [number, number];
  const [lh, lm] = last.split(':').map(Number) as [number, number];
  for (let m = fh * 60 + fm; m <= lh * 60 + lm; m += step) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

/** Paris is UTC+1 in late November. */
const startSec = (date: string, hour: string) => Date.parse(`${date}T${hour}:00+01:00`) / 1000;

function slotTimes(days: number, sizes: number[]) {
  const slots = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(FIRST_DAY, d);
    for (const size of sizes) {
      for (const hour of hoursOf('12:00', '14:00', 15))
        slots.push({ service_id: 'lunch', start_sec: startSec(date, hour), resource_ids: { party_size: size } });
      for (const hour of hoursOf('19:00', '22:00', 15))
        slots.push({ service_id: 'dinner', start_sec: startSec(date, hour), resource_ids: { party_size: size } });
    }
  }
  return slots;
}

async function measure(server: TestServer, body: string, requests: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next++;
      const started = performance.now();
      const response = await fetch(`${server.url}/google/v3/BatchAvailabilityLookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: AUTH },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`BatchAvailabilityLookup answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return latencies.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function benchGoogleReserve(report: Report, options: { quick: boolean }): Promise<void> {
  report.section('Réserver avec Google — BatchAvailabilityLookup');
  const requests = options.quick ? 300 : 2000;
  const rows: string[][] = [];
  const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
  for (const dialect of dialects) {
    const server = await startTestServer(dialect, { env: { GOOGLE_RESERVE_PARTNER_CREDENTIALS: CREDENTIALS } });
    try {
      // As the Réglages switch stores it: the rules version moves with it.
      await inAnnouncedTransaction(server.db, (trx) =>
        trx
          .updateTable('restaurants')
          .set({ google_reserve_enabled: 1, rules_version: sql<number>`rules_version + 1` })
          .where('slug', '=', SLUG)
          .execute(),
      );
      const { guid } = await server.db.kysely.selectFrom('restaurants').select('guid').where('slug', '=', SLUG).executeTakeFirstOrThrow();
      const shapes = [
        { label: 'un soir, 1 taille', slots: slotTimes(1, [2]).filter((s) => s.service_id === 'dinner') },
        { label: '7 jours, 2 tailles', slots: slotTimes(7, [2, 4]) },
      ];
      for (const shape of shapes) {
        const body = JSON.stringify({ merchant_id: guid, slot_time: shape.slots });
        await measure(server, body, 50);
        const sorted = await measure(server, body, requests);
        rows.push([
          dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
          shape.label,
          int(shape.slots.length),
          int(sorted.length),
          ms(quantile(sorted, 0.5)),
          ms(quantile(sorted, 0.99)),
          ms(sorted.at(-1)!),
        ]);
      }
    } finally {
      await server.close();
    }
  }
  report.text(
    `Le Petit Zinc de démonstration inscrit, ${CONNECTIONS} connexions simultanées, authentification Basic à chaque appel ; ` +
      'latence d’un appel en millisecondes (client dans le même processus). Google demande une réponse en moins de 1 500 ms.',
    '',
  );
  report.table(['Base', 'Appel', 'Créneaux', 'Appels', 'p50', 'p99', 'max'], rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchGoogleReserve(new Report(), { quick: process.argv.includes('--quick') }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
