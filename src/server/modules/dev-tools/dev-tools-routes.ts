import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutbox } from '../../../domain/contract/dev-tools';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { latestOutboxMessages } from '../outbox';

/** Development only: read what would have been e-mailed or texted. Absent in production. */
export const devToolsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (ctx.config.env === 'production') return;
    route(app, devOutbox, {
      handler: async (req) => {
        const rows = await latestOutboxMessages(ctx.db.kysely, req.query.channel, req.query.limit);
        return ok(rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown })));
      },
    });
  };
