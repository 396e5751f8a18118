import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/after-meal';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MANAGERS, requireStaff } from '../auth';
import { afterMealService } from './after-meal-service';

/** The thank-you after the meal: the owner's settings and answers, a booking's switch, the diner's link. */
export const afterMealRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const afterMeal = afterMealService(ctx);
    const managers = requireStaff(ctx, { roles: MANAGERS });
    const anyStaff = requireStaff(ctx);

    route(app, contract.thankYouSettings, { onRequest: managers, handler: async (req) => ok(await afterMeal.settings(req.params.restaurantId)) });
    route(app, contract.saveThankYouSettings, {
      onRequest: managers,
      handler: async (req) => ok(await afterMeal.saveSettings(req.params.restaurantId, req.body), 'Réglages du remerciement enregistrés.'),
    });
    route(app, contract.bookingThankYou, {
      onRequest: anyStaff,
      handler: async (req) => ok(await afterMeal.blocked(req.params.restaurantId, req.params.guid)),
    });
    route(app, contract.setBookingThankYou, {
      onRequest: anyStaff,
      handler: async (req) => {
        const state = await afterMeal.setBlocked(req.params.restaurantId, req.params.guid, req.body.blocked);
        return ok(state, state.blocked ? 'Aucun remerciement ne sera envoyé pour cette réservation.' : 'Le remerciement sera envoyé pour cette réservation.');
      },
    });
    route(app, contract.dinerReviews, { onRequest: managers, handler: async (req) => ok(await afterMeal.answers(req.params.restaurantId, req.query.stars)) });

    route(app, contract.viewThankYou, { handler: async (req) => ok(await afterMeal.view(req.params.token)) });
    route(app, contract.answerThankYou, { handler: async (req) => ok(null, await afterMeal.answer(req.params.token, req.body)) });
    route(app, contract.optOutThankYou, { handler: async (req) => ok(null, await afterMeal.optOut(req.params.token)) });
  };
