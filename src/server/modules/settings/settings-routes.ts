import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rowIdParam } from '../../../domain/schemas/ids';
import {
  bookingSettingsSchema,
  closedDatesCreateSchema,
  closedDatesRemoveSchema,
  eventSchema,
  informationSettingsSchema,
  labelImageSchema,
  orderSchema,
  profileSettingsSchema,
  questionSchema,
  servicesSettingsSchema,
  tableSchema,
} from '../../../domain/schemas/settings';
import type { AppContext } from '../../context';
import { failure, ok } from '../../http/envelope';
import { MANAGERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS } from '../auth';
import { settingsCatalogueService } from './settings-catalogue-service';
import { SETTINGS_MESSAGES as M, StrandedBookingsError } from './settings-messages';
import { settingsService } from './settings-service';
import { MAX_UPLOAD_BYTES, saveUpload } from './uploads-service';
import { createdGuid, envelopeOf, messageOnly, refusalEnvelope } from '../../../domain/schemas/responses/envelope';
import {
  closedDatesListSchema,
  eventsListSchema,
  labelImageListSchema,
  questionsListSchema,
  restaurantSettingsSchema,
  servicesListSchema,
  strandedBookingsSchema,
  tablesListSchema,
  uploadAnswerSchema,
} from '../../../domain/schemas/responses/staff';

const guidParams = restaurantParamsSchema.extend({ guid: z.string().min(1).max(64) });
const idParams = restaurantParamsSchema.extend({ id: rowIdParam });
const confirmQuery = z.strictObject({ confirm: z.enum(['true', 'false']).optional() });

