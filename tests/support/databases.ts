import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../../src/server/config';

export type Dialect = 'sqlite' | 'postgres';

/** The server where throw-away test databases are created; overridable for other machines. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * SQLite always; PostgreSQL when reachable. In CI PostgreSQL is required: a suite that silently
 * skipped it would prove nothing about it.
 */
export async function dialectsUnderTest(): Promise<Dialect[]> {
  if (process.env.TEST_DIALECTS) return process.env.TEST_DIALECTS.split(',') as Dialect[];
  if (await postgresReachable()) return ['sqlite', 'postgres'];
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI but ${TEST_POSTGRES_URL} is not reachable.`);
  return ['sqlite'];
}

export interface ThrowAwayDatabase {
  config: AppConfig['database'];
  drop(): Promise<void>;
}

export async function createThrowAwayDatabase(dialect: Dialect, dir: string): Promise<ThrowAwayDatabase> {
  if (dialect === 'sqlite') {
    return { config: { kind: 'sqlite', file: `${dir}/test.sqlite` }, drop: async () => undefined };
  }
  const name = `couvert_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      // A closed pool resolves before its sockets are gone; forcing the drop then kills backends
      // whose clients are still saying goodbye, and the FATAL reply surfaces as an uncaught error.
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
