import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/mailing';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MANAGERS, requireStaff, staffOf } from '../auth';
import { mailingService } from './mailing-service';

/** Daily-specials mailing: subscribers, compose, send or schedule, reports. Owners and managers. */
export const mailingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const mailing = mailingService(ctx);
    const guard = requireStaff(ctx, { roles: MANAGERS });

    route(app, contract.listSubscribers, { onRequest: guard, handler: async (req) => ok(await mailing.subscribers(req.params.restaurantId, req.query)) });
    route(app, contract.removeSubscriber, {
      onRequest: guard,
      handler: async (req) => ok(null, await mailing.removeSubscriber(req.params.restaurantId, req.params.guid)),
    });
    route(app, contract.listMailings, { onRequest: guard, handler: async (req) => ok(await mailing.list(req.params.restaurantId)) });
    route(app, contract.previewMailing, { onRequest: guard, handler: async (req) => ok(await mailing.preview(req.params.restaurantId, req.body)) });
    route(app, contract.sendMailing, {
      onRequest: guard,
      handler: async (req, reply) => {
        const staff = staffOf(req);
        const sent = await mailing.send(req.params.restaurantId, req.body, `staff:${staff.staffId}`);
        return reply.code(201).send(ok({ guid: sent.guid }, sent.message, 201));
      },
    });
    route(app, contract.mailingDetail, { onRequest: guard, handler: async (req) => ok(await mailing.detail(req.params.restaurantId, req.params.guid)) });
    route(app, contract.cancelMailing, { onRequest: guard, handler: async (req) => ok(null, await mailing.cancel(req.params.restaurantId, req.params.guid)) });
  };
