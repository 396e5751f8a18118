import type { BookingStatus } from '../../../domain/service-book';
import type { BookingFailure, BookingFailureCause, GoogleBookingStatus } from './definitions/booking-server-v3';

/** A call Google must not retry as it is: the HTTP status and canonical code Google's clients read. */
export class GoogleCallError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: 'INVALID_ARGUMENT' | 'NOT_FOUND' | 'FAILED_PRECONDITION',
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new GoogleCallError(400, 'INVALID_ARGUMENT', message);
export const unknownMerchant = () => new GoogleCallError(404, 'NOT_FOUND', 'Unknown merchant_id, or the restaurant does not take bookings through Google.');
export const unknownBooking = () => new GoogleCallError(404, 'NOT_FOUND', 'Unknown booking_id.');

/** Our refusal reasons as the spec's BookingFailure causes (the description keeps our own words). */
const CAUSES: Record<string, BookingFailureCause> = {
  no_table: 'SLOT_UNAVAILABLE',
  pacing_slot: 'SLOT_UNAVAILABLE',
  pacing_service: 'SLOT_UNAVAILABLE',
  past: 'SLOT_UNAVAILABLE',
  too_soon: 'SLOT_UNAVAILABLE',
  too_far: 'SLOT_UNAVAILABLE',
  closed: 'SLOT_UNAVAILABLE',
  not_a_slot: 'SLOT_UNAVAILABLE',
  invalid_date: 'SLOT_UNAVAILABLE',
  too_many_covers: 'SLOT_UNAVAILABLE',
  covers: 'SLOT_UNAVAILABLE',
  online_booking_off: 'SLOT_UNAVAILABLE',
  restaurant_not_confirmed: 'SLOT_UNAVAILABLE',
  protection_consent_required: 'PAYMENT_OPTION_NOT_VALID',
  protection_changed: 'PAYMENT_OPTION_NOT_VALID',
  online_booking_refused: 'USER_OVER_BOOKING_LIMIT',
};

export function failureOf(reason: string | undefined, description: string): BookingFailure {
  return { cause: (reason && CAUSES[reason]) || 'CAUSE_UNSPECIFIED', description };
}

export const GOOGLE_STATUS: Record<BookingStatus, GoogleBookingStatus> = {
  waiting: 'PENDING_MERCHANT_CONFIRMATION',
  pending: 'PENDING_MERCHANT_CONFIRMATION',
  confirmed: 'CONFIRMED',
  seated: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled_by_guest: 'CANCELED',
  cancelled_by_restaurant: 'CANCELED',
  no_show: 'NO_SHOW',
};
