import { z } from 'zod';
import { guestRiskRuleSchema, RISK_ACTIONS } from '../guest-risk';
import { noShowPolicySchema, policyOverrideSchema, servicePoliciesSchema } from '../no-show-policy';
import { rowIdParam } from '../schemas/ids';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// A restaurant's protection against no-shows (owners and managers): its Stripe account and the
// policies its diners accept before booking.

const base = '/staff/restaurants/:restaurantId/settings/no-show';

const accountSchema = z.object({
  state: z.enum(['not_connected', 'incomplete', 'connected', 'disabled']).describe('non relié, activation à terminer, relié, paiements suspendus par Stripe'),
  accountId: z.string().nullable(),
  checkedAt: z.string().nullable(),
});

const policySchema = z.object({ ...noShowPolicySchema.shape });

export const noShowSettingsSchema = z.object({
  account: accountSchema,
  services: z.array(z.object({ service: z.enum(['noon', 'evening']), weekdays: z.array(z.number()), policy: policySchema })),
  overrides: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['date', 'event']),
      date: z.string(),
      service: z.enum(['all', 'noon', 'evening']),
      event: z.object({ guid: z.string(), name: z.string() }).nullable(),
      policy: policySchema,
    }),
  ),
  risk: z.object({ threshold: z.number().nullable(), action: z.enum(RISK_ACTIONS), guaranteeCents: z.number() }),
});

export const noShowSettings = defineEndpoint({
  method: 'GET',
  path: base,
  ...staffOnly,
  summary: 'Protection contre les absences',
  params: restaurantParams,
  responses: { 200: envelopeOf(noShowSettingsSchema) },
});

export const saveServicePolicies = defineEndpoint({
  method: 'PUT',
  path: `${base}/services`,
  ...staffOnly,
  summary: 'Règles par service',
  params: restaurantParams,
  body: servicePoliciesSchema,
  responses: messageOnly,
});

export const saveGuestRiskRule = defineEndpoint({
  method: 'PUT',
  path: `${base}/guest-risk`,
  ...staffOnly,
  summary: 'Règle sur les absences répétées d’un client',
  description:
    'À partir de `threshold` absences en 12 mois (null : règle désactivée) : signaler seulement, demander une empreinte bancaire de `guaranteeCents` par couvert, ou refuser la réservation en ligne. L’empreinte demande un compte Stripe qui accepte les paiements (409 sinon).',
  params: restaurantParams,
  body: guestRiskRuleSchema,
  responses: messageOnly,
});

export const addPolicyOverride = defineEndpoint({
  method: 'POST',
  path: `${base}/overrides`,
  ...staffOnly,
  summary: 'Exception pour une date ou un évènement',
  params: restaurantParams,
  body: policyOverrideSchema,
  responses: { 201: envelopeOf(z.object({ id: z.number() })) },
});

export const removePolicyOverride = defineEndpoint({
  method: 'DELETE',
  path: `${base}/overrides/:overrideId`,
  ...staffOnly,
  summary: 'Retirer une exception',
  params: restaurantParams.extend({ overrideId: rowIdParam }),
  responses: messageOnly,
});

export const startStripeOnboarding = defineEndpoint({
  method: 'POST',
  path: `${base}/account/onboarding`,
  ...staffOnly,
  summary: 'Connecter le compte Stripe du restaurant (adresse de l’activation chez Stripe)',
  params: restaurantParams,
  responses: { 200: envelopeOf(z.object({ url: z.string() })) },
});

export const refreshStripeAccount = defineEndpoint({
  method: 'POST',
  path: `${base}/account/refresh`,
  ...staffOnly,
  summary: 'Relire l’état du compte Stripe',
  params: restaurantParams,
  responses: { 200: envelopeOf(accountSchema) },
});
