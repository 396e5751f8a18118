import { z } from 'zod';
import { openObject } from './envelope';

// What the staff calls answer (the `object` of the envelope), read by the staff screens through
// the typed client (src/web/lib/api-client.ts). Large read models list the fields the screens
// rely on and let the others through.

const role = z.enum(['owner', 'manager', 'staff']);
const serviceKind = z.enum(['noon', 'evening']);
/** Any object: a nested read model the screens take as the server gives it. */
const loose = z.looseObject({}) as unknown as z.ZodType<object>;

export const loginAnswerSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const staffUserSchema = z.object({
  restaurantId: z.number().int(),
  restaurantGuid: z.string(),
  pass_tutorial: z.boolean(),
  logo: z.string(),
  restaurantName: z.string(),
  restaurantSlug: z.string(),
  staffGuid: z.string(),
  name: z.string(),
  role,
});
export const enrolAnswerSchema = z.union([
  z.object({ enrolled: z.literal(false), restaurants: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })) }),
  z.object({
    enrolled: z.literal(true),
    deviceSecret: z.string(),
    restaurantId: z.number().int(),
    restaurantGuid: z.string(),
    restaurantName: z.string(),
    restaurantSlug: z.string(),
  }),
]);
export const streamTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export const ownerEmailStatusSchema = z.object({ confirmed: z.boolean(), emails: z.array(z.string()) });

export const staffHomeSchema = z.object({
  restaurantId: z.number().int(),
  restaurantGuid: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  timeZone: z.string(),
  today: z.string(),
  passTutorial: z.boolean(),
  onlineBookingActive: z.boolean(),
  me: z.object({ guid: z.string(), name: z.string(), role }),
});
export const staffMemberSchema = z.object({ guid: z.string(), name: z.string(), role, createdAt: z.string() });
export const deviceSchema = z.object({
  guid: z.string(),
  label: z.string(),
  enrolledAt: z.string(),
  enrolledBy: z.string(),
  lastLoginAt: z.string().nullable(),
  status: z.string(),
  failedAttempts: z.number().int(),
  current: z.boolean(),
});

/** A booking as the service book shows it. */
export const bookingItemSchema = openObject({
  guid: z.string(),
  reference: z.string(),
  date: z.string(),
  hour: z.string(),
  covers: z.number().int(),
  turnMinutes: z.number().int(),
  name: z.string(),
  status: z.string(),
});
export const serviceBookDaySchema = openObject({
  date: z.string(),
  longDate: z.string(),
  today: z.string(),
  services: z.array(openObject({ kind: serviceKind, open: z.boolean(), slots: z.array(z.string()) })),
  bookings: z.array(bookingItemSchema),
  waiting: z.array(bookingItemSchema),
  tables: z.array(z.object({ guid: z.string(), name: z.string(), minCovers: z.number().int(), maxCovers: z.number().int(), active: z.boolean() })),
});
export const bookingHistorySchema = z.array(
  z.object({
    at: z.string(),
    who: z.string(),
    actor: z.string(),
    action: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  }),
);
export const staffBookingCreatedSchema = z.object({ guid: z.string(), reference: z.string(), date: z.string(), service: serviceKind });

export const restaurantSettingsSchema = openObject({ slug: z.string(), guid: z.string(), profile: loose, information: loose, booking: loose });
export const servicesListSchema = z.array(loose);
export const closedDatesListSchema = z.array(
  z.object({ id: z.number().int(), date: z.string(), service: z.enum(['noon', 'evening', 'all']), reason: z.string() }),
);
export const tablesListSchema = z.array(openObject({ guid: z.string(), name: z.string(), min_covers: z.number().int(), max_covers: z.number().int() }));
export const labelImageListSchema = z.array(openObject({ guid: z.string(), label: z.string(), image: z.string() }));
export const eventsListSchema = z.array(z.object({ guid: z.string(), name: z.string(), date: z.string(), description: z.string() }));
export const questionsListSchema = z.array(
  z.object({ id: z.number().int(), question_text: z.string(), required: z.boolean(), active: z.boolean(), position: z.number().int() }),
);
export const uploadAnswerSchema = z.object({ url: z.string() });
/** A settings change that would strand bookings: 409 with the list, to confirm. */
export const strandedBookingsSchema = openObject({ reason: z.string(), bookings: z.array(loose).optional() });

export const guestsPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  guests: z.array(openObject({ guid: z.string(), name: z.string() })),
});
export const guestDetailSchema = openObject({ guid: z.string(), name: z.string(), bookings: z.array(loose) });
export const guestExportSchema = openObject({ exported_at: z.string(), profile: loose, bookings: z.array(loose) });

export const subscribersPageSchema = openObject({
  timeZone: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  subscribers: z.array(loose),
});
export const mailingSchema = openObject({ guid: z.string(), subject: z.string(), status: z.string(), send_at: z.string(), channels: z.array(z.string()) });
export const mailingPreviewSchema = openObject({
  timeZone: z.string(),
  emailRecipients: z.number().int(),
  smsRecipients: z.number().int(),
  sendAt: z.string(),
  emailHtml: z.string(),
});

export const statisticsSchema = openObject({
  from: z.string(),
  to: z.string(),
  days: z.array(loose),
  rows: z.array(loose),
  bookings: z.number(),
  covers: z.number(),
  byAttendance: z.array(
    openObject({ state: z.enum(['confirmed', 'reminded', 'not_reminded']), settled: z.number().int(), noShows: z.number().int(), noShowRate: z.number() }),
  ),
});

const planSummary = openObject({ guid: z.string(), name: z.string(), width: z.number(), height: z.number(), version: z.number().int() });
export const floorPlansOverviewSchema = openObject({
  plans: z.array(planSummary),
  legends: z.array(loose),
  unplacedTables: z.array(loose),
  tables: z.array(loose),
});
export const floorPlanSchema = floorPlansOverviewSchema.extend({ plan: loose });
export const upcomingBookingsSchema = z.array(
  openObject({ guid: z.string(), reference: z.string(), date: z.string(), hour: z.string(), covers: z.number().int() }),
);
export const liveRoomSchema = openObject({
  date: z.string(),
  service: serviceKind,
  time: z.string(),
  rooms: z.array(loose),
  tables: z.array(loose),
  bookings: z.array(loose),
});
export const walkInCreatedSchema = z.object({ guid: z.string(), reference: z.string() });
