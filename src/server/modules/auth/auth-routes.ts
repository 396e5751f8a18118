import { z } from 'zod';
import { rowId } from '../../../domain/schemas/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { AUTH_MESSAGES as M } from './auth-messages';
import { authService } from './auth-service';
import { deviceLabelFromUserAgent } from './device-label';
import { ownerService } from './owner-service';
import { PASSWORD_MAX_LENGTH } from './password-hash';
import { botCheckService } from '../bot-check';
import { ownerConfirmationService } from './owner-confirmation';
import { OWNERS, requireStaff, restaurantParamsSchema, STAFF_SECURITY, STAFF_TAGS, staffOf } from './staff-guard';
import { envelopeOf, messageOnly } from '../../../domain/schemas/responses/envelope';
import { enrolAnswerSchema, loginAnswerSchema, ownerEmailStatusSchema, staffUserSchema } from '../../../domain/schemas/responses/staff';

const tags = ['auth'];
// The document says 3 to 254 characters; spaces around are then dropped, and an address left
// shorter is a rule's refusal (422), not a request off the document (400).
const email = z
  .string()
  .min(3)
  .max(254)
  .trim()
  .refine((v) => v.length >= 3, 'Adresse e-mail trop courte.');
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const deviceLabel = z.string().trim().max(80).optional();

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = authService(ctx);
    const owners = ownerService(ctx);
    const confirmation = ownerConfirmationService(ctx);
    const botCheck = botCheckService(ctx);
    const limit = (max: number) => (ctx.config.rateLimit ? { max, timeWindow: '1 minute' } : false);
    const labelOf = (given: string | undefined, userAgent: string | undefined) => given || deviceLabelFromUserAgent(userAgent);

    app.post(
      '/login_check',
      {
        schema: {
          tags,
          summary: 'Connexion par code confidentiel (username : code, password : secret de l’appareil)',
          response: { 200: envelopeOf(loginAnswerSchema) },
          body: z.strictObject({ username: z.string().max(32), password: z.string().max(200) }),
        },
        config: { rateLimit: limit(30) },
      },
      async (req) => ok(await auth.loginCheck(req.body.username, req.body.password)),
    );

    app.get(
      '/user/:username',
      {
        onRequest: requireStaff(ctx),
        schema: {
          tags: STAFF_TAGS,
          security: STAFF_SECURITY,
          summary: 'Membre connecté (par son code ou « me »)',
          response: { 200: envelopeOf(staffUserSchema) },
          params: z.strictObject({ username: z.string().min(1).max(32) }),
        },
        config: { rateLimit: limit(30) },
      },
      async (req) => ok(await auth.userLookup(staffOf(req), req.params.username)),
    );

    app.post(
      '/logout',
      {
        onRequest: requireStaff(ctx),
        schema: {
          tags: STAFF_TAGS,
          security: STAFF_SECURITY,
          summary: 'Se déconnecter (la session est révoquée sur tous les serveurs)',
          response: messageOnly,
        },
      },
      async (req) => {
        await auth.logout(staffOf(req));
        return ok(null, M.loggedOut);
      },
    );

    app.post(
      '/devices/enrol',
      {
        schema: {
          tags,
          summary: 'Connecter cet appareil à un restaurant (e-mail et mot de passe du propriétaire)',
          response: { 200: envelopeOf(enrolAnswerSchema) },
          body: z.strictObject({ email, password, restaurantId: rowId.optional(), deviceLabel }),
        },
        config: { rateLimit: limit(10) },
      },
      async (req) => {
        const result = await owners.enrol({ ...req.body, deviceLabel: labelOf(req.body.deviceLabel, req.headers['user-agent']) });
        return ok(result, result.enrolled ? M.enrolled : M.chooseRestaurant);
      },
    );

    app.post(
      '/owners/sign-up',
      {
        schema: {
          tags,
          summary: 'Créer mon restaurant (la suite par e-mail)',
          response: { 202: envelopeOf(z.null()) },
          body: z.strictObject({
            email,
            password,
            ownerName: z.string().max(200),
            restaurantName: z.string().max(200),
            code: z.string().max(32),
            deviceLabel,
            /** The bot check's proof, as for a booking. */
            botcheck: z.string().max(4000).optional(),
          }),
        },
        config: { rateLimit: limit(10) },
      },
      async (req, reply) => {
        await botCheck.verify(req.body.botcheck, req.ip);
        const message = await owners.signUp({ ...req.body, deviceLabel: labelOf(req.body.deviceLabel, req.headers['user-agent']) });
        return reply.code(202).send(ok(null, message, 202));
      },
    );

    app.post(
      '/owners/confirm-email',
      {
        schema: {
          tags,
          summary: 'Confirmer l’adresse e-mail du propriétaire (lien de l’e-mail)',
          response: messageOnly,
          body: z.strictObject({ token: z.string().min(10).max(200) }),
        },
        config: { rateLimit: limit(10) },
      },
      async (req) => ok(null, await confirmation.confirm(req.body.token)),
    );

    app.get(
      '/staff/restaurants/:restaurantId/owner-email',
      {
        onRequest: requireStaff(ctx, { roles: OWNERS }),
        schema: {
          tags: STAFF_TAGS,
          security: STAFF_SECURITY,
          summary: 'Adresse du propriétaire confirmée ?',
          response: { 200: envelopeOf(ownerEmailStatusSchema) },
          params: restaurantParamsSchema,
        },
      },
      async (req) => ok(await confirmation.status(staffOf(req).restaurantId)),
    );

    app.post(
      '/staff/restaurants/:restaurantId/owner-email/resend',
      {
        onRequest: requireStaff(ctx, { roles: OWNERS }),
        schema: {
          tags: STAFF_TAGS,
          security: STAFF_SECURITY,
          summary: 'Renvoyer l’e-mail de confirmation',
          response: messageOnly,
          params: restaurantParamsSchema,
        },
      },
      async (req) => ok(null, await confirmation.resend(staffOf(req).restaurantId)),
    );

    app.post(
      '/owners/password-reset',
      {
        schema: { tags, summary: 'Demander un lien de réinitialisation du mot de passe', response: messageOnly, body: z.strictObject({ email }) },
        config: { rateLimit: limit(5) },
      },
      async (req) => ok(null, await owners.requestPasswordReset(req.body.email)),
    );

    app.post(
      '/owners/password-reset/confirm',
      {
        schema: {
          tags,
          summary: 'Choisir un nouveau mot de passe',
          response: messageOnly,
          body: z.strictObject({ token: z.string().min(10).max(200), password }),
        },
        config: { rateLimit: limit(10) },
      },
      async (req) => ok(null, await owners.confirmPasswordReset(req.body.token, req.body.password)),
    );
  };
