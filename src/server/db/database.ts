import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { describeDatabaseError } from './database-errors';
import { DB_LIMITS } from './database-limits';
import type { Database } from './schema';
import { NO_CHANGE_FEED, postgresChangeFeed, sqliteChangeFeed, type ChangeFeed } from './change-feed';
import { cacheStatements } from './sqlite-statement-cache';

/** Which database the process opens (config.ts reads it from DATABASE_URL). */
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; changeFeed?: boolean };

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** Whether a version-bumping write may have committed since a moment, without a round trip (see change-feed.ts). */
  changes: ChangeFeed;
  /** SQLite only: whether a transaction is still open on the one connection (SQLite may have rolled it back itself). */
  inTransaction?: () => boolean;
  /** SQLite only: the connection's busy timeout, changed while a writer waits without blocking the event loop. */
  setBusyTimeout?: (ms: number) => void;
  /** SQLite only: how many statements the connection keeps prepared (each is kept until exit: sqlite-statement-cache). */
  preparedStatements?: () => number;
  close(): Promise<void>;
}

/** Where connection-level problems are reported: one short line each, never a client object. */
export type DatabaseLogger = (line: string) => void;

const defaultLogger: DatabaseLogger = (line) => console.error(line);

// PostgreSQL returns BIGINT (count(*), sum()) as strings; amounts here are small, so numbers are safe.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openDatabase(config: DatabaseConfig, log: DatabaseLogger = defaultLogger): Db {
  if (config.kind === 'postgres') return openPostgres(config.url, log, config.changeFeed ?? true);
  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // `exec`, not `pragma`: each `pragma()` call prepares a statement that would be left to the
  // garbage collector (see sqlite-keep-alive).
  sqlite.exec('pragma journal_mode = WAL');
  // FULL: a booking acknowledged to a diner survives a power cut, not only a process crash.
  sqlite.exec('pragma synchronous = FULL');
  sqlite.exec('pragma foreign_keys = ON');
  // better-sqlite3 waits for a busy database synchronously, which stalls the whole event loop
  // (reads, health checks): plain statements wait briefly; writers wait in `inTransaction`,
  // asynchronously, up to their own deadline.
  sqlite.exec(`pragma busy_timeout = ${DB_LIMITS.sqliteBusyTimeoutMs}`);
  // Kysely prepares every query it sends; each SQL text is prepared once (see sqlite-statement-cache).
  const database = cacheStatements(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const changes = sqliteChangeFeed(config.file);
  return {
    kysely,
    kind: 'sqlite',
    changes,
    inTransaction: () => sqlite.inTransaction,
    setBusyTimeout: (ms) => sqlite.exec(`pragma busy_timeout = ${Math.max(0, Math.round(ms))}`),
    preparedStatements: () => database.size,
    close: async () => {
      await changes.close();
      await kysely.destroy();
    },
  };
}

/**
 * A pool that survives the database going away: every client carries an 'error' listener for its
 * whole life (pg-pool only listens while a client is idle, and an unhandled 'error' event on a
 * checked-out client kills the process), broken clients are dropped, and new ones are opened on
 * demand, so the instance reconnects by itself once PostgreSQL is back. Every wait is bounded:
 * connecting and waiting for a free connection, a lock, a statement, an idle transaction, and
 * the answer itself (a partitioned network never answers).
 */
function openPostgres(url: string, log: DatabaseLogger, changeFeed: boolean): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: DB_LIMITS.poolSize,
    connectionTimeoutMillis: DB_LIMITS.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: DB_LIMITS.statementTimeoutMs,
    lock_timeout: DB_LIMITS.lockTimeoutMs,
    idle_in_transaction_session_timeout: DB_LIMITS.idleInTransactionTimeoutMs,
    query_timeout: DB_LIMITS.queryTimeoutMs,
    application_name: 'couvert',
  });
  let lastLine = '';
  let lastAt = 0;
  // During an outage every client reports the same loss: one line per second is enough.
  const report = (where: string, error: unknown) => {
    const line = `PostgreSQL : ${where} — ${describeDatabaseError(error)}`;
    const now = Date.now();
    if (line === lastLine && now - lastAt < 1000) return;
    lastLine = line;
    lastAt = now;
    log(line);
  };
  pool.on('error', (error) => report('connexion inactive perdue', error));
  pool.on('connect', (client) => {
    client.on('error', (error) => report('connexion perdue', error));
    dropClientOnReadTimeout(client);
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const changes = changeFeed ? postgresChangeFeed(url, log) : NO_CHANGE_FEED;
  return {
    kysely,
    kind: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await kysely.destroy();
    },
  };
}

/**
 * pg's `query_timeout` rejects the query but leaves it running on the connection, so the next
 * borrower of that client would queue behind an answer that may never come (a partition). The
 * connection is closed instead: pg-pool then discards the client on release.
 */
function dropClientOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
          stream?.destroy();
        }
      });
    }
    return result;
  };
}
