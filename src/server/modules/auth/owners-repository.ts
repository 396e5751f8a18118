import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/transactions';
import type { OwnersTable } from '../../db/schema';

export type OwnerRow = Selectable<OwnersTable>;

export function findOwnerByEmail(db: Executor, email: string): Promise<OwnerRow | undefined> {
  return db.selectFrom('owners').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findOwnerById(db: Executor, id: number): Promise<OwnerRow | undefined> {
  return db.selectFrom('owners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOwner(db: Executor, row: Insertable<OwnersTable>): Promise<number> {
  const { id } = await db.insertInto('owners').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateOwnerPassword(db: Executor, id: number, passwordHash: string, at: string): Promise<void> {
  await db.updateTable('owners').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).execute();
}

export async function linkOwnerToRestaurant(db: Executor, ownerId: number, restaurantId: number, at: string): Promise<void> {
  await db
    .insertInto('restaurant_owners')
    .values({ owner_id: ownerId, restaurant_id: restaurantId, created_at: at })
    .onConflict((oc) => oc.columns(['owner_id', 'restaurant_id']).doNothing())
    .execute();
}

export function restaurantsOfOwner(db: Executor, ownerId: number) {
  return db
    .selectFrom('restaurant_owners')
    .innerJoin('restaurants', 'restaurants.id', 'restaurant_owners.restaurant_id')
    .select(['restaurants.id', 'restaurants.guid', 'restaurants.slug', 'restaurants.name'])
    .where('restaurant_owners.owner_id', '=', ownerId)
    .orderBy('restaurants.name')
    .orderBy('restaurants.id')
    .execute();
}

export async function insertPasswordReset(db: Executor, row: { owner_id: number; token_hash: string; created_at: string; expires_at: string }): Promise<void> {
  await db.insertInto('owner_password_resets').values(row).execute();
}

export async function countRecentResets(db: Executor, ownerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('owner_password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPasswordReset(db: Executor, tokenHash: string) {
  return db.selectFrom('owner_password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Uses the given token and retires every other pending one of that owner. */
export async function closePasswordResets(db: Executor, ownerId: number, at: string): Promise<void> {
  await db.updateTable('owner_password_resets').set({ used_at: at }).where('owner_id', '=', ownerId).where('used_at', 'is', null).execute();
}

/**
 * Marks one token used if it still is usable; returns false when another request used it first
 * (two clicks on the same link must not both change the password).
 */
export async function consumePasswordReset(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('owner_password_resets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who is told about the restaurant's account security (a device disabled…). */
export function ownersOfRestaurant(db: Executor, restaurantId: number) {
  return db
    .selectFrom('restaurant_owners')
    .innerJoin('owners', 'owners.id', 'restaurant_owners.owner_id')
    .select(['owners.id', 'owners.email', 'owners.name', 'owners.email_confirmed_at'])
    .where('restaurant_owners.restaurant_id', '=', restaurantId)
    .orderBy('owners.id')
    .execute();
}

export async function insertEmailConfirmation(
  db: Executor,
  row: { owner_id: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('owner_email_confirmations').values(row).execute();
}

export async function countRecentConfirmations(db: Executor, ownerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('owner_email_confirmations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends a confirmation link; returns its owner, or undefined when it is unknown, used or expired. */
export async function consumeEmailConfirmation(db: Executor, tokenHash: string, at: string): Promise<number | undefined> {
  const row = await db.selectFrom('owner_email_confirmations').select(['id', 'owner_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('owner_email_confirmations')
    .set({ used_at: at })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.owner_id : undefined;
}

export async function markOwnerEmailConfirmed(db: Executor, ownerId: number, at: string): Promise<void> {
  await db.updateTable('owners').set({ email_confirmed_at: at }).where('id', '=', ownerId).where('email_confirmed_at', 'is', null).execute();
}

/**
 * True while the restaurant's owners have not confirmed their e-mail (a restaurant with no owner
 * account at all, as older installations have, is not held back).
 */
export async function awaitsOwnerConfirmation(db: Executor, restaurantId: number): Promise<boolean> {
  const rows = await db
    .selectFrom('restaurant_owners')
    .innerJoin('owners', 'owners.id', 'restaurant_owners.owner_id')
    .select('owners.email_confirmed_at')
    .where('restaurant_owners.restaurant_id', '=', restaurantId)
    .execute();
  return rows.length > 0 && rows.every((r) => r.email_confirmed_at === null);
}
