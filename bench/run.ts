// `npm run bench` — speed figures of the booking path, side by side with a bare Fastify floor,
// on SQLite and PostgreSQL, plus the wizard's weight, the table choice's covers seated on
// simulated Saturday nights, the predicted turn times' backtest on the demo history and the staff
// screens on a big day. `npm run bench -- --quick` for a short run; `--no-api --no-front-end
// --no-turn-times --no-staff` for the table choice alone; `--no-tables`, `--no-turn-times` and
// `--no-staff` leave those sections out; `--staff-only` for the staff screens alone (after
// `npm run build`: the built server and web app are measured); `--google-only` for Reserve with
// Google's BatchAvailabilityLookup alone, `--no-google` leaves it out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { generateDataset, probeBookingCount, type Dataset } from './dataset';
import { benchFrontEnd } from './lib/front-end';
import { benchStaffScreens } from './lib/staff-screens';
import { benchTableAssignment } from './lib/table-bench';
import { benchTurnTimes } from './turn-times';
import { benchGoogleReserve } from './google-reserve';
import { createBenchDatabase, dropOrphanDatabases, postgresAvailable, type BenchDatabase, type Dialect } from './lib/databases';
import { measureAll, type LoadResult, type Target } from './lib/load';
import { int, machineDescription, ms, ratio, Report, statusSummary } from './lib/report';
import { postgresCommitRate, sqliteCommitRate } from './lib/commit-rate';
import {
  checkDraftRequest,
  createBookingRequest,
  floorRequest,
  everyProbeDayPath,
  hoursAnyRestaurantRequest,
  hoursByDayRequest,
  restaurantReadRequest,
  tableNamesRequest,
} from './lib/requests';
import { reportTargets, type DialectFigures } from './lib/targets';
import { REPO_ROOT, startServerProcess, type ServerProcess } from './lib/server-process';
import { TEST_POSTGRES_URL } from '../tests/support/databases';
import { backupSqlite } from '../scripts/backup-sqlite';

interface Options {
  quick: boolean;
  restaurants: number;
  bookings: number;
  duration: number;
  warmup: number;
  connections: number;
  rounds: number;
  dialects: Dialect[] | null;
  api: boolean;
  frontEnd: boolean;
  lighthouse: boolean;
  tables: boolean;
  turnTimes: boolean;
  staff: boolean;
  staffRepeats: number;
  google: boolean;
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
  const googleOnly = argv.includes('--google-only');
  const staffOnly = argv.includes('--staff-only') || googleOnly;
  return {
    quick,
    restaurants: number('restaurants', 'BENCH_RESTAURANTS', quick ? 50 : 500),
    bookings: number('bookings', 'BENCH_BOOKINGS', quick ? 100_000 : 1_000_000),
    duration: number('duration', 'BENCH_DURATION', quick ? 3 : 10),
    warmup: number('warmup', 'BENCH_WARMUP', quick ? 1 : 2),
    connections: number('connections', 'BENCH_CONNECTIONS', 10),
    rounds: number('rounds', 'BENCH_ROUNDS', 3),
    dialects: dialects ? (dialects.split(',') as Dialect[]) : null,
    api: !staffOnly && !argv.includes('--no-api'),
    frontEnd: !staffOnly && !argv.includes('--no-front-end'),
    lighthouse: !argv.includes('--no-lighthouse'),
    tables: !staffOnly && !argv.includes('--no-tables'),
    turnTimes: !staffOnly && !argv.includes('--no-turn-times'),
    staff: !googleOnly && (staffOnly || !argv.includes('--no-staff')),
    staffRepeats: number('staff-repeats', 'BENCH_STAFF_REPEATS', quick ? 5 : 10),
    google: googleOnly || (!staffOnly && !argv.includes('--no-google')),
  };
}

const LABEL: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

