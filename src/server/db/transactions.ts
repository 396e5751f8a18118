import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from './database';
import { CHANGES_CHANNEL } from './change-feed';
import { classifyDatabaseError } from './database-errors';
import { DB_LIMITS } from './database-limits';
import type { Database } from './schema';
import { WriteQueue } from './write-queue';

export type Executor = Kysely<Database> | Transaction<Database>;

const queues = new WeakMap<Db, WriteQueue>();

/** The process's write queue for this database (one per opened database). */
export function writeQueueOf(db: Db): WriteQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new WriteQueue();
    queues.set(db, queue);
  }
  return queue;
}

/**
 * Runs `work` in a write transaction, after its turn in the process's bounded write queue. On
 * SQLite the transaction starts with BEGIN IMMEDIATE, so two writers never both read stale state
 * and then collide at commit (SQLITE_BUSY mid-flight); the second waits for the first, without
 * blocking the event loop, up to a deadline.
 */
export async function inTransaction<T>(db: Db, work: (trx: Executor) => Promise<T>, announced = false): Promise<T> {
  // SQLite has one write lock for the whole file: its writers queue under one key, so that only
  // one of them polls for the lock (the connection stays free for reads meanwhile) and, when
  // another process holds it past the deadline, the queue behind is answered at once.
  const key = db.kind === 'sqlite' ? 'sqlite:write' : null;
  if (!announced) return writeQueueOf(db).run(key, () => runTransaction(db, work, null));
  return announce(db, (announcement) => writeQueueOf(db).run(key, () => runTransaction(db, work, announcement)));
}

/** An announced transaction's change, and whether its COMMIT was sent (only then can it have committed). */
interface Announcement {
  change: string;
  commitSent: boolean;
}

/**
 * Runs an announced transaction, then tells the change feed — outside the write queue and the
 * connection, so the next writer of the day does not wait for the other instances' acknowledgements.
 */
async function announce<T>(db: Db, run: (announcement: Announcement) => Promise<T>): Promise<T> {
  const announcement: Announcement = { change: db.changes.nextChange(), commitSent: false };
  try {
    return await run(announcement);
  } finally {
    await db.changes.written(announcement.change, announcement.commitSent);
  }
}

/**
 * A write transaction that bumps an availability version (`inRulesTransaction`): announced to the
 * change feed (db/change-feed.ts) of every instance, so none of them reuses versions it read before.
 */
export function inAnnouncedTransaction<T>(db: Db, work: (trx: Executor) => Promise<T>): Promise<T> {
  return inTransaction(db, work, true);
}

/**
 * A transaction serialised per restaurant and date: everything that decides whether a table is
 * free on that day (bookings, moves, cancellations) runs one at a time, whatever the number of
 * server processes. PostgreSQL takes a transaction-scoped advisory lock (bounded by
 * lock_timeout); SQLite's write lock already serialises every writer. Within one process,
 * requests for the same day wait their turn in memory, so a stalled day holds one connection,
 * not the whole pool.
 */
export async function inDayTransaction<T>(db: Db, restaurantId: number, date: string, work: (trx: Executor) => Promise<T>): Promise<T> {
  // Every day transaction bumps the day's version (see bumpDayVersionSql): whatever it changes in
  // that day's bookings, the cached hours of that day are then stale on every instance, in the
  // same commit. A transaction that changed nothing costs one cache miss, never a stale answer.
  if (db.kind === 'sqlite') {
    return inTransaction(
      db,
      async (trx) => {
        // With parameters, not literals: one SQL text for every day, prepared once. A literal per
        // restaurant and day would prepare a statement per booking and push the hot ones out of
        // the statement cache.
        if (isCalendarDate(date)) {
          await sql`insert into availability_day_versions (restaurant_id, date, version) values (${int4(restaurantId)}, ${date}, 1)
            on conflict (restaurant_id, date) do update set version = availability_day_versions.version + 1`.execute(trx);
        }
        return work(trx);
      },
      true,
    );
  }
  const bump = bumpDayVersionSql(restaurantId, date);
  // BEGIN, the lock and the version bump travel in one round trip (a simple-protocol query of
  // several statements, hence literals, not parameters): on a slow network each trip inside the
  // lock delays every diner booking the same day. The version row is only ever locked by this
  // day's own transactions, which the advisory lock already serialises.
  const opening = sql.raw(`begin; select pg_advisory_xact_lock(${int4(restaurantId)}, ${dayLockKey(date)})${bump ? `; ${bump}` : ''}`);
  return announce(db, (announcement) => writeQueueOf(db).run(`day:${restaurantId}:${date}`, () => runTransaction(db, work, announcement, opening)));
}

/**
 * The statement that bumps one day's availability version, as literal SQL (it rides with BEGIN on
 * PostgreSQL); none for text that is not a date, since no booking can be written on it. The
 * upsert reads the same on SQLite and PostgreSQL.
 */
