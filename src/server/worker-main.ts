import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/database';
import { closeOnSignals } from './lib/close-on-signals';
import { createLogger } from './lib/logger';
import { explainDatabaseStartFailure } from './db/startup-errors';
import { migrateToLatest } from './db/migrator';
import { startWorker } from './modules/notifications/worker-runtime';

// Kept for the start-up failure message: which database could not be opened, and why.
let database: AppConfig['database'] | undefined;

// `npm run worker`: outbox delivery alone, for deployments with several servers sharing
// PostgreSQL (start those with WORKER=false). Any number of workers may run: each message is
// claimed by one of them.

async function main(): Promise<void> {
  const config = loadConfig();
  database = config.database;
  const log = createLogger(config);
  const db = openDatabase(config.database, (line) => log.warn(line));
  await migrateToLatest(db);
  const worker = startWorker(config, db, log);
  console.log(`  Distribution des messages démarrée (${worker.id}).`);
  closeOnSignals(log, async () => {
    await worker.stop();
    await db.close();
  });
}

main().catch((error: unknown) => {
  const explained = database && !(error instanceof ConfigError) ? explainDatabaseStartFailure(error, database) : null;
  console.error(error instanceof ConfigError ? error.message : `Échec du démarrage : ${explained ?? String(error)}`);
  process.exit(1);
});
