import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as catalogueContract from '../../../domain/contract/settings-catalogue';
import * as contract from '../../../domain/contract/settings';
import type { AppContext } from '../../context';
import { failure, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MANAGERS, requireStaff } from '../auth';
import { settingsCatalogueService } from './settings-catalogue-service';
import { SETTINGS_MESSAGES as M, StrandedBookingsError } from './settings-messages';
import { settingsService } from './settings-service';
import { turnTimesService } from './turn-times-service';
import { MAX_UPLOAD_BYTES, saveUpload } from './uploads-service';

/** Settings of a restaurant: owners and managers only. */
export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = settingsService(ctx);
    const catalogue = settingsCatalogueService(ctx);
    const turnTimes = turnTimesService(ctx);
    const onRequest = requireStaff(ctx, { roles: MANAGERS });
    const c = catalogueContract;

    // The list a change would strand travels with its 409, for the screen to show and confirm.
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof StrandedBookingsError) {
        return reply.code(409).send(failure(409, error.message, { reason: error.reason, bookings: error.bookings }));
      }
      throw error;
    });

    // Pictures arrive as the raw body; what they really are is sniffed from the bytes.
    app.addContentTypeParser(/^image\/[a-z0-9.+-]+$/i, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) => done(null, body));

    route(app, contract.restaurantSettings, { onRequest, handler: async (req) => ok(await settings.restaurantSettings(req.params.restaurantId)) });
    route(app, contract.saveProfile, { onRequest, handler: async (req) => ok(null, await settings.updateProfile(req.params.restaurantId, req.body)) });
    route(app, contract.saveInformation, { onRequest, handler: async (req) => ok(null, await settings.updateInformation(req.params.restaurantId, req.body)) });
    route(app, contract.saveBookingSettings, { onRequest, handler: async (req) => ok(null, await settings.updateBooking(req.params.restaurantId, req.body)) });
    route(app, contract.listServices, { onRequest, handler: async (req) => ok(await settings.services(req.params.restaurantId)) });
    route(app, contract.replaceServices, {
      onRequest,
      handler: async (req) => ok(null, await settings.replaceServices(req.params.restaurantId, req.body.services, req.body.confirm === true)),
    });
    route(app, contract.turnTimes, { onRequest, handler: async (req) => ok(await turnTimes.show(req.params.restaurantId)) });
    route(app, contract.saveTurnTimes, {
      onRequest,
      handler: async (req) => {
        const saved = await turnTimes.save(req.params.restaurantId, req.body);
        return ok(saved.overview, saved.message);
      },
    });
    route(app, contract.listClosedDates, { onRequest, handler: async (req) => ok(await settings.closedDates(req.params.restaurantId)) });
    route(app, contract.addClosedDates, {
      onRequest,
      handler: async (req, reply) => reply.code(201).send(ok(null, await settings.addClosedDates(req.params.restaurantId, req.body), 201)),
    });
    route(app, contract.removeClosedDates, {
      onRequest,
      handler: async (req) => ok(null, await settings.removeClosedDates(req.params.restaurantId, req.body.ids)),
    });

    route(app, c.listTables, { onRequest, handler: async (req) => ok(await catalogue.tables(req.params.restaurantId)) });
    route(app, c.addTable, {
      onRequest,
      handler: async (req, reply) => reply.code(201).send(ok({ guid: await catalogue.addTable(req.params.restaurantId, req.body) }, M.saved, 201)),
    });
    route(app, c.saveTable, { onRequest, handler: async (req) => ok(null, await catalogue.updateTable(req.params.restaurantId, req.params.guid, req.body)) });
    route(app, c.removeTable, {
      onRequest,
      handler: async (req) => ok(null, await catalogue.removeTable(req.params.restaurantId, req.params.guid, req.query.confirm === 'true')),
    });

    route(app, c.listLegends, { onRequest, handler: async (req) => ok(await catalogue.legends(req.params.restaurantId)) });
    route(app, c.addLegend, {
      onRequest,
      handler: async (req, reply) => reply.code(201).send(ok({ guid: await catalogue.addLegend(req.params.restaurantId, req.body) }, M.saved, 201)),
    });
    route(app, c.saveLegend, { onRequest, handler: async (req) => ok(null, await catalogue.updateLegend(req.params.restaurantId, req.params.guid, req.body)) });
    route(app, c.removeLegend, { onRequest, handler: async (req) => ok(null, await catalogue.removeLegend(req.params.restaurantId, req.params.guid)) });
    route(app, c.listIcons, { onRequest, handler: async (req) => ok(await catalogue.icons(req.params.restaurantId)) });
    route(app, c.addIcon, {
      onRequest,
      handler: async (req, reply) => reply.code(201).send(ok({ guid: await catalogue.addIcon(req.params.restaurantId, req.body) }, M.saved, 201)),
    });
    route(app, c.saveIcon, { onRequest, handler: async (req) => ok(null, await catalogue.updateIcon(req.params.restaurantId, req.params.guid, req.body)) });
    route(app, c.removeIcon, { onRequest, handler: async (req) => ok(null, await catalogue.removeIcon(req.params.restaurantId, req.params.guid)) });

    route(app, c.listEvents, { onRequest, handler: async (req) => ok(await catalogue.events(req.params.restaurantId)) });
    route(app, c.addEvent, {
      onRequest,
      handler: async (req, reply) => reply.code(201).send(ok({ guid: await catalogue.addEvent(req.params.restaurantId, req.body) }, M.saved, 201)),
    });
    route(app, c.saveEvent, { onRequest, handler: async (req) => ok(null, await catalogue.updateEvent(req.params.restaurantId, req.params.guid, req.body)) });
    route(app, c.removeEvent, { onRequest, handler: async (req) => ok(null, await catalogue.removeEvent(req.params.restaurantId, req.params.guid)) });

    route(app, c.listQuestions, { onRequest, handler: async (req) => ok(await catalogue.questions(req.params.restaurantId)) });
    route(app, c.addQuestion, {
      onRequest,
      handler: async (req, reply) => reply.code(201).send(ok({ id: await catalogue.addQuestion(req.params.restaurantId, req.body) }, M.saved, 201)),
    });
    route(app, c.orderQuestions, { onRequest, handler: async (req) => ok(null, await catalogue.reorderQuestions(req.params.restaurantId, req.body.ids)) });
    route(app, c.saveQuestion, {
      onRequest,
      handler: async (req) => ok(null, await catalogue.updateQuestion(req.params.restaurantId, req.params.id, req.body)),
    });
    route(app, c.removeQuestion, { onRequest, handler: async (req) => ok(null, await catalogue.removeQuestion(req.params.restaurantId, req.params.id)) });

    route(app, contract.uploadPicture, {
      onRequest,
      bodyLimit: MAX_UPLOAD_BYTES,
      handler: async (req, reply) => {
        const restaurant = await settings.requireRestaurant(req.params.restaurantId);
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return reply.code(201).send(ok({ url: await saveUpload(ctx, restaurant.id, body) }, '', 201));
      },
    });
  };
