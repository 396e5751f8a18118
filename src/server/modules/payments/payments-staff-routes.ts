import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/booking-payments';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { requireStaff, staffOf } from '../auth';
import { staffPaymentsService } from './staff-payments-service';

/**
 * A booking's payment in the service book. Apart from payments-routes.ts, whose plugin keeps JSON
 * bodies raw for the webhook's signature. Every staff member reads; the service refuses money
 * actions to the floor staff with its own words (the role rule is a payment rule, not the guard's).
 */
export const paymentsStaffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = staffPaymentsService(ctx);
    const guard = requireStaff(ctx);

    route(app, contract.bookingPayment, { onRequest: guard, handler: async (req) => ok(await service.read(staffOf(req), req.params.guid)) });
    route(app, contract.chargeBookingPayment, {
      onRequest: guard,
      handler: async (req) => {
        const { message, ...done } = await service.charge(staffOf(req), req.params.guid, req.body.amountCents, req.headers['idempotency-key']);
        return ok(done, message);
      },
    });
    route(app, contract.refundBookingPayment, {
      onRequest: guard,
      handler: async (req) => {
        const { message, ...done } = await service.refund(staffOf(req), req.params.guid, req.body.amountCents, req.headers['idempotency-key']);
        return ok(done, message);
      },
    });
  };
