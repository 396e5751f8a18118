import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsSummary } from '../../../domain/contract/statistics';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MANAGERS, requireStaff } from '../auth';
import { statisticsService } from './statistics-service';

export const statisticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const statistics = statisticsService(ctx);
    route(app, statisticsSummary, {
      onRequest: requireStaff(ctx, { roles: MANAGERS }),
      handler: async (req) => ok(await statistics.summary(req.params.restaurantId, req.query.from, req.query.to)),
    });
  };
