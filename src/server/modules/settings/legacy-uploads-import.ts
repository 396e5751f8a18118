import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { plural } from '../../../domain/plurals';
import type { Db } from '../../db/database';
import { inAnnouncedTransaction, inTransaction } from '../../db/transactions';
import { bumpEveryRulesVersion, findRestaurantByGuid } from '../restaurants';
import { AppError } from '../../http/envelope';
import { importedLegacyPaths, insertLegacyPath, rewriteLegacyReferences, storePicture } from './uploads-repository';
import { checkImage, contentHash, MAX_UPLOAD_BYTES, parseUploadAddress } from './uploads-service';

export interface LegacyImportReport {
  /** Files stored in the database by this run. */
  imported: number;
  /** Files left aside (not a picture, too large, unreadable), with why. */
  skipped: Array<{ file: string; reason: string }>;
  /** Stored addresses (logos, tables' pictures…) changed to the content form. */
  rewritten: number;
}

/** Several hundred paths per query at most: a folder may hold many pictures. */
const BATCH = 200;

/**
 * Before pictures lived in the database they were files, DATA_DIR/uploads/<restaurant guid>/<name>,
 * served at /uploads/<guid>/<name>. This moves them in: each file becomes a stored picture owned by
 * its folder's restaurant, its old address is kept (sent e-mails, pages cached elsewhere and welcome
 * texts still point to it, and it is still served), and the addresses stored in the pictures'
 * columns are replaced by the content form. Run at every start: what was imported is skipped, so a
 * second run (or a second instance starting at the same time) changes nothing. The files are read,
 * never changed nor deleted: once every instance is upgraded, the folder may be archived.
 */
export async function importLegacyUploads(db: Db, dataDir: string, now: () => Date = () => new Date()): Promise<LegacyImportReport> {
  const report: LegacyImportReport = { imported: 0, skipped: [], rewritten: 0 };
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
  // Also when the folder is gone: a settings form opened before the upgrade may have saved an old
  // address back since. Six statements over the pictures' columns, cheap when nothing matches.
  // Announced, every restaurant's version bumped when an address changed: a public config cached
  // by another instance still running must show the new one.
  report.rewritten = await inAnnouncedTransaction(db, async (trx) => {
    const rewritten = await rewriteLegacyReferences(trx);
    if (rewritten > 0) await bumpEveryRulesVersion(trx);
    return rewritten;
  });
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

/** What the start-up says about the import, in French; nothing when there was nothing to do. */
export function describeLegacyImport(report: LegacyImportReport): string[] {
  const lines: string[] = [];
  if (report.imported > 0 || report.rewritten > 0) {
    const files = plural('fr', report.imported, { one: '# fichier', other: '# fichiers' });
    const addresses = plural('fr', report.rewritten, { one: '# adresse mise à jour', other: '# adresses mises à jour' });
    lines.push(`Images téléversées importées dans la base : ${files}, ${addresses}.`);
  }
  for (const { file, reason } of report.skipped) lines.push(`Image non importée, laissée sur le disque : ${file} — ${reason}`);
  return lines;
}
