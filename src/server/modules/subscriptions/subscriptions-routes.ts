import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionCreateSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { subscriptionsService } from './subscriptions-service';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { subscriptionRestaurantSchema } from '../../../domain/schemas/responses/public';

export const subscriptionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const subscriptions = subscriptionsService(ctx);
    const rateLimit = ctx.config.rateLimit ? { max: 10, timeWindow: '1 minute' } : false;
    const linkLimit = ctx.config.rateLimit ? { max: 30, timeWindow: '1 minute' } : false;

    // RFC 8058 one-click unsubscribe: mail providers POST the form body `List-Unsubscribe=One-Click`
    // to the List-Unsubscribe address. Its content is not needed, only accepted (this module only).
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, undefined));
    }

    app.post(
      '/subscriptions',
      {
        schema: { tags: ['public'], summary: 'Inscription aux communications du jour', response: messageOnly, body: subscriptionCreateSchema },
        config: { rateLimit },
      },
      async (req) => ok(null, await subscriptions.subscribe(req.body)),
    );

    app.post(
      '/subscriptions/:guid/unsubscribe',
      {
        schema: {
          tags: ['public'],
          summary: 'Désinscription (page ou désinscription en un clic des messageries)',
          response: { 200: envelopeOf(subscriptionRestaurantSchema.nullable()) },
          params: z.strictObject({ guid: z.string().min(1).max(64) }),
        },
        config: { rateLimit: linkLimit },
      },
      async (req) => {
        const done = await subscriptions.unsubscribe(req.params.guid);
        return ok(done.restaurant, done.message);
      },
    );

    app.post(
      '/subscriptions/confirm/:token',
      {
        schema: {
          tags: ['public'],
          summary: "Confirmer l'inscription par e-mail (double opt-in)",
          response: { 200: envelopeOf(subscriptionRestaurantSchema) },
          params: z.strictObject({ token: z.string().min(1).max(64) }),
        },
        config: { rateLimit: linkLimit },
      },
      async (req) => {
        const done = await subscriptions.confirm(req.params.token);
        return ok(done.restaurant, done.message);
      },
    );
  };
