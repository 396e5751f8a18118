import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/public-reads';
import type { AppContext } from '../../context';
import { OUTAGE_ANSWERS } from '../../db/database-errors';
import { failure, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { healthService } from './health-service';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const health = healthService(ctx);

    // Liveness: the process answers. It never touches the database, so a database outage does
    // not get healthy instances restarted.
    route(app, contract.healthLive, { handler: async () => ok({ status: 'live' as const }) });

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
    route(app, contract.healthReady, { handler: ready });
    route(app, contract.health, { handler: ready });
  };