/** Settings of a restaurant: owners and managers only. */
export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = settingsService(ctx);
    const catalogue = settingsCatalogueService(ctx);
    const guard = requireStaff(ctx, { roles: MANAGERS });
    const base = '/staff/restaurants/:restaurantId/settings';
    /** A change that would strand bookings answers 409 with their list, to show and confirm. */
    const strandedAnswer = refusalEnvelope.extend({ object: strandedBookingsSchema });
    const strandable = { ...messageOnly, 409: strandedAnswer };
    const schema = (summary: string) => ({ tags: STAFF_TAGS, security: STAFF_SECURITY, summary });

    // The list a change would strand travels with its 409, for the screen to show and confirm.
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof StrandedBookingsError) {
        return reply.code(409).send(failure(409, error.message, { reason: error.reason, bookings: error.bookings }));
      }
      throw error;
    });

    // Pictures arrive as the raw body; what they really are is sniffed from the bytes.
    app.addContentTypeParser(/^image\/[a-z0-9.+-]+$/i, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) => done(null, body));

    app.get(
      base,
      {
        onRequest: guard,
        schema: { ...schema('Réglages du restaurant'), response: { 200: envelopeOf(restaurantSettingsSchema) }, params: restaurantParamsSchema },
      },
      async (req) => ok(await settings.restaurantSettings(req.params.restaurantId)),
    );
    app.put(
      `${base}/profile`,
      { onRequest: guard, schema: { ...schema('Profil'), response: messageOnly, params: restaurantParamsSchema, body: profileSettingsSchema } },
      async (req) => ok(null, await settings.updateProfile(req.params.restaurantId, req.body)),
    );
    app.put(
      `${base}/information`,
      {
        onRequest: guard,
        schema: { ...schema('Texte d’accueil et référencement'), response: messageOnly, params: restaurantParamsSchema, body: informationSettingsSchema },
      },
      async (req) => ok(null, await settings.updateInformation(req.params.restaurantId, req.body)),
    );
    app.put(
      `${base}/booking`,
      { onRequest: guard, schema: { ...schema('Réservation en ligne'), response: messageOnly, params: restaurantParamsSchema, body: bookingSettingsSchema } },
      async (req) => ok(null, await settings.updateBooking(req.params.restaurantId, req.body)),
    );

    app.get(
      `${base}/services`,
      { onRequest: guard, schema: { ...schema('Services'), response: { 200: envelopeOf(servicesListSchema) }, params: restaurantParamsSchema } },
      async (req) => ok(await settings.services(req.params.restaurantId)),
    );
    app.put(
      `${base}/services`,
      { onRequest: guard, schema: { ...schema('Remplacer les services'), response: strandable, params: restaurantParamsSchema, body: servicesSettingsSchema } },
      async (req) => ok(null, await settings.replaceServices(req.params.restaurantId, req.body.services, req.body.confirm === true)),
    );

    app.get(
      `${base}/closed-dates`,
      { onRequest: guard, schema: { ...schema('Fermetures à venir'), response: { 200: envelopeOf(closedDatesListSchema) }, params: restaurantParamsSchema } },
      async (req) => ok(await settings.closedDates(req.params.restaurantId)),
    );
    app.post(
      `${base}/closed-dates`,
      {
        onRequest: guard,
        schema: {
          ...schema('Fermer des jours'),
          response: { 201: envelopeOf(z.null()), 409: strandedAnswer },
          params: restaurantParamsSchema,
          body: closedDatesCreateSchema,
        },
      },
      async (req, reply) => reply.code(201).send(ok(null, await settings.addClosedDates(req.params.restaurantId, req.body), 201)),
    );
    app.post(
      `${base}/closed-dates/remove`,
      { onRequest: guard, schema: { ...schema('Rouvrir des jours'), response: messageOnly, params: restaurantParamsSchema, body: closedDatesRemoveSchema } },
      async (req) => ok(null, await settings.removeClosedDates(req.params.restaurantId, req.body.ids)),
    );

    app.get(
      `${base}/tables`,
      { onRequest: guard, schema: { ...schema('Tables'), response: { 200: envelopeOf(tablesListSchema) }, params: restaurantParamsSchema } },
      async (req) => ok(await catalogue.tables(req.params.restaurantId)),
    );
    app.post(
      `${base}/tables`,
      { onRequest: guard, schema: { ...schema('Ajouter une table'), response: createdGuid, params: restaurantParamsSchema, body: tableSchema } },
      async (req, reply) => reply.code(201).send(ok({ guid: await catalogue.addTable(req.params.restaurantId, req.body) }, M.saved, 201)),
    );
    app.put(
      `${base}/tables/:guid`,
      { onRequest: guard, schema: { ...schema('Modifier une table'), response: strandable, params: guidParams, body: tableSchema } },
      async (req) => ok(null, await catalogue.updateTable(req.params.restaurantId, req.params.guid, req.body)),
    );
    app.delete(
      `${base}/tables/:guid`,
      { onRequest: guard, schema: { ...schema('Supprimer une table'), response: strandable, params: guidParams, querystring: confirmQuery } },
      async (req) => ok(null, await catalogue.removeTable(req.params.restaurantId, req.params.guid, req.query.confirm === 'true')),
    );

    type LabelImage = z.infer<typeof labelImageSchema>;
    for (const [path, label, list, add, update, remove] of [
      [
        'legends',
        'Emplacements',
        (id: number) => catalogue.legends(id),
        (id: number, input: LabelImage) => catalogue.addLegend(id, input),
        (id: number, guid: string, input: LabelImage) => catalogue.updateLegend(id, guid, input),
        (id: number, guid: string) => catalogue.removeLegend(id, guid),
      ],
      [
        'icons',
        'Icônes de préférence',
        (id: number) => catalogue.icons(id),
        (id: number, input: LabelImage) => catalogue.addIcon(id, input),
        (id: number, guid: string, input: LabelImage) => catalogue.updateIcon(id, guid, input),
        (id: number, guid: string) => catalogue.removeIcon(id, guid),
      ],
    ] as const) {
      app.get(
        `${base}/${path}`,
        { onRequest: guard, schema: { ...schema(label), response: { 200: envelopeOf(labelImageListSchema) }, params: restaurantParamsSchema } },
        async (req) => ok(await list(req.params.restaurantId)),
      );
      app.post(
        `${base}/${path}`,
        { onRequest: guard, schema: { ...schema(`${label} : ajouter`), response: createdGuid, params: restaurantParamsSchema, body: labelImageSchema } },
        async (req, reply) => reply.code(201).send(ok({ guid: await add(req.params.restaurantId, req.body) }, M.saved, 201)),
      );
      app.put(
        `${base}/${path}/:guid`,
        { onRequest: guard, schema: { ...schema(`${label} : modifier`), response: messageOnly, params: guidParams, body: labelImageSchema } },
        async (req) => ok(null, await update(req.params.restaurantId, req.params.guid, req.body)),
      );
      app.delete(
        `${base}/${path}/:guid`,
        { onRequest: guard, schema: { ...schema(`${label} : supprimer`), response: messageOnly, params: guidParams } },
        async (req) => ok(null, await remove(req.params.restaurantId, req.params.guid)),
      );
    }

    app.get(
      `${base}/events`,
      { onRequest: guard, schema: { ...schema('Évènements à venir'), response: { 200: envelopeOf(eventsListSchema) }, params: restaurantParamsSchema } },
      async (req) => ok(await catalogue.events(req.params.restaurantId)),
    );
    app.post(
      `${base}/events`,
      { onRequest: guard, schema: { ...schema('Ajouter un évènement'), response: createdGuid, params: restaurantParamsSchema, body: eventSchema } },
      async (req, reply) => reply.code(201).send(ok({ guid: await catalogue.addEvent(req.params.restaurantId, req.body) }, M.saved, 201)),
    );
    app.put(
      `${base}/events/:guid`,
      { onRequest: guard, schema: { ...schema('Modifier un évènement'), response: messageOnly, params: guidParams, body: eventSchema } },
      async (req) => ok(null, await catalogue.updateEvent(req.params.restaurantId, req.params.guid, req.body)),
    );
    app.delete(
      `${base}/events/:guid`,
      { onRequest: guard, schema: { ...schema('Supprimer un évènement'), response: messageOnly, params: guidParams } },
      async (req) => ok(null, await catalogue.removeEvent(req.params.restaurantId, req.params.guid)),
    );

    app.get(
      `${base}/questions`,
      { onRequest: guard, schema: { ...schema('Questions'), response: { 200: envelopeOf(questionsListSchema) }, params: restaurantParamsSchema } },
      async (req) => ok(await catalogue.questions(req.params.restaurantId)),
    );
    app.post(
      `${base}/questions`,
      {
        onRequest: guard,
        schema: {
          ...schema('Ajouter une question'),
          response: { 201: envelopeOf(z.object({ id: z.number().int() })) },
          params: restaurantParamsSchema,
          body: questionSchema,
        },
      },
      async (req, reply) => reply.code(201).send(ok({ id: await catalogue.addQuestion(req.params.restaurantId, req.body) }, M.saved, 201)),
    );
    app.put(
      `${base}/questions/order`,
      { onRequest: guard, schema: { ...schema('Ordre des questions'), response: messageOnly, params: restaurantParamsSchema, body: orderSchema } },
      async (req) => ok(null, await catalogue.reorderQuestions(req.params.restaurantId, req.body.ids)),
    );
    app.put(
      `${base}/questions/:id`,
      { onRequest: guard, schema: { ...schema('Modifier une question'), response: messageOnly, params: idParams, body: questionSchema } },
      async (req) => ok(null, await catalogue.updateQuestion(req.params.restaurantId, req.params.id, req.body)),
    );
    app.delete(
      `${base}/questions/:id`,
      { onRequest: guard, schema: { ...schema('Supprimer une question'), response: messageOnly, params: idParams } },
      async (req) => ok(null, await catalogue.removeQuestion(req.params.restaurantId, req.params.id)),
    );

    app.post(
      '/staff/restaurants/:restaurantId/uploads',
      {
        onRequest: guard,
        bodyLimit: MAX_UPLOAD_BYTES,
        // The raw bytes are checked by the service (sniffed), not by a JSON schema.
        schema: {
          ...schema('Envoyer une image (corps brut, image/*)'),
          consumes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
          response: { 201: envelopeOf(uploadAnswerSchema) },
          params: restaurantParamsSchema,
          body: z.any().describe('PNG, JPEG, WebP ou GIF, 2 Mo au maximum'),
        },
      },
      async (req, reply) => {
        const restaurant = await settings.requireRestaurant(req.params.restaurantId);
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return reply.code(201).send(ok({ url: await saveUpload(ctx, restaurant.id, body) }, '', 201));
      },
    );
  };
