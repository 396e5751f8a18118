import { z } from 'zod';
import { mailingComposeSchema } from '../schemas/mailing';
import { createdGuid, envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { mailingPreviewSchema, mailingSchema, subscribersPageSchema } from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// The daily-specials mailing of owners and managers: subscribers, compose, send or schedule, reports.

const guidParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });

export const listSubscribers = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/subscribers',
  ...staffOnly,
  summary: 'Abonnés aux communications du jour',
  params: restaurantParams,
  query: z.strictObject({
    search: z.string().max(100).default(''),
    status: z.enum(['', 'pending', 'active', 'unsubscribed']).default(''),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  responses: { 200: envelopeOf(subscribersPageSchema) },
});

export const removeSubscriber = defineEndpoint({
  method: 'DELETE',
  path: '/staff/restaurants/:restaurantId/subscribers/:guid',
  ...staffOnly,
  summary: 'Supprimer un abonné',
  params: guidParams,
  responses: messageOnly,
});

export const listMailings = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/mailings',
  ...staffOnly,
  summary: 'Envois et leurs bilans',
  params: restaurantParams,
  responses: { 200: envelopeOf(z.array(mailingSchema)) },
});

export const previewMailing = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/mailings/preview',
  ...staffOnly,
  summary: 'Aperçu d’un envoi',
  params: restaurantParams,
  body: mailingComposeSchema,
  responses: { 200: envelopeOf(mailingPreviewSchema) },
});

export const sendMailing = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/mailings',
  ...staffOnly,
  summary: 'Envoyer ou programmer les plats du jour',
  params: restaurantParams,
  body: mailingComposeSchema,
  responses: createdGuid,
});

export const mailingDetail = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/mailings/:guid',
  ...staffOnly,
  summary: 'Bilan d’un envoi',
  params: guidParams,
  responses: { 200: envelopeOf(mailingSchema) },
});

export const cancelMailing = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/mailings/:guid/cancel',
  ...staffOnly,
  summary: 'Annuler un envoi programmé',
  params: guidParams,
  responses: messageOnly,
});
