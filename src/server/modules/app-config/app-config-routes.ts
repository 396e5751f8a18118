import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { findAppConfig } from './app-config-repository';

export const appConfigRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/app/config/', { schema: { tags: ['public'], summary: "Configuration de l'application" } }, async () => {
      const row = await findAppConfig(ctx.db.kysely);
      if (!row) throw notFound('Impossible de récupérer la configuration.');
      return ok(row);
    });
  };
