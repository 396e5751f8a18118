import { z } from 'zod';

// The messages of Google's booking server, Maps Booking API v3, as this server reads and writes
// them: "Reservations End-to-End" of the Actions Center.
//   Source: https://developers.google.com/actions-center/verticals/reservations/e2e/reference/booking-server-api-rest/e2e-definitions
//   Version: booking_server_v3 (v3 REST: POST {base}/v3/<Method> with a JSON body).
// The JSON names are the proto's own field names, snake_case (merchant_id, start_sec,
// idempotency_token…), not the lowerCamelCase of proto3's default JSON mapping: Google's v3
// booking server sends and expects them so. int64 values (seconds) may arrive as JSON numbers or as
// decimal strings (proto3 JSON writes int64 as strings); both are read.
// Only the messages and fields this partner uses are written here; unknown fields Google adds are
// ignored (not refused), as a proto reader would. Payments, leases, offers and deals are not
// used: a restaurant asking for a guarantee or a deposit refuses with PAYMENT_OPTION_NOT_VALID.
// SetMarketingPreference's request could not be checked against a stored copy of Google's text;
// its shape below must be compared with the live reference before going live
// (docs/reserve-with-google.md, "Before launch").

const int64 = z.union([z.number().int(), z.string().regex(/^-?\d{1,18}$/, 'an integer')]).transform((v) => Number(v));
const id = z.string().min(1).max(200);

export const resourceIds = z.object({
  staff_id: z.string().max(200).optional(),
  room_id: z.string().max(200).optional(),
  party_size: z.number().int().optional(),
});

/** A bookable slot: which restaurant, which service, when, how long, for how many. */
export const slot = z.object({
  merchant_id: id,
  service_id: id,
  start_sec: int64,
  duration_sec: int64.optional(),
  availability_tag: z.string().max(200).optional(),
  resources: resourceIds.optional(),
  confirmation_mode: z.string().max(64).optional(),
});
export type Slot = z.infer<typeof slot>;

export const slotTime = z.object({
  service_id: id,
  start_sec: int64,
  duration_sec: int64.optional(),
  availability_tag: z.string().max(200).optional(),
  resource_ids: resourceIds.optional(),
  confirmation_mode: z.string().max(64).optional(),
});
export type SlotTime = z.infer<typeof slotTime>;

export const userInformation = z.object({
  user_id: z.string().max(200).optional(),
  given_name: z.string().max(120).optional(),
  family_name: z.string().max(120).optional(),
  address: z.unknown().optional(),
  telephone: z.string().max(40).optional(),
  email: z.string().max(254).optional(),
  language_code: z.string().max(20).optional(),
});
export type UserInformation = z.infer<typeof userInformation>;

export const BOOKING_STATUSES = [
  'BOOKING_STATUS_UNSPECIFIED',
  'CONFIRMED',
  'PENDING_MERCHANT_CONFIRMATION',
  'PENDING_CLIENT_CONFIRMATION',
  'CANCELED',
  'NO_SHOW',
  'NO_SHOW_PENALIZED',
  'FAILED',
  'DECLINED_BY_MERCHANT',
] as const;
export type GoogleBookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_FAILURE_CAUSES = [
  'CAUSE_UNSPECIFIED',
  'SLOT_UNAVAILABLE',
  'SLOT_ALREADY_BOOKED_BY_USER',
  'LEASE_EXPIRED',
  'OUTSIDE_CANCELLATION_WINDOW',
  'PAYMENT_ERROR_CARD_TYPE_REJECTED',
  'PAYMENT_ERROR_CARD_DECLINED',
  'PAYMENT_OPTION_NOT_VALID',
  'PAYMENT_ERROR',
  'USER_CANNOT_USE_PAYMENT_OPTION',
  'BOOKING_ALREADY_CANCELLED',
  'BOOKING_NOT_CANCELLABLE',
  'OVERLAPPING_RESERVATION',
  'USER_OVER_BOOKING_LIMIT',
  'OFFER_UNAVAILABLE',
  'DEAL_UNAVAILABLE',
  'PAYMENT_REQUIRES_3DS1',
] as const;
export type BookingFailureCause = (typeof BOOKING_FAILURE_CAUSES)[number];

export const bookingFailure = z.object({ cause: z.enum(BOOKING_FAILURE_CAUSES), description: z.string().optional() });
export type BookingFailure = z.infer<typeof bookingFailure>;

export const PREPAYMENT_STATUSES = [
  'PREPAYMENT_STATUS_UNSPECIFIED',
  'PREPAYMENT_PROVIDED',
  'PREPAYMENT_NOT_PROVIDED',
  'PREPAYMENT_REFUNDED',
  'PREPAYMENT_CREDITED',
] as const;

export const booking = z.object({
  booking_id: id,
  slot: slot.optional(),
  user_information: userInformation.optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  payment_information: z.unknown().optional(),
});
export type Booking = z.infer<typeof booking>;

// Requests.
export const batchAvailabilityLookupRequest = z.object({ merchant_id: id, slot_time: z.array(slotTime).max(5000) });
export const checkAvailabilityRequest = z.object({ slot });
export const createBookingRequest = z.object({
  slot,
  lease_ref: z.unknown().optional(),
  user_information: userInformation,
  payment_information: z.unknown().optional(),
  payment_processing_parameters: z.unknown().optional(),
  idempotency_token: z.string().min(1).max(200),
  additional_request: z.string().max(2000).optional(),
  offer_id: z.string().optional(),
  deal_id: z.string().optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequest>;
/** Only the fields Google sets change: a status (cancel), or a slot (time, party size). */
export const updateBookingRequest = z.object({ booking, update_mask: z.unknown().optional() });
export const getBookingStatusRequest = z.object({ booking_id: id });
export const listBookingsRequest = z.object({ user_id: id });
export const setMarketingPreferenceRequest = z.object({
  merchant_id: id,
  user_information: userInformation,
  marketing_opt_in: z.boolean(),
});

// Responses (written by this server; the conformance test reads them back through these).
export const slotTimeAvailability = z.object({ slot_time: slotTime, available: z.boolean() });
export const batchAvailabilityLookupResponse = z.object({ slot_time_availability: z.array(slotTimeAvailability) });
export const checkAvailabilityResponse = z.object({
  slot,
  count_available: z.number().int(),
  duration_requirement: z.enum(['DURATION_REQUIREMENT_UNSPECIFIED', 'DO_NOT_SHOW_DURATION', 'MUST_SHOW_DURATION']).optional(),
});
export const createBookingResponse = z.object({ booking: booking.optional(), booking_failure: bookingFailure.optional() });
export const updateBookingResponse = createBookingResponse;
export const getBookingStatusResponse = z.object({
  booking_id: id,
  booking_status: z.enum(BOOKING_STATUSES),
  prepayment_status: z.enum(PREPAYMENT_STATUSES).optional(),
});
export const listBookingsResponse = z.object({ bookings: z.array(booking) });
export const healthCheckResponse = z.object({ operation_succeeded: z.boolean().optional() }).or(z.object({}));
export const setMarketingPreferenceResponse = z.object({});
