import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { latestOutboxMessages } from '../outbox';

/** Development only: read what would have been e-mailed or texted. Absent in production. */
export const devToolsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (ctx.config.env === 'production') return;
    app.get(
      '/dev/outbox',
      {
        schema: {
          hide: true,
          querystring: z.strictObject({ channel: z.enum(['email', 'sms']).optional(), limit: z.coerce.number().int().min(1).max(200).default(20) }),
        },
      },
      async (req) => {
        const rows = await latestOutboxMessages(ctx.db.kysely, req.query.channel, req.query.limit);
        return ok(rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown })));
      },
    );
  };
