import { z } from 'zod';
import { DINER_LANGUAGES } from '../languages';
import { dietaryInputSchema } from './dietary';
import { rowId } from './ids';
import { bookingStatus } from './responses/booking-item';

export { rowId };

// Request shapes of the public booking calls. Types and sizes are checked here (a wrong shape is a
// 400); business rules (covers, contact, consent…) are checked by the server with a French message
// each, so the wizard can show them as they are.

const text = (max: number) => z.string().max(max, `${max} caractères au maximum`);
const guidLike = z.string().max(64);

/** The wizard's draft (spec section 3, browser key 'booking'), sent to the draft check. */
export const bookingDraftSchema = z.strictObject({
  slug: text(80),
  date: text(10),
  hour: text(5),
  tableware_count: z.number().int().min(-1000).max(1000),
  name: text(120),
  email: text(254),
  phone: text(32),
  phoneConfirmation: text(32),
  informations: text(2000).default(''),
  sms: z.boolean().default(false),
  birthday: text(10).nullish(),
  post_code: text(10).nullish(),
  bookingIcons: text(500).default(''),
  locale: text(20).default('fr-FR'),
  navigatorLanguage: text(50).default(''),
  query: text(1000).default(''),
  is_waiting: z.boolean().default(false),
  tableName: guidLike.nullish(),
  bookingIconsCustomerPlacementSelected: guidLike.default('peu-importe'),
  questions: z
    .array(z.strictObject({ id: rowId, answer: text(1000) }))
    .max(50)
    .optional(),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/** The booking sent to creation (spec section 3), plus consents and the bot-check payload. */
export const bookingCreateSchema = z.strictObject({
  date: text(10),
  hour: text(5),
  tablewarecount: z.number().int().min(-1000).max(1000),
  name: text(120),
  email: text(254),
  phoneNumber: text(32),
  information: text(2000).default(''),
  restaurantId: rowId.optional(),
  sms: z.boolean().default(false),
  bookingIcons: text(500).default(''),
  restaurantSlug: text(80),
  questions: z
    .array(z.strictObject({ id: rowId, answer: text(1000) }))
    .max(50)
    .default([]),
  locale: text(20).default('fr-FR'),
  navigatorLanguage: text(50).default(''),
  query: text(1000).default(''),
  birthday: text(10).nullish(),
  post_code: text(10).nullish(),
  bookingIconsCustomerPlacementSelected: guidLike.default('peu-importe'),
  is_waiting: z.boolean().default(false),
  tableName: guidLike.nullish(),
  /** The table the wizard assigned by itself: accepted, not followed; the server decides. */
  table: guidLike.nullish(),
  conditions_accepted: z.boolean(),
  adult_certified: z.boolean().default(false),
  /**
   * The version of the guarantee or deposit words the diner ticked (POST /bookings/protection):
   * required when the restaurant asks for one, and refused when the words have changed since.
   */
  protection_accepted: text(64).optional(),
  botcheck: text(4000).optional(),
  /** The diner's language: every message about the booking speaks it (French when absent). */
  language: z.enum(DINER_LANGUAGES).optional(),
  /** Allergies and diets the diner states (optional): kept with the booking, shown to the allowed staff. */
  dietary: dietaryInputSchema.optional(),
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const createdBookingSchema = z.object({
  shortId: z.string(),
  guid: z.string(),
  reference: z.string(),
  status: bookingStatus,
  /** A card to save or a deposit to pay on the provider's page before the booking is confirmed. */
  payment: z.enum(['guarantee', 'deposit']).nullable().optional(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

export const updateHourSchema = z.strictObject({
  hour: text(5),
  comment: text(1000).default(''),
});

/**
 * A code is texted only for a booking the server would take: the wizard sends its draft (checked
 * again by the server) and a fresh bot-check proof, spent by this call.
 */
export const codeCreateSchema = z.strictObject({
  phone_number: text(32),
  restaurantSlug: text(80).optional(),
  draft: bookingDraftSchema,
  botcheck: text(4000).optional(),
  /** The diner's language, for the text that carries the code (French when absent). */
  language: z.enum(DINER_LANGUAGES).optional(),
});
export type CodeCreate = z.infer<typeof codeCreateSchema>;

export const codeCheckSchema = z.strictObject({
  phone_number: text(32),
  code: text(10),
});

export const subscriptionCreateSchema = z.strictObject({
  restaurant_id: rowId,
  email: text(254).default(''),
  phone_number: text(32).default(''),
  consent: z.boolean(),
  /** The language the diner signed up in (French when absent). */
  language: z.enum(DINER_LANGUAGES).optional(),
});
