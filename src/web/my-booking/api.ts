// Calls of the my-booking and confirmation pages (the diner's own link, no account).

import { call, callEnvelope } from '../lib/api';
import type { EndedBooking, MyBooking } from '../lib/api-contract';

export type { EndedBooking, MyBooking };

export const myBookingKeys = {
  booking: (shortId: string) => ['my-booking', shortId] as const,
};

export const myBookingApi = {
  byShortId: (shortId: string, signal?: AbortSignal) => call('GET /bookings/short/:shortId', { params: { shortId }, signal }),

  /** The booking's own table counts as free: a late diner is not competing with themselves. */
  hours: (guid: string, signal?: AbortSignal) => call('GET /bookings/:guid/delay-hours', { params: { guid }, signal }),

  updateHour: (guid: string, hour: string, comment: string) => callEnvelope('POST /bookings/:guid/hour', { params: { guid }, body: { hour, comment } }),

  cancel: (guid: string) => callEnvelope('POST /bookings/:guid/cancel', { params: { guid } }),

  /** "Je confirme" of the reminder (idempotent). */
  confirmAttendance: (shortId: string) => callEnvelope('POST /bookings/short/:shortId/attendance', { params: { shortId } }),

  confirm: (shortId: string) => callEnvelope('POST /bookings/short/:shortId/confirm', { params: { shortId } }),
};
