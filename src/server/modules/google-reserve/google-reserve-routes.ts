import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import * as v3 from './definitions/booking-server-v3';
import { partnerGuard } from './google-reserve-auth';
import { GoogleCallError, invalid } from './google-reserve-errors';
import { googleReserveService } from './google-reserve-service';

// Google's booking server, v3 REST: POST {base}/v3/<Method> with a JSON body, behind the partner's
// HTTP Basic credentials (base: {PUBLIC_URL}/google). Google reads an HTTP error as "do not book"
// and a BookingFailure as the diner's answer, so a malformed call is a 400 naming the field and
// never reaches a write; a business refusal is a 200 with its BookingFailure.

type Handler = (body: unknown) => Promise<unknown>;

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalid(`${issue.path.join('.') || 'body'}: ${issue.message}`);
}

const googleError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: { code: status, status: code, message } });

export const googleReserveRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const service = googleReserveService(ctx);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof GoogleCallError) return googleError(reply, error.status, error.code, error.message);
    if (error instanceof AppError && error.status < 500) return googleError(reply, error.status, 'INVALID_ARGUMENT', error.message);
    const status = error.statusCode ?? 500;
    // Not JSON, too large, a wrong content type: Fastify's own refusals, the caller's to fix.
    if (status >= 400 && status < 500) return googleError(reply, status, 'INVALID_ARGUMENT', error.message);
    request.log.error({ err: error }, 'google booking server: unexpected error');
    return googleError(reply, 500, 'INTERNAL', 'Internal error; the call may be retried.');
  });
  app.addHook('onRequest', partnerGuard(ctx.config.googleReserve));

  // Every method takes a JSON body: declared, so the input guards let it through to its schema.
  const options = { schema: { hide: true, body: z.unknown() } };
  const methods: Record<string, Handler> = {
    HealthCheck: async () => ({}),
    BatchAvailabilityLookup: (body) => service.batchAvailabilityLookup(parsed(v3.batchAvailabilityLookupRequest, body)),
    CheckAvailability: (body) => service.checkAvailability(parsed(v3.checkAvailabilityRequest, body)),
    CreateBooking: (body) => service.createBooking(parsed(v3.createBookingRequest, body)),
    UpdateBooking: (body) => service.updateBooking(parsed(v3.updateBookingRequest, body)),
    GetBookingStatus: (body) => service.getBookingStatus(parsed(v3.getBookingStatusRequest, body)),
    ListBookings: (body) => service.listBookings(parsed(v3.listBookingsRequest, body)),
    SetMarketingPreference: (body) => service.setMarketingPreference(parsed(v3.setMarketingPreferenceRequest, body)),
  };
  for (const [name, handler] of Object.entries(methods)) {
    app.post(`/v3/${name}`, options, async (request, reply) => reply.header('cache-control', 'no-store').send(await handler(request.body)));
  }
  // Google's health check is a GET.
  app.get('/v3/HealthCheck', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({}));
};
