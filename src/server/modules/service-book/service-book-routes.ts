import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidIsoDate, isValidTime } from '../../../domain/dates';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS, staffOf } from '../auth/staff-guard';
import { bookingActionsService } from './booking-actions-service';
import { bookingCreationService } from './booking-creation-service';
import { eventsRoute } from './events-route';
import { LiveFeed } from './live-feed';
import { serviceBookService } from './service-book-service';
import { STAFF_SETTABLE } from './status-rules';

const schema = { tags: STAFF_TAGS, security: STAFF_SECURITY };
const isoDate = z.string().refine(isValidIsoDate, { message: 'date attendue au format AAAA-MM-JJ' });
const time = z.string().refine(isValidTime, { message: 'horaire attendu au format HH:MM' });
const covers = z.number().int().min(1).max(200);
const tableGuid = z.string().min(1).max(64).nullable().optional();
const bookingParams = restaurantParamsSchema.extend({ guid: z.string().min(1).max(64) });

export const serviceBookRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const feed = new LiveFeed(ctx.db, {
      redisUrl: ctx.config.redisUrl,
      onError: (e) => app.log.warn({ err: e }, 'live feed'),
      logger: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
    });
    app.addHook('onClose', async () => feed.close());
    const book = serviceBookService(ctx);
    const actions = bookingActionsService(ctx, feed);
    const creation = bookingCreationService(ctx, feed);
    const guard = requireStaff(ctx);
    const base = '/staff/restaurants/:restaurantId';

    await app.register(eventsRoute(ctx, feed));

    app.get(
      `${base}/service-book`,
      { onRequest: guard, schema: { ...schema, summary: "Cahier de réservations d'un jour", params: restaurantParamsSchema, querystring: z.strictObject({ date: isoDate }) } },
      async (req) => ok(await book.day(req.params.restaurantId, req.query.date)),
    );

    app.get(
      `${base}/bookings/search`,
      { onRequest: guard, schema: { ...schema, summary: 'Rechercher une réservation (nom, téléphone, e-mail)', params: restaurantParamsSchema, querystring: z.strictObject({ q: z.string().max(100) }) } },
      async (req) => ok(await book.search(req.params.restaurantId, req.query.q)),
    );

    app.get(
      `${base}/bookings/:guid/history`,
      { onRequest: guard, schema: { ...schema, summary: "Historique d'une réservation", params: bookingParams } },
      async (req) => ok(await book.history(req.params.restaurantId, req.params.guid)),
    );

    app.post(
      `${base}/bookings`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Nouvelle réservation par téléphone ou client de passage',
          params: restaurantParamsSchema,
          body: z.strictObject({
            source: z.enum(['phone', 'walk_in']),
            date: isoDate.optional(),
            hour: time.optional(),
            covers,
            name: z.string().max(120).optional(),
            phone: z.string().max(40).optional(),
            email: z.string().max(254).optional(),
            information: z.string().max(2000).optional(),
            tableGuid,
          }),
        },
      },
      async (req, reply) => {
        const created = await creation.create(staffOf(req), req.body);
        return reply.code(201).send(ok({ guid: created.guid, reference: created.reference, date: created.date, service: created.service }, created.message, 201));
      },
    );

    app.post(
      `${base}/bookings/:guid/status`,
      { onRequest: guard, schema: { ...schema, summary: "Changer le statut d'une réservation", params: bookingParams, body: z.strictObject({ status: z.enum(STAFF_SETTABLE) }) } },
      async (req) => ok(null, await actions.setStatus(staffOf(req), req.params.guid, req.body.status)),
    );

    app.patch(
      `${base}/bookings/:guid`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Changer la date, l’horaire, le nombre de couverts ou la table',
          params: bookingParams,
          body: z.strictObject({ date: isoDate.optional(), hour: time.optional(), covers: covers.optional(), tableGuid }),
        },
      },
      async (req) => ok(null, await actions.edit(staffOf(req), req.params.guid, req.body)),
    );

    app.patch(
      `${base}/bookings/:guid/details`,
      {
        onRequest: guard,
        schema: {
          ...schema,
          summary: 'Serveur attitré et note interne',
          params: bookingParams,
          body: z.strictObject({ waiterName: z.string().max(60).optional(), staffNote: z.string().max(2000).optional() }),
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
          params: bookingParams,
          body: z.strictObject({ hour: time.optional(), tableGuid }),
        },
      },
      async (req) => ok(null, await creation.promote(staffOf(req), req.params.guid, req.body)),
    );
  };
