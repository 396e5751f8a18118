import { freeCancellationUntil, policyFor, type PolicySet } from '../../../domain/no-show-policy';
import type { Executor } from '../../db/transactions';
import type { BookingRow } from '../booking-engine';
import { findRestaurantById } from '../restaurants';
import { policyOverrides, servicePolicies } from './no-show-policies-repository';
import type { BookingPaymentRow } from './payments-repository';

/**
 * The deadline the diner accepted, or, on a row older than that column, the one the restaurant's
 * current rules give the booking (null when none applies).
 */
export async function cancellationDeadline(db: Executor, row: BookingPaymentRow, booking: BookingRow, timeZone?: string): Promise<string | null> {
  if (row.free_cancellation_until) return row.free_cancellation_until;
  const zone = timeZone ?? (await findRestaurantById(db, booking.restaurant_id))?.time_zone;
  return zone ? policyDeadline(db, booking, zone) : null;
}

/** The free-cancellation deadline the restaurant's rules give a booking now, if a rule applies. */
export async function policyDeadline(db: Executor, booking: BookingRow, timeZone: string): Promise<string | null> {
  const [services, overrides] = await Promise.all([servicePolicies(db, booking.restaurant_id), policyOverrides(db, booking.restaurant_id)]);
  const set: PolicySet = {
    services,
    dates: overrides.filter((o) => o.kind === 'date').map((o) => ({ date: o.date, service: o.service, policy: o.policy })),
    events: overrides.filter((o) => o.kind === 'event').map((o) => ({ date: o.date, policy: o.policy })),
  };
  const found = policyFor(set, booking.date, booking.service);
  if (!found || found.policy.mode === 'none') return null;
  return freeCancellationUntil(found.policy, booking.date, booking.hour, timeZone).toISOString();
}
