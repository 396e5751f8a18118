import type { Executor } from '../../db/transactions';

// Failed attempts, one row each, counted over a rolling window. Nothing but age removes them: a
// success does not, so a member who knows their own code cannot reset the count between guesses.

export const deviceSubject = (deviceId: number) => `device:${deviceId}`;
export const ownerSubject = (emailHash: string) => `owner:${emailHash}`;

/** Rows older than this are of no use to any window. */
const KEEP_MS = 2 * 24 * 3600_000;

export async function recordAuthFailure(db: Executor, subject: string, at: Date): Promise<void> {
  await db.insertInto('auth_failures').values({ subject, failed_at: at.toISOString() }).execute();
  await db
    .deleteFrom('auth_failures')
    .where('failed_at', '<', new Date(at.getTime() - KEEP_MS).toISOString())
    .execute();
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

/** A completed password reset proves the owner holds the mailbox: their delays end. */
export async function clearAuthFailures(db: Executor, subject: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('subject', '=', subject).execute();
}

/** Records an attempt about to be checked; returns its id (deleted again if it succeeds or is refused). */
export async function insertPendingFailure(db: Executor, subject: string, at: Date): Promise<number> {
  const { id } = await db.insertInto('auth_failures').values({ subject, failed_at: at.toISOString() }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The failures of the window recorded before attempt `id`: how many, and the latest. */
export async function failuresBefore(db: Executor, subject: string, id: number, since: Date): Promise<{ count: number; latest: string | null }> {
  const row = await db
    .selectFrom('auth_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('failed_at').as('latest')])
    .where('subject', '=', subject)
    .where('id', '<', id)
    .where('failed_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), latest: row.latest ?? null };
}

export async function deleteAuthFailure(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('auth_failures').where('id', '=', id).execute();
}
