// Calls of the my-booking and confirmation pages (the diner's own link, no account).

import type { DayHours } from '../../domain/types';
import { api, apiEnvelope } from '../lib/api';

const enc = encodeURIComponent;

/** The my-booking object (spec section 3), plus hour, status, reference and conditions. */
export interface MyBooking {
  state: 'open';
  guid: string;
  reference: string;
  status: string;
  restaurant_name: string;
  restaurant_slug: string;
  restaurant_phone_number: string;
  restaurant_logo: string;
  resto_email: string;
  conditions_text: string;
  waiter_name: string;
  name: string;
  phone_number: string;
  email: string;
  date: { date: string };
  hour: string;
  is_today: boolean;
  tableware_count: number;
  date_day: string;
  date_full: string;
  /** The answer to the day-before reminder. */
  attendance: 'confirmed' | 'reminded' | 'not_reminded';
  /** False once the booking's day is past: "Je confirme" would be refused. */
  can_confirm_attendance: boolean;
}

/** A cancelled or finished booking's link: what became of it, nothing to act on. */
export interface EndedBooking {
  state: 'cancelled' | 'visited' | 'past';
  restaurant_name: string;
  restaurant_slug: string;
  restaurant_logo: string;
  restaurant_website: string;
  date: { date: string };
  hour: string;
  tableware_count: number;
  date_full: string;
}

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
