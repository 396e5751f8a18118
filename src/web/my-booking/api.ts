// Calls of the my-booking and confirmation pages (the diner's own link, no account).

import type { DayHours } from '../../domain/types';
import { api, apiEnvelope } from '../lib/api';
import type { EndedBooking, MyBooking } from '../lib/api-contract';

const enc = encodeURIComponent;

export type { EndedBooking, MyBooking };

export const myBookingKeys = {
  booking: (shortId: string) => ['my-booking', shortId] as const,
};

export const myBookingApi = {
  byShortId: (shortId: string, signal?: AbortSignal) => api<MyBooking | EndedBooking>(`/bookings/short/${enc(shortId)}`, { signal }),

  /** The booking's own table counts as free: a late diner is not competing with themselves. */
  hours: (guid: string, signal?: AbortSignal) => api<DayHours>(`/bookings/${enc(guid)}/delay-hours`, { signal }),

  updateHour: (guid: string, hour: string, comment: string) => apiEnvelope<null>(`/bookings/${enc(guid)}/hour`, { method: 'POST', body: { hour, comment } }),

  cancel: (guid: string) => apiEnvelope<null>(`/bookings/${enc(guid)}/cancel`, { method: 'POST' }),

  /** "Je confirme" of the reminder (idempotent). */
  confirmAttendance: (shortId: string) => apiEnvelope<null>(`/bookings/short/${enc(shortId)}/attendance`, { method: 'POST' }),

  confirm: (shortId: string) => apiEnvelope<null>(`/bookings/short/${enc(shortId)}/confirm`, { method: 'POST' }),
};
