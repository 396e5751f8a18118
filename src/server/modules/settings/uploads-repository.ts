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

async function addUploadOwner(db: Executor, hash: string, restaurantId: number, at: string): Promise<void> {
  await db
    .insertInto('upload_owners')
    .values({ hash, restaurant_id: restaurantId, created_at: at })
    .onConflict((oc) => oc.columns(['hash', 'restaurant_id']).doNothing())
    .execute();
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

/** Every column where a restaurant stores a picture's address. */
const PICTURE_COLUMNS = [
  ['restaurants', 'logo_img'],
  ['restaurants', 'floorplan_image'],
  ['dining_tables', 'image'],
  ['placement_legends', 'image'],
  ['preference_icons', 'image'],
  ['mailings', 'image_url'],
] as const;

/**
 * Replaces every stored reference to an imported file's old address by its content address. Only
 * exact addresses are replaced (a welcome text's HTML keeps the old one, which is still served).
 * Returns how many values changed; running it again changes nothing.
 */
export async function rewriteLegacyReferences(db: Executor): Promise<number> {
  let changed = 0;
  for (const [table, column] of PICTURE_COLUMNS) {
    const result = await sql`
      update ${sql.table(table)}
      set ${sql.ref(column)} = (
        select '/uploads/' || u.hash || '.' || u.extension
        from upload_legacy_paths l join uploads u on u.hash = l.hash
        where l.path = ${sql.ref(`${table}.${column}`)}
      )
      where ${sql.ref(column)} in (select path from upload_legacy_paths)`.execute(db);
    changed += Number(result.numAffectedRows ?? 0n);
  }
  return changed;
}
