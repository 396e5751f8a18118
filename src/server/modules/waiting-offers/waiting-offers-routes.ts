import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/waiting-offers';
import type { AppContext } from '../../context';
import { namedDinerLanguage, wordsFor } from '../../http/diner-language';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { requireStaff } from '../auth';
import { waitingOffersService } from './waiting-offers-service';

export const waitingOffersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const offers = waitingOffersService(ctx);

    route(app, contract.viewOffer, {
      handler: async (req) => {
        const view = await offers.view(req.params.token, namedDinerLanguage(req));
        return ok({ ...view, message: view.message && wordsFor(req, view.message) });
      },
    });

    route(app, contract.acceptOffer, {
      handler: async (req) => {
        const accepted = await offers.accept(req.params.token, {
          protectionAccepted: req.body?.protection_accepted,
          language: namedDinerLanguage(req),
        });
        return ok({ shortId: accepted.shortId, payment: accepted.payment }, accepted.message);
      },
    });

    route(app, contract.declineOffer, { handler: async (req) => ok(null, await offers.decline(req.params.token)) });

    route(app, contract.dayOffers, {
      onRequest: requireStaff(ctx),
      handler: async (req) => ok(await offers.dayOffers(req.params.restaurantId, req.query.date)),
    });
  };
