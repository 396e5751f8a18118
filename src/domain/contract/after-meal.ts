import { z } from 'zod';
import { feedbackAnswerLooseSchema, reviewsQuerySchema, thankYouBlockSchema, thankYouSettingsSchema } from '../schemas/after-meal';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { dinerReviewsSchema, thankYouBlockViewSchema, thankYouPageSchema, thankYouSettingsViewSchema } from '../schemas/responses/after-meal';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// The thank-you after the meal: the owner's settings and reading, the staff's switch on a booking,
// the diner's link (its private answer and its opt-out).

const tags = ['public'];
const tokenParams = z.strictObject({ token: z.string().min(1).max(64) });
const bookingParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });

export const thankYouSettings = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/settings/thank-you',
  ...staffOnly,
  summary: 'Le remerciement après le repas : activé ou non, lien Google ou questionnaire privé',
  params: restaurantParams,
  responses: { 200: envelopeOf(thankYouSettingsViewSchema) },
});

export const saveThankYouSettings = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/settings/thank-you',
  ...staffOnly,
  summary: 'Enregistrer le remerciement après le repas (le lien Google est obligatoire quand il est choisi et activé : 422 sinon)',
  params: restaurantParams,
  body: thankYouSettingsSchema,
  responses: { 200: envelopeOf(thankYouSettingsViewSchema) },
});

export const bookingThankYou = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/thank-you',
  ...staffOnly,
  summary: 'Le remerciement de cette réservation est-il bloqué ?',
  params: bookingParams,
  responses: { 200: envelopeOf(thankYouBlockViewSchema) },
});

export const setBookingThankYou = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/bookings/:guid/thank-you',
  ...staffOnly,
  summary: 'Ne pas envoyer de remerciement pour cette réservation (ou lever ce blocage)',
  params: bookingParams,
  body: thankYouBlockSchema,
  responses: { 200: envelopeOf(thankYouBlockViewSchema) },
});

export const dinerReviews = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/diner-reviews',
  ...staffOnly,
  summary: 'Les avis des clients reçus par le questionnaire privé : moyenne, nombre, liste',
  params: restaurantParams,
  query: reviewsQuerySchema,
  responses: { 200: envelopeOf(dinerReviewsSchema) },
});

export const viewThankYou = defineEndpoint({
  method: 'GET',
  path: '/thank-you/:token',
  tags,
  summary: 'Le lien du remerciement après le repas (lien personnel) : le questionnaire et sa réponse',
  params: tokenParams,
  responses: { 200: envelopeOf(thankYouPageSchema) },
});

export const answerThankYou = defineEndpoint({
  method: 'POST',
  path: '/thank-you/:token/feedback',
  tags,
  summary: 'Donner son avis : une note de 1 à 5 étoiles (422 sinon), un commentaire de 1000 caractères au plus ; une seule réponse (409 ensuite)',
  params: tokenParams,
  body: feedbackAnswerLooseSchema,
  responses: messageOnly,
});

export const optOutThankYou = defineEndpoint({
  method: 'POST',
  path: '/thank-you/:token/opt-out',
  tags,
  summary: 'Ne plus recevoir d’e-mail de remerciement de ce restaurant',
  params: tokenParams,
  responses: messageOnly,
});
