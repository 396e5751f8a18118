import { z } from 'zod';
import { THANK_YOU_MODES } from '../../after-meal';
import { DINER_LANGUAGES } from '../../languages';

// What the thank-you routes answer: the owner's settings, a booking's switch, the diner's page and
// the owner's list of answers.

export const thankYouSettingsViewSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(THANK_YOU_MODES),
  google_review_url: z.string(),
});

export const thankYouBlockViewSchema = z.object({
  blocked: z.boolean().describe('Le personnel a demandé de ne pas envoyer de remerciement pour cette réservation.'),
  sent: z.boolean().describe('Le remerciement est déjà parti (ou en file).'),
});

export const thankYouPageSchema = z.object({
  language: z.enum(DINER_LANGUAGES).describe('La langue de la réservation : celle de la page par défaut.'),
  restaurant_name: z.string(),
  restaurant_logo: z.string(),
  name: z.string(),
  date: z.string(),
  feedback_open: z.boolean().describe('Le restaurant recueille les avis par le questionnaire privé.'),
  answered: z.boolean(),
  stars: z.number().int().nullable(),
  opted_out: z.boolean(),
});

export const dinerReviewSchema = z.object({
  booking_guid: z.string(),
  date: z.string(),
  hour: z.string(),
  name: z.string(),
  covers: z.number().int(),
  stars: z.number().int(),
  comment: z.string(),
  answered_at: z.string(),
});

export const dinerReviewsSchema = z.object({
  count: z.number().int().describe('Toutes les réponses du restaurant, quel que soit le filtre.'),
  average: z.number().nullable(),
  by_stars: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  items: z.array(dinerReviewSchema).describe('Les réponses (filtrées par note si demandé), les plus récentes d’abord, 500 au plus.'),
});
