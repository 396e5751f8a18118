// `npm run db:migrate`: brings the configured database (DATABASE_URL, or the SQLite file under data/) up to date.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';

const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'La base est déjà à jour.');
} finally {
  await db.close();
}
