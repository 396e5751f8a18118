import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingCreateSchema, bookingDraftSchema, updateHourSchema, createdBookingSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { said } from '../../../domain/diner-messages/diner-text';
import { ok } from '../../http/envelope';
import { botCheckService } from '../bot-check';
import { bookingsService } from './bookings-service';
import { confirmAttendance, myBookingService } from './my-booking-service';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { dayHoursSchema, myBookingSchema } from '../../../domain/schemas/responses/public';

const tags = ['public'];
const guidParams = z.strictObject({ guid: z.string().min(1).max(64) });
const shortIdParams = z.strictObject({ shortId: z.string().min(1).max(64) });
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const IDEMPOTENCY_KEY_INVALID = '8 à 128 caractères : lettres, chiffres, - et _';

export const bookingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const bookings = bookingsService(ctx);
    const myBooking = myBookingService(ctx);
    const botCheck = botCheckService(ctx);
    const createLimit = ctx.config.rateLimit ? { max: 20, timeWindow: '1 minute' } : false;

    app.post(
      '/bookings/check',
      { schema: { tags, summary: 'Vérifier un brouillon de réservation', response: messageOnly, body: bookingDraftSchema } },
      async (req) => {
        await bookings.checkDraft(req.body);
        return ok(null, said('draftValid'));
      },
    );

    app.post(
      '/bookings',
      {
        schema: {
          tags,
          summary: 'Créer une réservation',
          response: { 201: envelopeOf(createdBookingSchema).describe('Aussi la réponse à une demande renvoyée avec la même clé Idempotency-Key.') },
          body: bookingCreateSchema,
          headers: z.object({ 'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_INVALID).optional() }),
        },
        config: { rateLimit: createLimit },
      },
      async (req, reply) => {
        const key = req.headers['idempotency-key'];
        const result = await bookings.create(req.body, key, () => botCheck.verify(req.body.botcheck, req.ip));
        return reply.code(result.statusCode).send(result.body);
      },
    );

    app.get(
      '/bookings/short/:shortId',
      { schema: { tags, summary: 'Ma réservation (lien personnel)', response: { 200: envelopeOf(myBookingSchema) }, params: shortIdParams } },
      async (req) => ok(await myBooking.byShortId(req.params.shortId)),
    );

    app.get(
      '/bookings/:guid/delay-hours',
      { schema: { tags, summary: "Créneaux possibles pour prévenir d'un retard", response: { 200: envelopeOf(dayHoursSchema) }, params: guidParams } },
      async (req) => ok(await myBooking.delayHours(req.params.guid)),
    );

    app.post(
      '/bookings/:guid/hour',
      { schema: { tags, summary: "Prévenir d'un retard (nouvel horaire)", response: messageOnly, params: guidParams, body: updateHourSchema } },
      async (req) => ok(null, await myBooking.updateHour(req.params.guid, req.body.hour, req.body.comment)),
    );

    app.post('/bookings/:guid/cancel', { schema: { tags, summary: 'Annuler une réservation', response: messageOnly, params: guidParams } }, async (req) =>
      ok(null, await myBooking.cancel(req.params.guid)),
    );

    app.post(
      '/bookings/short/:shortId/confirm',
      { schema: { tags, summary: 'Confirmer une réservation', response: messageOnly, params: shortIdParams } },
      async (req) => ok(null, await myBooking.confirm(req.params.shortId)),
    );

    app.post(
      '/bookings/short/:shortId/attendance',
      {
        schema: {
          tags,
          summary: 'Je confirme ma venue (réponse au rappel de la veille)',
          description: 'Idempotent : une seconde réponse ne change rien. 409 pour une réservation annulée, passée ou sur liste d’attente.',
          response: messageOnly,
          params: shortIdParams,
        },
      },
      async (req) => ok(null, await confirmAttendance(ctx, req.params.shortId)),
    );
  };
