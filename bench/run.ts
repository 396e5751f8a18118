// `npm run bench` — speed figures of the booking path, side by side with a bare Fastify floor,
// on SQLite and PostgreSQL, plus the wizard's weight. `npm run bench -- --quick` for a short run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { generateDataset, probeBookingCount, type Dataset } from './dataset';
import { benchFrontEnd } from './lib/front-end';
import { createBenchDatabase, dropOrphanDatabases, postgresAvailable, type BenchDatabase, type Dialect } from './lib/databases';
import { measure, type LoadResult } from './lib/load';
import { int, machineDescription, ms, ratio, Report, statusSummary } from './lib/report';
import { checkDraftRequest, createBookingRequest, floorRequest, hoursByDayRequest, tableNamesRequest } from './lib/requests';
import { REPO_ROOT, startServerProcess, type ServerProcess } from './lib/server-process';
import { TEST_POSTGRES_URL } from '../tests/support/databases';

interface Options {
  quick: boolean;
  restaurants: number;
  bookings: number;
  duration: number;
  warmup: number;
  connections: number;
  dialects: Dialect[] | null;
  api: boolean;
  frontEnd: boolean;
  lighthouse: boolean;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const inline = argv.find((a) => a.startsWith(`--${name}=`));
    return inline ? inline.split('=')[1] : i >= 0 ? argv[i + 1] : undefined;
  };
  const number = (name: string, env: string, fallback: number) => Number(value(name) ?? process.env[env] ?? fallback);
  const quick = argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  const dialects = value('dialects') ?? process.env.BENCH_DIALECTS;
  return {
    quick,
    restaurants: number('restaurants', 'BENCH_RESTAURANTS', quick ? 50 : 500),
    bookings: number('bookings', 'BENCH_BOOKINGS', quick ? 100_000 : 1_000_000),
    duration: number('duration', 'BENCH_DURATION', quick ? 3 : 10),
    warmup: number('warmup', 'BENCH_WARMUP', quick ? 1 : 2),
    connections: number('connections', 'BENCH_CONNECTIONS', 10),
    dialects: dialects ? (dialects.split(',') as Dialect[]) : null,
    api: !argv.includes('--no-api'),
    frontEnd: !argv.includes('--no-front-end'),
    lighthouse: !argv.includes('--no-lighthouse'),
  };
}

const LABEL: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

