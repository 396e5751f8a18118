/**
 * Every wait on the database is bounded, so that one stalled session, a slow network or a lost
 * server costs a request a clear "try again" in seconds instead of freezing the instance.
 * The server-side limits fire first; the client-side ones catch what the server cannot (no
 * answer at all).
 */
export const DB_LIMITS = {
  /** PostgreSQL connections per process (server or worker). */
  poolSize: 10,
  /** Opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs: 3000,
  /** Waiting for a row or advisory lock (a day's booking lock) inside PostgreSQL. */
  lockTimeoutMs: 3000,
  /** One statement inside PostgreSQL. */
  statementTimeoutMs: 8000,
  /** A transaction left open without work (a client that vanished mid-transaction). */
  idleInTransactionTimeoutMs: 10_000,
  /** Waiting for any answer from PostgreSQL (a partitioned network never answers). */
  queryTimeoutMs: 10_000,
  /** SQLite: how long a plain statement may wait for another process's write lock (blocks the event loop). */
  sqliteBusyTimeoutMs: 2000,
  /** SQLite: how long a write transaction waits for the write lock (asynchronously). */
  sqliteWriteWaitMs: 3000,
  /** Write transactions running at once in this process: the rest of the pool stays free for reads and health checks. */
  maxConcurrentTransactions: 6,
  /** Write transactions waiting their turn in this process; past that, new ones are refused at once (503). */
  maxQueuedTransactions: 1000,
  /**
   * How long a transaction may wait for its turn in this process (its day, then a free slot).
   * A request whose predicted wait is longer is refused at once.
   */
  queueWaitMs: 10_000,
  /** The readiness check's own deadline. */
  readinessTimeoutMs: 2000,
} as const;
