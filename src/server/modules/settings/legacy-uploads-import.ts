import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transactions';
import { findRestaurantByGuid } from '../restaurants';
import { AppError } from '../../http/envelope';
import { importedLegacyPaths, insertLegacyPath, storePicture } from './uploads-repository';
import { checkImage, contentHash, MAX_UPLOAD_BYTES, parseUploadAddress } from './uploads-service';

export interface LegacyFilesReport {
  /** Files stored in the database by this run. */
  imported: number;
  /** Files left aside (not a picture, too large, unreadable), with why. */
  skipped: Array<{ file: string; reason: string }>;
}

/** Several hundred paths per query at most: a folder may hold many pictures. */
const BATCH = 200;

/**
 * Before pictures lived in the database they were files, DATA_DIR/uploads/<restaurant guid>/<name>,
 * served at /uploads/<guid>/<name>. This moves them in: each file becomes a stored picture owned by
 * its folder's restaurant, and its old address is kept (sent e-mails, pages cached elsewhere and welcome
 * texts still point to it, and it is still served). Run at every start (src/server/upgrades, which
 * then rewrites the stored addresses): what was imported is skipped, so a second run (or a second
 * instance starting at the same time) changes nothing. The files are read, never changed nor
 * deleted: once every instance is upgraded, the folder may be archived.
 */
export async function importLegacyUploadFiles(db: Db, dataDir: string, now: () => Date = () => new Date()): Promise<LegacyFilesReport> {
  const report: LegacyFilesReport = { imported: 0, skipped: [] };
  const root = path.join(dataDir, 'uploads');
  // An unreadable folder is said at start-up, not fatal: the server must start for everything else.
  const list = async <T>(dir: string, read: () => Promise<T[]>): Promise<T[]> =>
    read().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') report.skipped.push({ file: dir, reason: `illisible (${error.code ?? String(error)})` });
      return [];
    });
  const folders = await list(root, () => readdir(root, { withFileTypes: true }));
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(root, folder.name);
    const names = (await list(dir, () => readdir(dir))).sort();
    const candidates = names
      .map((name) => ({ name, address: parseUploadAddress(`/uploads/${folder.name}/${name}`) }))
      .filter((c): c is { name: string; address: { kind: 'legacy'; folder: string; path: string } } => c.address?.kind === 'legacy');
    if (candidates.length === 0) continue;
    const restaurant = await findRestaurantByGuid(db.kysely, folder.name);
    for (let i = 0; i < candidates.length; i += BATCH) {
      const batch = candidates.slice(i, i + BATCH);
      const done = await importedLegacyPaths(
        db.kysely,
        batch.map((c) => c.address.path),
      );
      for (const { name, address } of batch) {
        if (done.has(address.path)) continue;
        const file = path.join(dir, name);
        const outcome = await importOne(db, file, address.path, restaurant?.id ?? null, now().toISOString());
        if (outcome === 'imported') report.imported += 1;
        else report.skipped.push({ file, reason: outcome.reason });
      }
    }
  }
  return report;
}

async function importOne(db: Db, file: string, legacyPath: string, restaurantId: number | null, at: string): Promise<'imported' | { reason: string }> {
  let bytes: Buffer;
  try {
    // Checked before reading: a huge stray file must not be loaded whole.
    if ((await stat(file)).size > MAX_UPLOAD_BYTES) return { reason: 'trop lourd (2 Mo au maximum)' };
    bytes = await readFile(file);
  } catch (error) {
    return { reason: `illisible (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  let image;
  try {
    image = checkImage(bytes);
  } catch (error) {
    if (error instanceof AppError) return { reason: error.message };
    throw error;
  }
  const hash = contentHash(bytes);
  await inTransaction(db, async (trx) => {
    // A folder whose restaurant no longer exists: the old address is still served, nobody owns it.
    await storePicture(trx, { hash, content_type: image.contentType, extension: image.extension, bytes, created_at: at }, restaurantId);
    await insertLegacyPath(trx, legacyPath, hash, at);
  });
  return 'imported';
}
