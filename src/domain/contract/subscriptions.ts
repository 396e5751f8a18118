import { z } from 'zod';
import { subscriptionCreateSchema } from '../schemas/booking';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { subscriptionRestaurantSchema } from '../schemas/responses/public';
import { defineEndpoint } from './endpoint';

// The daily-specials sign-up of the communications page, and the links of its messages.

const tags = ['public'];

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/subscriptions',
  tags,
  summary: 'Inscription aux communications du jour',
  body: subscriptionCreateSchema,
  responses: messageOnly,
});

export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/subscriptions/:guid/unsubscribe',
  tags,
  summary: 'Désinscription (page ou désinscription en un clic des messageries)',
  params: z.strictObject({ guid: z.string().min(1).max(64) }),
  responses: { 200: envelopeOf(subscriptionRestaurantSchema.nullable()) },
});

export const confirmSubscription = defineEndpoint({
  method: 'POST',
  path: '/subscriptions/confirm/:token',
  tags,
  summary: "Confirmer l'inscription par e-mail (double opt-in)",
  params: z.strictObject({ token: z.string().min(1).max(64) }),
  responses: { 200: envelopeOf(subscriptionRestaurantSchema) },
});
