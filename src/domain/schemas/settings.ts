import { z } from 'zod';
import { rowId } from './ids.js';
import { TERMS_MAX_LENGTH } from '../default-terms.js';
import { isValidIsoDate, isValidTime, isValidTimeZone, timeToMinutes } from '../dates.js';
import { isAllowedReminderTime, REMINDER_TIME_MESSAGE } from '../diner-attendance.js';
import { HOLIDAY_REGION_SETTINGS } from '../french-holidays.js';
import type { LiveBooking } from '../stranded-bookings.js';
import { WAITING_OFFER_MINUTES_MAX, WAITING_OFFER_MINUTES_MIN } from '../waiting-offers.js';
import { emptyOr, HTTPS_URL_PATTERN, hourText, isoDateText, SITE_PATH_PATTERN, WEB_URL_PATTERN } from './formats.js';

// The restaurant's settings as the owner edits them: one schema per settings page, shared by the
// settings screens (form validation) and the server (request validation), with French messages.

const text = (max: number, label: string) => z.string().trim().max(max, `${label} : ${max} caractères au maximum.`);
const required = (max: number, label: string) => text(max, label).min(1, `${label} : ce champ est obligatoire.`);
const flag = z.boolean({ message: 'Valeur oui/non attendue.' });
const isoDate = (label: string) => isoDateText(`${label} : date invalide.`);
const time = (label: string) => hourText(`${label} : heure invalide (HH:MM).`);
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} : nombre attendu.` })
    .int(`${label} : nombre entier attendu.`)
    .min(min, `${label} : ${min} au minimum.`)
    .max(max, `${label} : ${max} au maximum.`);
/**
 * An absolute address a restaurant may show or link to: the given schemes only, a real host name
 * (with a dot), no user name or password. Parsed, not pattern-matched, so `//host`, `https:/x`,
 * `javascript:` or `https://user@host` cannot slip through.
 */
export function isSafeAbsoluteUrl(value: string, schemes: readonly string[]): boolean {
  if (/[\s"'<>\\]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    schemes.includes(url.protocol) &&
    value.toLowerCase().startsWith(`${url.protocol}//`) &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) &&
    url.username === '' &&
    url.password === ''
  );
}

/**
 * A path of this site: one leading slash (never `//`, which a browser reads as another host),
 * plain segments, no `..`.
 */
function isSitePath(value: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*(?:\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)*$/.test(value);
}

/**
 * A picture: an https address, or a file of this site (the restaurant's uploads, /uploads/<hash of
 * the bytes>.<ext>, which the server also checks it uploaded itself, or the app's files); or none.
 */
export const imageUrl = z
  .string()
  .trim()
  .max(500, 'Adresse d’image trop longue.')
  .regex(emptyOr(SITE_PATH_PATTERN, HTTPS_URL_PATTERN), 'Adresse d’image invalide : https://… ou une image téléversée.')
  .refine((v) => v === '' || isSitePath(v) || isSafeAbsoluteUrl(v, ['https:']), 'Adresse d’image invalide : https://… ou une image téléversée.');
const website = z
  .string()
  .trim()
  .max(300, 'Site web : 300 caractères au maximum.')
  .regex(emptyOr(WEB_URL_PATTERN), 'Site web : adresse invalide (https://…).')
  .refine((v) => v === '' || isSafeAbsoluteUrl(v, ['https:', 'http:']), 'Site web : adresse invalide (https://…).');
const email = z
  .string()
  .trim()
  .max(254)
  .regex(/^$|^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/, 'Adresse e-mail invalide.');

/** The zones this runtime knows (IANA names), listed in the document so clients can pick one. */
const TIME_ZONES = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])] as [string, ...string[]];

