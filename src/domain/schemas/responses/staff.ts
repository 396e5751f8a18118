import { z } from 'zod';
import { openObject } from './envelope';
import { bookingItemSchema, serviceKind } from './booking-item';

export { bookingItemSchema };

// What the staff calls answer (the `object` of the envelope), read by the staff screens through
// their types (src/web/lib/api-contract.ts). Large read models list the fields the screens
// rely on and let the others through.

const role = z.enum(['owner', 'manager', 'staff']);

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
/** `seesHealth`: the owner lets a team member read allergies and diets (owners and managers always do). */
export const staffMemberSchema = z.object({ guid: z.string(), name: z.string(), role, createdAt: z.string(), seesHealth: z.boolean() });
export const deviceSchema = z.object({
  guid: z.string(),
  label: z.string(),
  enrolledAt: z.string(),
  enrolledBy: z.string(),
  lastLoginAt: z.string().nullable(),
  status: z.enum(['active', 'disabled', 'revoked']),
  failedAttempts: z.number().int(),
  current: z.boolean(),
});

/** One service of a day in the book: its hours, the free ones for two, and its totals. */
export const serviceDaySchema = openObject({
  kind: serviceKind,
  open: z.boolean(),
  firstSeating: z.string().nullable(),
  lastSeating: z.string().nullable(),
  slots: z.array(z.string()),
  freeSlotsForTwo: z.array(z.string()),
  totals: z.object({
    bookings: z.number().int(),
    covers: z.number().int(),
    capacity: z.number().int(),
    remaining: z.number().int(),
    waiting: z.number().int(),
  }),
});
export const serviceBookDaySchema = openObject({
  date: z.string(),
  longDate: z.string(),
  today: z.string(),
  services: z.array(serviceDaySchema),
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

// Settings, floor plans, guests, statistics and mailing: ./staff-admin.ts.
export * from './staff-admin';
