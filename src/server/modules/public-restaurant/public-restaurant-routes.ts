import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/public-reads';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead } from '../../http/public-read-cache';
import { route } from '../../http/route';
import { availabilityService } from './availability-service';
import { restaurantsService } from './public-restaurant-service';

export const restaurantsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const restaurants = restaurantsService(ctx);
    const availability = availabilityService(ctx);

    route(app, contract.restaurantConfig, { ...publicRead, handler: async (req) => restaurants.publicConfigBody(req.params.slug) });
    route(app, contract.closedDates, { ...publicRead, handler: async (req) => restaurants.closedDatesBody(req.params.slug) });
    route(app, contract.upcomingEvents, { ...publicRead, handler: async (req) => restaurants.upcomingEventsBody(req.params.slug) });
    route(app, contract.restaurantIdentity, { ...publicRead, handler: async (req) => ok(await restaurants.identity(req.params.slug)) });
    route(app, contract.restaurantTerms, { ...publicRead, handler: async (req) => ok(await restaurants.terms(req.params.slug)) });
    route(app, contract.publicQuestions, { ...publicRead, handler: async (req) => ok(await restaurants.questions(req.params.slug)) });
    route(app, contract.dayHours, {
      ...publicRead,
      handler: async (req) => availability.hoursByDayBody(req.params.slug, req.params.weekday, req.params.date, req.query.covers),
    });
    route(app, contract.activeTables, { handler: async (req) => ok(await availability.activeTables(req.params.guid, req.body.tableware_count)) });
    route(app, contract.blockedTables, {
      ...publicRead,
      handler: async (req) => ok(await availability.blockedTables(req.params.slug, req.query.date, req.query.hour, req.query.covers)),
    });
    route(app, contract.tableNames, {
      ...publicRead,
      handler: async (req) => availability.tableNamesBody(req.params.slug, req.query.covers, req.query.date, req.query.hour),
    });
    route(app, contract.communicationsRestaurant, { ...publicRead, handler: async (req) => ok(await restaurants.forCommunications(req.params.slug)) });
  };
