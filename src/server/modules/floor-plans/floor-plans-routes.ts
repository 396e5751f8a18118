import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/floor-plans';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead } from '../../http/public-read-cache';
import { route } from '../../http/route';
import { MANAGERS, requireStaff, staffOf } from '../auth';
import { FLOOR_PLAN_MESSAGES as M } from './floor-plans-messages';
import { floorPlansLiveService } from './floor-plans-live-service';
import { publicFloorPlanService } from './floor-plans-public';
import { floorPlansService } from './floor-plans-service';

export const floorPlansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const plans = floorPlansService(ctx);
    const live = floorPlansLiveService(ctx);
    const picture = publicFloorPlanService(ctx);
    const anyStaff = requireStaff(ctx);
    const managers = requireStaff(ctx, { roles: MANAGERS });

    route(app, contract.floorPlanPicture, {
      ...publicRead,
      handler: async (req, reply) => {
        const svg = await picture.svg(req.params.slug);
        return reply.type('image/svg+xml; charset=utf-8').header('Content-Disposition', 'inline; filename="plan-de-salle.svg"').send(svg);
      },
    });
    route(app, contract.floorPlansOverview, { onRequest: anyStaff, handler: async (req) => ok(await plans.overview(req.params.restaurantId)) });
    route(app, contract.createFloorPlan, {
      onRequest: managers,
      handler: async (req, reply) => reply.code(201).send(ok(await plans.create(req.params.restaurantId, req.body), M.created, 201)),
    });
    route(app, contract.floorPlan, { onRequest: anyStaff, handler: async (req) => ok(await plans.get(req.params.restaurantId, req.params.guid)) });
    route(app, contract.updateFloorPlan, {
      onRequest: managers,
      handler: async (req) => ok(await plans.update(req.params.restaurantId, req.params.guid, req.body), M.saved),
    });
    route(app, contract.removeFloorPlan, {
      onRequest: managers,
      handler: async (req) => {
        await plans.remove(req.params.restaurantId, req.params.guid);
        return ok(null, M.deleted);
      },
    });
    route(app, contract.upcomingTableBookings, {
      onRequest: anyStaff,
      handler: async (req) => ok(await plans.upcomingBookings(req.params.restaurantId, req.params.guid)),
    });
    route(app, contract.liveRoom, { onRequest: anyStaff, handler: async (req) => ok(await live.view(req.params.restaurantId, req.query)) });
    route(app, contract.moveToTable, {
      onRequest: anyStaff,
      handler: async (req) => ok(null, await live.move(staffOf(req), req.body.bookingGuid, req.body.tableGuid)),
    });
    route(app, contract.seatWalkIn, {
      onRequest: anyStaff,
      handler: async (req, reply) => {
        const created = await live.seatWalkIn(staffOf(req), req.body);
        return reply.code(201).send(ok({ guid: created.object.guid, reference: created.object.reference }, created.message, 201));
      },
    });
  };
