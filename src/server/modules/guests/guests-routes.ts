import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkBirthday,
  checkDinerName,
  checkPostCode,
  STAFF_DINER_FIELD_MESSAGES,
  type FieldCheck,
  type StaffDinerFieldReason,
} from '../../../domain/diner-fields';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MANAGERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff-guard';
import { guestsService } from './guests-service';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { guestDetailSchema, guestExportSchema, guestsPageSchema } from '../../../domain/schemas/responses/staff';

const guidParams = restaurantParamsSchema.extend({ guid: z.string().min(1).max(64) });
/** A rule of the diner's fields (the booking wizard's), refusing in words for the host. */
const staffRule =
  <T>(check: (value: string) => FieldCheck<T, StaffDinerFieldReason>) =>
  (value: string, ctx: z.RefinementCtx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: STAFF_DINER_FIELD_MESSAGES[result.reason] });
  };

const guestUpdateSchema = z.strictObject({
  name: z.string().max(120, STAFF_DINER_FIELD_MESSAGES.nameTooLong).superRefine(staffRule(checkDinerName)),
  birthday: z.string().superRefine(staffRule(checkBirthday)).nullable(),
  post_code: z.string().max(20, STAFF_DINER_FIELD_MESSAGES.postCodeInvalid).superRefine(staffRule(checkPostCode)).nullable(),
  notes: z.string().max(5000, 'Notes : 5 000 caractères au maximum.'),
  tags: z.array(z.string().max(40, 'Étiquette : 40 caractères au maximum.')).max(20, '20 étiquettes au maximum.'),
});

/** Guest profiles: the whole team reads them (the host stand needs the notes); managers edit and erase. */
export const guestsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guests = guestsService(ctx);
    const base = '/staff/restaurants/:restaurantId/guests';
    const schema = (summary: string) => ({ tags: STAFF_TAGS, security: STAFF_SECURITY, summary });

    app.get(
      base,
      {
        onRequest: requireStaff(ctx),
        schema: {
          ...schema('Clients'),
          response: { 200: envelopeOf(guestsPageSchema) },
          params: restaurantParamsSchema,
          querystring: z.strictObject({
            search: z.string().max(100).default(''),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(200).default(50),
          }),
        },
      },
      async (req) => ok(await guests.list(req.params.restaurantId, req.query)),
    );
    app.get(
      `${base}/:guid`,
      {
        onRequest: requireStaff(ctx),
        schema: { ...schema('Fiche client et historique'), response: { 200: envelopeOf(guestDetailSchema) }, params: guidParams },
      },
      async (req) => ok(await guests.detail(req.params.restaurantId, req.params.guid)),
    );
    app.put(
      `${base}/:guid`,
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: { ...schema('Modifier la fiche client'), response: messageOnly, params: guidParams, body: guestUpdateSchema },
      },
      async (req) => ok(null, await guests.update(req.params.restaurantId, req.params.guid, req.body)),
    );
    app.get(
      `${base}/:guid/export`,
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: { ...schema('Export des données du client (RGPD)'), response: { 200: envelopeOf(guestExportSchema) }, params: guidParams },
      },
      async (req) => ok(await guests.exportData(req.params.restaurantId, req.params.guid)),
    );
    app.post(
      `${base}/:guid/erase`,
      {
        onRequest: requireStaff(ctx, { roles: MANAGERS }),
        schema: { ...schema('Effacer les données du client (RGPD)'), response: messageOnly, params: guidParams },
      },
      async (req) => ok(null, await guests.erase(req.params.restaurantId, req.params.guid)),
    );
  };
