import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from './database';
import { CHANGES_CHANNEL } from './change-feed';
import { perDatabase } from './per-database';
import { rollbackKeepingCause } from './rollback';
import { groupCommitOf } from './sqlite-group-commit';
import type { Database } from './schema';
import { WriteQueue } from './write-queue';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The process's write queue for this database (one per opened database). */
export const writeQueueOf = perDatabase(() => new WriteQueue());

/**
 * Runs `work` in a write transaction, after its turn in the process's bounded write queue. On
 * SQLite, the writes of one turn of the event loop share one transaction and one COMMIT, each in
 * its own savepoint (sqlite-group-commit.ts): its one write lock serialises writers anyway, and
 * the fsync is most of what a write costs. The group starts with BEGIN IMMEDIATE, so two writers
 * never both read stale state and then collide at commit (SQLITE_BUSY mid-flight).
 */
export async function inTransaction<T>(db: Db, work: (trx: Executor) => Promise<T>, announced = false): Promise<T> {
  const run = (announcement: Announcement | null): Promise<T> =>
    db.kind === 'sqlite'
      ? groupCommitOf(db).run(work, announcement ? () => void (announcement.commitSent = true) : undefined)
      : writeQueueOf(db).run(null, () => runTransaction(db, work, announcement));
  return announced ? announce(db, run) : run(null);
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

/**
 * A PostgreSQL transaction on a connection of its own: `opening` starts it (a lock refused there
 * is rolled back too), then the work, then COMMIT, or ROLLBACK. An announced transaction's
 * notification rides with its COMMIT, in the same round trip, and is delivered only if it commits.
 */
function runTransaction<T>(
  db: Db,
  work: (trx: Executor) => Promise<T>,
  announcement: Announcement | null,
  opening: RawBuilder<unknown> = sql`begin`,
): Promise<T> {
  return db.kysely.connection().execute(async (conn) => {
    let result: T;
    try {
      await opening.execute(conn);
      result = await work(conn);
      if (announcement) announcement.commitSent = true;
      // The change is `ch:<uuid>:<n>` (change-feed.ts), safe as a literal.
      const notify = announcement?.change ? `notify ${CHANGES_CHANNEL}, '${announcement.change}'; ` : '';
      await sql.raw(`${notify}commit`).execute(conn);
    } catch (error) {
      await rollbackKeepingCause(db, conn);
      throw error;
    }
    return result;
  });
}
