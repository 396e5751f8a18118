import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { groupCommitOf } from './sqlite-group-commit';
import { inTransaction } from './transactions';

// The tables here are the test's own, outside the schema's types.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (conn: unknown) => conn as Loose;

describe('SQLite group commit', () => {
  let dir: string;
  let db: Db;
  let other: Db;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-group-commit-'));
    const file = path.join(dir, 'group.sqlite');
    db = openDatabase({ kind: 'sqlite', file });
    await sql`create table t (id integer primary key, name text not null unique)`.execute(db.kysely);
    await sql`create table counter (n integer not null)`.execute(db.kysely);
    await sql`insert into counter (n) values (0)`.execute(db.kysely);
    await sql`create table child (parent_id integer not null references t (id))`.execute(db.kysely);
    // Another connection, as another process would see the file.
    other = openDatabase({ kind: 'sqlite', file });
  });
  afterEach(async () => {
    await db.close();
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = async (from: Db = other) => (await sql<{ name: string }>`select name from t order by id`.execute(from.kysely)).rows.map((r) => r.name);
  const insert = (name: string) => inTransaction(db, async (trx) => void (await sql`insert into t (name) values (${name})`.execute(trx)));

  it('commits the writes of one turn of the event loop together, each one answered only once committed', async () => {
    const before = groupCommitOf(db).committed;
    const answered: string[] = [];
    const writes = Array.from({ length: 20 }, (_, i) =>
      insert(`w${i}`).then(async () => {
        // Answered: the row is already visible to another connection, so it is on disk.
        expect(await names()).toContain(`w${i}`);
        answered.push(`w${i}`);
      }),
    );
    await Promise.all(writes);
    expect(answered).toHaveLength(20);
    expect(groupCommitOf(db).committed - before).toBe(1);
    expect(await names()).toEqual(Array.from({ length: 20 }, (_, i) => `w${i}`));
  });

  it('runs the writes of a group one after another, each seeing what the ones before it wrote', async () => {
    const increments = Array.from({ length: 25 }, () =>
      inTransaction(db, async (trx) => {
        const { n } = await loose(trx).selectFrom('counter').select('n').executeTakeFirstOrThrow();
        await loose(trx)
          .updateTable('counter')
          .set({ n: Number(n) + 1 })
          .execute();
        return Number(n) + 1;
      }),
    );
    expect((await Promise.all(increments)).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await sql<{ n: number }>`select n from counter`.execute(other.kysely)).rows[0]?.n).toBe(25);
  });

  it('undoes a failed write alone: the rows it wrote before failing are gone, the others of its group commit', async () => {
    const before = insert('before');
    const failing = inTransaction(db, async (trx) => {
      await sql`insert into t (name) values ('half-written')`.execute(trx);
      throw new Error('refusé en cours de route');
    });
    const between = insert('between');
    const duplicate = inTransaction(db, async (trx) => {
      await sql`insert into t (name) values ('a')`.execute(trx);
      await sql`insert into t (name) values ('a')`.execute(trx);
    });
    const results = await Promise.allSettled([before, failing, between, duplicate, insert('after')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toHaveProperty('message', 'refusé en cours de route');
    expect((results[3] as PromiseRejectedResult).reason).toHaveProperty('code', 'SQLITE_CONSTRAINT_UNIQUE');
    expect(await names()).toEqual(['before', 'between', 'after']);
  });

  it('fails every write of a group whose COMMIT fails, and keeps none of their rows', async () => {
    // A foreign key checked at COMMIT: the last write of the group breaks it.
    const x = insert('x');
    const y = insert('y');
    const breaking = inTransaction(db, async (trx) => {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await sql`insert into child (parent_id) values (999)`.execute(trx);
    });
    const results = await Promise.allSettled([x, y, breaking]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) expect((result as PromiseRejectedResult).reason).toHaveProperty('code', 'SQLITE_CONSTRAINT_FOREIGNKEY');
    expect(await names()).toEqual([]);
    // The next group starts clean.
    await insert('z');
    expect(await names()).toEqual(['z']);
  });

  it('when SQLite drops the whole transaction, fails the writes before and runs the ones after in the next', async () => {
    const lost = insert('lost');
    const dropping = inTransaction(db, async (trx) => {
      // What SQLITE_FULL or SQLITE_IOERR do: SQLite rolls the whole transaction back by itself.
      await sql`rollback`.execute(trx);
      throw new Error('disque plein');
    });
    const results = await Promise.allSettled([lost, dropping, insert('next-1'), insert('next-2')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toHaveProperty('message', 'disque plein');
    expect(await names()).toEqual(['next-1', 'next-2']);
  });

  it('waits while another process holds the write lock, and goes on once it commits', async () => {
    await sql`begin immediate`.execute(other.kysely);
    await sql`insert into t (name) values ('other')`.execute(other.kysely);
    const waiting = insert('mine');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await names(db)).toEqual([]);
    await sql`commit`.execute(other.kysely);
    await waiting;
    expect(await names()).toEqual(['other', 'mine']);
  });
});
