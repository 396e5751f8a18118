import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../src/server/config';
import { TEST_POSTGRES_URL } from '../../tests/support/databases';

export type Dialect = 'sqlite' | 'postgres';

export interface BenchDatabase {
  dialect: Dialect;
  /** What the server is given as DATABASE_URL. */
  url: string;
  config: AppConfig['database'];
  drop(): Promise<void>;
}

const PREFIX = 'couvert_bench_';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresAvailable(): Promise<boolean> {
  try {
    await withAdmin((c) => c.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** Drops throw-away databases left behind by runs that were killed (their process is gone). */
export async function dropOrphanDatabases(): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PREFIX}%`]);
    for (const { datname } of rows) {
      const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (Number.isInteger(pid) && pid > 0 && !processAlive(pid)) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    }
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A fresh SQLite file in `dir`, or a fresh PostgreSQL database on the local test server. */
export async function createBenchDatabase(dialect: Dialect, dir: string, label: string): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    const file = path.join(dir, `${label}.sqlite`);
    return { dialect, url: `sqlite:${file}`, config: { kind: 'sqlite', file }, drop: async () => undefined };
  }
  const name = `${PREFIX}${process.pid}_${label.replace(/[^a-z0-9]/gi, '').toLowerCase()}_${randomBytes(3).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    config: { kind: 'postgres', url: url.toString() },
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
