import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingDraftSchema } from '../../../domain/schemas/booking';
import { hourText, isoDateText } from '../../../domain/schemas/formats';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead, sendSerialised } from '../../http/public-read-cache';
import { availabilityService, INVALID_DATE, INVALID_HOUR } from './availability-service';
import { restaurantsService } from './public-restaurant-service';
import { envelopeOf } from '../../../domain/schemas/responses/envelope';
import {
  activeTablesSchema,
  blockedTablesSchema,
  closedDatesAnswerSchema,
  communicationsRestaurantSchema,
  dayHoursSchema,
  identitySchema,
  publicConfigSchema,
  publicQuestionsSchema,
  tableNamesSchema,
  termsSchema,
  upcomingEventsSchema,
} from '../../../domain/schemas/responses/public';

const slugParams = z.strictObject({ slug: z.string().min(1).max(80) });
const coversQuery = z.coerce.number().int().min(1).max(100);
const tags = ['public'];
const date = isoDateText(INVALID_DATE);
const hour = hourText(INVALID_HOUR);

export const restaurantsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const restaurants = restaurantsService(ctx);
    const availability = availabilityService(ctx);

    app.get(
      '/restaurants/:slug/config',
      {
        ...publicRead,
        schema: { tags, summary: 'Configuration publique du restaurant', response: { 200: envelopeOf(publicConfigSchema) }, params: slugParams },
      },
      async (req, reply) => sendSerialised(reply, await restaurants.publicConfigBody(req.params.slug)),
    );

    app.get(
      '/restaurants/:slug/closed-dates',
      { ...publicRead, schema: { tags, summary: 'Dates de fermeture', response: { 200: envelopeOf(closedDatesAnswerSchema) }, params: slugParams } },
      async (req, reply) => sendSerialised(reply, await restaurants.closedDatesBody(req.params.slug)),
    );

    app.get(
      '/restaurants/:slug/events',
      { ...publicRead, schema: { tags, summary: 'Évènements à venir', response: { 200: envelopeOf(upcomingEventsSchema) }, params: slugParams } },
      async (req, reply) => sendSerialised(reply, await restaurants.upcomingEventsBody(req.params.slug)),
    );

    app.get(
      '/restaurants/:slug/identity',
      { ...publicRead, schema: { tags, summary: 'Identifiants du restaurant', response: { 200: envelopeOf(identitySchema) }, params: slugParams } },
      async (req) => ok(await restaurants.identity(req.params.slug)),
    );

    app.get(
      '/restaurants/:slug/terms',
      { ...publicRead, schema: { tags, summary: 'Conditions générales du restaurant', response: { 200: envelopeOf(termsSchema) }, params: slugParams } },
      async (req) => ok(await restaurants.terms(req.params.slug)),
    );

    app.get(
      '/restaurants/:slug/questions',
      { ...publicRead, schema: { tags, summary: 'Questions actives', response: { 200: envelopeOf(publicQuestionsSchema) }, params: slugParams } },
      async (req) => ok(await restaurants.questions(req.params.slug)),
    );

    app.get(
      '/restaurants/:slug/hours/:weekday/:date',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Créneaux du jour (midi et soir)',
          response: { 200: envelopeOf(dayHoursSchema) },
          params: z.strictObject({
            slug: z.string().min(1).max(80),
            weekday: z.string().min(1).max(10).describe('Le jour de la semaine de `date`, en français (« jeudi ») ; sinon 422.'),
            date,
          }),
          querystring: z.strictObject({ covers: coversQuery.default(1) }),
        },
      },
      async (req, reply) => sendSerialised(reply, await availability.hoursByDayBody(req.params.slug, req.params.weekday, req.params.date, req.query.covers)),
    );

    app.post(
      '/restaurants/:guid/active-tables',
      {
        schema: {
          tags,
          summary: 'Tables actives pour le brouillon',
          response: { 200: envelopeOf(activeTablesSchema) },
          params: z.strictObject({ guid: z.string().min(1).max(64) }),
          body: bookingDraftSchema,
        },
      },
      async (req) => ok(await availability.activeTables(req.params.guid, req.body.tableware_count)),
    );

    app.get(
      '/restaurants/:slug/blocked-tables',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Tables occupées à une date et une heure',
          response: { 200: envelopeOf(blockedTablesSchema) },
          params: slugParams,
          querystring: z.strictObject({ date, hour, covers: coversQuery.default(1) }),
        },
      },
      async (req) => ok(await availability.blockedTables(req.params.slug, req.query.date, req.query.hour, req.query.covers)),
    );

    app.get(
      '/restaurants/:slug/table-names',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Tables libres au choix du client',
          response: { 200: envelopeOf(tableNamesSchema) },
          params: slugParams,
          querystring: z.strictObject({ covers: coversQuery, date, hour }),
        },
      },
      async (req, reply) => sendSerialised(reply, await availability.tableNamesBody(req.params.slug, req.query.covers, req.query.date, req.query.hour)),
    );

    app.get(
      '/communications/:slug',
      {
        ...publicRead,
        schema: { tags, summary: 'Restaurant pour les communications', response: { 200: envelopeOf(communicationsRestaurantSchema) }, params: slugParams },
      },
      async (req) => ok(await restaurants.forCommunications(req.params.slug)),
    );
  };
