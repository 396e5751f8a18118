import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { classifyDatabaseError, DatabaseBusyError } from './database-errors';
import { DB_LIMITS } from './database-limits';
import { perDatabase } from './per-database';
import { rollbackKeepingCause } from './rollback';
import type { Database } from './schema';

type Work<T> = (conn: Kysely<Database>) => Promise<T>;

interface Entry {
  work: Work<unknown>;
  /** Called when the COMMIT that holds this write is sent (only then can it have committed). */
  onCommitSent: (() => void) | undefined;
  deadline: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const SAVEPOINT = sql.raw('savepoint grouped_write');
const RELEASE = sql.raw('release grouped_write');
const ROLLBACK_TO = sql.raw('rollback to grouped_write');
const COMMIT = sql.raw('commit');

/** The most writes one transaction holds: a long group would keep this process's reads waiting. */
const MAX_GROUP = 64;

/**
 * Group commit for SQLite. Its one write lock makes writers take turns anyway, and what a turn
 * costs is mostly the COMMIT's fsync (synchronous=FULL). So the writes that reach this process
 * within one turn of the event loop share one transaction:
 * - each runs inside its own SAVEPOINT, after the ones before it, and sees what they wrote (as
 *   it would have, one commit later); a write that fails undoes its own rows alone;
 * - nobody is answered before the one COMMIT: a success is reported only once its rows are on
 *   disk, and a COMMIT that fails fails every write of the group (none was answered yet);
 * - when SQLite itself rolls the whole transaction back (disk full, I/O error), the writes before
 *   the failing one are failed with it, and those not yet run wait for the next transaction.
 * Waiting is bounded: at most `maxQueued` writes wait, each up to its own deadline, and the wait
 * for another process's write lock ends when that process stops committing.
 */
class SqliteGroupCommit {
  private readonly pending: Entry[] = [];
  private draining = false;
  private commits = 0;

  constructor(
    private readonly db: Db,
    private readonly maxQueued: number = DB_LIMITS.maxQueuedTransactions,
  ) {}

  /** Transactions committed so far (each holding one or more writes). */
  get committed(): number {
    return this.commits;
  }

  run<T>(work: Work<T>, onCommitSent?: () => void): Promise<T> {
    if (this.pending.length >= this.maxQueued) {
      return Promise.reject(new DatabaseBusyError(`${this.pending.length} écritures déjà en attente`));
    }
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, onCommitSent, deadline: Date.now() + DB_LIMITS.queueWaitMs, resolve: resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // The other writes this turn's I/O brings are queued before the group starts.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    const lockWait = new LockWait();
    try {
      while (this.pending.length > 0) {
        this.refuseExpired();
        if (this.pending.length === 0) break;
        const outcome = await this.db.kysely.connection().execute(async (conn) => {
          const busy = await this.begin(conn, lockWait);
          if (busy) return busy;
          await this.runGroup(conn, this.pending.splice(0, MAX_GROUP));
          return null;
        });
        if (outcome === 'retry') await new Promise((resolve) => setTimeout(resolve, 10));
        else if (outcome) this.refuseAll(outcome.error);
        else lockWait.reset();
      }
    } catch (error) {
      // Taking the connection itself failed (the database was closed): nobody waiting can be served.
      this.refuseAll(error);
    } finally {
      this.draining = false;
    }
  }

  /**
   * BEGIN IMMEDIATE with a short synchronous wait only: another process holding the write lock
   * must not stall this process's reads. Between attempts the connection is free for them.
   */
  private async begin(conn: Kysely<Database>, lockWait: LockWait): Promise<'retry' | { error: unknown } | null> {
    this.db.setBusyTimeout?.(20);
    try {
      await sql`begin immediate`.execute(conn);
      return null;
    } catch (error) {
      if (classifyDatabaseError(error) !== 'busy') return { error };
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(conn);
      return lockWait.stillWorthWaiting(rows[0]?.data_version ?? null) ? 'retry' : { error };
    } finally {
      this.db.setBusyTimeout?.(DB_LIMITS.sqliteBusyTimeoutMs);
    }
  }

  private async runGroup(conn: Kysely<Database>, group: Entry[]): Promise<void> {
    const done: Array<{ entry: Entry; value: unknown }> = [];
    const failed: Array<{ entry: Entry; error: unknown }> = [];
    for (const [index, entry] of group.entries()) {
      try {
        await SAVEPOINT.execute(conn);
        const value = await entry.work(conn);
        await RELEASE.execute(conn);
        done.push({ entry, value });
      } catch (error) {
        if (await this.undoOwnWrites(conn)) {
          failed.push({ entry, error });
          continue;
        }
        // The whole transaction is gone: what ran before is lost too; the rest waits its turn.
        for (const earlier of done) earlier.entry.reject(error);
        for (const other of failed) other.entry.reject(other.error);
        entry.reject(error);
        this.pending.unshift(...group.slice(index + 1));
        return;
      }
    }
    try {
      for (const { entry } of done) entry.onCommitSent?.();
      await COMMIT.execute(conn);
    } catch (error) {
      await rollbackKeepingCause(this.db, conn);
      for (const { entry } of done) entry.reject(error);
      for (const { entry, error: own } of failed) entry.reject(own);
      return;
    }
    this.commits++;
    for (const { entry, value } of done) entry.resolve(value);
    for (const { entry, error } of failed) entry.reject(error);
  }

  /** Rolls back to the write's savepoint; false when the transaction is no longer there to keep. */
  private async undoOwnWrites(conn: Kysely<Database>): Promise<boolean> {
    if (this.db.inTransaction && !this.db.inTransaction()) return false;
    try {
      await ROLLBACK_TO.execute(conn);
      await RELEASE.execute(conn);
      return true;
    } catch {
      await rollbackKeepingCause(this.db, conn);
      return false;
    }
  }

  private refuseExpired(): void {
    const now = Date.now();
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const entry = this.pending[i]!;
      if (entry.deadline > now) continue;
      this.pending.splice(i, 1);
      entry.reject(new DatabaseBusyError(`attente d'écriture au-delà de ${DB_LIMITS.queueWaitMs} ms`));
    }
  }

  private refuseAll(error: unknown): void {
    for (const entry of this.pending.splice(0)) entry.reject(error);
  }
}

/**
 * Waiting for another process's write lock is bounded by progress, not only by time: while that
 * process keeps committing (PRAGMA data_version moves) the lock is contended, not stalled, and
 * the wait goes on (each write still ends at its own deadline); when nothing has been committed
 * for sqliteWriteWaitMs, the holder is stuck and the waiting writes are refused.
 */
class LockWait {
  private stalledAt = 0;
  private version: number | null = null;

  reset(): void {
    this.stalledAt = 0;
    this.version = null;
  }

  stillWorthWaiting(dataVersion: number | null): boolean {
    const now = Date.now();
    if (this.stalledAt === 0 || (this.version !== null && dataVersion !== this.version)) this.stalledAt = now + DB_LIMITS.sqliteWriteWaitMs;
    this.version = dataVersion;
    return now < this.stalledAt;
  }
}

/** The process's group committer for this SQLite database (one per opened database). */
export const groupCommitOf = perDatabase((db) => new SqliteGroupCommit(db));
