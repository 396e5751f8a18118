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
import { measureAll, type LoadResult, type Target } from './lib/load';
import { int, machineDescription, ms, ratio, Report, statusSummary } from './lib/report';
import { checkDraftRequest, createBookingRequest, floorRequest, hoursByDayRequest, tableNamesRequest } from './lib/requests';
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
    rounds: number('rounds', 'BENCH_ROUNDS', 3),
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
        `${options.duration} s mesurées par requête (en ${options.rounds} tours) après ${options.warmup} s de chauffe, serveur dans un processus fils ` +
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

async function benchDialect(dialect: Dialect, options: Options, workDir: string, report: Report): Promise<void> {
  report.section(`Routes — ${LABEL[dialect]}`);
  const smallest = probeBookingCount(options.restaurants);
  const sizes = [...new Set([options.bookings / 100, options.bookings / 10, options.bookings].map((n) => Math.max(smallest, Math.round(n))))];
  const history: Array<{ size: number; db: BenchDatabase; dataset: Dataset; server: ServerProcess; generation: number }> = [];
  const servers: ServerProcess[] = [];
  try {
    for (const size of sizes) {
      const db = await createBenchDatabase(dialect, workDir, `${dialect}-${size}`);
      console.log(`… ${LABEL[dialect]} : génération de ${int(size)} réservations`);
      const dataset = await generateDataset(db.config, { restaurants: options.restaurants, bookings: size, log: console.log });
      const server = await startServerProcess({ databaseUrl: db.url, dataDir: workDir });
      servers.push(server);
      history.push({ size, db, dataset, server, generation: dataset.seconds });
    }
    const floorServer = await startServerProcess({ databaseUrl: 'sqlite::memory:', dataDir: workDir, entry: 'bench/floor-server.ts', readyPath: '/hello' });
    servers.push(floorServer);
    const main = history.at(-1)!;
    const hoursName = (size: number) => `Horaires du jour, ${int(size)} réservations en base`;
    const targets: Target[] = [
      { name: 'Plancher : Fastify nu, GET /hello', url: floorServer.url, request: floorRequest },
      ...history.map((h) => ({ name: hoursName(h.size), url: h.server.url, request: hoursByDayRequest(h.dataset) })),
      { name: 'Noms de tables (GET …/table-names)', url: main.server.url, request: tableNamesRequest(main.dataset) },
      { name: 'Vérification du brouillon (POST /api/bookings/check)', url: main.server.url, request: checkDraftRequest(main.dataset) },
      { name: 'Création de réservation (POST /api/bookings)', url: main.server.url, request: createBookingRequest(main.dataset) },
    ];
    console.log(`… ${LABEL[dialect]} : mesure de ${targets.length} requêtes, ${options.rounds} tours`);
    const before = await countBookings(main.db);
    const results = await measureAll(targets, options, console.log);
    const stored = (await countBookings(main.db)) - before;
    const result = (name: string) => results.get(name)!;
    const floor = result(targets[0]!.name);
    const create = result(targets.at(-1)!.name);
    const accepted = (create.statusCounts['201'] ?? 0) + (create.warmupStatusCounts['201'] ?? 0);
    const rows: Row[] = [
      { name: targets[0]!.name, result: floor },
      { name: `Horaires du jour (GET …/hours/:jour/:date)`, result: result(hoursName(main.size)) },
      ...targets.slice(history.length + 1).map((t) => ({ name: t.name, result: result(t.name) })),
    ];
    rows.at(-1)!.note =
      `${int(create.statusCounts['201'] ?? 0)} acceptées (201), ${int(create.statusCounts['409'] ?? 0)} refusées faute de place (409) pendant la mesure ; ` +
      `${int(stored)} nouvelles lignes en base pour ${int(accepted)} réponses 201 (chauffe comprise ; l'écart vient des requêtes en vol à chaque arrêt de la charge)`;
    const serverErrors = history.reduce((sum, h) => sum + h.server.errorLogCount(), 0);

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

    report.section(`Coût des disponibilités selon l'historique — ${LABEL[dialect]}`);
    report.text(
      "Même requête (horaires d'un jour témoin, 8 réservations ce jour-là dans chaque base), seul l'historique change ; " +
        'les trois bases sont mesurées à tour de rôle.',
      '',
    );
    const base = result(hoursName(history[0]!.size));
    report.table(
      ['Réservations en base', 'génération', 'req/s', 'p50 (ms)', 'p99 (ms)', 'p50 / plus petite base'],
      history.map(({ size, generation }) => {
        const r = result(hoursName(size));
        return [int(size), `${generation.toFixed(1)} s (${int(size / generation)} rés./s)`, int(r.requestsPerSecond), ms(r.p50), ms(r.p99), ratio(r.p50 / base.p50)];
      }),
    );
    const largest = result(hoursName(main.size));
    report.text(
      `${largest.p50 / base.p50 <= 1.5 ? 'Plat' : '**Pas plat**'} : p50 × ${(largest.p50 / base.p50).toFixed(2)} et débit × ` +
        `${(largest.requestsPerSecond / base.requestsPerSecond).toFixed(2)} entre ${int(history[0]!.size)} et ${int(main.size)} réservations.`,
    );
    if (main.db.config.kind === 'sqlite') benchBackup(main.db.config.file, workDir, report);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const h of history) {
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
