import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidIsoDate } from '../../../domain/dates';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MANAGERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff-guard';
import { statisticsService } from './statistics-service';

const isoDate = (label: string) => z.string().refine(isValidIsoDate, `${label} : date invalide (AAAA-MM-JJ).`);

export const statisticsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const statistics = statisticsService(ctx);
    app.get(
      '/staff/restaurants/:restaurantId/statistics',
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: {
          tags: STAFF_TAGS,
          security: STAFF_SECURITY,
          summary: 'Statistiques sur une période (par jour et par service)',
          params: restaurantParamsSchema,
          querystring: z.strictObject({ from: isoDate('Du'), to: isoDate('Au') }),
        },
      },
      async (req) => ok(await statistics.summary(req.params.restaurantId, req.query.from, req.query.to)),
    );
  };
