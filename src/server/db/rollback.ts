import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Rolls back without hiding why the transaction failed. SQLite rolls back by itself on some
 * errors (SQLITE_FULL, SQLITE_IOERR…): a second ROLLBACK then fails with "no transaction is
 * active", which used to replace "database or disk is full". On PostgreSQL a lost connection
 * cannot roll back either, and the server has already discarded the transaction.
 */
export async function rollbackKeepingCause(db: Db, conn: Kysely<Database>): Promise<void> {
  if (db.inTransaction && !db.inTransaction()) return;
  try {
    await sql`rollback`.execute(conn);
  } catch {
    // The original error is the one that matters; a broken connection is discarded by the pool.
  }
}
