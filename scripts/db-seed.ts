// `npm run db:seed`: re-creates the demo restaurants (le-petit-zinc, chez-marcel) with dates relative to today.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { seedDemo } from '../src/server/seed/demo-seed';

const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  await seedDemo(db, { now: new Date(), history: true });
  console.log('Données de démonstration recréées : /reserver/le-petit-zinc et /reserver/chez-marcel');
} finally {
  await db.close();
}
