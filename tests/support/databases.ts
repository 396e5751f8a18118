import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/seed/demo-seed';

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

function postgresUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A closed pool resolves before its sockets are gone: a database is used as a template, or dropped,
 * only once no backend is still attached to it (a forced drop would kill backends whose clients
 * are still saying goodbye, and the FATAL reply surfaces as an uncaught error).
 */
async function untilDetached(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An empty database: SQLite in `dir`, or a fresh PostgreSQL database (from `template` when given). */
export async function createThrowAwayDatabase(dialect: Dialect, dir: string, template?: string): Promise<ThrowAwayDatabase> {
  if (dialect === 'sqlite') {
    const file = `${dir}/test.sqlite`;
    if (template) copyFileSync(template, file);
    return { config: { kind: 'sqlite', file }, drop: async () => undefined };
  }
  const name = `couvert_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  return {
    config: { kind: 'postgres', url: postgresUrl(name) },
    drop: () =>
      withAdmin(async (admin) => {
        await untilDetached(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** What a test database starts with: the migrations, and the demo seeded at `now` unless `seed` is false. */
export interface DatabaseRecipe {
  seed: boolean;
  now: Date;
  history: boolean;
}

/**
 * The prefix of this run's templates. The suite's global set-up names it (and drops what it made at
 * the end); a file run on its own outside vitest gets one per process.
 */
function templatePrefix(): string {
  const run = process.env.COUVERT_TEST_TEMPLATES ?? `p${process.pid}`;
  return `couvert_tpl_${run}`;
}

const recipeKey = (recipe: DatabaseRecipe) =>
  createHash('sha256')
    .update(JSON.stringify({ ...recipe, now: recipe.now.toISOString() }))
    .digest('hex')
    .slice(0, 16);

async function build(config: AppConfig['database'], recipe: DatabaseRecipe): Promise<void> {
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    if (recipe.seed) await seedDemo(db, { now: recipe.now, history: recipe.history });
  } finally {
    await db.close();
  }
}

/**
 * A SQLite file migrated and seeded once per recipe and run, copied for each test. Two processes
 * that need the same one at once both build it; the rename makes either result whole.
 */
async function sqliteTemplate(recipe: DatabaseRecipe): Promise<string> {
  const dir = path.join(tmpdir(), templatePrefix());
  const file = path.join(dir, `${recipeKey(recipe)}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const building = path.join(dir, `${recipeKey(recipe)}.${process.pid}.${randomBytes(4).toString('hex')}.building`);
  await build({ kind: 'sqlite', file: building }, recipe);
  // Closing the last connection checkpoints the write-ahead log into the file: the file alone is the database.
  if (existsSync(`${building}-wal`)) throw new Error(`${building}: the write-ahead log outlived the connection`);
  renameSync(building, file);
  return file;
}

/** A PostgreSQL database migrated and seeded once per recipe and run, under an advisory lock, cloned for each test. */
async function postgresTemplate(recipe: DatabaseRecipe): Promise<string> {
  const name = `${templatePrefix()}_${recipeKey(recipe)}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      await build({ kind: 'postgres', url: postgresUrl(building) }, recipe);
      await untilDetached(admin, building);
      await admin.query(`alter database ${building} rename to ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/**
 * A fresh database holding what `recipe` says, made by copying a template built once per recipe:
 * migrating and seeding take most of a test server's start, and every test would do them again.
 */
export async function createPreparedDatabase(dialect: Dialect, dir: string, recipe: DatabaseRecipe): Promise<ThrowAwayDatabase> {
  const template = dialect === 'sqlite' ? await sqliteTemplate(recipe) : await postgresTemplate(recipe);
  return createThrowAwayDatabase(dialect, dir, template);
}

/** Drops the templates of a run (the suite's global teardown). */
export async function dropTemplates(run: string): Promise<void> {
  const prefix = `couvert_tpl_${run}`;
  rmSync(path.join(tmpdir(), prefix), { recursive: true, force: true });
  if (await postgresReachable()) {
    await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    });
  }
}