async function main(): Promise<void> {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  const dialects = options.dialects ?? ((await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite']);
  if (dialects.includes('postgres')) await dropOrphanDatabases();
  const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-bench-'));
  const report = new Report();
  try {
    report.text('# Couvert — mesures de performance', '');
    report.text(`Commande : \`npm run bench -- ${process.argv.slice(2).join(' ')}\``.replace(/ -- `$/, '`'));
    report.section('Machine');
    report.text(...machineDescription(await versions(dialects)));
    report.text(
      '',
      `Jeu de données : ${int(options.restaurants)} restaurants (12 tables, service du midi et du soir chaque jour), ` +
        `${int(options.bookings)} réservations sur deux ans. Charge : ${options.connections} connexions simultanées, ` +
        `${options.duration} s mesurées après ${options.warmup} s de chauffe, serveur dans un processus fils ` +
        '(`node` sur le bundle esbuild des sources, BOT_CHECK=false RATE_LIMIT=false WORKER=false).',
    );
    if (options.api) for (const dialect of dialects) await benchDialect(dialect, options, workDir, report);
    if (options.frontEnd) await benchFrontEnd(report, workDir, { lighthouse: options.lighthouse });
    report.text('', `Durée totale : ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
  } finally {
    const resultsDir = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'latest.md'), report.markdown());
    rmSync(workDir, { recursive: true, force: true });
    console.log(`\nRésultats écrits dans bench/results/latest.md`);
  }
}

async function versions(dialects: Dialect[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const sqlite = new SQLite(':memory:');
  out.SQLite = `${(sqlite.prepare('select sqlite_version() as v').get() as { v: string }).v} (better-sqlite3, WAL, synchronous=FULL)`;
  sqlite.close();
  if (dialects.includes('postgres')) {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select split_part(version(), ' on ', 1) as v");
    const settings = await client.query<{ name: string; setting: string }>(
      "select name, setting from pg_settings where name in ('shared_buffers', 'synchronous_commit', 'fsync')",
    );
    await client.end();
    out.PostgreSQL = `${rows[0]?.v} local, ${settings.rows.map((r) => `${r.name}=${r.setting}`).join(', ')}`;
  }
  return out;
}

interface Row {
  name: string;
  result: LoadResult;
  note?: string;
}

async function benchDialect(dialect: Dialect, options: Options, workDir: string, report: Report): Promise<void> {
  report.section(`Routes — ${LABEL[dialect]}`);
  const load = (url: string, request: Parameters<typeof measure>[0]['request']) =>
    measure({ url, connections: options.connections, duration: options.duration, warmup: options.warmup, request });
  const smallest = probeBookingCount(options.restaurants);
  const sizes = [...new Set([options.bookings / 100, options.bookings / 10, options.bookings].map((n) => Math.max(smallest, Math.round(n))))];
  const history: Array<{ size: number; result: LoadResult; generation: number }> = [];
  let main: { db: BenchDatabase; dataset: Dataset; server: ServerProcess } | undefined;

  for (const size of sizes) {
    const db = await createBenchDatabase(dialect, workDir, `${dialect}-${size}`);
    console.log(`… ${LABEL[dialect]} : génération de ${int(size)} réservations`);
    const dataset = await generateDataset(db.config, { restaurants: options.restaurants, bookings: size, log: console.log });
    const server = await startServerProcess({ databaseUrl: db.url, dataDir: workDir });
    const result = await load(server.url, hoursByDayRequest(dataset));
    history.push({ size, result, generation: dataset.seconds });
    console.log(`  horaires du jour avec ${int(size)} réservations : p50 ${ms(result.p50)} ms, ${int(result.requestsPerSecond)} req/s`);
    if (size === options.bookings) {
      main = { db, dataset, server };
    } else {
      await server.stop();
      await db.drop();
      if (db.config.kind === 'sqlite') rmSync(db.config.file, { force: true });
    }
  }
  if (!main) throw new Error('unreachable');

  const floorServer = await startServerProcess({ databaseUrl: 'sqlite::memory:', dataDir: workDir, entry: 'bench/floor-server.ts', readyPath: '/hello' });
  const floor = await load(floorServer.url, floorRequest);
  await floorServer.stop();

  const { dataset, server } = main;
  const rows: Row[] = [
    { name: 'Plancher : Fastify nu, GET /hello', result: floor },
    { name: 'Horaires du jour (GET …/hours/:jour/:date)', result: history.at(-1)!.result },
    { name: 'Noms de tables (GET …/table-names)', result: await load(server.url, tableNamesRequest(dataset)) },
    { name: 'Vérification du brouillon (POST /api/bookings/check)', result: await load(server.url, checkDraftRequest(dataset)) },
  ];
  const before = await countBookings(main.db);
  const create = await load(server.url, createBookingRequest(dataset));
  const stored = (await countBookings(main.db)) - before;
  const accepted = create.statusCounts['201'] ?? 0;
  rows.push({
    name: 'Création de réservation (POST /api/bookings)',
    result: create,
    note: `${int(accepted)} acceptées (201), ${int(create.statusCounts['409'] ?? 0)} refusées complet (409) ; ${int(stored)} nouvelles lignes en base`,
  });
  const serverErrors = server.errorLogCount();
  await server.stop();
  await main.db.drop();

  report.table(
    ['Mesure', 'req/s', 'p50 (ms)', 'p99 (ms)', 'débit / plancher', 'p50 / plancher', 'réponses', 'charge'],
    rows.map(({ name, result }) => [
      name,
      int(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p99),
      `${((100 * result.requestsPerSecond) / floor.requestsPerSecond).toFixed(0)} %`,
      ratio(result.p50 / floor.p50),
      statusSummary(result),
      result.loadAverage.toFixed(1),
    ]),
  );
  report.text('« charge » : charge moyenne de la machine sur 1 min juste après la mesure (2 cœurs partagés : au-delà de 2, la mesure a attendu le processeur).', '');
  for (const row of rows) if (row.note) report.text(`- ${row.name} : ${row.note}.`);
  // Requests in flight when the load stops are written but their answers are not counted.
  if (stored < accepted || stored > accepted + options.connections) {
    report.text(`- **ANOMALIE** : ${int(accepted)} réponses 201 mais ${int(stored)} réservations écrites.`);
  } else if (stored > accepted) {
    report.text(`- ${int(stored - accepted)} réservations écrites par des requêtes encore en vol à l'arrêt de la charge (réponse non comptée).`);
  }
  report.text(`- Lignes d'erreur (niveau error) dans le journal du serveur : ${serverErrors}.`);

  report.section(`Coût des disponibilités selon l'historique — ${LABEL[dialect]}`);
  report.text(
    "Même requête (horaires d'un jour témoin, 8 réservations ce jour-là dans chaque base), seul l'historique change.",
    '',
  );
  const base = history[0]!.result;
  report.table(
    ['Réservations en base', 'génération', 'req/s', 'p50 (ms)', 'p99 (ms)', 'p50 / plus petite base', 'charge'],
    history.map(({ size, result, generation }) => [
      int(size),
      `${generation.toFixed(1)} s (${int(size / generation)} rés./s)`,
      int(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p99),
      ratio(result.p50 / base.p50),
      result.loadAverage.toFixed(1),
    ]),
  );
  const largest = history.at(-1)!.result;
  const flat = largest.p50 / base.p50 <= 1.5;
  report.text(
    `${flat ? 'Plat' : '**Pas plat**'} : p50 × ${(largest.p50 / base.p50).toFixed(2)} et débit × ${(largest.requestsPerSecond / base.requestsPerSecond).toFixed(2)} ` +
      `entre ${int(history[0]!.size)} et ${int(history.at(-1)!.size)} réservations.`,
  );
}

async function countBookings(db: BenchDatabase): Promise<number> {
  if (db.config.kind === 'sqlite') {
    const sqlite = new SQLite(db.config.file, { readonly: true });
    const { n } = sqlite.prepare('select count(*) as n from bookings').get() as { n: number };
    sqlite.close();
    return n;
  }
  const client = new pg.Client({ connectionString: db.config.url });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('select count(*) as n from bookings');
  await client.end();
  return Number(rows[0]!.n);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