async function main(): Promise<void> {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  const dialects = options.api ? (options.dialects ?? ((await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'])) : [];
  if (dialects.includes('postgres')) await dropOrphanDatabases();
  const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-bench-'));
  const report = new Report();
  try {
    report.text('# Couvert — mesures de performance', '');
    report.text(`Commande : \`npm run bench -- ${process.argv.slice(2).join(' ')}\``.replace(/ -- `$/, '`'));
    report.section('Machine');
    report.text(...machineDescription(await versions(dialects)));
    if (options.api)
      report.text(
        '',
        `Jeu de données : ${int(options.restaurants)} restaurants (12 tables, service du midi et du soir chaque jour), ` +
          `${int(options.bookings)} réservations sur deux ans. Charge : ${options.connections} connexions simultanées, ` +
          `${options.duration} s mesurées par requête (en ${options.rounds} tours) après ${options.warmup} s de chauffe, serveur dans un processus fils ` +
          '(`node` sur le bundle esbuild des sources, BOT_CHECK=false RATE_LIMIT=false WORKER=false).',
      );
    if (options.api) {
      const figures = new Map<Dialect, DialectFigures>();
      for (const dialect of dialects) figures.set(dialect, await benchDialect(dialect, options, workDir, report));
      reportTargets(
        report,
        [...figures].map(([dialect, f]) => ({ label: LABEL[dialect], ...f })),
        options.connections,
      );
    }
    if (options.frontEnd) await benchFrontEnd(report, workDir, { lighthouse: options.lighthouse });
    if (options.tables) await benchTableAssignment(report, { quick: options.quick });
    if (options.turnTimes) await benchTurnTimes(report, workDir);
    if (options.staff) await benchStaffScreens(report, workDir, { repeats: options.staffRepeats });
    if (options.google) await benchGoogleReserve(report, { quick: options.quick });
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
      "select name, current_setting(name) as setting from pg_settings where name in ('shared_buffers', 'synchronous_commit', 'fsync')",
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

/** The restaurant counts of the growth table; each database holds the same history (SCALE_BOOKINGS). */
const SCALE_RESTAURANTS = [50, 500, 5000];
const SCALE_BOOKINGS = Math.max(20_000, probeBookingCount(Math.max(...SCALE_RESTAURANTS)));

/** The public reads the issue names, in the order of the targets table. */
const PUBLIC_READS = {
  hours: 'Horaires du jour (GET …/hours/:jour/:date)',
  tableNames: 'Noms de tables (GET …/table-names)',
  closedDates: 'Dates de fermeture (GET …/closed-dates)',
  events: 'Évènements (GET …/events)',
  config: 'Configuration publique (GET …/config)',
} as const;

async function benchDialect(dialect: Dialect, options: Options, workDir: string, report: Report): Promise<DialectFigures> {
  report.section(`Routes — ${LABEL[dialect]}`);
  const smallest = probeBookingCount(options.restaurants);
  const sizes = [...new Set([options.bookings / 100, options.bookings / 10, options.bookings].map((n) => Math.max(smallest, Math.round(n))))];
  type Served = { size: number; db: BenchDatabase; dataset: Dataset; server: ServerProcess; generation: number };
  const history: Served[] = [];
  const scale: Array<Served & { restaurants: number }> = [];
  const servers: ServerProcess[] = [];
  const serve = async (label: string, restaurants: number, bookings: number): Promise<Served> => {
    const db = await createBenchDatabase(dialect, workDir, `${dialect}-${label}`);
    console.log(`… ${LABEL[dialect]} : génération de ${int(restaurants)} restaurants, ${int(bookings)} réservations`);
    const dataset = await generateDataset(db.config, { restaurants, bookings, log: console.log });
    const server = await startServerProcess({ databaseUrl: db.url, dataDir: workDir });
    servers.push(server);
    return { size: bookings, db, dataset, server, generation: dataset.seconds };
  };
  try {
    for (const size of sizes) history.push(await serve(`${size}`, options.restaurants, size));
    for (const restaurants of SCALE_RESTAURANTS) scale.push({ ...(await serve(`r${restaurants}`, restaurants, SCALE_BOOKINGS)), restaurants });
    const floorServer = await startServerProcess({ databaseUrl: 'sqlite::memory:', dataDir: workDir, entry: 'bench/floor-server.ts', readyPath: '/hello' });
    servers.push(floorServer);
    const main = history.at(-1)!;
    const hoursName = (size: number) => `Horaires du jour, ${int(size)} réservations en base`;
    const scaleName = (restaurants: number) => `Horaires du jour, ${int(restaurants)} restaurants`;
    const floorName = 'Plancher : Fastify nu, GET /hello';
    const createName = 'Création de réservation (POST /api/bookings)';
    const targets: Target[] = [
      { name: floorName, url: floorServer.url, request: floorRequest },
      ...history.map((h) => ({ name: hoursName(h.size), url: h.server.url, request: hoursByDayRequest(h.dataset) })),
      ...scale.map((h) => ({ name: scaleName(h.restaurants), url: h.server.url, request: hoursAnyRestaurantRequest(h.dataset) })),
      { name: PUBLIC_READS.tableNames, url: main.server.url, request: tableNamesRequest(main.dataset) },
      { name: PUBLIC_READS.closedDates, url: main.server.url, request: restaurantReadRequest(main.dataset, 'closed-dates') },
      { name: PUBLIC_READS.events, url: main.server.url, request: restaurantReadRequest(main.dataset, 'events') },
      { name: PUBLIC_READS.config, url: main.server.url, request: restaurantReadRequest(main.dataset, 'config') },
      { name: 'Vérification du brouillon (POST /api/bookings/check)', url: main.server.url, request: checkDraftRequest(main.dataset) },
      { name: createName, url: main.server.url, request: createBookingRequest(main.dataset) },
    ];
    // Each restaurant-day of the scale databases is read once first, timed apart: the first read
    // of a day is a cache miss, the measured rounds show the steady state of an instance that
    // has served them before.
    const firstReads = new Map<number, { perSecond: number; reads: number }>();
    for (const { restaurants, dataset, server } of scale) {
      console.log(`… ${LABEL[dialect]} : première lecture de chaque journée, ${int(restaurants)} restaurants`);
      firstReads.set(restaurants, await readEachOnce(server.url, everyProbeDayPath(dataset), options.connections));
    }
    console.log(`… ${LABEL[dialect]} : mesure de ${targets.length} requêtes, ${options.rounds} tours`);
    const before = await countBookings(main.db);
    const results = await measureAll(targets, options, console.log);
    const stored = (await countBookings(main.db)) - before;
    const result = (name: string) => results.get(name)!;
    const floor = result(floorName);
    const create = result(createName);
    const accepted = (create.statusCounts['201'] ?? 0) + (create.warmupStatusCounts['201'] ?? 0);
    const rows: Row[] = [
      { name: floorName, result: floor },
      { name: PUBLIC_READS.hours, result: result(hoursName(main.size)) },
      ...targets.slice(1 + history.length + scale.length).map((t) => ({ name: t.name, result: result(t.name) })),
    ];
    rows.at(-1)!.note =
      `${int(create.statusCounts['201'] ?? 0)} acceptées (201), ${int(create.statusCounts['409'] ?? 0)} refusées faute de place (409) pendant la mesure ; ` +
      `${int(stored)} nouvelles lignes en base pour ${int(accepted)} réponses 201 (chauffe comprise ; l'écart vient des requêtes en vol à chaque arrêt de la charge)`;
    const serverErrors = servers.reduce((sum, s) => sum + s.errorLogCount(), 0);

    report.table(
      ['Mesure', 'req/s', 'p50 (ms)', 'p99 (ms)', 'débit / plancher', 'p50 / plancher', 'réponses'],
      rows.map(({ name, result: r }) => [
        name,
        int(r.requestsPerSecond),
        ms(r.p50),
        ms(r.p99),
        `${((100 * r.requestsPerSecond) / floor.requestsPerSecond).toFixed(1)} %`,
        ratio(r.p50 / floor.p50),
        statusSummary(r),
      ]),
    );
    report.text(
      `Charge moyenne de la machine pendant les mesures : ${floor.loadAverage.toFixed(1)} pour 2 cœurs (au-delà de 2, les requêtes ont attendu le processeur). ` +
        `Chaque requête a été mesurée en ${options.rounds} tours entrelacés avec les autres.`,
      '',
    );
    for (const row of rows) if (row.note) report.text(`- ${row.name} : ${row.note}.`);
    // Requests still in flight each time the load stops (every round and the warm-up) are written
    // but their answers are not counted: at most one per connection per stop.
    const stops = options.rounds + (options.warmup > 0 ? 1 : 0);
    if (stored < accepted || stored > accepted + stops * options.connections) {
      report.text(`- **ANOMALIE** : ${int(accepted)} réponses 201 mais ${int(stored)} réservations écrites.`);
    }
    report.text(`- Lignes d'erreur (niveau error) dans les journaux des serveurs : ${serverErrors}.`);

    report.section(`Coût des disponibilités selon l'historique et le nombre de restaurants — ${LABEL[dialect]}`);
    report.text(
      "Historique : même requête (horaires d'un jour témoin, 8 réservations ce jour-là dans chaque base), seul l'historique change. " +
        `Restaurants : ${int(SCALE_BOOKINGS)} réservations dans chaque base, horaires d'un jour témoin d'un restaurant tiré parmi tous ` +
        "après une première lecture de chaque journée (chronométrée à part : c'est le coût d'un cache froid). Toutes les bases sont mesurées à tour de rôle.",
      '',
    );
    const base = result(hoursName(history[0]!.size));
    const scaleBase = result(scaleName(scale[0]!.restaurants));
    report.table(
      ['Base', 'génération', 'req/s', 'p50 (ms)', 'p99 (ms)', 'p50 / plus petite base', 'premières lectures (cache froid)'],
      [
        ...history.map(({ size, generation }) => {
          const r = result(hoursName(size));
          return [`${int(size)} réservations`, `${generation.toFixed(1)} s`, int(r.requestsPerSecond), ms(r.p50), ms(r.p99), ratio(r.p50 / base.p50), ''];
        }),
        ...scale.map(({ restaurants, generation }) => {
          const r = result(scaleName(restaurants));
          const first = firstReads.get(restaurants)!;
          return [
            `${int(restaurants)} restaurants`,
            `${generation.toFixed(1)} s`,
            int(r.requestsPerSecond),
            ms(r.p50),
            ms(r.p99),
            ratio(r.p50 / scaleBase.p50),
            `${int(first.reads)} lectures, ${int(first.perSecond)} req/s`,
          ];
        }),
      ],
    );
    const flat = (small: LoadResult, large: LoadResult, between: string) =>
      `${large.p50 / small.p50 <= 1.5 ? 'Plat' : '**Pas plat**'} : p50 × ${(large.p50 / small.p50).toFixed(2)} et débit × ` +
      `${(large.requestsPerSecond / small.requestsPerSecond).toFixed(2)} ${between}.`;
    report.text(
      flat(base, result(hoursName(main.size)), `entre ${int(history[0]!.size)} et ${int(main.size)} réservations`),
      flat(scaleBase, result(scaleName(scale.at(-1)!.restaurants)), `entre ${int(scale[0]!.restaurants)} et ${int(scale.at(-1)!.restaurants)} restaurants`),
    );
    // After the load, alone on the machine: the ceiling the booking path is compared with.
    console.log(`… ${LABEL[dialect]} : débit brut de validations durables`);
    const commitSeconds = Math.max(2, options.duration / 2);
    const commitRate = dialect === 'sqlite' ? sqliteCommitRate(workDir, commitSeconds) : await postgresCommitRate(main.db, commitSeconds, options.connections);
    if (main.db.config.kind === 'sqlite') benchBackup(main.db.config.file, workDir, report);
    return {
      floor,
      reads: Object.fromEntries(
        Object.entries(PUBLIC_READS).map(([, name]) => [name, name === PUBLIC_READS.hours ? result(hoursName(main.size)) : result(name)]),
      ),
      create,
      commitRate,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const h of [...history, ...scale]) {
      await h.db.drop();
      if (h.db.config.kind === 'sqlite') rmSync(h.db.config.file, { force: true });
    }
  }
}

/** What the verified online backup costs on the largest database (docs/deploy.md). */
function benchBackup(file: string, workDir: string, report: Report): void {
  const started = performance.now();
  const result = backupSqlite(file, path.join(workDir, 'backup.sqlite'));
  const seconds = (performance.now() - started) / 1000;
  report.section('Sauvegarde SQLite vérifiée (scripts/backup-sqlite.ts) sur la plus grande base');
  report.text(
    `${result.ok ? 'Copie vérifiée' : '**ÉCHEC**'} : ${(result.bytes / 2 ** 20).toFixed(0)} Mio, ${int(result.copyCounts.bookings ?? 0)} réservations ; ` +
      `écritures suspendues ${int(result.lockedMs)} ms (VACUUM INTO), ${seconds.toFixed(1)} s en tout avec integrity_check et comptages.`,
    ...result.problems.map((p) => `- ${p}`),
  );
  rmSync(result.destination, { force: true });
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

/** GETs every path once, `connections` at a time; how fast a cold cache is read through. */
async function readEachOnce(url: string, paths: string[], connections: number): Promise<{ perSecond: number; reads: number }> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const res = await fetch(`${url}${path}`);
      if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { perSecond: paths.length / ((performance.now() - started) / 1000), reads: paths.length };
}
