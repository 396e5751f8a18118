import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailingComposeSchema } from '../../../domain/schemas/mailing';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MANAGERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS, staffOf } from '../auth';
import { mailingService } from './mailing-service';
import { createdGuid, envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { mailingPreviewSchema, mailingSchema, subscribersPageSchema } from '../../../domain/schemas/responses/staff';

const guidParams = restaurantParamsSchema.extend({ guid: z.string().min(1).max(64) });

/** Daily-specials mailing: subscribers, compose, send or schedule, reports. Owners and managers. */
export const mailingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const mailing = mailingService(ctx);
    const guard = requireStaff(ctx, { roles: MANAGERS });
    const base = '/staff/restaurants/:restaurantId';
    const schema = (summary: string) => ({ tags: STAFF_TAGS, security: STAFF_SECURITY, summary });

    app.get(
      `${base}/subscribers`,
      {
        onRequest: guard,
        schema: {
          ...schema('Abonnés aux communications du jour'),
          response: { 200: envelopeOf(subscribersPageSchema) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({
            search: z.string().max(100).default(''),
            status: z.enum(['', 'pending', 'active', 'unsubscribed']).default(''),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(200).default(50),
          }),
        },
      },
      async (req) => ok(await mailing.subscribers(req.params.restaurantId, req.query)),
    );
    app.delete(
      `${base}/subscribers/:guid`,
      { onRequest: guard, schema: { ...schema('Supprimer un abonné'), response: messageOnly, params: guidParams } },
      async (req) => ok(null, await mailing.removeSubscriber(req.params.restaurantId, req.params.guid)),
    );

    app.get(
      `${base}/mailings`,
      {
        onRequest: guard,
        schema: { ...schema('Envois et leurs bilans'), response: { 200: envelopeOf(z.array(mailingSchema)) }, params: restaurantParamsSchema },
      },
      async (req) => ok(await mailing.list(req.params.restaurantId)),
    );
    app.post(
      `${base}/mailings/preview`,
      {
        onRequest: guard,
        schema: {
          ...schema('Aperçu d’un envoi'),
          response: { 200: envelopeOf(mailingPreviewSchema) },
          params: restaurantParamsSchema,
          body: mailingComposeSchema,
        },
      },
      async (req) => ok(await mailing.preview(req.params.restaurantId, req.body)),
    );
    app.post(
      `${base}/mailings`,
      {
        onRequest: guard,
        schema: { ...schema('Envoyer ou programmer les plats du jour'), response: createdGuid, params: restaurantParamsSchema, body: mailingComposeSchema },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        const sent = await mailing.send(req.params.restaurantId, req.body, `staff:${staff.staffId}`);
        return reply.code(201).send(ok({ guid: sent.guid }, sent.message, 201));
      },
    );
    app.get(
      `${base}/mailings/:guid`,
      { onRequest: guard, schema: { ...schema('Bilan d’un envoi'), response: { 200: envelopeOf(mailingSchema) }, params: guidParams } },
      async (req) => ok(await mailing.detail(req.params.restaurantId, req.params.guid)),
    );
    app.post(
      `${base}/mailings/:guid/cancel`,
      { onRequest: guard, schema: { ...schema('Annuler un envoi programmé'), response: messageOnly, params: guidParams } },
      async (req) => ok(null, await mailing.cancel(req.params.restaurantId, req.params.guid)),
    );
  };
