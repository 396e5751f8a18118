import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfig as appConfigEndpoint } from '../../../domain/contract/public-reads';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead } from '../../http/public-read-cache';
import { route } from '../../http/route';
import { appConfigService } from './app-config-service';

export const appConfigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const appConfig = appConfigService(ctx);
    route(app, appConfigEndpoint, { ...publicRead, handler: async () => ok(await appConfig.get()) });
  };
