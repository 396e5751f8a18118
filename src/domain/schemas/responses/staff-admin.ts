import { z } from 'zod';
import type { PlanDocument, PlanTable } from '../../floor-plan/types';
import type { BookingSettings, InformationSettings, ProfileSettings, ServiceSettings, StrandedBookingView } from '../settings';
import { openObject } from './envelope';
import { bookingItemSchema, dietarySchema, bookingSource, bookingStatus, serviceKind } from './booking-item';

// What the staff's administration calls answer — settings, floor plans and the live room, guests,
// statistics, the daily-specials mailing — read by their screens (`z.infer` in the web app's api
// files) and declared by the routes, whose handlers the type checker holds to these shapes.
// A nested document the domain already types (a plan, a settings section) is documented as an
// object and typed as the domain's own type, the one both sides build and read.

/** An object documented loosely and typed as the domain's `T`. */
const domainObject = <T extends object>() => z.looseObject({}) as unknown as z.ZodType<T>;

const channel = z.enum(['email', 'sms']);

// Settings.

/** The predicted stays next to the fixed turn times, with their sample sizes (Réglages). */
export const turnTimesOverviewSchema = z.object({
  enabled: z.boolean(),
  /** When the predictions were last computed (ISO instant); null: never. */
  computedAt: z.string().nullable(),
  /** The stays a group needs before its prediction is used. */
  minSamples: z.number().int(),
  services: z.array(
    z.object({
      kind: serviceKind,
      rows: z.array(
        z.object({
          covers: z.number().int(),
          fixedMinutes: z.number().int(),
          predictedMinutes: z.number().int().nullable(),
          samples: z.number().int(),
          weekdays: z.array(z.object({ weekday: z.number().int().min(1).max(7), minutes: z.number().int(), samples: z.number().int() })),
        }),
      ),
    }),
  ),
});
export const restaurantSettingsSchema = z.object({
  slug: z.string(),
  guid: z.string(),
  profile: domainObject<ProfileSettings>(),
  information: domainObject<InformationSettings>(),
  booking: domainObject<BookingSettings>(),
  /** The restaurant's date, for the date fields' bounds. */
  today: z.string(),
});
export const servicesListSchema = z.array(domainObject<ServiceSettings>());
export const closedDatesListSchema = z.array(
  z.object({ id: z.number().int(), date: z.string(), service: z.enum(['noon', 'evening', 'all']), reason: z.string() }),
);
export const tableItemSchema = z.object({
  guid: z.string(),
  name: z.string(),
  min_covers: z.number().int(),
  max_covers: z.number().int(),
  legend_guids: z.array(z.string()),
  image: z.string(),
  combinable: z.boolean(),
  active: z.boolean(),
  online_bookable: z.boolean().optional(),
});
export const tablesListSchema = z.array(tableItemSchema);
export const labelImageItemSchema = z.object({ guid: z.string(), label: z.string(), image: z.string(), active: z.boolean().optional() });
export const labelImageListSchema = z.array(labelImageItemSchema);
export const eventItemSchema = z.object({ guid: z.string(), name: z.string(), date: z.string(), description: z.string() });
export const eventsListSchema = z.array(eventItemSchema);
export const questionItemSchema = z.object({
  id: z.number().int(),
  question_text: z.string(),
  required: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
});
export const questionsListSchema = z.array(questionItemSchema);
export const createdIdSchema = z.object({ id: z.number().int() });
export const uploadAnswerSchema = z.object({ url: z.string() });
/** A settings change that would strand bookings: 409 with the list, to confirm. */
export const strandedBookingsSchema = openObject({ reason: z.string(), bookings: z.array(domainObject<StrandedBookingView>()).optional() });

// Floor plans and the live room.
export const planSummarySchema = z.object({
  guid: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  position: z.number().int(),
  version: z.number().int(),
  tableCount: z.number().int(),
  updatedAt: z.string(),
});
export const floorPlansOverviewSchema = z.object({
  plans: z.array(planSummarySchema),
  legends: z.array(z.object({ guid: z.string(), label: z.string() })),
  unplacedTables: z.array(domainObject<PlanTable>()),
  tables: z.array(z.object({ guid: z.string(), name: z.string(), planGuid: z.string().nullable() })),
});
export const savedPlanSchema = domainObject<PlanDocument & { guid: string; version: number; position: number; updatedAt: string }>();
export const floorPlanSchema = floorPlansOverviewSchema.extend({ plan: savedPlanSchema });
export const upcomingBookingsSchema = z.array(
  z.object({
    guid: z.string(),
    reference: z.string(),
    date: z.string(),
    dateLabel: z.string(),
    hour: z.string(),
    name: z.string(),
    covers: z.number().int(),
    status: bookingStatus,
  }),
);
/** A booking on the live room: the service book's fields a table needs, and the tables it holds. */
export const liveRoomBookingSchema = bookingItemSchema
  .pick({ guid: true, reference: true, hour: true, turnMinutes: true, covers: true, name: true, source: true, information: true, staffNote: true })
  .extend({ status: z.enum(['pending', 'confirmed', 'seated']), tableGuids: z.array(z.string()) });
export const liveRoomSchema = z.object({
  date: z.string(),
  today: z.string(),
  previousDate: z.string(),
  nextDate: z.string(),
  service: serviceKind,
  services: z.array(z.object({ kind: serviceKind, firstSeating: z.string(), lastSeating: z.string() })),
  live: z.boolean(),
  time: z.string(),
  rooms: z.array(domainObject<PlanDocument & { guid: string }>()),
  tables: z.array(
    z.object({
      guid: z.string(),
      state: z.enum(['free', 'soon', 'seated', 'late']),
      bookingGuid: z.string().nullable(),
      nextBookingGuid: z.string().nullable(),
      bookingGuids: z.array(z.string()),
    }),
  ),
  bookings: z.array(liveRoomBookingSchema),
  unplaced: z.array(z.string()),
});
export const walkInCreatedSchema = z.object({ guid: z.string(), reference: z.string() });

