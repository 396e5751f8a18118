import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/database';
import { closeOnSignals } from './lib/close-on-signals';
import { createLogger } from './lib/logger';
import { explainDatabaseStartFailure } from './db/startup-errors';
import { migrateToLatest } from './db/migrator';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo-seed';
import { startWorkerIfEnabled } from './modules/notifications/worker-runtime';
import { describeLegacyImport, importLegacyUploads } from './modules/settings/legacy-uploads-import';

// Kept for the start-up failure message: which database could not be opened, and why.
let database: AppConfig['database'] | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  database = config.database;
  const log = createLogger(config);
  const db = openDatabase(config.database, (line) => log.warn(line));
  await migrateToLatest(db);
  // Pictures an older version kept as files under DATA_DIR/uploads move into the database, once.
  for (const line of describeLegacyImport(await importLegacyUploads(db, config.dataDir))) console.log(line);
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    await seedDemo(db, { now: new Date(), history: config.seedDemoHistory });
  }
  const app = await buildApp({ config, db, log });
  // Outbox delivery in this process unless WORKER=false (several servers: run `npm run worker`).
  const worker = startWorkerIfEnabled(config, db, log);
  closeOnSignals(log, async () => {
    await app.close();
    await worker?.stop();
    await db.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.replace(/:\d+$/, `:${port}`);
  const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.file})` : 'PostgreSQL';
  console.log(
    [
      '',
      `  Couvert est prêt : ${url}`,
      `  Base de données : ${where}`,
      `  Réservation de démonstration : ${url}/reserver/le-petit-zinc`,
      `  Espace restaurant : ${url}/  (propriétaire démo : demo@couvert.fr / couvert-demo ; codes : Camille 1234, Julien 5678, Léa 2468)`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    const explained = database ? explainDatabaseStartFailure(error, database) : null;
    console.error('Échec du démarrage :', explained ?? error);
  }
  process.exit(1);
});
