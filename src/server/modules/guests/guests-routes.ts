import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/guests';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MANAGERS, requireStaff, staffOf } from '../auth';
import { guestsService } from './guests-service';

/** Guest profiles: the whole team reads them (the host stand needs the notes); managers edit and erase. */
export const guestsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guests = guestsService(ctx);
    const anyone = requireStaff(ctx);
    const managers = requireStaff(ctx, { roles: MANAGERS });

    route(app, contract.listGuests, { onRequest: anyone, handler: async (req) => ok(await guests.list(req.params.restaurantId, req.query, staffOf(req))) });
    route(app, contract.guestDetail, {
      onRequest: anyone,
      handler: async (req) => ok(await guests.detail(req.params.restaurantId, req.params.guid, staffOf(req))),
    });
    route(app, contract.updateGuest, {
      onRequest: managers,
      handler: async (req) => ok(null, await guests.update(req.params.restaurantId, req.params.guid, req.body)),
    });
    route(app, contract.exportGuest, { onRequest: managers, handler: async (req) => ok(await guests.exportData(req.params.restaurantId, req.params.guid)) });
    route(app, contract.eraseGuest, { onRequest: managers, handler: async (req) => ok(null, await guests.erase(req.params.restaurantId, req.params.guid)) });
  };
