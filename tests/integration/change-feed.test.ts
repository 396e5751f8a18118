import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { inTransaction } from '../../src/server/db/transactions';
import { inRulesTransaction } from '../../src/server/modules/restaurants/availability-versions-repository';
import { createThrowAwayDatabase, dialectsUnderTest, type ThrowAwayDatabase } from '../support/databases';
import { waitUntil } from '../support/wait-until';

// The change feed of two instances on one database (db/change-feed.ts): the token of each moves
// when either commits a version-bumping write — before the writer's call returns — and stays put
// otherwise; on PostgreSQL it is not trusted (undefined) without a live listener.

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe.each(await dialectsUnderTest())('change feed on %s', (dialect) => {
  let dir: string;
  let database: ThrowAwayDatabase;
  let a: Db;
  let b: Db;
  // A write that changes a row: on SQLite a commit that changed nothing does not move data_version.
  const bump = (db: Db) =>
    inRulesTransaction(
      db,
      1,
      async (trx) =>
        void (await trx
          .updateTable('app_config')
          .set({ version: String(Math.random()) })
          .execute()),
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-change-feed-'));
    database = await createThrowAwayDatabase(dialect, dir);
    a = openDatabase(database.config, () => undefined);
    await migrateToLatest(a);
    await a.kysely.deleteFrom('app_config').execute();
    await a.kysely.insertInto('app_config').values({ id: 1, name: 'Couvert', version: '0', logo_image: '' }).execute();
    b = openDatabase(database.config, () => undefined);
    a.changes.token();
    b.changes.token();
    await waitUntil(() => a.changes.token() !== undefined && b.changes.token() !== undefined, 10_000, 'both feeds trusted');
    // A listener younger than its trust bound makes each write wait that whole bound: not what is measured here.
    await new Promise((resolve) => setTimeout(resolve, 1100));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("moves both tokens with every write of either, by the time the writer's call returns", async () => {
    for (let i = 0; i < 20; i++) {
      const [writer, other] = i % 2 === 0 ? [a, b] : [b, a];
      const before = { writer: writer.changes.token(), other: other.changes.token() };
      expect(before.other).toBeDefined();
      await bump(writer);
      expect(writer.changes.token()).not.toBe(before.writer);
      // SQLite's feed reads PRAGMA data_version once per turn of the event loop: another
      // instance sees the write from its next turn, when the next request reaches it.
      if (dialect === 'sqlite') await nextTurn();
      expect(other.changes.token(), `write ${i + 1}`).not.toBe(before.other);
    }
  });

  it.runIf(dialect === 'sqlite')("reads the other instance's commits once per turn of the event loop", async () => {
    await nextTurn();
    const seen = b.changes.token();
    // Another connection commits within this turn (a plain statement: a transaction of the
    // product waits a turn to gather its group commit); the value read in the turn is kept…
    await a.kysely
      .updateTable('app_config')
      .set({ version: String(Date.now()) })
      .where('id', '=', 1)
      .execute();
    expect(b.changes.token()).toBe(seen);
    // …and the next turn reads it again.
    await nextTurn();
    expect(b.changes.token()).not.toBe(seen);
  });

  it('keeps the tokens when nothing version-bumping is committed', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300)); // echoes and acknowledgements of earlier writes
    const before = [a.changes.token(), b.changes.token()];
    await a.kysely.selectFrom('restaurants').select('id').execute();
    // A refused settings change rolls back: nothing to announce.
    await expect(inRulesTransaction(b, 1, async () => Promise.reject(new Error('refusé')))).rejects.toThrow('refusé');
    if (dialect === 'postgres') await inTransaction(b, async (trx) => trx.selectFrom('restaurants').select('id').execute());
    expect([a.changes.token(), b.changes.token()]).toEqual(before);
  });

  it.runIf(dialect === 'postgres')('with CHANGE_FEED off, announces nothing and never trusts itself (every read queries its versions)', async () => {
    if (database.config.kind !== 'postgres') return;
    const url = database.config.url;
    const off = openDatabase({ ...database.config, changeFeed: false }, () => undefined);
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen couvert_changes');
    try {
      await bump(off);
      await bump(a);
      await waitUntil(() => heard.some((p) => p.startsWith('ch:')), 5000, "the feed's own announcement");
      // Heartbeats and acknowledgements go on; anything else was announced by a write.
      const announcements = () => heard.filter((p) => !p.startsWith('hb:') && !p.startsWith('ack:'));
      const announced = announcements().length;
      await bump(off);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(announcements()).toHaveLength(announced);
      expect(off.changes.token()).toBeUndefined();
    } finally {
      await listener.end();
      await off.close();
    }
  });

  it.runIf(dialect === 'postgres')('stops trusting a feed whose listener was lost', async () => {
    const url = database.config.kind === 'postgres' ? database.config.url : '';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like 'couvert-changes:%'",
      );
      await waitUntil(() => a.changes.token() === undefined && b.changes.token() === undefined, 5000, 'feeds distrusted');
    } finally {
      await admin.end();
    }
  });
});
