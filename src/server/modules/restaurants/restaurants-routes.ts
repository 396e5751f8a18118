import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rowIdParam } from '../../../domain/schemas/ids';
import { bookingDraftSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead } from '../../http/public-read-cache';
import { availabilityService } from './availability-service';
import { restaurantsService } from './restaurants-service';

const slugParams = z.strictObject({ slug: z.string().min(1).max(80) });
const coversQuery = z.coerce.number().int().min(1).max(100);
const tags = ['public'];
/** The cached public reads keep their JSON already serialised: sent as is. */
const JSON_TYPE = 'application/json; charset=utf-8';

export const restaurantsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const restaurants = restaurantsService(ctx);
    const availability = availabilityService(ctx);

    app.get('/restaurants/:slug/config', { ...publicRead, schema: { tags, summary: 'Configuration publique du restaurant', params: slugParams } }, async (req) =>
      ok(await restaurants.publicConfig(req.params.slug)),
    );

    app.get('/restaurants/:slug/closed-dates', { ...publicRead, schema: { tags, summary: 'Dates de fermeture', params: slugParams } }, async (req, reply) =>
      reply.type(JSON_TYPE).send(await restaurants.closedDatesBody(req.params.slug)),
    );

    app.get('/restaurants/:slug/events', { ...publicRead, schema: { tags, summary: 'Évènements à venir', params: slugParams } }, async (req, reply) =>
      reply.type(JSON_TYPE).send(await restaurants.upcomingEventsBody(req.params.slug)),
    );

    app.get('/restaurants/:slug/identity', { ...publicRead, schema: { tags, summary: 'Identifiants du restaurant', params: slugParams } }, async (req) =>
      ok(await restaurants.identity(req.params.slug)),
    );

    app.get('/restaurants/:slug/terms', { ...publicRead, schema: { tags, summary: 'Conditions générales du restaurant', params: slugParams } }, async (req) =>
      ok(await restaurants.terms(req.params.slug)),
    );

    app.get('/restaurants/:slug/questions', { ...publicRead, schema: { tags, summary: 'Questions actives', params: slugParams } }, async (req) =>
      ok(await restaurants.questions(req.params.slug)),
    );

    app.get(
      '/restaurants/:slug/hours/:weekday/:date',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Créneaux du jour (midi et soir)',
          params: z.strictObject({ slug: z.string().min(1).max(80), weekday: z.string().min(1).max(10), date: z.string().max(10) }),
          querystring: z.strictObject({ covers: coversQuery.default(1) }),
        },
      },
      async (req, reply) =>
        reply
          .type(JSON_TYPE)
          .send(await availability.hoursByDayBody(req.params.slug, req.params.weekday, req.params.date, req.query.covers)),
    );

    app.post(
      '/restaurants/:guid/active-tables',
      {
        schema: {
          tags,
          summary: 'Tables actives pour le brouillon',
          params: z.strictObject({ guid: z.string().min(1).max(64) }),
          body: bookingDraftSchema,
        },
      },
      async (req) => ok(await availability.activeTables(req.params.guid, req.body.tableware_count)),
    );

    app.get(
      '/restaurants/:restaurantId/blocked-tables',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Tables occupées à une date et une heure',
          params: z.strictObject({ restaurantId: rowIdParam }),
          querystring: z.strictObject({ date: z.string().max(10), hour: z.string().max(5), covers: coversQuery.default(1) }),
        },
      },
      async (req) => ok(await availability.blockedTables(req.params.restaurantId, req.query.date, req.query.hour, req.query.covers)),
    );

    app.get(
      '/restaurants/:slug/table-names',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Tables libres au choix du client',
          params: slugParams,
          querystring: z.strictObject({ covers: coversQuery, date: z.string().max(10), hour: z.string().max(5) }),
        },
      },
      async (req) => ok(await availability.tableNames(req.params.slug, req.query.covers, req.query.date, req.query.hour)),
    );

    app.get('/communications/:slug', { ...publicRead, schema: { tags, summary: 'Restaurant pour les communications', params: slugParams } }, async (req) =>
      ok(await restaurants.forCommunications(req.params.slug)),
    );
  };
