import { z } from 'zod';
import { envelopeOf } from '../schemas/responses/envelope';
import { bookingPaymentSchema, moneyActionAnswerSchema } from '../schemas/responses/booking-payment';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// A booking's card guarantee or deposit in the service book: what the staff see, and the owner's
// or manager's "Débiter" (a no-show's fee) and "Rembourser".

const bookingParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
/**
 * One key per confirmation: the same confirmation sent again gets its first answer. Without one, the
 * booking payment's own key still makes every request one charge (docs/payments.md).
 */
const idempotencyHeader = z.object({ 'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, '8 à 128 caractères : lettres, chiffres, - et _').optional() });
const amountBody = z.strictObject({ amountCents: z.number().int().positive().max(10_000_000) });

export const bookingPayment = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/payment',
  ...staffOnly,
  summary: 'Garantie ou acompte d’une réservation, et qui a débité ou remboursé quoi',
  params: bookingParams,
  responses: { 200: envelopeOf(bookingPaymentSchema) },
});

export const chargeBookingPayment = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/payment/charge',
  ...staffOnly,
  summary: 'Débiter la carte enregistrée d’un client absent (propriétaire ou responsable)',
  description: 'Au plus le montant accepté par le client ; une seule fois par réservation, quel que soit le nombre de demandes.',
  params: bookingParams,
  headers: idempotencyHeader,
  body: amountBody,
  responses: { 200: envelopeOf(moneyActionAnswerSchema) },
});

export const refundBookingPayment = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/payment/refund',
  ...staffOnly,
  summary: 'Rembourser un acompte ou des frais débités (propriétaire ou responsable)',
  params: bookingParams,
  headers: idempotencyHeader,
  body: amountBody,
  responses: { 200: envelopeOf(moneyActionAnswerSchema) },
});
