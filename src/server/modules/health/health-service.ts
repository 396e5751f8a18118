import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { classifyDatabaseError, describeDatabaseError, type OutageKind } from '../../db/database-errors';
import { DB_LIMITS } from '../../db/database-limits';
import { writeQueueOf } from '../../db/transactions';
import { recordHealthProbe } from './health-repository';

export type Readiness =
  { ready: true; database: 'ok'; milliseconds: number; queuedWrites: number } | { ready: false; outage: OutageKind; cause: string; milliseconds: number };

const STALE_AFTER_MS = 24 * 3600_000;

/**
 * Liveness says the process answers; readiness says it can serve: the database took a write
 * (this process's probe row) within a deadline. A load balancer that follows readiness takes out
 * an instance cut off from its database, or whose database is read-only or full, and puts it
 * back once it recovers; it should restart an instance only on failed liveness.
 */
export function healthService(ctx: AppContext) {
  const instance = randomUUID();
  // One probe at a time: checks arriving while it runs (even past their deadline, as when the
  // network is partitioned) wait on it instead of taking one more connection each.
  let pending: Promise<void> | null = null;

  async function probe(): Promise<void> {
    const now = ctx.now();
    const staleBefore = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
    if (ctx.db.kind === 'postgres') {
      await recordHealthProbe(ctx.db.kysely, instance, now.toISOString(), staleBefore);
      return;
    }
    await ctx.db.kysely.connection().execute(async (conn) => {
      // Another process holding SQLite's write lock must not stall this one's event loop.
      ctx.db.setBusyTimeout?.(100);
      try {
        await recordHealthProbe(conn, instance, now.toISOString(), staleBefore);
      } finally {
        ctx.db.setBusyTimeout?.(DB_LIMITS.sqliteBusyTimeoutMs);
      }
    });
  }

  async function check(): Promise<Readiness> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error(`pas de réponse en ${DB_LIMITS.readinessTimeoutMs} ms`), { code: 'ETIMEDOUT' })),
        DB_LIMITS.readinessTimeoutMs,
      );
    });
    try {
      pending ??= probe().finally(() => (pending = null));
      await Promise.race([pending, deadline]);
      return { ready: true, database: 'ok', milliseconds: elapsed(), queuedWrites: writeQueueOf(ctx.db).waiting };
    } catch (error) {
      return { ready: false, outage: classifyDatabaseError(error) ?? 'unavailable', cause: describeDatabaseError(error), milliseconds: elapsed() };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    readiness: check,
  };
}
