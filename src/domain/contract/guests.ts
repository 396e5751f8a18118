import { z } from 'zod';
import { guestUpdateSchema } from '../schemas/guests';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { guestDetailSchema, guestExportSchema, guestsPageSchema } from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// Guest profiles built from bookings: the whole team reads them, managers edit, export and erase.

const guidParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });

export const listGuests = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/guests',
  ...staffOnly,
  summary: 'Clients',
  params: restaurantParams,
  query: z.strictObject({
    search: z.string().max(100).default(''),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  responses: { 200: envelopeOf(guestsPageSchema) },
});

export const guestDetail = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/guests/:guid',
  ...staffOnly,
  summary: 'Fiche client et historique',
  params: guidParams,
  responses: { 200: envelopeOf(guestDetailSchema) },
});

export const updateGuest = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/guests/:guid',
  ...staffOnly,
  summary: 'Modifier la fiche client',
  params: guidParams,
  body: guestUpdateSchema,
  responses: messageOnly,
});

export const exportGuest = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/guests/:guid/export',
  ...staffOnly,
  summary: 'Export des données du client (RGPD)',
  params: guidParams,
  responses: { 200: envelopeOf(guestExportSchema) },
});

export const eraseGuest = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/guests/:guid/erase',
  ...staffOnly,
  summary: 'Effacer les données du client (RGPD)',
  params: guidParams,
  responses: messageOnly,
});
