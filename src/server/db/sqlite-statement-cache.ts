import type SQLite from 'better-sqlite3';
import { keepUntilExit } from './sqlite-keep-alive';

/** What Kysely's SqliteDialect needs of a database (its `SqliteDatabase`), plus what the cache tells. */
export interface StatementCachingDatabase {
  prepare(sql: string): SQLite.Statement;
  close(): void;
  /** Statements prepared so far. */
  readonly size: number;
}

/**
 * Kysely's SQLite driver calls `database.prepare(sql)` for every query, and preparing (parsing and
 * planning the SQL) is 13–16 % of a public read's CPU. This prepares each SQL text once and keeps it
 * for the life of the connection: a statement is never dropped, because a better-sqlite3 statement
 * left to the garbage collector can abort the process on Node ≥ 24.19 (see sqlite-keep-alive). The
 * app builds a few hundred distinct SQL texts, so the set stays small.
 *
 * Why reuse is safe:
 * - Kysely runs a statement with `.all()` or `.run()`, which bind, step to the end and reset it
 *   before returning: a statement is never left mid-way, and the driver's connection mutex lets one
 *   query run at a time. Only `.stream()` uses `.iterate()`, which keeps the statement busy until
 *   the iterator ends; a busy statement is never handed out again (another one for the same text is,
 *   and kept beside it).
 * - A schema change (a migration) does not stale a kept statement: SQLite prepares with
 *   `sqlite3_prepare_v2`, which re-prepares by itself on SQLITE_SCHEMA, and better-sqlite3 reads
 *   column names at each run.
 * - Closing the database finalises every statement.
 */
export function cacheStatements(database: SQLite.Database): StatementCachingDatabase {
  keepUntilExit(database);
  const kept = new Map<string, SQLite.Statement[]>();
  let size = 0;
  return {
    prepare(sql: string) {
      const same = kept.get(sql) ?? [];
      const idle = same.find((statement) => !statement.busy);
      if (idle) return idle;
      const statement = keepUntilExit(database.prepare(sql));
      same.push(statement);
      kept.set(sql, same);
      size += 1;
      return statement;
    },
    close() {
      database.close();
    },
    get size() {
      return size;
    },
  };
}
