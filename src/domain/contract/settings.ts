import { z } from 'zod';
import {
  bookingSettingsSchema,
  closedDatesCreateSchema,
  closedDatesRemoveSchema,
  informationSettingsSchema,
  profileSettingsSchema,
  servicesSettingsSchema,
  turnPredictionSettingsSchema,
} from '../schemas/settings';
import { envelopeOf, messageOnly, refusalEnvelope } from '../schemas/responses/envelope';
import {
  closedDatesListSchema,
  restaurantSettingsSchema,
  servicesListSchema,
  strandedBookingsSchema,
  turnTimesOverviewSchema,
  uploadAnswerSchema,
} from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// A restaurant's settings (owners and managers): profile, texts, online booking, services, closures,
// and the pictures they name. The catalogue (tables, labels, events, questions) is settings-catalogue.ts.

/** A change that would strand bookings answers 409 with their list, to show and confirm. */
const strandedAnswer = refusalEnvelope.extend({ object: strandedBookingsSchema });
export const strandable = { ...messageOnly, 409: strandedAnswer };

export const restaurantSettings = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/settings',
  ...staffOnly,
  summary: 'Réglages du restaurant',
  params: restaurantParams,
  responses: { 200: envelopeOf(restaurantSettingsSchema) },
});

export const saveProfile = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/settings/profile',
  ...staffOnly,
  summary: 'Profil',
  params: restaurantParams,
  body: profileSettingsSchema,
  responses: messageOnly,
});

export const saveInformation = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/settings/information',
  ...staffOnly,
  summary: 'Texte d’accueil et référencement',
  params: restaurantParams,
  body: informationSettingsSchema,
  responses: messageOnly,
});

export const saveBookingSettings = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/settings/booking',
  ...staffOnly,
  summary: 'Réservation en ligne',
  params: restaurantParams,
  body: bookingSettingsSchema,
  responses: messageOnly,
});

export const listServices = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/settings/services',
  ...staffOnly,
  summary: 'Services',
  params: restaurantParams,
  responses: { 200: envelopeOf(servicesListSchema) },
});

export const replaceServices = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/settings/services',
  ...staffOnly,
  summary: 'Remplacer les services',
  params: restaurantParams,
  body: servicesSettingsSchema,
  responses: strandable,
});

export const listClosedDates = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/settings/closed-dates',
  ...staffOnly,
  summary: 'Fermetures à venir',
  params: restaurantParams,
  responses: { 200: envelopeOf(closedDatesListSchema) },
});

export const addClosedDates = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/settings/closed-dates',
  ...staffOnly,
  summary: 'Fermer des jours',
  params: restaurantParams,
  body: closedDatesCreateSchema,
  responses: { 201: envelopeOf(z.null()), 409: strandedAnswer },
});

export const removeClosedDates = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/settings/closed-dates/remove',
  ...staffOnly,
  summary: 'Rouvrir des jours',
  params: restaurantParams,
  body: closedDatesRemoveSchema,
  responses: messageOnly,
});

/** The picture's own bytes, not JSON: the web client sends the file as it is. */
export const uploadPicture = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/uploads',
  ...staffOnly,
  summary: 'Envoyer une image (corps brut, image/*)',
  consumes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  params: restaurantParams,
  body: z.any().describe('PNG, JPEG, WebP ou GIF, 2 Mo au maximum'),
  responses: { 201: envelopeOf(uploadAnswerSchema) },
});

/** Computes the predictions again from the history (opening the page shows them as of now). */
export const turnTimes = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/settings/turn-times',
  ...staffOnly,
  summary: 'Durées de table prévues d’après l’historique',
  params: restaurantParams,
  responses: { 200: envelopeOf(turnTimesOverviewSchema) },
});

export const saveTurnTimes = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/settings/turn-times',
  ...staffOnly,
  summary: 'Utiliser les durées prévues pour les nouvelles réservations',
  params: restaurantParams,
  body: turnPredictionSettingsSchema,
  responses: { 200: envelopeOf(turnTimesOverviewSchema) },
});
