import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { explainDatabaseStartFailure } from './db/startup-errors';
import { migrateToLatest } from './db/migrator';
import { createLogger, type Logger } from './lib/logger';

export interface Started {
  config: AppConfig;
  log: Logger;
  db: Db;
}

/**
 * A process's start, the same for the server and the worker: the configuration, the logger and
 * the database brought to the latest migration, then `run`. A failure is said in French (what the
 * database's error means, when it is known) and ends the process with a failure code.
 */
export function startProcess(run: (started: Started) => Promise<void>): void {
  // Kept for the failure message: which database could not be opened, and why.
  let database: AppConfig['database'] | undefined;
  const start = async () => {
    const config = loadConfig();
    database = config.database;
    const log = createLogger(config);
    const db = openDatabase(config.database, (line) => log.warn(line));
    await migrateToLatest(db);
    await run({ config, log, db });
  };
  start().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      const explained = database ? explainDatabaseStartFailure(error, database) : null;
      console.error('Échec du démarrage :', explained ?? error);
    }
    process.exit(1);
  });
}
