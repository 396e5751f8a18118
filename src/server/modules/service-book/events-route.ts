import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff, staffOf, authService, sha256, findLiveSession, liveSessionJtis, spendStreamTicket } from '../auth';
import { liveEvents, streamTicket } from '../../../domain/contract/service-book';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { LiveFeed } from './live-feed';

const HEARTBEAT_MS = 25_000;
/**
 * How often an instance checks, in one query, that the sessions of its open streams are still
 * live: a logout, a revoked device or a removed member (on any instance) ends them within this.
 */
const SESSION_SWEEP_MS = 1000;

interface OpenStream {
  jti: string;
  end: (reason?: string) => void;
}

/**
 * `GET /staff/restaurants/:restaurantId/events`: server-sent events of the restaurant's booking
 * changes. The web app reads it with fetch (bearer header); EventSource clients, which cannot send
 * headers, first get a single-use ticket (`POST …/events/ticket`, bearer) and open
 * `…/events?ticket=`: a session token never travels in a URL. The stream ends when the session
 * expires or is revoked (logout, the device revoked, the member removed), on whichever instance
 * that happened: every second one query checks the sessions of all the streams an instance holds,
 * and each booking change is written only after its stream's session is checked again, so not one
 * change reaches a revoked session, not even one made in the second before the sweep.
 */
export const eventsRoute =
  (ctx: AppContext, feed: LiveFeed): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Map<ServerResponse, OpenStream>();
    let sweeper: NodeJS.Timeout | null = null;
    let sweeping = false;
    const sweep = async () => {
      if (sweeping || open.size === 0) return;
      sweeping = true;
      try {
        const streams = [...open.values()];
        const live = await liveSessionJtis(ctx.db.kysely, [...new Set(streams.map((s) => s.jti))], ctx.now().toISOString());
        for (const stream of streams) if (!live.has(stream.jti)) stream.end('expired');
      } catch {
        // The database is away: the next sweep tries again, and no change is written unchecked.
      } finally {
        sweeping = false;
      }
    };
    const track = (raw: ServerResponse, stream: OpenStream) => {
      open.set(raw, stream);
      if (!sweeper) {
        sweeper = setInterval(() => void sweep(), SESSION_SWEEP_MS);
        sweeper.unref();
      }
    };
    const untrack = (raw: ServerResponse) => {
      open.delete(raw);
      if (open.size === 0 && sweeper) {
        clearInterval(sweeper);
        sweeper = null;
      }
    };
    app.addHook('preClose', async () => {
      for (const raw of open.keys()) raw.end();
      open.clear();
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    });

    const auth = authService(ctx);
    route(app, streamTicket, { onRequest: requireStaff(ctx), handler: async (req) => ok(await auth.streamTicket(staffOf(req))) });

    const sessionFromTicket = async (request: FastifyRequest): Promise<string | null> => {
      const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
      const restaurantId = Number((request.params as Record<string, unknown> | undefined)?.restaurantId);
      if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 200 || !Number.isSafeInteger(restaurantId)) return null;
      return spendStreamTicket(ctx.db.kysely, sha256(ticket), restaurantId, ctx.now().toISOString());
    };

    route(app, liveEvents, {
      onRequest: requireStaff(ctx, { sessionFromTicket }),
      handler: async (req, reply) => {
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

        const end = (reason?: string) => {
          if (raw.writableEnded) return;
          if (reason) raw.write(`event: ${reason}\ndata: {}\n\n`);
          raw.end();
        };
        track(raw, { jti: staff.jti, end });
        // Changes are written in order, each once the session is known to be still live.
        let writing = Promise.resolve();
        const unsubscribe = feed.subscribe(staff.restaurantId, (event) => {
          writing = writing.then(async () => {
            if (raw.writableEnded) return;
            const live = await findLiveSession(ctx.db.kysely, staff.jti, ctx.now().toISOString()).catch(() => undefined);
            if (!live) return end('expired');
            raw.write(`id: ${event.historyId}\nevent: booking\ndata: ${JSON.stringify(event)}\n\n`);
          });
        });
        // "ready" only once the feed listens: a change made after it is never missed.
        void feed.ready().then(() => {
          if (!raw.writableEnded) raw.write('event: ready\ndata: {}\n\n');
        });
        const heartbeat = setInterval(() => {
          void findLiveSession(ctx.db.kysely, staff.jti, ctx.now().toISOString())
            .then((active) => (active ? raw.write(': ping\n\n') : end('expired')))
            .catch(() => undefined);
        }, HEARTBEAT_MS);
        heartbeat.unref();
        const expiry = setTimeout(() => end('expired'), Math.max(0, staff.expiresAt * 1000 - ctx.now().getTime()));
        expiry.unref();

        raw.on('close', () => {
          untrack(raw);
          unsubscribe();
          clearInterval(heartbeat);
          clearTimeout(expiry);
        });
        return reply;
      },
    });
  };
