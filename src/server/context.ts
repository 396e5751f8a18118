import type { AppConfig } from './config';
import type { Db } from './db/database';

/** What every module is given: configuration, the database and the clock (injected for tests). */
export interface AppContext {
  config: AppConfig;
  db: Db;
  now: () => Date;
}