// Guests.
export const guestSummarySchema = z.object({
  bookings: z.number().int(),
  visits: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  upcoming: z.number().int(),
  lastVisit: z.string().nullable(),
  firstVisit: z.string().nullable(),
  lastActivity: z.string().nullable(),
});
export const guestProfileSchema = z.object({
  guid: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  birthday: z.string().nullable(),
  post_code: z.string().nullable(),
  notes: z.string(),
  tags: z.array(z.string()),
  created_at: z.string(),
  vip: z.boolean(),
  /** "Habitué": at least the restaurant's number of visits (Réglages). */
  regular: z.boolean(),
  table_preference: z.string(),
  room_preference: z.string(),
  /** Allergies and diets (health data): absent for a session not allowed to read them. */
  dietary: dietarySchema.optional(),
});
export const guestsPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  guests: z.array(guestProfileSchema.extend(guestSummarySchema.shape)),
});
export const guestDetailSchema = guestProfileSchema.extend({
  summary: guestSummarySchema,
  // The service book's summary of each booking (one mapping on the server), status and source as text.
  bookings: z.array(
    bookingItemSchema
      .pick({ guid: true, reference: true, date: true, hour: true, service: true, covers: true, information: true, answers: true })
      .extend({ status: bookingStatus, source: bookingSource }),
  ),
  /** Their daily-specials subscription: confirmed, awaiting its confirmation link, ended, or none. */
  subscription: z.enum(['active', 'pending', 'unsubscribed']).nullable(),
});
/** The GDPR export: everything kept about the guest, handed over as a file. */
export const guestExportSchema = openObject({ exported_at: z.string(), profile: z.looseObject({}), bookings: z.array(z.looseObject({})) });

// Statistics.
const counts = {
  bookings: z.number().int(),
  covers: z.number().int(),
  online: z.number().int(),
  staff: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
};
const noShowTotals = {
  bookings: z.number().int(),
  noShows: z.number().int(),
  noShowRate: z.number(),
  collectedCents: z.number().int(),
  refundedCents: z.number().int(),
};
export const statisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totalBookings: z.number().int(),
  ...counts,
  noShowRate: z.number(),
  cancellationRate: z.number(),
  onlineShare: z.number(),
  byAttendance: z.array(
    z.object({ state: z.enum(['confirmed', 'reminded', 'not_reminded']), settled: z.number().int(), noShows: z.number().int(), noShowRate: z.number() }),
  ),
  rows: z.array(z.object({ date: z.string(), service: serviceKind, ...counts })),
  /** One row a day: both services added up, and the covers of each. */
  days: z.array(z.object({ date: z.string(), ...counts, noon: z.number().int(), evening: z.number().int() })),
  /**
   * One row a month: its no-shows and what deposits and fees brought in (src/domain/no-show-months.ts).
   * With a protection, each row says whether its days come before it or since; the month it began in is two rows.
   */
  months: z.array(z.object({ month: z.string(), period: z.enum(['before', 'after']).nullable(), ...noShowTotals })),
  /** The restaurant's date its guarantee or deposit began (the latest start of a rule turned off and on); null when it asks nothing. */
  protectionSince: z.string().nullable(),
  /** What the rules in force ask. */
  protectionModes: z.array(z.enum(['guarantee', 'deposit'])),
  /** The months' rows before the protection and since, added up; null without protection. */
  protectionComparison: z.object({ before: z.object(noShowTotals), after: z.object(noShowTotals) }).nullable(),
});

// The daily-specials mailing.
export const subscriberSchema = z.object({
  guid: z.string(),
  email: z.string(),
  phone_number: z.string(),
  status: z.enum(['pending', 'active', 'unsubscribed']),
  channels: z.array(channel),
  consent_text: z.string(),
  consent_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  created_at: z.string(),
  /** The booking on which the diner ticked "les actualités" (its reference and date); null for the sign-up page. */
  source_booking: z.object({ reference: z.string(), date: z.string() }).nullable(),
});
export const subscribersPageSchema = z.object({
  /** The restaurant's time zone: the clock its dates are shown on. */
  timeZone: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
  subscribers: z.array(subscriberSchema),
});
const channelReport = { pending: z.number().int(), sent: z.number().int(), failed: z.number().int(), skipped: z.number().int() };
export const mailingSchema = z.object({
  guid: z.string(),
  subject: z.string(),
  text: z.string(),
  sms_text: z.string(),
  image_url: z.string(),
  channels: z.array(channel),
  status: z.enum(['draft', 'scheduled', 'queued', 'cancelled']),
  send_at: z.string(),
  created_at: z.string(),
  /** The restaurant's time zone: the clock its instants are shown on. */
  time_zone: z.string(),
  recipients: z.object({ email: z.number().int(), sms: z.number().int() }),
  report: z.object({
    ...channelReport,
    email: z.object(channelReport),
    sms: z.object(channelReport),
    unsubscribedSince: z.number().int(),
    smsNotBefore: z.string().nullable(),
  }),
});
export const mailingPreviewSchema = z.object({
  timeZone: z.string(),
  emailRecipients: z.number().int(),
  smsRecipients: z.number().int(),
  sendAt: z.string(),
  smsSendAt: z.string(),
  smsHeld: z.boolean(),
  smsText: z.string(),
  emailHtml: z.string(),
});
