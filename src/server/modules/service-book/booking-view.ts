import type { BookingItem } from '../../../domain/service-book';
import { attendanceStateOf } from '../../../domain/diner-attendance';
import type { BookingRow } from '../booking-engine';
import type { loadBookingDetails } from './service-book-repository';

export type { BookingItem };

type Details = Awaited<ReturnType<typeof loadBookingDetails>>;

interface Answer {
  booking_id: number;
  question_text: string;
  answer: string;
}

/**
 * What every staff view says of a booking (the service book, a guest's history): which one, when,
 * for how many, where it stands, what the diner wrote and answered.
 */
export function bookingSummary(b: BookingRow, answers: readonly Answer[]) {
  return {
    guid: b.guid,
    reference: b.reference,
    date: b.date,
    hour: b.hour,
    service: b.service,
    covers: b.covers,
    status: b.status,
    source: b.source,
    information: b.information,
    answers: answers.filter((a) => a.booking_id === b.id).map((a) => ({ question: a.question_text, answer: a.answer })),
  };
}

/** A booking as the service book shows it; the diner's short id never leaves the server. */
export function toBookingItems(rows: BookingRow[], details: Details): BookingItem[] {
  return rows.map((b) => ({
    ...bookingSummary(b, details.answers),
    turnMinutes: b.turn_minutes,
    name: b.name,
    phone: b.phone_number,
    email: b.email,
    staffNote: b.staff_note,
    waiterName: b.waiter_name,
    delayComment: b.delay_comment,
    tables: details.tables.filter((t) => t.booking_id === b.id).map((t) => ({ guid: t.guid, name: t.name })),
    icons: details.icons.filter((i) => i.booking_id === b.id).map((i) => ({ label: i.label, image: i.image })),
    preferredPlacement: b.preferred_placement,
    attendance: attendanceStateOf(b),
    reminderSentAt: b.reminder_sent_at,
    attendanceConfirmedAt: b.attendance_confirmed_at,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  }));
}
