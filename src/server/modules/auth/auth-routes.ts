import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/staff-access';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { AUTH_MESSAGES as M } from './auth-messages';
import { authService } from './auth-service';
import { deviceLabelFromUserAgent } from './device-label';
import { ownerService } from './owner-service';
import { botCheckService } from '../bot-check';
import { ownerConfirmationService } from './owner-confirmation';
import { OWNERS, requireStaff, staffOf } from './staff-guard';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = authService(ctx);
    const owners = ownerService(ctx);
    const confirmation = ownerConfirmationService(ctx);
    const botCheck = botCheckService(ctx);
    const limit = (max: number) => (ctx.config.rateLimit ? { max, timeWindow: '1 minute' } : false);
    const labelOf = (given: string | undefined, userAgent: string | undefined) => given || deviceLabelFromUserAgent(userAgent);

    route(app, contract.loginCheck, {
      rateLimit: limit(30),
      handler: async (req) => ok(await auth.loginCheck(req.body.username, req.body.password)),
    });

    route(app, contract.staffUser, {
      onRequest: requireStaff(ctx),
      rateLimit: limit(30),
      handler: async (req) => ok(await auth.userLookup(staffOf(req), req.params.username)),
    });

    route(app, contract.logout, {
      onRequest: requireStaff(ctx),
      handler: async (req) => {
        await auth.logout(staffOf(req));
        return ok(null, M.loggedOut);
      },
    });

    route(app, contract.enrolDevice, {
      rateLimit: limit(10),
      handler: async (req) => {
        const result = await owners.enrol({ ...req.body, deviceLabel: labelOf(req.body.deviceLabel, req.headers['user-agent']) });
        return ok(result, result.enrolled ? M.enrolled : M.chooseRestaurant);
      },
    });

    route(app, contract.signUp, {
      rateLimit: limit(10),
      handler: async (req, reply) => {
        await botCheck.verify(req.body.botcheck, req.ip);
        const message = await owners.signUp({ ...req.body, deviceLabel: labelOf(req.body.deviceLabel, req.headers['user-agent']) });
        return reply.code(202).send(ok(null, message, 202));
      },
    });

    route(app, contract.confirmOwnerEmail, {
      rateLimit: limit(10),
      handler: async (req) => ok(null, await confirmation.confirm(req.body.token)),
    });

    route(app, contract.ownerEmailStatus, {
      onRequest: requireStaff(ctx, { roles: OWNERS }),
      handler: async (req) => ok(await confirmation.status(staffOf(req).restaurantId)),
    });

    route(app, contract.resendOwnerConfirmation, {
      onRequest: requireStaff(ctx, { roles: OWNERS }),
      handler: async (req) => ok(null, await confirmation.resend(staffOf(req).restaurantId)),
    });

    route(app, contract.requestPasswordReset, {
      rateLimit: limit(5),
      handler: async (req) => ok(null, await owners.requestPasswordReset(req.body.email)),
    });

    route(app, contract.confirmPasswordReset, {
      rateLimit: limit(10),
      handler: async (req) => ok(null, await owners.confirmPasswordReset(req.body.token, req.body.password)),
    });
  };
