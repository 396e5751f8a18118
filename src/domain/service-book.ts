// What the service book's API and screen share: the booking lifecycle, a booking as staff see it,
// and the live event that tells a screen a booking changed.

import type { AttendanceState } from './diner-attendance.js';
import type { GuestRisk } from './guest-risk.js';
import type { DietaryCode } from './guest-profile.js';

export type BookingStatus = 'waiting' | 'pending' | 'confirmed' | 'seated' | 'completed' | 'cancelled_by_guest' | 'cancelled_by_restaurant' | 'no_show';

/** 'google': booked by the diner through Reserve with Google (docs/reserve-with-google.md). */
export type BookingSource = 'online' | 'phone' | 'walk_in' | 'google';

/** Each status in full words, as the server's messages and a guest's history name it. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  waiting: "En liste d'attente",
  pending: 'À confirmer par le client',
  confirmed: 'Confirmée',
  seated: 'Installée',
  completed: 'Terminée',
  cancelled_by_guest: 'Annulée par le client',
  cancelled_by_restaurant: 'Annulée par le restaurant',
  no_show: 'Absent',
};

/** A booking as the service book shows it. The short id (the diner's link) is never exposed. */
export interface BookingItem {
  guid: string;
  reference: string;
  date: string;
  hour: string;
  service: 'noon' | 'evening';
  covers: number;
  /** Minutes the party keeps its tables from `hour`. */
  turnMinutes: number;
  status: BookingStatus;
  source: BookingSource;
  name: string;
  phone: string;
  email: string;
  information: string;
  staffNote: string;
  waiterName: string;
  delayComment: string;
  tables: Array<{ guid: string; name: string }>;
  icons: Array<{ label: string; image: string }>;
  answers: Array<{ question: string; answer: string }>;
  preferredPlacement: string;
  /** The diner's answer to the day-before reminder (see diner-attendance). */
  attendance: AttendanceState;
  reminderSentAt: string | null;
  attendanceConfirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The card guarantee or deposit, when the booking has one: the book and the timeline show a badge. */
  payment?: BookingPaymentBadge | null;
  /** The guest's no-shows and late cancellations in the last twelve months (guest-risk.ts). */
  risk?: GuestRisk | null;
  /** The guest profile the booking belongs to, for its badges (null: no profile yet). */
  guest?: BookingGuest | null;
  /**
   * Allergies and diets, the booking's and the profile's together. Health data: absent for a
   * session the owner has not allowed to read them.
   */
  dietary?: BookingDietary | null;
}

export interface BookingGuest {
  guid: string;
  vip: boolean;
  /** "Habitué": at least the restaurant's number of visits. */
  regular: boolean;
  visits: number;
}

export interface BookingDietary {
  codes: DietaryCode[];
  note: string;
}

export type BookingPaymentState = 'awaiting_card' | 'awaiting_payment' | 'card_saved' | 'deposit_paid' | 'fee_charged' | 'refunded' | 'failed' | 'expired';
export interface BookingPaymentBadge {
  state: BookingPaymentState;
  kind: 'guarantee' | 'deposit';
}

/** What a service book is told when a booking of its restaurant changes. */
export interface LiveEvent {
  historyId: number;
  restaurantId: number;
  bookingGuid: string;
  action: string;
  /** 'diner', 'system' or 'staff:<id>'. */
  actor: string;
  status: string;
  date: string;
  hour: string;
  service: string;
  name: string;
  covers: number;
  /** Where the booking came from, when the event says it (a booking made through Google names it). */
  source?: BookingSource;
}