export const profileSettingsSchema = z.strictObject({
  name: required(120, 'Nom du restaurant'),
  logo_img: imageUrl,
  // Six digits or signs at least, spaces between them free: the same test before and after the
  // trim, so a number the document accepts is one the server accepts.
  phone_number: text(32, 'Téléphone').regex(/^$|^\+?(?:[0-9.()-] *){6,}$/, 'Téléphone : numéro invalide.'),
  website,
  email,
  address: text(300, 'Adresse'),
  time_zone: z.enum(TIME_ZONES, { message: 'Fuseau horaire inconnu.' }).refine(isValidTimeZone, 'Fuseau horaire inconnu.'),
  floorplan_image: imageUrl,
  /**
   * Whose public holidays apply (the commercial SMS wait past them): 'auto' reads the region from
   * the address's post code; absent leaves the setting as it is (clients written before it existed).
   */
  holiday_region: z.enum(HOLIDAY_REGION_SETTINGS, { message: 'Jours fériés : région inconnue.' }).optional(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

export const informationSettingsSchema = z.strictObject({
  external_form_information: z.string().max(20_000, 'Texte d’accueil : 20 000 caractères au maximum.'),
  conditions_text: text(2000, 'Conditions'),
  /**
   * The general terms the diner accepts in the wizard (plain text); empty brings back the
   * product's default, absent leaves them as they are (clients written before they existed).
   */
  terms_text: z.string().trim().max(TERMS_MAX_LENGTH, 'Conditions générales : 20 000 caractères au maximum.').optional(),
  seo_meta_keys: text(500, 'Mots-clés'),
  seo_no_follow: flag,
});
export type InformationSettings = z.infer<typeof informationSettingsSchema>;

export const bookingSettingsSchema = z.strictObject({
  external_form_active: flag,
  booking_notice_minutes: wholeNumber('Délai de prévenance', 0, 7 * 24 * 60),
  booking_max_days_ahead: wholeNumber('Réservation jusqu’à', 0, 730),
  show_experience_stepper: flag,
  is_table_names_enabled: flag,
  is_waiting_booking_enabled: flag,
  confirm_booking_sms_is_active: flag,
  min_tableware_confirm_booking: wholeNumber('Confirmation par SMS à partir de', 1, 100),
  /** Confirmation-code SMS the restaurant pays for per day; the owner is told when it is reached. */
  sms_daily_budget: wholeNumber('Budget de SMS par jour', 0, 10_000).optional(),
  show_birthday_input: flag,
  show_post_code: flag,
  is_adult: flag,
  diner_confirmation_required: flag,
  reminders_enabled: flag,
  /** How long a table offered to the waiting list holds before the next entry is offered it. */
  waiting_offer_minutes: wholeNumber("Durée d'une offre de la liste d'attente (minutes)", WAITING_OFFER_MINUTES_MIN, WAITING_OFFER_MINUTES_MAX).optional(),
  /** Local time the day-before reminders go out (absent: left as it is, for clients written before). */
  reminder_time: hourText(REMINDER_TIME_MESSAGE).refine(isAllowedReminderTime, REMINDER_TIME_MESSAGE).describe('Entre 08:00 et 20:00 (exclu).').optional(),
  /** Reminders also by SMS, within the SMS budget and 08:00–20:00. */
  reminder_sms_enabled: flag.optional(),
  /** Visits after which a guest is shown as "Habitué" (absent: left as it is). */
  regular_visits: wholeNumber('Habitué à partir de', 1, 100).optional(),
  /** Reserve with Google: diners book from Google Maps and Search (absent: left as it is). */
  google_reserve_enabled: flag.optional(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const weekday = z.number().int().min(1).max(7);
const turnTimeSchema = z.strictObject({
  upTo: wholeNumber('Taille de table', 1, 100),
  minutes: wholeNumber('Durée', 15, 600),
});

const serviceSchema = z
  .strictObject({
    kind: z.enum(['noon', 'evening'], { message: 'Service : midi ou soir.' }),
    weekdays: z.array(weekday).min(1, 'Choisissez au moins un jour.').max(7),
    firstSeating: time('Première arrivée'),
    lastSeating: time('Dernière arrivée'),
    intervalMinutes: wholeNumber('Intervalle', 5, 120),
    turnTimes: z.array(turnTimeSchema).max(10, '10 règles de durée au maximum.'),
    maxCoversPerSlot: wholeNumber('Couverts par créneau', 1, 1000).nullable(),
    maxCoversPerService: wholeNumber('Couverts par service', 1, 5000).nullable(),
  })
  .refine((s) => !isValidTime(s.firstSeating) || !isValidTime(s.lastSeating) || timeToMinutes(s.firstSeating) <= timeToMinutes(s.lastSeating), {
    message: 'La dernière arrivée doit suivre la première.',
    path: ['lastSeating'],
  });
export type ServiceSettings = z.infer<typeof serviceSchema>;

export const servicesSettingsSchema = z.strictObject({
  services: z
    .array(serviceSchema)
    .max(14)
    .refine((list) => {
      // One kind may run with different hours on different days, but never twice on one day.
      for (const kind of ['noon', 'evening']) {
        const days = list.filter((s) => s.kind === kind).flatMap((s) => s.weekdays);
        if (new Set(days).size !== days.length) return false;
      }
      return true;
    }, 'Un même service ne peut pas être ouvert deux fois le même jour.'),
  confirm: z.boolean().optional(),
});

export const tableSchema = z
  .strictObject({
    name: required(60, 'Nom de la table'),
    min_covers: wholeNumber('Couverts minimum', 1, 100),
    max_covers: wholeNumber('Couverts maximum', 1, 100),
    legend_guids: z.array(z.string().max(64)).max(20),
    image: imageUrl,
    combinable: flag,
    active: flag,
    /** Diners may get it online; absent: a new table starts closed, an existing one keeps its setting. */
    online_bookable: flag.optional(),
    confirm: z.boolean().optional(),
  })
  .refine((t) => t.min_covers <= t.max_covers, { message: 'Le minimum ne peut pas dépasser le maximum.', path: ['min_covers'] });
export type TableSettings = z.infer<typeof tableSchema>;

export const labelImageSchema = z.strictObject({
  label: required(60, 'Libellé'),
  image: imageUrl,
  active: flag.optional(),
});

export const closedDatesCreateSchema = z
  .strictObject({
    from: isoDate('Du'),
    to: isoDate('Au'),
    service: z.enum(['all', 'noon', 'evening'], { message: 'Service : toute la journée, midi ou soir.' }),
    reason: text(200, 'Motif'),
    confirm: z.boolean().optional(),
  })
  .refine((c) => !isValidIsoDate(c.from) || !isValidIsoDate(c.to) || c.from <= c.to, { message: 'La fin doit suivre le début.', path: ['to'] });

export const closedDatesRemoveSchema = z.strictObject({ ids: z.array(rowId).min(1).max(1000) });

export const eventSchema = z.strictObject({
  name: required(120, 'Nom de l’évènement'),
  date: isoDate('Date'),
  description: text(1000, 'Description'),
});

export const questionSchema = z.strictObject({
  question_text: required(300, 'Question'),
  required: flag,
  active: flag,
});

export const orderSchema = z.strictObject({ ids: z.array(rowId).max(200) });

/** A booking a change would strand, as the API lists it with a 409: without its internal ids. */
export type StrandedBookingView = Omit<LiveBooking, 'id' | 'tableIds'>;

/** Whether new bookings take the stays predicted from the restaurant's history (Réglages, Durées de table). */
export const turnPredictionSettingsSchema = z.strictObject({ enabled: flag });
export type TurnPredictionSettings = z.infer<typeof turnPredictionSettingsSchema>;
