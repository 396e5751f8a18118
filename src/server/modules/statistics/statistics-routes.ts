import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDateText } from '../../../domain/schemas/formats';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MANAGERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS } from '../auth';
import { statisticsService } from './statistics-service';
import { envelopeOf } from '../../../domain/schemas/responses/envelope';
import { statisticsSchema } from '../../../domain/schemas/responses/staff';

const isoDate = (label: string) => isoDateText(`${label} : date invalide (AAAA-MM-JJ).`);

export const statisticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
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
          response: { 200: envelopeOf(statisticsSchema) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({ from: isoDate('Du'), to: isoDate('Au') }),
        },
      },
      async (req) => ok(await statistics.summary(req.params.restaurantId, req.query.from, req.query.to)),
    );
  };
