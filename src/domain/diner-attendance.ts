// The day-before reminder and the diner's answer to it ("Je confirme" / "J'annule"): when the
// reminders of a restaurant go out, when a reminder may go by SMS, and what the service book and
// the statistics call a booking's answer. Pure: the server passes the clock and the rows.

import { isValidTime, timeToMinutes } from './dates.js';
import { frenchSentences, type PlainDinerMessageCode } from './diner-messages/diner-text.js';

/** The restaurant's reminder time, by default (and for every restaurant before it was a setting). */
export const DEFAULT_REMINDER_TIME = '10:00';

/**
 * The reminder time the owner may choose: a reminder is a message to a private person, so it
 * goes out in the day only. The bounds are those of the SMS legal hours (08:00–20:00), so the
 * same time suits the e-mail and the text.
 */
const REMINDER_EARLIEST = '08:00';
const REMINDER_LATEST = '20:00';

export const REMINDER_TIME_MESSAGE = `Heure des rappels : entre ${REMINDER_EARLIEST} et ${REMINDER_LATEST}, au format HH:MM.`;

export function isAllowedReminderTime(time: string): boolean {
  if (!isValidTime(time)) return false;
  const minutes = timeToMinutes(time);
  return minutes >= timeToMinutes(REMINDER_EARLIEST) && minutes < timeToMinutes(REMINDER_LATEST);
}

/** True once the restaurant's local clock has reached its reminder time (the day before the booking). */
export function isReminderDue(localMinutes: number, reminderTime: string): boolean {
  const time = isValidTime(reminderTime) ? reminderTime : DEFAULT_REMINDER_TIME;
  return localMinutes >= timeToMinutes(time);
}

/**
 * A reminder text goes out only between 08:00 and 20:00 on the restaurant's clock; later it would
 * wake the diner, and the next morning is the day of the booking (too late to remind). It is a
 * message about the diner's own booking, not marketing: Sundays and holidays are allowed.
 */
export function isReminderSmsHour(localMinutes: number): boolean {
  return localMinutes >= timeToMinutes(REMINDER_EARLIEST) && localMinutes < timeToMinutes(REMINDER_LATEST);
}

/** How many reminder texts may still go out today, given what the restaurant has spent. */
export function smsReminderAllowance(budget: number, spentToday: number, wanted: number): number {
  return Math.max(0, Math.min(wanted, budget - spentToday));
}

/** The diner's answer as the book and the statistics see it. */
export type AttendanceState = 'confirmed' | 'reminded' | 'not_reminded';

export function attendanceStateOf(booking: { reminder_sent_at: string | null; attendance_confirmed_at: string | null }): AttendanceState {
  if (booking.attendance_confirmed_at) return 'confirmed';
  return booking.reminder_sent_at ? 'reminded' : 'not_reminded';
}

export const ATTENDANCE_STATES: readonly AttendanceState[] = ['confirmed', 'reminded', 'not_reminded'];

/** What the diner's reminder link may still do with the booking. */
export type AttendanceRefusal = 'cancelled' | 'past' | 'waiting' | null;

/**
 * "Je confirme" is accepted for a booking that still holds a table, up to its day (included); a
 * cancelled one, a finished one or a waiting-list entry is refused with its own French message.
 */
export function attendanceRefusal(status: string, date: string, today: string): AttendanceRefusal {
  if (status === 'cancelled_by_guest' || status === 'cancelled_by_restaurant') return 'cancelled';
  if (status === 'waiting') return 'waiting';
  if (status !== 'pending' && status !== 'confirmed' && status !== 'seated') return 'past';
  if (date < today) return 'past';
  return null;
}

/** The diner's answers, as codes of their catalogue (src/domain/diner-messages/). */
export const ATTENDANCE_CODES = {
  confirmed: 'attendanceConfirmed',
  alreadyConfirmed: 'attendanceAlreadyConfirmed',
  cancelled: 'attendanceCancelled',
  past: 'attendancePast',
  waiting: 'onWaitingList',
} as const satisfies Record<string, PlainDinerMessageCode>;

/** The same answers in French. */
export const ATTENDANCE_MESSAGES = frenchSentences(ATTENDANCE_CODES);
