import type { Executor } from '../../db/transactions';

export interface AppConfigRow {
  name: string;
  version: string;
  logo_image: string;
}

export async function findAppConfig(db: Executor): Promise<AppConfigRow | undefined> {
  return db.selectFrom('app_config').select(['name', 'version', 'logo_image']).where('id', '=', 1).executeTakeFirst();
}
