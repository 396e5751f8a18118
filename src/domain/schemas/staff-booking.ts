import { z } from 'zod';
import { hourText, isoDateText } from './formats.js';

// The bookings the staff write (service book, waiting list): one shape each, read by the server's
// routes and by the dashboard's API calls.

const isoDate = isoDateText('date attendue au format AAAA-MM-JJ');
const time = hourText('horaire attendu au format HH:MM');
const covers = z.number().int().min(1).max(200);
const tableGuid = z.string().min(1).max(64).nullable().optional();

/** A booking taken by phone (date and hour) or a walk-in (now, the table given). */
export const staffBookingCreateSchema = z.strictObject({
  source: z.enum(['phone', 'walk_in']),
  date: isoDate.optional(),
  hour: time.optional(),
  covers,
  name: z.string().max(120).optional(),
  phone: z.string().max(40).optional(),
  email: z.string().max(254).optional(),
  information: z.string().max(2000).optional(),
  tableGuid,
});
export type StaffBookingCreate = z.input<typeof staffBookingCreateSchema>;

export const staffBookingEditSchema = z.strictObject({ date: isoDate.optional(), hour: time.optional(), covers: covers.optional(), tableGuid });
export type StaffBookingEdit = z.input<typeof staffBookingEditSchema>;

export const staffBookingDetailsSchema = z.strictObject({
  waiterName: z.string().max(60).optional(),
  staffNote: z.string().max(2000).optional(),
  /** The note as the tablet last saw it: a note changed elsewhere since is merged, not overwritten. */
  staffNoteBase: z
    .string()
    .max(2000)
    .optional()
    .describe('la note telle que la tablette la connaissait, pour fusionner une note modifiée ailleurs entre-temps'),
});
export type StaffBookingDetails = z.input<typeof staffBookingDetailsSchema>;

/** A waiting-list request made a booking: at this hour, on this table (or one the server picks). */
export const promoteSchema = z.strictObject({ hour: time.optional(), tableGuid });
export type Promote = z.input<typeof promoteSchema>;

/** How long the party keeps its table (the timeline's stretched bar): whole minutes, 15 min to 12 h. */
export const staffBookingTurnSchema = z.strictObject({
  turnMinutes: z.number().int().min(15).max(720).describe('minutes pendant lesquelles la table est gardée, à partir de l’horaire'),
});
export type StaffBookingTurn = z.input<typeof staffBookingTurnSchema>;

/** The statuses a host may set by hand. */
export const STAFF_SETTABLE = ['confirmed', 'seated', 'completed', 'no_show', 'cancelled_by_restaurant'] as const;

/**
 * A status set by hand, and when the host set it: a change queued without network that arrives
 * after a newer one made on another tablet is refused rather than undoing it (docs/offline.md).
 */
export const staffStatusSchema = z.strictObject({
  status: z.enum(STAFF_SETTABLE),
  changedAt: z.iso.datetime({ offset: true, message: 'instant attendu au format ISO 8601 (2026-11-20T19:14:00Z)' }).optional(),
});
export type StaffStatusChange = z.input<typeof staffStatusSchema>;
