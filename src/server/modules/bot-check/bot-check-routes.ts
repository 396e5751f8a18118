import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { botCheckChallenge } from '../../../domain/contract/public-reads';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { botCheckService } from './bot-check-service';
import { spentProofsFor } from './spent-proofs';

export const botCheckRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const botCheck = botCheckService(ctx);
    app.addHook('onClose', async () => spentProofsFor(ctx).close());
    route(app, botCheckChallenge, { handler: async () => ok(await botCheck.challenge()) });
  };
