import type { Executor } from '../../db/transactions';

// Failed attempts, one row each, counted over a rolling window. Nothing but age removes them: a
// success does not, so a member who knows their own code cannot reset the count between guesses.

export const deviceSubject = (deviceId: number) => `device:${deviceId}`;
export const ownerSubject = (emailHash: string) => `owner:${emailHash}`;

/** Rows older than this are of no use to any window. */
const KEEP_MS = 2 * 24 * 3600_000;

export async function recordAuthFailure(db: Executor, subject: string, at: Date): Promise<void> {
  await db.insertInto('auth_failures').values({ subject, failed_at: at.toISOString() }).execute();
  await db.deleteFrom('auth_failures').where('failed_at', '<', new Date(at.getTime() - KEEP_MS).toISOString()).execute();
}

export async function countAuthFailuresSince(db: Executor, subject: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('auth_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subject', '=', subject)
    .where('failed_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function latestAuthFailure(db: Executor, subject: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_failures')
    .select('failed_at')
    .where('subject', '=', subject)
    .orderBy('failed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.failed_at ?? null;
}

/** A completed password reset proves the owner holds the mailbox: their delays end. */
export async function clearAuthFailures(db: Executor, subject: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('subject', '=', subject).execute();
}
