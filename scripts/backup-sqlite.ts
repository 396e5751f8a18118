// Online backup of the SQLite database, verified before it is trusted.
//   npx tsx scripts/backup-sqlite.ts                       (the configured database → DATA_DIR/backups/)
//   npx tsx scripts/backup-sqlite.ts <source.sqlite> <copy.sqlite>
// Exit code 0 only when the copy passed PRAGMA integrity_check and holds the source's row counts.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../src/server/config';
import { keepUntilExit } from '../src/server/db/sqlite-keep-alive';

export interface BackupResult {
  ok: boolean;
  source: string;
  destination: string;
  /** Rows per table in the source at the instant of the copy. */
  sourceCounts: Record<string, number>;
  copyCounts: Record<string, number>;
  integrity: string[];
  foreignKeyProblems: number;
  /** Milliseconds during which writers waited for the copy. */
  lockedMs: number;
  bytes: number;
  problems: string[];
}

function userTables(db: SQLite.Database): string[] {
  return (
    keepUntilExit(db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")).all() as Array<{ name: string }>
  ).map((t) => t.name);
}

function countRows(db: SQLite.Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of userTables(db)) {
    counts[table] = (keepUntilExit(db.prepare(`select count(*) as n from "${table.replaceAll('"', '""')}"`)).get() as { n: number }).n;
  }
  return counts;
}

/** Checks a copy on its own: readable, intact, foreign keys whole, and the expected row counts. */
export function verifySqliteCopy(
  file: string,
  expected: Record<string, number>,
): Pick<BackupResult, 'copyCounts' | 'integrity' | 'foreignKeyProblems' | 'problems'> {
  const problems: string[] = [];
  let copy: SQLite.Database | undefined;
  try {
    // Every better-sqlite3 object is kept until exit (see sqlite-keep-alive).
    copy = keepUntilExit(new SQLite(file, { readonly: true, fileMustExist: true }));
    const integrity = (keepUntilExit(copy.prepare('pragma integrity_check')).all() as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
    if (integrity.length !== 1 || integrity[0] !== 'ok') problems.push(`intégrité : ${integrity.slice(0, 5).join(' ; ')}`);
    const foreignKeyProblems = keepUntilExit(copy.prepare('pragma foreign_key_check')).all().length;
    if (foreignKeyProblems > 0) problems.push(`${foreignKeyProblems} ligne(s) aux clés étrangères cassées`);
    const copyCounts = countRows(copy);
    for (const [table, n] of Object.entries(expected)) {
      if (copyCounts[table] !== n) problems.push(`table ${table} : ${copyCounts[table] ?? 'absente'} ligne(s) dans la copie, ${n} dans la source`);
    }
    return { copyCounts, integrity, foreignKeyProblems, problems };
  } catch (error) {
    problems.push(`copie illisible : ${(error as Error).message}`);
    return { copyCounts: {}, integrity: [], foreignKeyProblems: 0, problems };
  } finally {
    copy?.close();
  }
}

/**
 * VACUUM INTO a new file while a second connection holds the write lock: the server's writers
 * wait (their busy timeout is 10 s) instead of changing the data between the copy and the
 * counts, so the verification can demand the exact row counts. Readers are never blocked (WAL).
 */
export function backupSqlite(source: string, destination: string): BackupResult {
  if (!existsSync(source)) throw new Error(`Base introuvable : ${source}`);
  if (existsSync(destination)) throw new Error(`La copie existe déjà : ${destination}`);
  mkdirSync(path.dirname(destination), { recursive: true });
  const guard = keepUntilExit(new SQLite(source, { fileMustExist: true }));
  const copier = keepUntilExit(new SQLite(source, { fileMustExist: true, readonly: true }));
  guard.exec('pragma busy_timeout = 30000');
  copier.exec('pragma busy_timeout = 30000');
  let sourceCounts: Record<string, number>;
  const lockedAt = performance.now();
  let lockedMs: number;
  try {
    guard.exec('begin immediate');
    try {
      sourceCounts = countRows(guard);
      keepUntilExit(copier.prepare('vacuum into ?')).run(destination);
    } finally {
      guard.exec('rollback');
      lockedMs = performance.now() - lockedAt;
    }
  } finally {
    copier.close();
    guard.close();
  }
  const verified = verifySqliteCopy(destination, sourceCounts);
  return {
    ok: verified.problems.length === 0,
    source,
    destination,
    sourceCounts,
    ...verified,
    lockedMs,
    bytes: statSync(destination).size,
  };
}

function describe(result: BackupResult): string {
  const rows = Object.values(result.copyCounts).reduce((a, b) => a + b, 0);
  return [
    `${result.ok ? 'Sauvegarde vérifiée' : 'ÉCHEC de la sauvegarde'} : ${result.destination}`,
    `  ${(result.bytes / 2 ** 20).toFixed(1)} Mio, ${Object.keys(result.copyCounts).length} tables, ${rows} lignes (dont ${result.copyCounts.bookings ?? 0} réservations)`,
    `  integrity_check : ${result.integrity.join(' ; ') || '—'}, écritures suspendues ${result.lockedMs.toFixed(0)} ms`,
    ...result.problems.map((p) => `  ✗ ${p}`),
  ].join('\n');
}

function cli(): void {
  const [sourceArg, destinationArg] = process.argv.slice(2);
  let source = sourceArg;
  let destination = destinationArg;
  if (!source) {
    const config = loadConfig(process.env);
    if (config.database.kind !== 'sqlite') throw new Error('DATABASE_URL désigne PostgreSQL : voir docs/deploy.md (sauvegarde PITR).');
    source = config.database.file;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    destination = path.join(config.dataDir, 'backups', `couvert-${stamp}.sqlite`);
  }
  if (!destination) throw new Error('Usage : npx tsx scripts/backup-sqlite.ts [source.sqlite copie.sqlite]');
  const result = backupSqlite(path.resolve(source), path.resolve(destination));
  console.log(describe(result));
  process.exitCode = result.ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    cli();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
