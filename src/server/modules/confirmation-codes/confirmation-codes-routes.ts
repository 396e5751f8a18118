import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCode, createCode } from '../../../domain/contract/bookings';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { confirmationCodesService } from './confirmation-codes-service';

export const confirmationCodesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const codes = confirmationCodesService(ctx);
    const rateLimit = ctx.config.rateLimit ? { max: 10, timeWindow: '1 minute' } : false;
    route(app, createCode, { rateLimit, handler: async (req) => ok(null, await codes.create(req.body, req.ip)) });
    route(app, checkCode, { rateLimit, handler: async (req) => ok(null, await codes.check(req.body.phone_number, req.body.code)) });
  };
