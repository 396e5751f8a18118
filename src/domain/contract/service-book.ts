import { z } from 'zod';
import { isoDateText } from '../schemas/formats';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { bookingHistorySchema, bookingItemSchema, serviceBookDaySchema, staffBookingCreatedSchema, streamTicketSchema } from '../schemas/responses/staff';
import {
  promoteSchema,
  staffStatusSchema,
  staffBookingCreateSchema,
  staffBookingDetailsSchema,
  staffBookingEditSchema,
  staffBookingTurnSchema,
} from '../schemas/staff-booking';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// The service book: a day's bookings, the search, a booking's history and every change a host
// makes, and the live feed of changes (server-sent events).

const isoDate = isoDateText('date attendue au format AAAA-MM-JJ');
const bookingParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });
/**
 * A change queued by a tablet without network carries the key it was given when queued: sent
 * again, however often, it gets its first answer and is applied once (docs/offline.md).
 */
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, '8 à 128 caractères : lettres, chiffres, - et _')
    .optional(),
});
const replayed = 'Aussi la réponse à une demande renvoyée avec la même clé Idempotency-Key.';

export const serviceBookDay = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/service-book',
  ...staffOnly,
  summary: "Cahier de réservations d'un jour",
  params: restaurantParams,
  query: z.strictObject({ date: isoDate }),
  responses: { 200: envelopeOf(serviceBookDaySchema) },
});

export const searchBookings = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/bookings/search',
  ...staffOnly,
  summary: 'Rechercher une réservation (nom, téléphone, e-mail)',
  params: restaurantParams,
  query: z.strictObject({ q: z.string().max(100) }),
  responses: { 200: envelopeOf(z.array(bookingItemSchema)) },
});

export const bookingHistory = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/history',
  ...staffOnly,
  summary: "Historique d'une réservation",
  params: bookingParams,
  responses: { 200: envelopeOf(bookingHistorySchema) },
});

export const createStaffBooking = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/bookings',
  ...staffOnly,
  summary: 'Nouvelle réservation par téléphone ou client de passage',
  params: restaurantParams,
  body: staffBookingCreateSchema,
  headers: idempotencyHeader,
  responses: { 201: envelopeOf(staffBookingCreatedSchema).describe(replayed) },
});

export const setBookingStatus = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/status',
  ...staffOnly,
  summary: "Changer le statut d'une réservation",
  params: bookingParams,
  body: staffStatusSchema,
  headers: idempotencyHeader,
  responses: messageOnly,
});

export const editBooking = defineEndpoint({
  method: 'PATCH',
  path: '/staff/restaurants/:restaurantId/bookings/:guid',
  ...staffOnly,
  summary: 'Changer la date, l’horaire, le nombre de couverts ou la table',
  params: bookingParams,
  body: staffBookingEditSchema,
  headers: idempotencyHeader,
  responses: messageOnly,
});

export const setBookingTurn = defineEndpoint({
  method: 'PATCH',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/turn',
  ...staffOnly,
  summary: 'Durée pendant laquelle la table est gardée (prolonger ou raccourcir)',
  params: bookingParams,
  body: staffBookingTurnSchema,
  responses: messageOnly,
});

export const setBookingDetails = defineEndpoint({
  method: 'PATCH',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/details',
  ...staffOnly,
  summary: 'Serveur attitré et note interne',
  params: bookingParams,
  body: staffBookingDetailsSchema,
  headers: idempotencyHeader,
  responses: messageOnly,
});

export const promoteBooking = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/promote',
  ...staffOnly,
  summary: "Transformer une demande de la liste d'attente en réservation",
  params: bookingParams,
  body: promoteSchema,
  responses: messageOnly,
});

export const streamTicket = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/events/ticket',
  ...staffOnly,
  summary: 'Ticket à usage unique pour ouvrir le flux en direct sans jeton dans l’URL',
  params: restaurantParams,
  responses: { 200: envelopeOf(streamTicketSchema) },
});

/** Read with fetch and the bearer header by the web app (src/web/dashboard/live-events.ts), or with a ticket. */
export const liveEvents = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/events',
  ...staffOnly,
  summary: 'Flux en direct des changements de réservations (server-sent events)',
  params: restaurantParams,
  query: z.strictObject({ ticket: z.string().max(200).optional() }),
  responses: { 200: z.string().describe('Flux text/event-stream : un évènement par changement de réservation.') },
});
