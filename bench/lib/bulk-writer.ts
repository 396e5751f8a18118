import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../../src/server/config';

export type ColumnType = 'int' | 'text' | 'real';
export type Columns = ReadonlyArray<readonly [name: string, type: ColumnType]>;
export type Value = string | number | null;

/**
 * Fast bulk inserts for generated data, below Kysely on purpose: a million rows go in as
 * batched multi-row statements (SQLite) or one `unnest` of column arrays per batch (PostgreSQL),
 * a transaction around many batches.
 */
export interface BulkWriter {
  insert(table: string, columns: Columns, rows: Value[][]): Promise<void>;
  begin(): Promise<void>;
  commit(): Promise<void>;
  /** Sets identity sequences past explicitly inserted ids (PostgreSQL) and refreshes planner statistics. */
  finish(tablesWithIds: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function openBulkWriter(config: AppConfig['database']): Promise<BulkWriter> {
  return config.kind === 'sqlite' ? sqliteWriter(config.file) : postgresWriter(config.url);
}

function sqliteWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // Generation only: a crash here just means generating again.
  db.pragma('synchronous = OFF');
  const statements = new Map<string, SQLite.Statement>();
  const statementFor = (table: string, columns: Columns, count: number) => {
    const key = `${table}:${count}`;
    let statement = statements.get(key);
    if (!statement) {
      const row = `(${columns.map(() => '?').join(',')})`;
      statement = db.prepare(`insert into ${table} (${columns.map(([n]) => n).join(',')}) values ${Array(count).fill(row).join(',')}`);
      statements.set(key, statement);
    }
    return statement;
  };
  return {
    async insert(table, columns, rows) {
      // SQLite allows 32 766 bound values per statement.
      const perStatement = Math.max(1, Math.floor(32_000 / columns.length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        statementFor(table, columns, batch.length).run(batch.flat());
      }
    },
    async begin() {
      db.exec('begin');
    },
    async commit() {
      db.exec('commit');
    },
    async finish() {
      db.exec('analyze');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}

async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sqlType = { int: 'int4', text: 'text', real: 'float8' } as const;
  return {
    async insert(table, columns, rows) {
      const perStatement = 20_000;
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        const arrays = columns.map((_, index) => batch.map((row) => row[index] ?? null));
        const casts = columns.map(([, type], index) => `$${index + 1}::${sqlType[type]}[]`).join(',');
        await client.query(`insert into ${table} (${columns.map(([n]) => n).join(',')}) select * from unnest(${casts})`, arrays);
      }
    },
    async begin() {
      await client.query('begin');
    },
    async commit() {
      await client.query('commit');
    },
    async finish(tablesWithIds) {
      for (const table of tablesWithIds) {
        await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
      }
      await client.query('analyze');
    },
    async close() {
      await client.end();
    },
  };
}
