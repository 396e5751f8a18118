import { z } from 'zod';
import { hourText, isoDateText } from './formats.js';
import { imageUrl } from './settings.js';

// The daily-specials mailing as the restaurant composes it; shared by the screen and the server.

const MAILING_LIMITS = { subject: 150, text: 5000, sms: 300 } as const;

export const mailingComposeSchema = z
  .strictObject({
    subject: z
      .string()
      .trim()
      .min(1, 'Objet : ce champ est obligatoire.')
      .max(MAILING_LIMITS.subject, `Objet : ${MAILING_LIMITS.subject} caractères au maximum.`),
    text: z.string().trim().min(1, 'Message : ce champ est obligatoire.').max(MAILING_LIMITS.text, `Message : ${MAILING_LIMITS.text} caractères au maximum.`),
    sms_text: z.string().trim().max(MAILING_LIMITS.sms, `Texte du SMS : ${MAILING_LIMITS.sms} caractères au maximum.`).default(''),
    image_url: imageUrl.default(''),
    channels: z
      .array(z.enum(['email', 'sms']))
      .min(1, 'Choisissez au moins un canal : e-mail ou SMS.')
      .max(2),
    /** ISO instant; absent or null (and no date below): now. */
    send_at: z.iso.datetime({ offset: true, message: 'Date d’envoi invalide.' }).nullish(),
    /**
     * Or the day and time on the restaurant's own clock (its time zone, Paris or Nouméa alike): what
     * the screen sends, so "10:00" is 10:00 where the restaurant is, whatever the device's zone.
     */
    send_date: isoDateText('Date d’envoi invalide.').nullish(),
    send_time: hourText('Heure d’envoi invalide (HH:MM).').nullish(),
  })
  .refine((m) => !m.send_date === !m.send_time, { message: 'Indiquez le jour et l’heure de l’envoi.', path: ['send_time'] })
  .refine((m) => !(m.send_at && m.send_date), { message: 'Indiquez l’heure d’envoi une seule fois : un instant, ou un jour et une heure.', path: ['send_at'] });
export type MailingCompose = z.infer<typeof mailingComposeSchema>;

/** SMS are billed per 160-character segment (153 each once split): the composer shows the count. */
export function smsSegments(text: string): number {
  const length = [...text].length;
  if (length === 0) return 0;
  return length <= 160 ? 1 : Math.ceil(length / 153);
}
