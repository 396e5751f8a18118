import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations/index';
import { migrateToLatest, migrationContext } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/seed/demo-seed';
import { createThrowAwayDatabase, dialectsUnderTest, type ThrowAwayDatabase } from '../support/databases';

// The migration that records when each no-show rule began asking something: the rules saved before
// it that ask a guarantee or a deposit start at their last save, the others have no start.

const PROTECTION_SINCE = '2026-11-27-0600-protection-since';

describe.each(await dialectsUnderTest())('protection start migration on %s', (dialect) => {
  let dir: string;
  let database: ThrowAwayDatabase;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-migration-'));
    database = await createThrowAwayDatabase(dialect, dir);
    db = openDatabase(database.config);
    const before = migrations.slice(
      0,
      migrations.findIndex(([name]) => name === PROTECTION_SINCE),
    );
    const context = migrationContext(db.kind);
    const provider = {
      getMigrations: async () => Object.fromEntries(before.map(([name, mod]) => [name, { up: (k) => mod.up(k, context) } satisfies Migration])),
    };
    const { error } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error('Migration impossible', { cause: error });
    await seedDemo(db, { now: new Date('2026-11-17T08:00:00Z'), noShowProtection: false });
    const zinc = (await db.kysely.selectFrom('restaurants').select('id').where('slug', '=', 'le-petit-zinc').executeTakeFirstOrThrow()).id;
    const rule = (scope_key: string, mode: 'none' | 'guarantee' | 'deposit', updated_at: string) => ({
      restaurant_id: zinc,
      scope: scope_key.startsWith('date') ? ('date' as const) : ('service' as const),
      scope_key,
      service: 'evening' as const,
      date: scope_key.startsWith('date') ? '2026-12-31' : null,
      mode,
      min_covers: 1,
      amount_cents: mode === 'none' ? 0 : 2000,
      per: 'cover' as const,
      deadline_hours: 24,
      hold_minutes: 10,
      updated_at,
    });
    await db.kysely
      .insertInto('no_show_policies')
      .values([
        rule('service:0', 'guarantee', '2026-11-02T09:00:00.000Z'),
        rule('service:1', 'none', '2026-11-02T09:00:00.000Z'),
        rule('date:2026-12-31:all', 'deposit', '2026-11-10T18:30:00.000Z'),
      ])
      .execute();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts the rules that ask something at their last save, and leaves the others without a start', async () => {
    const rows = await db.kysely.selectFrom('no_show_policies').select(['scope_key', 'active_since']).orderBy('scope_key').execute();
    expect(rows).toEqual([
      { scope_key: 'date:2026-12-31:all', active_since: '2026-11-10T18:30:00.000Z' },
      { scope_key: 'service:0', active_since: '2026-11-02T09:00:00.000Z' },
      { scope_key: 'service:1', active_since: null },
    ]);
  });
});
