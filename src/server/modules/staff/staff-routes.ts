import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { AUTH_MESSAGES, MANAGERS, OWNERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS, staffOf } from '../auth';
import { STAFF_MESSAGES as M } from './staff-messages';
import { staffService } from './staff-service';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { deviceSchema, staffHomeSchema, staffMemberSchema } from '../../../domain/schemas/responses/staff';

const schema = { tags: STAFF_TAGS, security: STAFF_SECURITY };
const role = z.enum(['owner', 'manager', 'staff']);
const code = z.string().regex(/^[0-9]{4}$/, AUTH_MESSAGES.codeInvalid);
const memberParams = restaurantParamsSchema.extend({ guid: z.string().min(1).max(64) });

export const staffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = staffService(ctx);
    const base = '/staff/restaurants/:restaurantId';

    app.get(
      base,
      {
        onRequest: requireStaff(ctx),
        schema: { ...schema, summary: 'Accueil du personnel', response: { 200: envelopeOf(staffHomeSchema) }, params: restaurantParamsSchema },
      },
      async (req) => ok(await staff.home(staffOf(req))),
    );

    app.post(
      `${base}/tutorial`,
      {
        onRequest: requireStaff(ctx),
        schema: { ...schema, summary: 'Marquer le tutoriel comme terminé', response: messageOnly, params: restaurantParamsSchema },
      },
      async (req) => ok(null, await staff.passTutorial(req.params.restaurantId)),
    );

    app.get(
      `${base}/staff-members`,
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: { ...schema, summary: "L'équipe", response: { 200: envelopeOf(z.array(staffMemberSchema)) }, params: restaurantParamsSchema },
      },
      async (req) => ok(await staff.listMembers(req.params.restaurantId)),
    );

    app.post(
      `${base}/staff-members`,
      {
        onRequest: requireStaff(ctx, { roles: OWNERS }),
        schema: {
          ...schema,
          summary: "Ajouter un membre de l'équipe",
          response: { 201: envelopeOf(staffMemberSchema) },
          params: restaurantParamsSchema,
          body: z.strictObject({ name: z.string().max(200), role, code }),
        },
      },
      async (req, reply) => {
        const added = await staff.addMember(req.params.restaurantId, req.body);
        return reply.code(201).send(ok(added.member, added.message, 201));
      },
    );

    app.patch(
      `${base}/staff-members/:guid`,
      {
        onRequest: requireStaff(ctx, { roles: OWNERS }),
        schema: {
          ...schema,
          summary: "Modifier un membre de l'équipe (prénom, rôle, code)",
          response: { 200: envelopeOf(staffMemberSchema) },
          params: memberParams,
          body: z.strictObject({ name: z.string().max(200).optional(), role: role.optional(), code: code.optional() }),
        },
      },
      async (req) => ok(await staff.updateMember(req.params.restaurantId, req.params.guid, req.body), M.memberUpdated),
    );

    app.delete(
      `${base}/staff-members/:guid`,
      {
        onRequest: requireStaff(ctx, { roles: OWNERS }),
        schema: { ...schema, summary: "Retirer un membre de l'équipe", response: messageOnly, params: memberParams },
      },
      async (req) => ok(null, await staff.removeMember(req.params.restaurantId, req.params.guid)),
    );

    app.get(
      `${base}/devices`,
      {
        onRequest: requireStaff(ctx, { roles: OWNERS }),
        schema: { ...schema, summary: 'Appareils connectés', response: { 200: envelopeOf(z.array(deviceSchema)) }, params: restaurantParamsSchema },
      },
      async (req) => ok(await staff.listDevices(req.params.restaurantId, staffOf(req).deviceId)),
    );

    app.post(
      `${base}/devices/:guid/revoke`,
      {
        onRequest: requireStaff(ctx, { roles: OWNERS }),
        schema: { ...schema, summary: 'Déconnecter un appareil', response: messageOnly, params: memberParams },
      },
      async (req) => ok(null, await staff.revokeDevice(req.params.restaurantId, req.params.guid)),
    );
  };
