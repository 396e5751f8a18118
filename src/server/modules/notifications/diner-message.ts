import type { BookingRow } from '../bookings/bookings-access';
import type { OutboxMessage } from './outbox-repository';

/** A message to the diner by e-mail, or by SMS when only a phone is known. */
export function dinerMessage(booking: BookingRow, kind: string, payload: Record<string, unknown>): OutboxMessage[] {
  if (booking.email) return [{ kind, channel: 'email', recipient: booking.email, restaurantId: booking.restaurant_id, bookingId: booking.id, payload }];
  if (booking.phone_number)
    return [{ kind, channel: 'sms', recipient: booking.phone_number, restaurantId: booking.restaurant_id, bookingId: booking.id, payload }];
  return [];
}
