import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestUpdateSchema } from '../../../domain/schemas/guests';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MANAGERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS } from '../auth';
import { guestsService } from './guests-service';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { guestDetailSchema, guestExportSchema, guestsPageSchema } from '../../../domain/schemas/responses/staff';

const guidParams = restaurantParamsSchema.extend({ guid: z.string().min(1).max(64) });
/** Guest profiles: the whole team reads them (the host stand needs the notes); managers edit and erase. */
export const guestsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guests = guestsService(ctx);
    const base = '/staff/restaurants/:restaurantId/guests';
    const schema = (summary: string) => ({ tags: STAFF_TAGS, security: STAFF_SECURITY, summary });

    app.get(
      base,
      {
        onRequest: requireStaff(ctx),
        schema: {
          ...schema('Clients'),
          response: { 200: envelopeOf(guestsPageSchema) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({
            search: z.string().max(100).default(''),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(200).default(50),
          }),
        },
      },
      async (req) => ok(await guests.list(req.params.restaurantId, req.query)),
    );
    app.get(
      `${base}/:guid`,
      {
        onRequest: requireStaff(ctx),
        schema: { ...schema('Fiche client et historique'), response: { 200: envelopeOf(guestDetailSchema) }, params: guidParams },
      },
      async (req) => ok(await guests.detail(req.params.restaurantId, req.params.guid)),
    );
    app.put(
      `${base}/:guid`,
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: { ...schema('Modifier la fiche client'), response: messageOnly, params: guidParams, body: guestUpdateSchema },
      },
      async (req) => ok(null, await guests.update(req.params.restaurantId, req.params.guid, req.body)),
    );
    app.get(
      `${base}/:guid/export`,
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: { ...schema('Export des données du client (RGPD)'), response: { 200: envelopeOf(guestExportSchema) }, params: guidParams },
      },
      async (req) => ok(await guests.exportData(req.params.restaurantId, req.params.guid)),
    );
    app.post(
      `${base}/:guid/erase`,
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: { ...schema('Effacer les données du client (RGPD)'), response: messageOnly, params: guidParams },
      },
      async (req) => ok(null, await guests.erase(req.params.restaurantId, req.params.guid)),
    );
  };
