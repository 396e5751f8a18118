import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead } from '../../http/public-read-cache';
import { appConfigService } from './app-config-service';
import { envelopeOf } from '../../../domain/schemas/responses/envelope';
import { appConfigSchema } from '../../../domain/schemas/responses/public';

export const appConfigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const appConfig = appConfigService(ctx);
    app.get(
      '/app/config/',
      { ...publicRead, schema: { tags: ['public'], summary: "Configuration de l'application", response: { 200: envelopeOf(appConfigSchema) } } },
      async () => ok(await appConfig.get()),
    );
  };
