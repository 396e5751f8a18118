import { z } from 'zod';
import { imageUrl } from './settings.js';

// The daily-specials mailing as the restaurant composes it; shared by the screen and the server.

export const MAILING_LIMITS = { subject: 150, text: 5000, sms: 300 } as const;

export const mailingComposeSchema = z.strictObject({
  subject: z.string().trim().min(1, 'Objet : ce champ est obligatoire.').max(MAILING_LIMITS.subject, `Objet : ${MAILING_LIMITS.subject} caractères au maximum.`),
  text: z.string().trim().min(1, 'Message : ce champ est obligatoire.').max(MAILING_LIMITS.text, `Message : ${MAILING_LIMITS.text} caractères au maximum.`),
  sms_text: z.string().trim().max(MAILING_LIMITS.sms, `Texte du SMS : ${MAILING_LIMITS.sms} caractères au maximum.`).default(''),
  image_url: imageUrl.default(''),
  channels: z.array(z.enum(['email', 'sms'])).min(1, 'Choisissez au moins un canal : e-mail ou SMS.').max(2),
  /** ISO instant; absent or null: now. */
  send_at: z.iso.datetime({ offset: true, message: 'Date d’envoi invalide.' }).nullish(),
});
export type MailingCompose = z.infer<typeof mailingComposeSchema>;

/** SMS are billed per 160-character segment (153 each once split): the composer shows the count. */
export function smsSegments(text: string): number {
  const length = [...text].length;
  if (length === 0) return 0;
  return length <= 160 ? 1 : Math.ceil(length / 153);
}
