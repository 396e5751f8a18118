import { APP_VERSION } from '../../lib/app-version';
import type { AppContext } from '../../context';
import { findAppConfig } from './app-config-repository';

const DEFAULT_APP_CONFIG = { name: 'Couvert', version: APP_VERSION, logo_image: '/logo.svg' };

export function appConfigService(ctx: AppContext) {
  return {
    /** The stored configuration, or the product's own defaults on an install that never set one. */
    async get() {
      return (await findAppConfig(ctx.db.kysely)) ?? DEFAULT_APP_CONFIG;
    },
  };
}
