import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/team';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MANAGERS, OWNERS, requireStaff, staffOf } from '../auth';
import { STAFF_MESSAGES as M } from './staff-messages';
import { staffService } from './staff-service';

export const staffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = staffService(ctx);
    const anyone = requireStaff(ctx);
    const owners = requireStaff(ctx, { roles: OWNERS });

    route(app, contract.staffHome, { onRequest: anyone, handler: async (req) => ok(await staff.home(staffOf(req))) });
    route(app, contract.passTutorial, { onRequest: anyone, handler: async (req) => ok(null, await staff.passTutorial(req.params.restaurantId)) });
    route(app, contract.listMembers, {
      onRequest: requireStaff(ctx, { roles: MANAGERS }),
      handler: async (req) => ok(await staff.listMembers(req.params.restaurantId)),
    });
    route(app, contract.addMember, {
      onRequest: owners,
      handler: async (req, reply) => {
        const added = await staff.addMember(req.params.restaurantId, req.body);
        return reply.code(201).send(ok(added.member, added.message, 201));
      },
    });
    route(app, contract.updateMember, {
      onRequest: owners,
      handler: async (req) => ok(await staff.updateMember(req.params.restaurantId, req.params.guid, req.body), M.memberUpdated),
    });
    route(app, contract.removeMember, {
      onRequest: owners,
      handler: async (req) => ok(null, await staff.removeMember(req.params.restaurantId, req.params.guid)),
    });
    route(app, contract.listDevices, {
      onRequest: owners,
      handler: async (req) => ok(await staff.listDevices(req.params.restaurantId, staffOf(req).deviceId)),
    });
    route(app, contract.revokeDevice, {
      onRequest: owners,
      handler: async (req) => ok(null, await staff.revokeDevice(req.params.restaurantId, req.params.guid)),
    });
  };
