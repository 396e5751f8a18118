import { DINER_LANGUAGES } from '../../languages';
import { z } from 'zod';
import { bookingStatus } from './booking-item';
import { openObject } from './envelope';

// What the public calls answer (the `object` of the envelope). The wizard's and the diner pages'
// types are these schemas' `z.infer`. Large read models list the fields clients rely on and let
// the others through (`looseObject`), so adding a field is not a breaking change.

const hourSlot = z.object({ label: z.string(), available: z.boolean(), reason: z.enum(['past', 'full', 'closed']).optional() });
export const dayHoursSchema = z.object({ noon: z.array(hourSlot), evening: z.array(hourSlot) });
export type DayHoursAnswer = z.infer<typeof dayHoursSchema>;

export const appConfigSchema = z.object({ name: z.string(), version: z.string(), logo_image: z.string() });
export type AppConfigAnswer = z.infer<typeof appConfigSchema>;

const weekdayActive = {
  monday_active: z.boolean(),
  tuesday_active: z.boolean(),
  wednesday_active: z.boolean(),
  thursday_active: z.boolean(),
  friday_active: z.boolean(),
  saturday_active: z.boolean(),
  sunday_active: z.boolean(),
};

/** What the wizard is drawn from (spec section 3, the restaurant's public config). */
export const publicConfigSchema = openObject({
  name: z.string(),
  logo_img: z.string(),
  external_form_information: z.string(),
  arraySteps: z.array(z.string()),
  restaurantId: z.number().int(),
  restaurantGuid: z.string(),
  app_config_name: z.string(),
  app_config_version: z.string(),
  ...weekdayActive,
  show_experience_stepper: z.boolean(),
  placing_customer_icons_selected: z.array(z.object({ guid: z.string(), label: z.string(), image: z.string() })),
  website: z.string(),
  phoneNumber: z.string(),
  external_form_active: z.boolean(),
  /** The restaurant's owner has not confirmed their e-mail yet: bookings open once they do. */
  awaiting_owner_confirmation: z.boolean(),
  restaurantIcons: z.array(z.object({ id: z.number().int(), label: z.string(), image: z.string(), selected: z.boolean() })),
  seo_meta_keys: z.string(),
  seo_no_follow: z.boolean(),
  show_birthday_input: z.boolean(),
  show_post_code: z.boolean(),
  restaurant_configurations: z.record(z.string(), z.unknown()),
  floorplan_image: z.string(),
  is_adult: z.boolean(),
  confirm_booking_sms_is_active: z.boolean(),
  min_tableware_confirm_booking: z.number().int(),
  is_waiting_booking_enabled: z.boolean(),
  is_table_names_enabled: z.boolean(),
  time_zone: z.string(),
  today: z.string(),
  booking_min_date: z.string(),
  booking_max_date: z.string(),
  botcheck: z.discriminatedUnion('kind', [z.object({ kind: z.literal('recaptcha'), siteKey: z.string() }), z.object({ kind: z.enum(['altcha', 'none']) })]),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const closedDatesAnswerSchema = z.array(z.object({ date: z.string(), service: z.enum(['all', 'noon', 'evening']) }));
export const upcomingEventsSchema = z.array(
  z.object({ guid: z.string(), name: z.string(), description: z.string(), date: z.string(), fullDate: z.string(), day: z.string(), month: z.string() }),
);
export const identitySchema = z.object({ restaurantId: z.number().int(), restaurantGuid: z.string() });
export const termsSchema = z.object({
  name: z.string(),
  slug: z.string(),
  logo_img: z.string(),
  terms_text: z.string(),
  is_default: z.boolean(),
  seo_no_follow: z.boolean(),
});
export const publicQuestionsSchema = z.array(z.object({ id: z.number().int(), questionText: z.string(), required: z.boolean() }));
export const activeTablesSchema = z.array(
  z.object({ guid: z.string(), capacity: z.number(), name: z.string(), image: z.string(), legends_ids_array: z.array(z.string()) }),
);
export const blockedTablesSchema = z.array(z.string());
export const tableNamesSchema = z.array(z.object({ guid: z.string(), name: z.string(), image: z.string(), capacity: z.number() }));
export const communicationsRestaurantSchema = z.object({ restaurant_id: z.number().int(), logo: z.string(), name: z.string(), slug: z.string() });

/** What every state of a diner's booking link shows: the restaurant and the date. */
const dinerBookingBase = {
  restaurant_name: z.string(),
  restaurant_slug: z.string(),
  restaurant_logo: z.string(),
  date: z.object({ date: z.string() }),
  hour: z.string(),
  tableware_count: z.number().int(),
  date_full: z.string(),
  /** The language the diner booked in: the page speaks it unless the diner chose another. */
  language: z.enum(DINER_LANGUAGES),
};
/**
 * The card guarantee or deposit of a booking, as its diner accepted it: the very words, until
 * when a cancellation is free (ISO instant; null when no rule tells it) and what was taken or
 * given back.
 */
export const bookingProtectionSchema = z.object({
  kind: z.enum(['guarantee', 'deposit']),
  state: z.enum(['awaiting_card', 'awaiting_payment', 'card_saved', 'deposit_paid', 'fee_charged', 'refunded', 'failed', 'expired']),
  amountCents: z.number().int(),
  currency: z.string(),
  text: z.string(),
  freeCancellationUntil: z.string().nullable(),
  cancellationFree: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  chargedCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type BookingProtectionAnswer = z.infer<typeof bookingProtectionSchema>;

/** The my-booking object (spec section 3), plus hour, status, reference and conditions. */
export const openBookingSchema = openObject({
  ...dinerBookingBase,
  state: z.literal('open'),
  guid: z.string(),
  reference: z.string(),
  status: bookingStatus,
  restaurant_phone_number: z.string(),
  resto_email: z.string(),
  conditions_text: z.string(),
  waiter_name: z.string(),
  name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  is_today: z.boolean(),
  date_day: z.string(),
  /** The answer to the day-before reminder. */
  attendance: z.enum(['confirmed', 'reminded', 'not_reminded']),
  /** False once the booking's day is past: "Je confirme" would be refused. */
  can_confirm_attendance: z.boolean(),
  /** Optional: older servers do not send it. */
  restaurant_time_zone: z.string().optional(),
  protection: bookingProtectionSchema.nullable().optional(),
});
/** A cancelled or finished booking's link: what became of it, nothing to act on. */
export const endedBookingSchema = openObject({
  ...dinerBookingBase,
  state: z.enum(['cancelled', 'visited', 'past']),
  restaurant_website: z.string(),
  /** A deposit given back (done) or on its way to the diner's card. */
  refund: z.object({ amountCents: z.number().int(), currency: z.string(), done: z.boolean() }).nullable().optional(),
});
/** A diner's booking through their personal link: open, or ended (cancelled, no-show, past). */
export const myBookingSchema = z.discriminatedUnion('state', [openBookingSchema, endedBookingSchema]);

export const subscriptionRestaurantSchema = z.object({ restaurant_slug: z.string() });
/** An ALTCHA challenge; `maxnumber` bounds the search (the library's default when absent). */
export const botCheckChallengeSchema = openObject({
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int().optional(),
});
