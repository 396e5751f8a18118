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

/** Spends the newest verified, unspent code of a number, in one statement (it runs inside a day's lock). */
export async function consumeVerifiedCode(db: Executor, phone: string, verifiedSince: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('confirmation_codes')
    .set({ consumed_at: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('confirmation_codes')
        .select('id')
        .where('phone_number', '=', phone)
        .where('verified_at', '>=', verifiedSince)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1),
    )
    // Another booking spending the same code at once: PostgreSQL re-checks this on the row it waited for.
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Codes sent to numbers of one block (a LIKE pattern) since an instant. */
export async function countCodesToPrefixSince(db: Executor, pattern: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('confirmation_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone_number', 'like', pattern)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Confirmation SMS (booking codes, sign-up links) queued for a restaurant since an instant (its spending). */
export async function countRestaurantCodeSmsSince(db: Executor, restaurantId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    // The day-before reminder spends the same budget when it goes by SMS.
    .where((eb) =>
      eb.or([eb('kind', 'in', ['sms_code', 'subscription_phone_confirm']), eb.and([eb('kind', '=', 'booking_reminder'), eb('channel', '=', 'sms')])]),
    )
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ownerEmailsOf(db: Executor, restaurantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('restaurant_owners')
    .innerJoin('owners', 'owners.id', 'restaurant_owners.owner_id')
    .select('owners.email')
    .where('restaurant_owners.restaurant_id', '=', restaurantId)
    .execute();
  return rows.map((r) => r.email);
}

/** A diner's codes erased with the rest of their data (guests' right to be forgotten). */
export async function deleteConfirmationCodes(db: Executor, phones: string[]): Promise<void> {
  if (phones.length > 0) await db.deleteFrom('confirmation_codes').where('phone_number', 'in', phones).execute();
}
