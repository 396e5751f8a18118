import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './sqlite-statement-cache';

describe('SQLite prepared-statement cache', () => {
  const open: SQLite.Database[] = [];
  const database = () => {
    const db = new SQLite(':memory:');
    open.push(db);
    db.exec('create table t (id integer primary key, name text)');
    return db;
  };
  afterEach(() => {
    for (const db of open.splice(0)) if (db.open) db.close();
  });

  it('hands out the same statement for the same SQL text, and keeps every one it prepared', () => {
    const cache = cacheStatements(database());
    const first = cache.prepare('select * from t where id = ?');
    expect(cache.prepare('select * from t where id = ?')).toBe(first);
    expect(cache.prepare('select * from t where id = ? ')).not.toBe(first);
    for (let i = 0; i < 600; i++) cache.prepare(`select ${i}`);
    expect(cache.size).toBe(602);
    expect(cache.prepare('select * from t where id = ?')).toBe(first);
  });

  it('never hands out a statement an unfinished iteration still holds', () => {
    const db = database();
    db.exec("insert into t (name) values ('a'), ('b'), ('c')");
    const cache = cacheStatements(db);
    const text = 'select name from t order by id';
    const running = cache.prepare(text);
    const iterator = running.iterate() as IterableIterator<{ name: string }>;
    expect(iterator.next().value).toEqual({ name: 'a' });
    const other = cache.prepare(text);
    expect(other).not.toBe(running);
    expect(other.all()).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect([...iterator].map((r) => r.name)).toEqual(['b', 'c']);
    // Once the iteration is over, the kept statement is the one handed out again.
    expect(cache.prepare(text)).toBe(running);
  });

  it('still answers with the new shape after a schema change, and reuses statements through Kysely', async () => {
    const db = database();
    const cache = cacheStatements(db);
    const kysely = new Kysely<{ t: { id: Generated<number>; name: string | null } }>({ dialect: new SqliteDialect({ database: cache }) });
    await kysely.insertInto('t').values({ name: 'a' }).execute();
    expect(await sql`select * from t`.execute(kysely).then((r) => r.rows)).toEqual([{ id: 1, name: 'a' }]);
    const kept = cache.size;
    await sql`alter table t add column covers integer not null default 2`.execute(kysely);
    expect(await sql`select * from t`.execute(kysely).then((r) => r.rows)).toEqual([{ id: 1, name: 'a', covers: 2 }]);
    // The select above was served by the kept statement: only the alter table was added.
    expect(cache.size).toBe(kept + 1);
    await kysely.destroy();
    expect(db.open).toBe(false);
  });
});
