import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/subscriptions';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { subscriptionsService } from './subscriptions-service';

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

    route(app, contract.subscribe, { rateLimit, handler: async (req) => ok(null, await subscriptions.subscribe(req.body)) });

    route(app, contract.unsubscribe, {
      rateLimit: linkLimit,
      handler: async (req) => {
        const done = await subscriptions.unsubscribe(req.params.guid);
        return ok(done.restaurant, done.message);
      },
    });

    route(app, contract.confirmSubscription, {
      rateLimit: linkLimit,
      handler: async (req) => {
        const done = await subscriptions.confirm(req.params.token);
        return ok(done.restaurant, done.message);
      },
    });
  };
