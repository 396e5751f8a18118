import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX, THANK_YOU_MODES } from '../after-meal';
import { emptyOr, HTTPS_URL_PATTERN } from './formats';
import { isSafeAbsoluteUrl } from './settings';

// The thank-you e-mail's settings (the owner, in French), the staff's switch on one booking, and
// the diner's private answer (1–5 stars, a comment).

const GOOGLE_URL_MESSAGE = 'Lien de la page d’avis : adresse https://… attendue.';

export const thankYouSettingsSchema = z
  .strictObject({
    enabled: z.boolean({ message: 'Valeur oui/non attendue.' }),
    mode: z.enum(THANK_YOU_MODES, { message: 'Choisissez le lien vers Google ou le questionnaire privé.' }),
    google_review_url: z
      .string()
      .trim()
      .max(500, 'Lien de la page d’avis : 500 caractères au maximum.')
      .regex(emptyOr(HTTPS_URL_PATTERN), GOOGLE_URL_MESSAGE)
      .refine((v) => v === '' || isSafeAbsoluteUrl(v, ['https:']), GOOGLE_URL_MESSAGE),
  })
  .superRefine((value, ctx) => {
    // Sending a link to nowhere would waste the diner's goodwill: the address comes first.
    if (value.enabled && value.mode === 'google' && value.google_review_url === '')
      ctx.addIssue({ code: 'custom', path: ['google_review_url'], message: 'Indiquez le lien de votre page d’avis Google (https://…).' });
  });
export type ThankYouSettingsInput = z.infer<typeof thankYouSettingsSchema>;

export const thankYouBlockSchema = z.strictObject({ blocked: z.boolean({ message: 'Valeur oui/non attendue.' }) });

/**
 * The diner's answer as the request carries it: the stars' range and the comment's length are
 * checked by the server (src/domain/after-meal.ts's limits) so the refusal speaks the diner's language.
 */
export const feedbackAnswerLooseSchema = z.strictObject({
  stars: z.number(),
  comment: z
    .string()
    .max(20 * FEEDBACK_COMMENT_MAX)
    .optional(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerLooseSchema>;

export const reviewsQuerySchema = z.strictObject({
  stars: z.coerce.number().int().min(1, 'Note de 1 à 5 attendue.').max(5, 'Note de 1 à 5 attendue.').optional(),
});
