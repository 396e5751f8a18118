import { z } from 'zod';
import { rowId } from '../schemas/ids';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { enrolAnswerSchema, loginAnswerSchema, ownerEmailStatusSchema, staffUserSchema } from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// Staff access: enrolling a device with the owner's e-mail and password, the four-digit code's
// sign-in, sign-up and password reset, the owner's e-mail confirmation.

const tags = ['auth'];
/** The owner's password, at most this long (a longer one is never hashed). */
const PASSWORD_MAX_LENGTH = 200;
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
const token = z.string().min(10).max(200);

export const loginCheck = defineEndpoint({
  method: 'POST',
  path: '/login_check',
  tags,
  summary: 'Connexion par code confidentiel (username : code, password : secret de l’appareil)',
  body: z.strictObject({ username: z.string().max(32), password: z.string().max(200) }),
  responses: { 200: envelopeOf(loginAnswerSchema) },
});

export const staffUser = defineEndpoint({
  method: 'GET',
  path: '/user/:username',
  ...staffOnly,
  summary: 'Membre connecté (par son code ou « me »)',
  params: z.strictObject({ username: z.string().min(1).max(32) }),
  responses: { 200: envelopeOf(staffUserSchema) },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  ...staffOnly,
  summary: 'Se déconnecter (la session est révoquée sur tous les serveurs)',
  responses: messageOnly,
});

export const enrolDevice = defineEndpoint({
  method: 'POST',
  path: '/devices/enrol',
  tags,
  summary: 'Connecter cet appareil à un restaurant (e-mail et mot de passe du propriétaire)',
  body: z.strictObject({ email, password, restaurantId: rowId.optional(), deviceLabel }),
  responses: { 200: envelopeOf(enrolAnswerSchema) },
});

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/owners/sign-up',
  tags,
  summary: 'Créer mon restaurant (la suite par e-mail)',
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
  responses: { 202: envelopeOf(z.null()) },
});

export const confirmOwnerEmail = defineEndpoint({
  method: 'POST',
  path: '/owners/confirm-email',
  tags,
  summary: 'Confirmer l’adresse e-mail du propriétaire (lien de l’e-mail)',
  body: z.strictObject({ token }),
  responses: messageOnly,
});

export const ownerEmailStatus = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/owner-email',
  ...staffOnly,
  summary: 'Adresse du propriétaire confirmée ?',
  params: restaurantParams,
  responses: { 200: envelopeOf(ownerEmailStatusSchema) },
});

export const resendOwnerConfirmation = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/owner-email/resend',
  ...staffOnly,
  summary: 'Renvoyer l’e-mail de confirmation',
  params: restaurantParams,
  responses: messageOnly,
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/owners/password-reset',
  tags,
  summary: 'Demander un lien de réinitialisation du mot de passe',
  body: z.strictObject({ email }),
  responses: messageOnly,
});

export const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/owners/password-reset/confirm',
  tags,
  summary: 'Choisir un nouveau mot de passe',
  body: z.strictObject({ token, password }),
  responses: messageOnly,
});
