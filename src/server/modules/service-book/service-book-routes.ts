import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDateText } from '../../../domain/schemas/formats';
import {
  promoteSchema,
  staffBookingCreateSchema,
  staffBookingDetailsSchema,
  staffBookingEditSchema,
  staffBookingTurnSchema,
} from '../../../domain/schemas/staff-booking';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS, staffOf } from '../auth';
import { bookingActionsService } from './booking-actions-service';
import { bookingCreationService } from './booking-creation-service';
import { bookingTurnService } from './booking-turn-service';
import { eventsRoute } from './events-route';
import { LiveFeed } from './live-feed';
import { serviceBookService } from './service-book-service';
import { STAFF_SETTABLE } from './status-rules';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { bookingHistorySchema, bookingItemSchema, serviceBookDaySchema, staffBookingCreatedSchema } from '../../../domain/schemas/responses/staff';

const schema = { tags: STAFF_TAGS, security: STAFF_SECURITY };
const isoDate = isoDateText('date attendue au format AAAA-MM-JJ');
const bookingParams = restaurantParamsSchema.extend({ guid: z.string().min(1).max(64) });

export const serviceBookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const feed = new LiveFeed(ctx.db, {
      redisUrl: ctx.config.redisUrl,
      redisCommandTimeoutMs: ctx.config.redisCommandTimeoutMs,
      onError: (e) => app.log.warn({ err: e }, 'live feed'),
      logger: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
    });
    app.addHook('onClose', async () => feed.close());
    const book = serviceBookService(ctx);
    const actions = bookingActionsService(ctx, feed);
    const creation = bookingCreationService(ctx, feed);
    const turns = bookingTurnService(ctx, feed);
    const guard = requireStaff(ctx);
    const base = '/staff/restaurants/:restaurantId';

    await app.register(eventsRoute(ctx, feed));

    app.get(
      `${base}/service-book`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: "Cahier de réservations d'un jour",
          response: { 200: envelopeOf(serviceBookDaySchema) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({ date: isoDate }),
        },
      },
      async (req) => ok(await book.day(req.params.restaurantId, req.query.date)),
    );

    app.get(
      `${base}/bookings/search`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Rechercher une réservation (nom, téléphone, e-mail)',
          response: { 200: envelopeOf(z.array(bookingItemSchema)) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({ q: z.string().max(100) }),
        },
      },
      async (req) => ok(await book.search(req.params.restaurantId, req.query.q)),
    );

    app.get(
      `${base}/bookings/:guid/history`,
      {
        onRequest: guard,
        schema: { ...schema, summary: "Historique d'une réservation", response: { 200: envelopeOf(bookingHistorySchema) }, params: bookingParams },
      },
      async (req) => ok(await book.history(req.params.restaurantId, req.params.guid)),
    );

    app.post(
      `${base}/bookings`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Nouvelle réservation par téléphone ou client de passage',
          response: { 201: envelopeOf(staffBookingCreatedSchema) },
          params: restaurantParamsSchema,
          body: staffBookingCreateSchema,
        },
      },
      async (req, reply) => {
        const created = await creation.create(staffOf(req), req.body);
        return reply
          .code(201)
          .send(ok({ guid: created.guid, reference: created.reference, date: created.date, service: created.service }, created.message, 201));
      },
    );

    app.post(
      `${base}/bookings/:guid/status`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: "Changer le statut d'une réservation",
          response: messageOnly,
          params: bookingParams,
          body: z.strictObject({ status: z.enum(STAFF_SETTABLE) }),
        },
      },
      async (req) => ok(null, await actions.setStatus(staffOf(req), req.params.guid, req.body.status)),
    );

    app.patch(
      `${base}/bookings/:guid`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Changer la date, l’horaire, le nombre de couverts ou la table',
          response: messageOnly,
          params: bookingParams,
          body: staffBookingEditSchema,
        },
      },
      async (req) => ok(null, await actions.edit(staffOf(req), req.params.guid, req.body)),
    );

    app.patch(
      `${base}/bookings/:guid/turn`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Durée pendant laquelle la table est gardée (prolonger ou raccourcir)',
          response: messageOnly,
          params: bookingParams,
          body: staffBookingTurnSchema,
        },
      },
      async (req) => ok(null, await turns.setTurn(staffOf(req), req.params.guid, req.body.turnMinutes)),
    );

    app.patch(
      `${base}/bookings/:guid/details`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Serveur attitré et note interne',
          response: messageOnly,
          params: bookingParams,
          body: staffBookingDetailsSchema,
        },
      },
      async (req) => ok(null, await actions.setDetails(staffOf(req), req.params.guid, req.body)),
    );

    app.post(
      `${base}/bookings/:guid/promote`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: "Transformer une demande de la liste d'attente en réservation",
          response: messageOnly,
          params: bookingParams,
          body: promoteSchema,
        },
      },
      async (req) => ok(null, await creation.promote(staffOf(req), req.params.guid, req.body)),
    );
  };
