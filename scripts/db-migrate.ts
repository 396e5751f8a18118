// `npm run db:migrate`: brings the configured database (DATABASE_URL, or the SQLite file under data/) up to date,
// pictures left as files under DATA_DIR/uploads by an older version included.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { describeLegacyImport, upgradeLegacyUploads } from '../src/server/upgrades/legacy-uploads';

const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'La base est déjà à jour.');
  for (const line of describeLegacyImport(await upgradeLegacyUploads(db, config.dataDir))) console.log(line);
} finally {
  await db.close();
}
