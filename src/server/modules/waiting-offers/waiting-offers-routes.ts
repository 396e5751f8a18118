import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDateText } from '../../../domain/schemas/formats';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { dayOfferSchema, waitingOfferAcceptedSchema, waitingOfferViewSchema } from '../../../domain/schemas/responses/waiting-offers';
import type { AppContext } from '../../context';
import { wordsFor } from '../../http/diner-language';
import { ok } from '../../http/envelope';
import { requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS } from '../auth';
import { waitingOffersService } from './waiting-offers-service';

const tags = ['public'];
const tokenParams = z.strictObject({ token: z.string().min(1).max(64) });

export const waitingOffersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const offers = waitingOffersService(ctx);
    const guard = requireStaff(ctx);

    app.get(
      '/waiting-offers/:token',
      {
        schema: {
          tags,
          summary: "Une table offerte à une personne de la liste d'attente (lien personnel)",
          response: { 200: envelopeOf(waitingOfferViewSchema) },
          params: tokenParams,
        },
      },
      async (req) => {
        const view = await offers.view(req.params.token);
        return ok({ ...view, message: view.message && wordsFor(req, view.message) });
      },
    );

    app.post(
      '/waiting-offers/:token/accept',
      {
        schema: {
          tags,
          summary: "Accepter la table offerte : la première personne qui accepte l'obtient (409 sinon)",
          response: { 200: envelopeOf(waitingOfferAcceptedSchema) },
          params: tokenParams,
        },
      },
      async (req) => {
        const accepted = await offers.accept(req.params.token);
        return ok({ shortId: accepted.shortId }, accepted.message);
      },
    );

    app.post(
      '/waiting-offers/:token/decline',
      { schema: { tags, summary: 'Refuser la table offerte (elle est proposée à la personne suivante)', response: messageOnly, params: tokenParams } },
      async (req) => ok(null, await offers.decline(req.params.token)),
    );

    app.get(
      '/staff/restaurants/:restaurantId/waiting-offers',
      {
        onRequest: guard,
        schema: {
          tags: STAFF_TAGS,
          security: STAFF_SECURITY,
          summary: "Les tables offertes à la liste d'attente un jour donné, et leurs réponses",
          response: { 200: envelopeOf(z.array(dayOfferSchema)) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({ date: isoDateText('date attendue au format AAAA-MM-JJ') }),
        },
      },
      async (req) => ok(await offers.dayOffers(req.params.restaurantId, req.query.date)),
    );
  };
