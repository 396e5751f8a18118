import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS, staffOf } from '../auth/staff-guard';
import { findActiveSession } from '../staff/staff-members-repository';
import type { LiveFeed } from './live-feed';

const HEARTBEAT_MS = 25_000;

/**
 * `GET /staff/restaurants/:restaurantId/events`: server-sent events of the restaurant's booking
 * changes. The web app reads it with fetch (bearer header); EventSource clients may pass
 * `?access_token=`. The stream ends when the session expires or is revoked.
 */
export const eventsRoute = (ctx: AppContext, feed: LiveFeed): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const raw of open) raw.end();
      open.clear();
    });

    app.get(
      '/staff/restaurants/:restaurantId/events',
      {
        onRequest: requireStaff(ctx, { allowQueryToken: true }),
        schema: {
          tags: STAFF_TAGS,
          security: STAFF_SECURITY,
          summary: 'Flux en direct des changements de réservations (server-sent events)',
          params: restaurantParamsSchema,
          querystring: z.object({ access_token: z.string().max(2000).optional() }),
        },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        });
        raw.write('retry: 3000\n\n');
        open.add(raw);

        const end = (reason?: string) => {
          if (raw.writableEnded) return;
          if (reason) raw.write(`event: ${reason}\ndata: {}\n\n`);
          raw.end();
        };
        const unsubscribe = feed.subscribe(staff.restaurantId, (event) => {
          raw.write(`id: ${event.historyId}\nevent: booking\ndata: ${JSON.stringify(event)}\n\n`);
        });
        // "ready" only once the feed listens: a change made after it is never missed.
        void feed.ready().then(() => {
          if (!raw.writableEnded) raw.write('event: ready\ndata: {}\n\n');
        });
        const heartbeat = setInterval(() => {
          void findActiveSession(ctx.db.kysely, staff.staffId, staff.deviceId, staff.restaurantId)
            .then((active) => (active ? raw.write(': ping\n\n') : end('expired')))
            .catch(() => undefined);
        }, HEARTBEAT_MS);
        heartbeat.unref();
        const expiry = setTimeout(() => end('expired'), Math.max(0, staff.expiresAt * 1000 - ctx.now().getTime()));
        expiry.unref();

        raw.on('close', () => {
          open.delete(raw);
          unsubscribe();
          clearInterval(heartbeat);
          clearTimeout(expiry);
        });
      },
    );
  };
