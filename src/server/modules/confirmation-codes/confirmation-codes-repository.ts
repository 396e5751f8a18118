import type { Executor } from '../../db/transactions';

export function countCodesSince(db: Executor, phone: string, since: string) {
  return db
    .selectFrom('confirmation_codes')
    .select((eb) => [eb.fn.countAll<number>().as('sends'), eb.fn.coalesce(eb.fn.sum<number>('checks'), eb.lit(0)).as('checks')])
    .where('phone_number', '=', phone)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
}

export async function insertCode(db: Executor, row: { phone: string; codeHash: string; createdAt: string; expiresAt: string }) {
  await db
    .insertInto('confirmation_codes')
    .values({ phone_number: row.phone, code_hash: row.codeHash, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** The newest code still usable for this phone. */
export function findLiveCode(db: Executor, phone: string, now: string) {
  return db
    .selectFrom('confirmation_codes')
    .selectAll()
    .where('phone_number', '=', phone)
    .where('expires_at', '>', now)
    .where('verified_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function recordCheck(db: Executor, id: number, verifiedAt: string | null): Promise<void> {
  await db
    .updateTable('confirmation_codes')
    .set((eb) => ({ checks: eb('checks', '+', 1), verified_at: verifiedAt }))
    .where('id', '=', id)
    .execute();
}

/** Marks a verified, unused code as used by a booking; false when there is none. */
export async function consumeVerifiedCode(db: Executor, phone: string, verifiedSince: string, now: string): Promise<boolean> {
  const code = await db
    .selectFrom('confirmation_codes')
    .select('id')
    .where('phone_number', '=', phone)
    .where('verified_at', '>=', verifiedSince)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!code) return false;
  const result = await db
    .updateTable('confirmation_codes')
    .set({ consumed_at: now })
    .where('id', '=', code.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
