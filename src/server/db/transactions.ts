import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in a write transaction. On SQLite the transaction starts with BEGIN IMMEDIATE, so
 * two writers never both read stale state and then collide at commit (SQLITE_BUSY mid-flight);
 * the second simply waits for the first (busy timeout).
 */
export async function inTransaction<T>(db: Db, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.kind === 'postgres') return db.kysely.transaction().execute(work);
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/**
 * A transaction serialised per restaurant and date: everything that decides whether a table is
 * free on that day (bookings, moves, cancellations) runs one at a time, whatever the number of
 * server processes. PostgreSQL takes a transaction-scoped advisory lock; SQLite's write lock
 * already serialises every writer.
 */
export async function inDayTransaction<T>(
  db: Db,
  restaurantId: number,
  date: string,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  if (db.kind === 'sqlite') return inTransaction(db, work);
  // The date may still be the diner's unchecked text (the engine refuses it inside): anything but
  // YYYY-MM-DD is hashed, as "9999999999" or "abc" would not make an int4 and the lock would fail.
  const lock = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? sql`select pg_advisory_xact_lock(${restaurantId}::int4, ${Number(date.replaceAll('-', ''))}::int4)`
    : sql`select pg_advisory_xact_lock(${restaurantId}::int4, hashtext(${date}))`;
  return db.kysely.transaction().execute(async (trx) => {
    await lock.execute(trx);
    return work(trx);
  });
}

/**
 * A transaction serialised per arbitrary key (a phone number for its SMS codes): a count-then-write
 * rule ("at most five per hour") holds even when many requests for that key arrive at once.
 * PostgreSQL's READ COMMITTED would otherwise let each of them count the same rows.
 */
export async function inKeyedTransaction<T>(db: Db, key: string, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.kind === 'sqlite') return inTransaction(db, work);
  return db.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    return work(trx);
  });
}
