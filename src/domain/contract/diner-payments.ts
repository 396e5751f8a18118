import { z } from 'zod';
import { DINER_LANGUAGES } from '../languages';
import { envelopeOf } from '../schemas/responses/envelope';
import { checkoutAnswerSchema, dinerProtectionSchema, paymentReturnSchema } from '../schemas/responses/diner-payment';
import { defineEndpoint } from './endpoint';

// The diner's side of a card guarantee or a deposit: the words to accept before booking, the
// provider's page to open after, and the return from it. The booking's short id is the capability,
// as for the booking's own link.

const tags = ['public'];
const shortIdParams = z.strictObject({ shortId: z.string().min(1).max(64) });

export const bookingProtection = defineEndpoint({
  method: 'POST',
  path: '/bookings/protection',
  tags,
  summary: 'Garantie ou acompte demandé pour une réservation (avant de réserver)',
  body: z.strictObject({
    restaurantSlug: z.string().max(80),
    date: z.string().max(10),
    hour: z.string().max(5),
    tablewarecount: z.number().int().min(-1000).max(1000),
    language: z.enum(DINER_LANGUAGES).optional(),
    // The contact details the booking will send (a guest with many no-shows may be asked a card).
    email: z.string().max(254).optional(),
    phoneNumber: z.string().max(40).optional(),
  }),
  responses: { 200: envelopeOf(dinerProtectionSchema) },
});

export const startBookingCheckout = defineEndpoint({
  method: 'POST',
  path: '/bookings/short/:shortId/payment',
  tags,
  summary: 'Ouvrir (ou rouvrir) la page de paiement du prestataire',
  description: 'La même page tant qu’elle est ouverte. Après la fin du blocage, la table est bloquée de nouveau si le créneau est encore libre ; 409 sinon.',
  params: shortIdParams,
  responses: { 200: envelopeOf(checkoutAnswerSchema) },
});

export const bookingPaymentReturn = defineEndpoint({
  method: 'POST',
  path: '/bookings/short/:shortId/payment/return',
  tags,
  summary: 'Retour du client depuis la page de paiement',
  description: 'Lit la session chez le prestataire et l’applique, que le webhook soit déjà arrivé ou non.',
  params: shortIdParams,
  responses: { 200: envelopeOf(paymentReturnSchema) },
});
