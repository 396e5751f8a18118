import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead } from '../../http/public-read-cache';
import { appConfigService } from './app-config-service';

export const appConfigRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const appConfig = appConfigService(ctx);
    app.get('/app/config/', { ...publicRead, schema: { tags: ['public'], summary: "Configuration de l'application" } }, async () => ok(await appConfig.get()));
  };