function bumpDayVersionSql(restaurantId: number, date: string): string | null {
  if (!isCalendarDate(date)) return null;
  return (
    `insert into availability_day_versions (restaurant_id, date, version) values (${int4(restaurantId)}, '${date}', 1) ` +
    'on conflict (restaurant_id, date) do update set version = availability_day_versions.version + 1'
  );
}

/** The day's half of the lock key: YYYYMMDD, or a hash of the text when it is not a date yet. */
function dayLockKey(date: string): number {
  // The date may still be the diner's unchecked text (the engine refuses it inside): "9999999999"
  // or "abc" would not make an int4, so anything but YYYY-MM-DD is hashed (FNV-1a, 32 bits).
  if (isCalendarDate(date)) return Number(date.replaceAll('-', ''));
  let hash = 0x811c9dc5;
  for (const char of date) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash | 0;
}

function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text);
}

function int4(value: number): number {
  if (!Number.isSafeInteger(value) || value < -2147483648 || value > 2147483647) throw new RangeError(`not an int4: ${value}`);
  return value;
}

/**
 * A transaction serialised per arbitrary key (a phone number for its SMS codes): a count-then-write
 * rule ("at most five per hour") holds even when many requests for that key arrive at once.
 * PostgreSQL's READ COMMITTED would otherwise let each of them count the same rows.
 */
export async function inKeyedTransaction<T>(db: Db, key: string, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.kind === 'sqlite') return inTransaction(db, work);
  return writeQueueOf(db).run(`key:${key}`, () =>
    runTransaction(
      db,
      async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
        return work(trx);
      },
      null,
    ),
  );
}

const BUSY = Symbol('busy');

async function runTransaction<T>(
  db: Db,
  work: (trx: Executor) => Promise<T>,
  announcement: Announcement | null,
  opening: RawBuilder<unknown> = sql`begin`,
): Promise<T> {
  if (db.kind === 'postgres') {
    return db.kysely.connection().execute((conn) => finish(db, conn, work, announcement, opening));
  }
  // Waiting is bounded by progress, not only by time: while other processes keep committing
  // (PRAGMA data_version moves), the lock is contended, not stalled, and the wait goes on up to
  // the queue's own limit; when nothing has been committed for sqliteWriteWaitMs, the holder is
  // stuck and the write is refused.
  const started = Date.now();
  let stalledAt = started + DB_LIMITS.sqliteWriteWaitMs;
  let version: number | null = null;
  for (;;) {
    const outcome = await db.kysely.connection().execute(async (conn): Promise<T | typeof BUSY> => {
      // A short synchronous wait only: another process holding the write lock must not stall
      // this process's reads. Between attempts the connection is free for them.
      db.setBusyTimeout?.(20);
      try {
        await sql`begin immediate`.execute(conn);
      } catch (error) {
        if (classifyDatabaseError(error) !== 'busy') throw error;
        const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(conn);
        const now = Date.now();
        if (version !== null && rows[0]?.data_version !== version) stalledAt = now + DB_LIMITS.sqliteWriteWaitMs;
        version = rows[0]?.data_version ?? null;
        if (now < stalledAt && now < started + DB_LIMITS.queueWaitMs) return BUSY;
        throw error;
      } finally {
        db.setBusyTimeout?.(DB_LIMITS.sqliteBusyTimeoutMs);
      }
      return finish(db, conn, work, announcement);
    });
    if (outcome !== BUSY) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs the work and commits, or rolls back; `opening` (PostgreSQL) starts the transaction, and a
 * lock refused there is rolled back too. On PostgreSQL an announced transaction's notification
 * rides with its COMMIT, in the same round trip, and is delivered only if it commits.
 */
async function finish<T>(
  db: Db,
  conn: Kysely<Database>,
  work: (trx: Executor) => Promise<T>,
  announcement: Announcement | null,
  opening?: RawBuilder<unknown>,
): Promise<T> {
  let result: T;
  try {
    if (opening) await opening.execute(conn);
    result = await work(conn);
    if (announcement) announcement.commitSent = true;
    // The change is `ch:<uuid>:<n>` (change-feed.ts), safe as a literal.
    const notify = announcement?.change && db.kind === 'postgres' ? `notify ${CHANGES_CHANNEL}, '${announcement.change}'; ` : '';
    await sql.raw(`${notify}commit`).execute(conn);
  } catch (error) {
    await rollbackKeepingCause(db, conn);
    throw error;
  }
  return result;
}

/**
 * Rolls back without hiding why the transaction failed. SQLite rolls back by itself on some
 * errors (SQLITE_FULL, SQLITE_IOERR…): a second ROLLBACK then fails with "no transaction is
 * active", which used to replace "database or disk is full". On PostgreSQL a lost connection
 * cannot roll back either, and the server has already discarded the transaction.
 */
async function rollbackKeepingCause(db: Db, conn: Kysely<Database>): Promise<void> {
  if (db.inTransaction && !db.inTransaction()) return;
  try {
    await sql`rollback`.execute(conn);
  } catch {
    // The original error is the one that matters; a broken connection is discarded by the pool.
  }
}
