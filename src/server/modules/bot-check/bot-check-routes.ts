import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { botCheckService } from './bot-check-service';
import { spentProofsFor } from './spent-proofs';
import { envelopeOf } from '../../../domain/schemas/responses/envelope';
import { botCheckChallengeSchema } from '../../../domain/schemas/responses/public';

export const botCheckRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const botCheck = botCheckService(ctx);
    app.addHook('onClose', async () => spentProofsFor(ctx).close());
    app.get(
      '/bot-check/challenge',
      { schema: { tags: ['public'], summary: 'Défi anti-robot (preuve de travail)', response: { 200: envelopeOf(botCheckChallengeSchema) } } },
      async () => ok(await botCheck.challenge()),
    );
  };
