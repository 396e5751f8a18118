import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../../../domain/contract/service-book';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { requireStaff, staffOf } from '../auth';
import { bookingActionsService } from './booking-actions-service';
import { bookingCreationService } from './booking-creation-service';
import { bookingTurnService } from './booking-turn-service';
import { eventsRoute } from './events-route';
import { LiveFeed } from './live-feed';
import { serviceBookService } from './service-book-service';
import { answerOnce, onceKey } from './staff-idempotency';

export const serviceBookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const feed = new LiveFeed(ctx.db, {
      redisUrl: ctx.config.redisUrl,
      redisCommandTimeoutMs: ctx.config.redisCommandTimeoutMs,
      onError: (e) => app.log.warn({ err: e }, 'live feed'),
      logger: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
    });
    app.addHook('onClose', async () => feed.close());
    const book = serviceBookService(ctx);
    const actions = bookingActionsService(ctx, feed);
    const creation = bookingCreationService(ctx, feed);
    const turns = bookingTurnService(ctx, feed);
    const guard = requireStaff(ctx);

    await app.register(eventsRoute(ctx, feed));

    route(app, contract.serviceBookDay, {
      onRequest: guard,
      handler: async (req) => ok(await book.day(req.params.restaurantId, req.query.date, staffOf(req))),
    });
    route(app, contract.searchBookings, {
      onRequest: guard,
      handler: async (req) => ok(await book.search(req.params.restaurantId, req.query.q, staffOf(req))),
    });
    route(app, contract.bookingHistory, { onRequest: guard, handler: async (req) => ok(await book.history(req.params.restaurantId, req.params.guid)) });
    // The changes a tablet may queue without network carry an Idempotency-Key: applied once.
    const db = ctx.db.kysely;
    route(app, contract.createStaffBooking, {
      onRequest: guard,
      handler: async (req, reply) => {
        const staff = staffOf(req);
        const once = onceKey(staff, req.headers['idempotency-key'], { create: req.body });
        return answerOnce(reply, db, once, async () => {
          const created = await creation.create(staff, req.body, once);
          return { statusCode: 201, body: created };
        });
      },
    });
    route(app, contract.setBookingStatus, {
      onRequest: guard,
      handler: async (req, reply) => {
        const staff = staffOf(req);
        const once = onceKey(staff, req.headers['idempotency-key'], { statusOf: req.params.guid, ...req.body });
        return answerOnce(reply, db, once, async () => ({
          statusCode: 200,
          body: await actions.setStatus(staff, req.params.guid, req.body.status, { changedAt: req.body.changedAt, once }),
        }));
      },
    });
    route(app, contract.editBooking, {
      onRequest: guard,
      handler: async (req, reply) => {
        const staff = staffOf(req);
        const once = onceKey(staff, req.headers['idempotency-key'], { edit: req.params.guid, ...req.body });
        return answerOnce(reply, db, once, async () => ({ statusCode: 200, body: await actions.edit(staff, req.params.guid, req.body, once) }));
      },
    });
    route(app, contract.setBookingTurn, {
      onRequest: guard,
      handler: async (req) => ok(null, await turns.setTurn(staffOf(req), req.params.guid, req.body.turnMinutes)),
    });
    route(app, contract.setBookingDetails, {
      onRequest: guard,
      handler: async (req, reply) => {
        const staff = staffOf(req);
        const once = onceKey(staff, req.headers['idempotency-key'], { details: req.params.guid, ...req.body });
        return answerOnce(reply, db, once, async () => ({ statusCode: 200, body: await actions.setDetails(staff, req.params.guid, req.body, once) }));
      },
    });
    route(app, contract.promoteBooking, {
      onRequest: guard,
      handler: async (req) => ok(null, await creation.promote(staffOf(req), req.params.guid, req.body)),
    });
  };
