import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hourText, isoDateText } from '../../../domain/schemas/formats';
import { floorPlanInputSchema, floorPlanUpdateSchema, liveMoveSchema, walkInSchema } from '../../../domain/floor-plan/schema';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicRead } from '../../http/public-read-cache';
import { MANAGERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS, staffOf } from '../auth';
import { FLOOR_PLAN_MESSAGES as M } from './floor-plans-messages';
import { floorPlansLiveService } from './floor-plans-live-service';
import { publicFloorPlanService } from './floor-plans-public';
import { floorPlansService } from './floor-plans-service';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import {
  floorPlanSchema,
  floorPlansOverviewSchema,
  liveRoomSchema,
  upcomingBookingsSchema,
  walkInCreatedSchema,
} from '../../../domain/schemas/responses/staff';

const schema = { tags: STAFF_TAGS, security: STAFF_SECURITY };
const guid = z.string().min(1).max(64);
const planParams = restaurantParamsSchema.extend({ guid });
const isoDate = isoDateText('date attendue au format AAAA-MM-JJ');
const time = hourText('horaire attendu au format HH:MM');

export const floorPlansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const plans = floorPlansService(ctx);
    const live = floorPlansLiveService(ctx);
    const picture = publicFloorPlanService(ctx);
    const anyStaff = requireStaff(ctx);
    const managers = requireStaff(ctx, { roles: MANAGERS });
    const base = '/staff/restaurants/:restaurantId';

    app.get(
      '/restaurants/:slug/floor-plan.svg',
      {
        ...publicRead,
        schema: {
          tags: ['public'],
          summary: 'Plan de salle du restaurant (image SVG)',
          response: { 200: z.string().describe('Image SVG (image/svg+xml)') },
          params: z.strictObject({ slug: z.string().min(1).max(80) }),
        },
      },
      async (req, reply) => {
        const svg = await picture.svg(req.params.slug);
        return reply.type('image/svg+xml; charset=utf-8').header('Content-Disposition', 'inline; filename="plan-de-salle.svg"').send(svg);
      },
    );

    app.get(
      `${base}/floor-plans`,
      {
        onRequest: anyStaff,
        schema: {
          ...schema,
          summary: 'Salles du restaurant, emplacements et tables non placées',
          response: { 200: envelopeOf(floorPlansOverviewSchema) },
          params: restaurantParamsSchema,
        },
      },
      async (req) => ok(await plans.overview(req.params.restaurantId)),
    );

    app.post(
      `${base}/floor-plans`,
      {
        onRequest: managers,
        schema: {
          ...schema,
          summary: 'Créer une salle et ses tables',
          response: { 201: envelopeOf(floorPlanSchema) },
          params: restaurantParamsSchema,
          body: floorPlanInputSchema,
        },
      },
      async (req, reply) => reply.code(201).send(ok(await plans.create(req.params.restaurantId, req.body), M.created, 201)),
    );

    app.get(
      `${base}/floor-plans/:guid`,
      { onRequest: anyStaff, schema: { ...schema, summary: 'Un plan de salle', response: { 200: envelopeOf(floorPlanSchema) }, params: planParams } },
      async (req) => ok(await plans.get(req.params.restaurantId, req.params.guid)),
    );

    app.put(
      `${base}/floor-plans/:guid`,
      {
        onRequest: managers,
        schema: {
          ...schema,
          summary: 'Enregistrer un plan de salle',
          response: { 200: envelopeOf(floorPlanSchema) },
          params: planParams,
          body: floorPlanUpdateSchema,
        },
      },
      async (req) => ok(await plans.update(req.params.restaurantId, req.params.guid, req.body), M.saved),
    );

    app.delete(
      `${base}/floor-plans/:guid`,
      { onRequest: managers, schema: { ...schema, summary: 'Supprimer une salle et ses tables', response: messageOnly, params: planParams } },
      async (req) => {
        await plans.remove(req.params.restaurantId, req.params.guid);
        return ok(null, M.deleted);
      },
    );

    app.get(
      `${base}/tables/:guid/upcoming-bookings`,
      {
        onRequest: anyStaff,
        schema: { ...schema, summary: "Réservations à venir d'une table", response: { 200: envelopeOf(upcomingBookingsSchema) }, params: planParams },
      },
      async (req) => ok(await plans.upcomingBookings(req.params.restaurantId, req.params.guid)),
    );

    app.get(
      `${base}/live-room`,
      {
        onRequest: anyStaff,
        schema: {
          ...schema,
          summary: 'Vue en salle : état des tables pour un service',
          response: { 200: envelopeOf(liveRoomSchema) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({ date: isoDate.optional(), service: z.enum(['noon', 'evening']).optional(), time: time.optional() }),
        },
      },
      async (req) => ok(await live.view(req.params.restaurantId, req.query)),
    );

    app.post(
      `${base}/live-room/move`,
      {
        onRequest: anyStaff,
        schema: {
          ...schema,
          summary: 'Déplacer une réservation vers une autre table',
          response: messageOnly,
          params: restaurantParamsSchema,
          body: liveMoveSchema,
        },
      },
      async (req) => ok(null, await live.move(staffOf(req), req.body.bookingGuid, req.body.tableGuid)),
    );

    app.post(
      `${base}/live-room/walk-in`,
      {
        onRequest: anyStaff,
        schema: {
          ...schema,
          summary: 'Installer un client de passage à une table libre',
          response: { 201: envelopeOf(walkInCreatedSchema) },
          params: restaurantParamsSchema,
          body: walkInSchema,
        },
      },
      async (req, reply) => {
        const created = await live.seatWalkIn(staffOf(req), req.body);
        return reply.code(201).send(ok({ guid: created.guid, reference: created.reference }, created.message, 201));
      },
    );
  };
