import { sql } from 'kysely';
import { plural } from '../../domain/plurals';
import type { Db } from '../db/database';
import { inAnnouncedTransaction, type Executor } from '../db/transactions';
import { bumpEveryRulesVersion } from '../modules/restaurants';
import { importLegacyUploadFiles, type LegacyFilesReport } from '../modules/settings';

// A data upgrade, run at every start like the migrations before it: pictures an older version kept
// as files move into the database (the settings module stores them), then every column holding a
// picture's address is rewritten to the content form. That rewrite crosses the tables of several
// modules (restaurants, dining tables, legends, icons, mailings) in one statement each: like a
// migration it sits above the modules, which each own their table's ordinary writes.

export interface LegacyImportReport extends LegacyFilesReport {
  /** Stored addresses (logos, tables' pictures…) changed to the content form. */
  rewritten: number;
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
async function rewriteLegacyReferences(db: Executor): Promise<number> {
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

export async function upgradeLegacyUploads(db: Db, dataDir: string, now: () => Date = () => new Date()): Promise<LegacyImportReport> {
  const files = await importLegacyUploadFiles(db, dataDir, now);
  // Also when the folder is gone: a settings form opened before the upgrade may have saved an old
  // address back since. Six statements over the pictures' columns, cheap when nothing matches.
  // Announced, every restaurant's version bumped when an address changed: a public config cached
  // by another instance still running must show the new one.
  const rewritten = await inAnnouncedTransaction(db, async (trx) => {
    const count = await rewriteLegacyReferences(trx);
    if (count > 0) await bumpEveryRulesVersion(trx);
    return count;
  });
  return { ...files, rewritten };
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
