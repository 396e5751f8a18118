import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionCreateSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { subscriptionsService } from './subscriptions-service';

export const subscriptionsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const subscriptions = subscriptionsService(ctx);
    const rateLimit = ctx.config.rateLimit ? { max: 10, timeWindow: '1 minute' } : false;

    app.post(
      '/subscriptions',
      { schema: { tags: ['public'], summary: 'Inscription aux communications du jour', body: subscriptionCreateSchema }, config: { rateLimit } },
      async (req) => ok(null, await subscriptions.subscribe(req.body)),
    );

    app.post(
      '/subscriptions/:guid/unsubscribe',
      { schema: { tags: ['public'], summary: 'Désinscription', params: z.strictObject({ guid: z.string().min(1).max(64) }) } },
      async (req) => ok(null, await subscriptions.unsubscribe(req.params.guid)),
    );
  };
