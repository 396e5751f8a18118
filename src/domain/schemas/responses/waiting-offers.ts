import { z } from 'zod';
import { DINER_LANGUAGES } from '../../languages';
import { dinerProtectionSchema } from './diner-payment';

// What the waiting-list offer routes answer: the diner's offer page and the host's list of a day's offers.

const offerStatus = z.enum(['offered', 'accepted', 'declined', 'expired', 'taken', 'withdrawn']);
const hour = z.string().describe('HH:MM, heure locale du restaurant');

/** The offer as its page shows it (`state` open: it can still be accepted). */
export const waitingOfferViewSchema = z.object({
  state: z.enum(['open', 'accepted', 'declined', 'expired', 'taken', 'withdrawn']),
  message: z.string().nullable().describe('Pourquoi l’offre ne peut plus être acceptée, dans la langue du client (français par défaut).'),
  language: z.enum(DINER_LANGUAGES).describe('La langue dans laquelle le client s’est inscrit : celle de la page par défaut.'),
  restaurant_name: z.string(),
  restaurant_slug: z.string(),
  restaurant_logo: z.string(),
  restaurant_time_zone: z.string().describe('Le fuseau du restaurant : l’heure limite d’annulation sans frais s’y lit.'),
  name: z.string(),
  date: z.string(),
  date_full: z.string(),
  hour,
  covers: z.number().int(),
  expires_at: z.string(),
  expires_at_local: hour,
  my_booking: z.string().nullable().describe('Le lien personnel de la réservation, une fois l’offre acceptée.'),
  /** What the restaurant asks for this table (card guarantee or deposit), in the page's language; null: nothing. */
  protection: dinerProtectionSchema.shape.protection,
});

export const waitingOfferAcceptedSchema = z.object({
  shortId: z.string(),
  /** Set when the table is held until the card is saved or the deposit paid: the diner goes to the payment page. */
  payment: z.enum(['guarantee', 'deposit']).nullable(),
});

export const dayOfferSchema = z.object({
  bookingGuid: z.string(),
  name: z.string(),
  covers: z.number().int(),
  hour,
  service: z.enum(['noon', 'evening']),
  status: offerStatus,
  offeredAt: hour,
  expiresAt: hour,
  answeredAt: hour.nullable(),
});

export type WaitingOfferView = z.infer<typeof waitingOfferViewSchema>;
export type WaitingOfferAccepted = z.infer<typeof waitingOfferAcceptedSchema>;
export type DayOffer = z.infer<typeof dayOfferSchema>;
