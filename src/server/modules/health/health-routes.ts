import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, refusalEnvelope } from '../../../domain/schemas/responses/envelope';
import type { AppContext } from '../../context';
import { OUTAGE_ANSWERS } from '../../db/database-errors';
import { failure, ok } from '../../http/envelope';
import { healthService } from './health-service';

const tags = ['public'];
const readyAnswer = {
  200: envelopeOf(z.object({ ready: z.literal(true), database: z.literal('ok'), milliseconds: z.number(), queuedWrites: z.number().int() })),
  503: refusalEnvelope.describe('La base ne répond pas, est en lecture seule ou pleine (avec Retry-After).'),
};

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const health = healthService(ctx);

    // Liveness: the process answers. It never touches the database, so a database outage does
    // not get healthy instances restarted.
    app.get('/health/live', { schema: { tags, summary: 'Vivacité du processus', response: { 200: envelopeOf(z.object({ status: z.string() })) } } }, async () =>
      ok({ status: 'live' }),
    );

    // Readiness: the database takes a write within its deadline; 503 otherwise, with the cause.
    const ready = async (req: FastifyRequest, reply: FastifyReply) => {
      const state = await health.readiness();
      if (state.ready) return reply.send(ok(state));
      const answer = OUTAGE_ANSWERS[state.outage];
      req.log.warn({ outage: state.outage, cause: state.cause }, 'not ready');
      return reply
        .code(503)
        .header('retry-after', String(answer.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send(failure(503, answer.message, { reason: answer.reason, ready: false, milliseconds: state.milliseconds }));
    };
    app.get('/health/ready', { schema: { tags, summary: 'Disponibilité (la base accepte une écriture)', response: readyAnswer } }, ready);
    app.get('/health', { schema: { tags, summary: 'Disponibilité (comme /health/ready)', response: readyAnswer } }, ready);
  };
