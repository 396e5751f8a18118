import { z } from 'zod';
import { bookingPaymentBadgeSchema } from './booking-payment';
import { openObject } from './envelope';
import { DIETARY_CODES, DIETARY_NOTE_MAX } from '../../guest-profile';

/** Allergies and diets as stored and sent: codes of the fixed list and a short free text. */
export const dietarySchema = z.object({ codes: z.array(z.enum(DIETARY_CODES)), note: z.string().max(DIETARY_NOTE_MAX) });

// The service book's booking, which the live room's bookings are a part of (./staff-admin.ts).

export const serviceKind = z.enum(['noon', 'evening']);
export const bookingSource = z.enum(['online', 'phone', 'walk_in', 'google']);

export const bookingStatus = z.enum(['waiting', 'pending', 'confirmed', 'seated', 'completed', 'cancelled_by_guest', 'cancelled_by_restaurant', 'no_show']);

/** A booking as the service book shows it (the domain's `BookingItem`). */
export const bookingItemSchema = openObject({
  guid: z.string(),
  reference: z.string(),
  date: z.string(),
  hour: z.string(),
  service: serviceKind,
  covers: z.number().int(),
  /** Minutes the party keeps its tables from `hour`. */
  turnMinutes: z.number().int(),
  status: bookingStatus,
  source: bookingSource,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  information: z.string(),
  staffNote: z.string(),
  waiterName: z.string(),
  delayComment: z.string(),
  tables: z.array(z.object({ guid: z.string(), name: z.string() })),
  icons: z.array(z.object({ label: z.string(), image: z.string() })),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  preferredPlacement: z.string(),
  attendance: z.enum(['confirmed', 'reminded', 'not_reminded']),
  reminderSentAt: z.string().nullable(),
  attendanceConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The card guarantee or deposit's state, when the booking has one (the book's badge). */
  payment: bookingPaymentBadgeSchema.nullable().optional(),
  /** The guest's no-shows and late cancellations in the last twelve months (the book's badge). */
  risk: z.object({ noShows: z.number().int(), lateCancellations: z.number().int() }).nullable().optional(),
  /** The guest profile's badges, once the booking is matched to one (or shares its contact). */
  guest: z.object({ guid: z.string(), vip: z.boolean(), regular: z.boolean(), visits: z.number().int() }).nullable().optional(),
  /** Allergies and diets (health data): absent for a session not allowed to read them. */
  dietary: dietarySchema.nullable().optional(),
});
