import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/bookings';
import * as paying from '../../../domain/contract/diner-payments';
import { said } from '../../../domain/diner-messages/diner-text';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { botCheckService } from '../bot-check';
import { bookingPaymentService } from './booking-payment-service';
import { bookingsService } from './bookings-service';
import { confirmAttendance, myBookingService } from './my-booking-service';

export const bookingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const bookings = bookingsService(ctx);
    const myBooking = myBookingService(ctx);
    const botCheck = botCheckService(ctx);
    const bookingPayment = bookingPaymentService(ctx);
    const createLimit = ctx.config.rateLimit ? { max: 20, timeWindow: '1 minute' } : false;

    route(app, contract.checkDraft, {
      handler: async (req) => {
        await bookings.checkDraft(req.body);
        return ok(null, said('draftValid'));
      },
    });

    route(app, contract.createBooking, {
      rateLimit: createLimit,
      handler: async (req, reply) => {
        const key = req.headers['idempotency-key'];
        const result = await bookings.create(req.body, key, () => botCheck.verify(req.body.botcheck, req.ip));
        return reply.code(result.statusCode).send(result.body);
      },
    });

    route(app, contract.myBooking, { handler: async (req) => ok(await myBooking.byShortId(req.params.shortId)) });
    route(app, contract.delayHours, { handler: async (req) => ok(await myBooking.delayHours(req.params.guid)) });
    route(app, contract.updateHour, { handler: async (req) => ok(null, await myBooking.updateHour(req.params.guid, req.body.hour, req.body.comment)) });
    route(app, contract.cancelBooking, { handler: async (req) => ok(null, await myBooking.cancel(req.params.guid)) });
    route(app, contract.confirmBooking, { handler: async (req) => ok(null, await myBooking.confirm(req.params.shortId)) });
    route(app, contract.confirmAttendance, { handler: async (req) => ok(null, await confirmAttendance(ctx, req.params.shortId)) });

    route(app, paying.bookingProtection, { handler: async (req) => ok(await bookingPayment.protection(req.body)) });
    route(app, paying.startBookingCheckout, { rateLimit: createLimit, handler: async (req) => ok(await bookingPayment.startCheckout(req.params.shortId)) });
    route(app, paying.bookingPaymentReturn, { handler: async (req) => ok(await bookingPayment.returned(req.params.shortId)) });
  };
