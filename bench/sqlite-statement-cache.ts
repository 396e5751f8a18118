// What SQLite's prepared-statement cache is worth on the hot public read, the hours of a day:
// two server processes on the same database file, one preparing every query
// (SQLITE_STATEMENT_CACHE=0), one keeping them (the default), measured in turns under the same load.
//   npx tsx bench/sqlite-statement-cache.ts [--restaurants 50] [--bookings 100000] [--duration 9]
//     [--rounds 3] [--warmup 2] [--connections 10] [--sizes 0,500]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_STATEMENT_CACHE_SIZE } from '../src/server/db/sqlite-statement-cache';
import { generateDataset } from './dataset';
import { createBenchDatabase } from './lib/databases';
import { measureAll, type Target } from './lib/load';
import { int, machineDescription, ms, Report, statusSummary } from './lib/report';
import { hoursByDayRequest } from './lib/requests';
import { startServerProcess, type ServerProcess } from './lib/server-process';

const HELP = `Usage : npx tsx bench/sqlite-statement-cache.ts [options]
  --restaurants N   restaurants du jeu de données (50)
  --bookings N      réservations (100000)
  --duration S      secondes mesurées par serveur, réparties sur les tours (9)
  --rounds N        tours entrelacés (3)
  --warmup S        chauffe par serveur, non comptée (2)
  --connections N   connexions simultanées (10)
  --sizes A,B,…     tailles du cache comparées, 0 = sans cache (0,${DEFAULT_STATEMENT_CACHE_SIZE})`;

function option(argv: string[], name: string, fallback: string): string {
  const inline = argv.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
}

/**
 * CPU seconds a process has used (user + system, from /proc): on a shared machine its
 * throughput moves with the neighbours' load, its CPU per request much less.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command name: state is field 3, utime and stime fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(HELP);
    return;
  }
  const restaurants = Number(option(argv, 'restaurants', '50'));
  const bookings = Number(option(argv, 'bookings', '100000'));
  const load = {
    duration: Number(option(argv, 'duration', '9')),
    rounds: Number(option(argv, 'rounds', '3')),
    warmup: Number(option(argv, 'warmup', '2')),
    connections: Number(option(argv, 'connections', '10')),
  };
  const sizes = option(argv, 'sizes', `0,${DEFAULT_STATEMENT_CACHE_SIZE}`).split(',').map(Number);

  const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-bench-statements-'));
  const servers: ServerProcess[] = [];
  const report = new Report();
  try {
    report.text('# Cache des requêtes préparées SQLite — horaires du jour', '');
    report.text(`Commande : \`npx tsx bench/sqlite-statement-cache.ts ${argv.join(' ')}\``.replace(/ `$/, '`'));
    report.text(...machineDescription({}));
    const db = await createBenchDatabase('sqlite', workDir, 'statements');
    console.log(`… génération de ${int(bookings)} réservations`);
    const dataset = await generateDataset(db.config, { restaurants, bookings, log: console.log });
    const targets: Target[] = [];
    for (const size of sizes) {
      const server = await startServerProcess({ databaseUrl: db.url, dataDir: workDir, env: { SQLITE_STATEMENT_CACHE: String(size) } });
      servers.push(server);
      const name = size === 0 ? 'sans cache (SQLITE_STATEMENT_CACHE=0)' : `cache de ${int(size)} requêtes (SQLITE_STATEMENT_CACHE=${size})`;
      targets.push({ name, url: server.url, request: hoursByDayRequest(dataset) });
    }
    console.log(`… mesure, ${load.rounds} tours`);
    const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
    const results = await measureAll(targets, load, console.log);
    // Each server answers only its own target, so its CPU over the whole run (warm-up included)
    // divided by every answer it gave is its cost per request.
    const cpuPerRequest = targets.map(({ name }, i) => {
      const r = results.get(name)!;
      const answers = r.total + Object.values(r.warmupStatusCounts).reduce((a, b) => a + b, 0);
      return (1000 * (cpuSeconds(servers[i]!.pid) - cpuBefore[i]!)) / answers;
    });
    const base = results.get(targets[0]!.name)!;
    report.text(
      '',
      `${int(restaurants)} restaurants, ${int(bookings)} réservations ; GET /api/restaurants/:slug/hours/:jour/:date?covers=2 ` +
        `(restaurant et jour témoins tirés au hasard), ${load.connections} connexions, ${load.duration} s par serveur en ${load.rounds} tours ` +
        `entrelacés après ${load.warmup} s de chauffe ; un processus serveur par taille, sur le même fichier.`,
      '',
    );
    report.table(
      ['Serveur', 'req/s', 'p50 (ms)', 'p99 (ms)', 'débit / premier', 'CPU serveur par requête (ms)', 'CPU / premier', 'réponses'],
      targets.map(({ name }, i) => {
        const r = results.get(name)!;
        return [
          name,
          int(r.requestsPerSecond),
          ms(r.p50),
          ms(r.p99),
          `${((100 * r.requestsPerSecond) / base.requestsPerSecond).toFixed(1)} %`,
          cpuPerRequest[i]!.toFixed(3),
          `${((100 * cpuPerRequest[i]!) / cpuPerRequest[0]!).toFixed(1)} %`,
          statusSummary(r),
        ];
      }),
    );
    report.text(`Charge moyenne de la machine pendant la mesure : ${base.loadAverage.toFixed(1)}.`);
    const errors = servers.reduce((sum, s) => sum + s.errorLogCount(), 0);
    report.text(`Lignes d'erreur dans les journaux des serveurs : ${errors}.`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
