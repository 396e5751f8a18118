import { z } from 'zod';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { deviceSchema, staffHomeSchema, staffMemberSchema } from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// The staff home, the team and the devices enrolled for the restaurant.

const role = z.enum(['owner', 'manager', 'staff']);
const code = z.string().regex(/^[0-9]{4}$/, 'Veuillez saisir votre code confidentiel à 4 chiffres.');
const memberParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });

export const staffHome = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId',
  ...staffOnly,
  summary: 'Accueil du personnel',
  params: restaurantParams,
  responses: { 200: envelopeOf(staffHomeSchema) },
});

export const passTutorial = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/tutorial',
  ...staffOnly,
  summary: 'Marquer le tutoriel comme terminé',
  params: restaurantParams,
  responses: messageOnly,
});

export const listMembers = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/staff-members',
  ...staffOnly,
  summary: "L'équipe",
  params: restaurantParams,
  responses: { 200: envelopeOf(z.array(staffMemberSchema)) },
});

export const addMember = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/staff-members',
  ...staffOnly,
  summary: "Ajouter un membre de l'équipe",
  params: restaurantParams,
  body: z.strictObject({ name: z.string().max(200), role, code }),
  responses: { 201: envelopeOf(staffMemberSchema) },
});

export const updateMember = defineEndpoint({
  method: 'PATCH',
  path: '/staff/restaurants/:restaurantId/staff-members/:guid',
  ...staffOnly,
  summary: "Modifier un membre de l'équipe (prénom, rôle, code, accès aux allergies et régimes)",
  params: memberParams,
  body: z.strictObject({ name: z.string().max(200).optional(), role: role.optional(), code: code.optional(), seesHealth: z.boolean().optional() }),
  responses: { 200: envelopeOf(staffMemberSchema) },
});

export const removeMember = defineEndpoint({
  method: 'DELETE',
  path: '/staff/restaurants/:restaurantId/staff-members/:guid',
  ...staffOnly,
  summary: "Retirer un membre de l'équipe",
  params: memberParams,
  responses: messageOnly,
});

export const listDevices = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/devices',
  ...staffOnly,
  summary: 'Appareils connectés',
  params: restaurantParams,
  responses: { 200: envelopeOf(z.array(deviceSchema)) },
});

export const revokeDevice = defineEndpoint({
  method: 'POST',
  path: '/staff/restaurants/:restaurantId/devices/:guid/revoke',
  ...staffOnly,
  summary: 'Déconnecter un appareil',
  params: memberParams,
  responses: messageOnly,
});
