import { z } from 'zod';
import { FR_DINER_MESSAGES } from '../diner-messages/fr';
import { bookingDraftSchema } from '../schemas/booking';
import { hourText, isoDateText } from '../schemas/formats';
import { envelopeOf, refusalEnvelope } from '../schemas/responses/envelope';
import {
  activeTablesSchema,
  appConfigSchema,
  blockedTablesSchema,
  botCheckChallengeSchema,
  closedDatesAnswerSchema,
  communicationsRestaurantSchema,
  dayHoursSchema,
  identitySchema,
  publicConfigSchema,
  publicQuestionsSchema,
  tableNamesSchema,
  termsSchema,
  upcomingEventsSchema,
} from '../schemas/responses/public';
import { defineEndpoint } from './endpoint';

// What anyone may read: the application's and a restaurant's public configuration, its calendar
// and hour grid (most of them cached, src/server/http/public-read-cache.ts), the bot check's
// challenge and the health probes.

const tags = ['public'];
const slugParams = z.strictObject({ slug: z.string().min(1).max(80) });
const coversQuery = z.coerce.number().int().min(1).max(100);
const date = isoDateText(FR_DINER_MESSAGES.slotInvalidDate);
const hour = hourText(FR_DINER_MESSAGES.slotInvalidHour);

export const appConfig = defineEndpoint({
  method: 'GET',
  path: '/app/config/',
  tags,
  summary: "Configuration de l'application",
  responses: { 200: envelopeOf(appConfigSchema) },
});

export const botCheckChallenge = defineEndpoint({
  method: 'GET',
  path: '/bot-check/challenge',
  tags,
  summary: 'Défi anti-robot (preuve de travail)',
  responses: { 200: envelopeOf(botCheckChallengeSchema) },
});

export const restaurantConfig = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/config',
  tags,
  summary: 'Configuration publique du restaurant',
  params: slugParams,
  responses: { 200: envelopeOf(publicConfigSchema) },
});

export const closedDates = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/closed-dates',
  tags,
  summary: 'Dates de fermeture',
  params: slugParams,
  responses: { 200: envelopeOf(closedDatesAnswerSchema) },
});

export const upcomingEvents = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/events',
  tags,
  summary: 'Évènements à venir',
  params: slugParams,
  responses: { 200: envelopeOf(upcomingEventsSchema) },
});

export const restaurantIdentity = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/identity',
  tags,
  summary: 'Identifiants du restaurant',
  params: slugParams,
  responses: { 200: envelopeOf(identitySchema) },
});

export const restaurantTerms = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/terms',
  tags,
  summary: 'Conditions générales du restaurant',
  params: slugParams,
  responses: { 200: envelopeOf(termsSchema) },
});

export const publicQuestions = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/questions',
  tags,
  summary: 'Questions actives',
  params: slugParams,
  responses: { 200: envelopeOf(publicQuestionsSchema) },
});

export const dayHours = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/hours/:weekday/:date',
  tags,
  summary: 'Créneaux du jour (midi et soir)',
  params: z.strictObject({
    slug: z.string().min(1).max(80),
    weekday: z.string().min(1).max(10).describe('Le jour de la semaine de `date`, en français (« jeudi ») ; sinon 422.'),
    date,
  }),
  query: z.strictObject({ covers: coversQuery.default(1) }),
  responses: { 200: envelopeOf(dayHoursSchema) },
});

export const activeTables = defineEndpoint({
  method: 'POST',
  path: '/restaurants/:guid/active-tables',
  tags,
  summary: 'Tables actives pour le brouillon',
  params: z.strictObject({ guid: z.string().min(1).max(64) }),
  body: bookingDraftSchema,
  responses: { 200: envelopeOf(activeTablesSchema) },
});

export const blockedTables = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/blocked-tables',
  tags,
  summary: 'Tables occupées à une date et une heure',
  params: slugParams,
  query: z.strictObject({ date, hour, covers: coversQuery.default(1) }),
  responses: { 200: envelopeOf(blockedTablesSchema) },
});

export const tableNames = defineEndpoint({
  method: 'GET',
  path: '/restaurants/:slug/table-names',
  tags,
  summary: 'Tables libres au choix du client',
  params: slugParams,
  query: z.strictObject({ covers: coversQuery, date, hour }),
  responses: { 200: envelopeOf(tableNamesSchema) },
});

export const communicationsRestaurant = defineEndpoint({
  method: 'GET',
  path: '/communications/:slug',
  tags,
  summary: 'Restaurant pour les communications',
  params: slugParams,
  responses: { 200: envelopeOf(communicationsRestaurantSchema) },
});

const readyAnswer = {
  200: envelopeOf(z.object({ ready: z.literal(true), database: z.literal('ok'), milliseconds: z.number(), queuedWrites: z.number().int() })),
  503: refusalEnvelope.describe('La base ne répond pas, est en lecture seule ou pleine (avec Retry-After).'),
};

export const healthLive = defineEndpoint({
  method: 'GET',
  path: '/health/live',
  tags,
  summary: 'Vivacité du processus',
  responses: { 200: envelopeOf(z.object({ status: z.literal('live') })) },
});

export const healthReady = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  tags,
  summary: 'Disponibilité (la base accepte une écriture)',
  responses: readyAnswer,
});

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  tags,
  summary: 'Disponibilité (comme /health/ready)',
  responses: readyAnswer,
});
