// Where a public read's CPU goes, per database: the server runs under `node --cpu-prof` while
// autocannon asks for one read, and the profile's samples are summed by who spent them (the
// database driver, the query builder, Fastify, Node's HTTP, the application, the GC).
//   npx tsx bench/profile-read.ts [--dialects sqlite,postgres] [--read hours|config|events|create|floor]
//     (floor: the bare-Fastify process of `npm run bench`, for what Node's HTTP alone costs per answer) [--duration 8]
//     [--restaurants 50] (hours: of a restaurant picked among all, past what the process cache keeps)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDataset } from './dataset';
import { createBenchDatabase, type Dialect } from './lib/databases';
import { measureAll } from './lib/load';
import { int, Report } from './lib/report';
import { createBookingRequest, floorRequest, hoursAnyRestaurantRequest, hoursByDayRequest, restaurantReadRequest } from './lib/requests';
import { startServerProcess } from './lib/server-process';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Who a sample belongs to, from the function's file. */
function owner(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (functionName === '(idle)') return 'inactif';
  if (functionName === '(garbage collector)') return 'ramasse-miettes';
  if (functionName === '(program)') return 'moteur V8 (program)';
  for (const [pattern, name] of [
    [/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//, 'pilote pg'],
    [/node_modules\/better-sqlite3\//, 'better-sqlite3'],
    [/node_modules\/kysely\//, 'kysely'],
    [/node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify|fast-json-stringify|fastify-type-provider-zod)/, 'fastify'],
    [/node_modules\/zod\//, 'zod'],
    [/node_modules\/pino/, 'pino'],
  ] as const) {
    if (pattern.test(url)) return name;
  }
  if (url.startsWith('node:')) return 'Node (http, net, flux)';
  // The server runs as an esbuild bundle of the sources kept under node_modules/.cache.
  if (url.includes('/couvert-bench/')) return 'application (bundle des sources)';
  if (url.includes('node_modules')) return 'autres modules';
  // Native functions have no file: SQLite's own work (better-sqlite3's run/get/all), hashing…
  if (url === '') return `natif : ${functionName || '?'}`;
  return 'application';
}

async function main(): Promise<void> {
  const dialects = option('dialects', 'sqlite,postgres').split(',') as Dialect[];
  const read = option('read', 'hours');
  const duration = Number(option('duration', '8'));
  const restaurants = Number(option('restaurants', '50'));
  const dir = mkdtempSync(path.join(tmpdir(), 'couvert-profile-'));
  const report = new Report();
  report.text(`Commande : \`npx tsx bench/profile-read.ts ${process.argv.slice(2).join(' ')}\``);
  try {
    for (const dialect of dialects) {
      const db = await createBenchDatabase(dialect, dir, `profile-${dialect}`);
      const dataset = await generateDataset(db.config, { restaurants, bookings: 20_000 });
      const profiles = path.join(dir, `cpu-${dialect}`);
      const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${profiles}`];
      const server =
        read === 'floor'
          ? await startServerProcess({ databaseUrl: 'sqlite::memory:', dataDir: dir, entry: 'bench/floor-server.ts', readyPath: '/hello', nodeArgs })
          : await startServerProcess({ databaseUrl: db.url, dataDir: dir, nodeArgs });
      const hours = restaurants > 50 ? hoursAnyRestaurantRequest(dataset) : hoursByDayRequest(dataset);
      const request =
        read === 'floor'
          ? floorRequest
          : read === 'hours'
            ? hours
            : read === 'create'
              ? createBookingRequest(dataset)
              : restaurantReadRequest(dataset, read as 'config' | 'events');
      const result = (await measureAll([{ name: read, url: server.url, request }], { connections: 10, duration, warmup: 1, rounds: 1 })).get(read)!;
      await server.stop();
      await db.drop();
      const file = readdirSync(profiles).find((f) => f.endsWith('.cpuprofile'))!;
      const profile = JSON.parse(readFileSync(path.join(profiles, file), 'utf8')) as Profile;
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const spent = new Map<string, number>();
      const byFunction = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const frame = byId.get(id)!.callFrame;
        const who = owner(frame);
        spent.set(who, (spent.get(who) ?? 0) + (profile.timeDeltas[i] ?? 0));
        if (who === 'inactif') return;
        const where = `${frame.functionName || '(anonyme)'} ${frame.url ? path.basename(frame.url) : ''}`;
        byFunction.set(where, (byFunction.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0));
      });
      const busy = [...spent].filter(([who]) => who !== 'inactif').reduce((sum, [, us]) => sum + us, 0);
      const answers = result.total;
      report.section(
        `${dialect} — ${read} : ${int(result.requestsPerSecond)} req/s, ${(busy / 1000 / Math.max(1, answers)).toFixed(3)} ms de CPU serveur par requête`,
      );
      report.table(
        ['Qui', 'part du temps actif', 'µs par requête'],
        [...spent]
          .filter(([who]) => who !== 'inactif')
          .sort((a, b) => b[1] - a[1])
          .slice(0, 14)
          .map(([who, us]) => [who, `${((100 * us) / busy).toFixed(1)} %`, (us / Math.max(1, answers)).toFixed(0)]),
      );
      report.table(
        ['Fonction (temps propre)', 'part du temps actif'],
        [...byFunction]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 20)
          .map(([where, us]) => [where, `${((100 * us) / busy).toFixed(1)} %`]),
      );
      report.text(
        `Inactif (attente du réseau ou de la base) : ${((100 * (spent.get('inactif') ?? 0)) / (busy + (spent.get('inactif') ?? 0))).toFixed(1)} % du temps du processus.`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
