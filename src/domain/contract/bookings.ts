import { z } from 'zod';
import { bookingCreateSchema, bookingDraftSchema, codeCheckSchema, codeCreateSchema, createdBookingSchema, updateHourSchema } from '../schemas/booking';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { dayHoursSchema, myBookingSchema } from '../schemas/responses/public';
import { defineEndpoint } from './endpoint';

// The diner's booking: the wizard's draft check, SMS code and creation, then the booking's own link.

const tags = ['public'];
const guidParams = z.strictObject({ guid: z.string().min(1).max(64) });
const shortIdParams = z.strictObject({ shortId: z.string().min(1).max(64) });
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const IDEMPOTENCY_KEY_INVALID = '8 à 128 caractères : lettres, chiffres, - et _';

export const checkDraft = defineEndpoint({
  method: 'POST',
  path: '/bookings/check',
  tags,
  summary: 'Vérifier un brouillon de réservation',
  body: bookingDraftSchema,
  responses: messageOnly,
});

export const createBooking = defineEndpoint({
  method: 'POST',
  path: '/bookings',
  tags,
  summary: 'Créer une réservation',
  body: bookingCreateSchema,
  headers: z.object({ 'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_INVALID).optional() }),
  responses: { 201: envelopeOf(createdBookingSchema).describe('Aussi la réponse à une demande renvoyée avec la même clé Idempotency-Key.') },
});

export const myBooking = defineEndpoint({
  method: 'GET',
  path: '/bookings/short/:shortId',
  tags,
  summary: 'Ma réservation (lien personnel)',
  params: shortIdParams,
  responses: { 200: envelopeOf(myBookingSchema) },
});

export const delayHours = defineEndpoint({
  method: 'GET',
  path: '/bookings/:guid/delay-hours',
  tags,
  summary: "Créneaux possibles pour prévenir d'un retard",
  params: guidParams,
  responses: { 200: envelopeOf(dayHoursSchema) },
});

export const updateHour = defineEndpoint({
  method: 'POST',
  path: '/bookings/:guid/hour',
  tags,
  summary: "Prévenir d'un retard (nouvel horaire)",
  params: guidParams,
  body: updateHourSchema,
  responses: messageOnly,
});

export const cancelBooking = defineEndpoint({
  method: 'POST',
  path: '/bookings/:guid/cancel',
  tags,
  summary: 'Annuler une réservation',
  params: guidParams,
  responses: messageOnly,
});

export const confirmBooking = defineEndpoint({
  method: 'POST',
  path: '/bookings/short/:shortId/confirm',
  tags,
  summary: 'Confirmer une réservation',
  params: shortIdParams,
  responses: messageOnly,
});

export const confirmAttendance = defineEndpoint({
  method: 'POST',
  path: '/bookings/short/:shortId/attendance',
  tags,
  summary: 'Je confirme ma venue (réponse au rappel de la veille)',
  description: 'Idempotent : une seconde réponse ne change rien. 409 pour une réservation annulée, passée ou sur liste d’attente.',
  params: shortIdParams,
  responses: messageOnly,
});

export const createCode = defineEndpoint({
  method: 'POST',
  path: '/code/create',
  tags,
  summary: 'Envoyer un code de confirmation par SMS',
  body: codeCreateSchema,
  responses: messageOnly,
});

export const checkCode = defineEndpoint({
  method: 'POST',
  path: '/code/check',
  tags,
  summary: 'Vérifier un code de confirmation',
  body: codeCheckSchema,
  responses: messageOnly,
});
