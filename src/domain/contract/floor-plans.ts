import { z } from 'zod';
import { floorPlanInputSchema, floorPlanUpdateSchema, liveMoveSchema, walkInSchema } from '../floor-plan/schema';
import { hourText, isoDateText } from '../schemas/formats';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { floorPlanSchema, floorPlansOverviewSchema, liveRoomSchema, upcomingBookingsSchema, walkInCreatedSchema } from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// Floor plans (the editor of managers), the live room of the service, and the public picture.

const planParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });
const isoDate = isoDateText('date attendue au format AAAA-MM-JJ');
const time = hourText('horaire attendu au format HH:MM');

export const floorPlanPicture = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/floor-plan.svg',
  tags: ['public'],
  summary: 'Plan de salle du restaurant (image SVG)',
  params: z.strictObject({ slug: z.string().min(1).max(80) }),
  responses: { 200: z.string().describe('Image SVG (image/svg+xml)') },
});

export const floorPlansOverview = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/floor-plans',
  ...staffOnly,
  summary: 'Salles du restaurant, emplacements et tables non placées',
  params: restaurantParams,
  responses: { 200: envelopeOf(floorPlansOverviewSchema) },
});

export const createFloorPlan = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/floor-plans',
  ...staffOnly,
  summary: 'Créer une salle et ses tables',
  params: restaurantParams,
  body: floorPlanInputSchema,
  responses: { 201: envelopeOf(floorPlanSchema) },
});

export const floorPlan = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/floor-plans/:guid',
  ...staffOnly,
  summary: 'Un plan de salle',
  params: planParams,
  responses: { 200: envelopeOf(floorPlanSchema) },
});

export const updateFloorPlan = defineEndpoint({
  method: 'PUT',
  path: '/staff/restaurants/:restaurantId/floor-plans/:guid',
  ...staffOnly,
  summary: 'Enregistrer un plan de salle',
  params: planParams,
  body: floorPlanUpdateSchema,
  responses: { 200: envelopeOf(floorPlanSchema) },
});

export const removeFloorPlan = defineEndpoint({
  method: 'DELETE',
  path: '/staff/restaurants/:restaurantId/floor-plans/:guid',
  ...staffOnly,
  summary: 'Supprimer une salle et ses tables',
  params: planParams,
  responses: messageOnly,
});

export const upcomingTableBookings = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/tables/:guid/upcoming-bookings',
  ...staffOnly,
  summary: "Réservations à venir d'une table",
  params: planParams,
  responses: { 200: envelopeOf(upcomingBookingsSchema) },
});

export const liveRoom = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/live-room',
  ...staffOnly,
  summary: 'Vue en salle : état des tables pour un service',
  params: restaurantParams,
  query: z.strictObject({ date: isoDate.optional(), service: z.enum(['noon', 'evening']).optional(), time: time.optional() }),
  responses: { 200: envelopeOf(liveRoomSchema) },
});

export const moveToTable = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/live-room/move',
  ...staffOnly,
  summary: 'Déplacer une réservation vers une autre table',
  params: restaurantParams,
  body: liveMoveSchema,
  responses: messageOnly,
});

export const seatWalkIn = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/live-room/walk-in',
  ...staffOnly,
  summary: 'Installer un client de passage à une table libre',
  params: restaurantParams,
  body: walkInSchema,
  responses: { 201: envelopeOf(walkInCreatedSchema) },
});
