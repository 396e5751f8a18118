import { sql } from 'kysely';
import type { Executor } from '../../db/transactions';

export interface StoredUpload {
  hash: string;
  content_type: string;
  extension: string;
  bytes: Buffer;
}

export interface UploadMeta {
  hash: string;
  content_type: string;
  extension: string;
}

/** One picture, bytes included: never more than one row is read at a time. */
export async function findUpload(db: Executor, hash: string): Promise<StoredUpload | undefined> {
  return db.selectFrom('uploads').select(['hash', 'content_type', 'extension', 'bytes']).where('hash', '=', hash).executeTakeFirst();
}

/** What a 304 needs: the columns before the bytes, which are then never read. */
export async function findUploadMeta(db: Executor, hash: string): Promise<UploadMeta | undefined> {
  return db.selectFrom('uploads').select(['hash', 'content_type', 'extension']).where('hash', '=', hash).executeTakeFirst();
}

async function uploadExists(db: Executor, hash: string): Promise<boolean> {
  return (await db.selectFrom('uploads').select('hash').where('hash', '=', hash).executeTakeFirst()) !== undefined;
}

/**
 * Stores a picture once per content and records who uploaded it (no owner: an address from before
 * pictures lived in the database, whose restaurant is gone). Already stored bytes are not sent again.
 */
export async function storePicture(db: Executor, upload: StoredUpload & { created_at: string }, restaurantId: number | null): Promise<void> {
  if (!(await uploadExists(db, upload.hash))) await insertUpload(db, upload);
  if (restaurantId !== null) await addUploadOwner(db, upload.hash, restaurantId, upload.created_at);
}

/** Stores the picture unless the same bytes already are (two instances may race: the first wins). */
async function insertUpload(db: Executor, upload: StoredUpload & { created_at: string }): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ ...upload, size: upload.bytes.length })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** Uploading a picture again restarts its grace period: it is about to be used. */
async function addUploadOwner(db: Executor, hash: string, restaurantId: number, at: string): Promise<void> {
  await db
    .insertInto('upload_owners')
    .values({ hash, restaurant_id: restaurantId, created_at: at })
    .onConflict((oc) => oc.columns(['hash', 'restaurant_id']).doUpdateSet({ created_at: at }))
    .execute();
}

/** What the restaurant's pictures weigh together, leaving out one it is uploading again. */
export async function restaurantUploadBytes(db: Executor, restaurantId: number, exceptHash: string): Promise<number> {
  const row = await db
    .selectFrom('upload_owners as o')
    .innerJoin('uploads as u', 'u.hash', 'o.hash')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('u.size'), eb.lit(0)).as('bytes'))
    .where('o.restaurant_id', '=', restaurantId)
    .where('o.hash', '!=', exceptHash)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export interface UploadOwnerKey {
  hash: string;
  restaurant_id: number;
  created_at: string;
}

/** Which restaurant uploaded which picture before `before`, a page at a time after `after`: the candidates of the collection. */
export function uploadOwnersBefore(db: Executor, before: string, after: UploadOwnerKey | null, limit: number): Promise<UploadOwnerKey[]> {
  let query = db.selectFrom('upload_owners').select(['hash', 'restaurant_id', 'created_at']).where('created_at', '<', before);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.created_at),
        eb.and([eb('created_at', '=', after.created_at), eb('hash', '>', after.hash)]),
        eb.and([eb('created_at', '=', after.created_at), eb('hash', '=', after.hash), eb('restaurant_id', '>', after.restaurant_id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('hash').orderBy('restaurant_id').limit(limit).execute();
}

/**
 * Every column where a restaurant may name one of its pictures, by address or inside its HTML,
 * keyed by the column naming the restaurant.
 */
const REFERENCING_COLUMNS = [
  ['restaurants', 'id', ['logo_img', 'floorplan_image', 'external_form_information', 'terms_text']],
  ['dining_tables', 'restaurant_id', ['image']],
  ['placement_legends', 'restaurant_id', ['image']],
  ['preference_icons', 'restaurant_id', ['image']],
  ['mailings', 'restaurant_id', ['image_url']],
  ['marketing_messages', 'restaurant_id', ['body_html']],
] as const;

/** Whether the restaurant still names the picture anywhere (its hash is in its address). */
export async function isPictureUsedBy(db: Executor, hash: string, restaurantId: number): Promise<boolean> {
  const pattern = `%${hash}%`;
  for (const [table, key, columns] of REFERENCING_COLUMNS) {
    const row = await sql<{ one: number }>`
      select 1 as one from ${sql.table(table)}
      where ${sql.ref(key)} = ${restaurantId}
      and (${sql.join(
        columns.map((column) => sql`${sql.ref(column)} like ${pattern}`),
        sql` or `,
      )})
      limit 1`.execute(db);
    if (row.rows.length > 0) return true;
  }
  return false;
}

export async function deleteUploadOwner(db: Executor, hash: string, restaurantId: number, before: string): Promise<void> {
  await db.deleteFrom('upload_owners').where('hash', '=', hash).where('restaurant_id', '=', restaurantId).where('created_at', '<', before).execute();
}

/**
 * Pictures nobody owns any more, stored before `before`; those an older version served from a file
 * stay (their old address is in e-mails already sent). Returns how many were deleted.
 */
export async function deleteOwnerlessUploads(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('uploads')
    .where('created_at', '<', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('upload_owners as o').select('o.hash').whereRef('o.hash', '=', 'uploads.hash'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('upload_legacy_paths as l').select('l.hash').whereRef('l.hash', '=', 'uploads.hash'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the restaurant uploaded this picture, and under this extension (the one it is served under). */
export async function isUploadOwnedBy(db: Executor, hash: string, extension: string, restaurantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('upload_owners as o')
    .innerJoin('uploads as u', 'u.hash', 'o.hash')
    .select('o.hash')
    .where('o.hash', '=', hash)
    .where('o.restaurant_id', '=', restaurantId)
    .where('u.extension', '=', extension)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findLegacyUploadHash(db: Executor, path: string): Promise<string | undefined> {
  return (await db.selectFrom('upload_legacy_paths').select('hash').where('path', '=', path).executeTakeFirst())?.hash;
}

/** Which of these old addresses were already imported. */
export async function importedLegacyPaths(db: Executor, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.selectFrom('upload_legacy_paths').select('path').where('path', 'in', paths).execute();
  return new Set(rows.map((r) => r.path));
}

export async function insertLegacyPath(db: Executor, path: string, hash: string, at: string): Promise<void> {
  await db
    .insertInto('upload_legacy_paths')
    .values({ path, hash, imported_at: at })
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
}
