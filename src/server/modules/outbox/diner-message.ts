import type { Selectable } from 'kysely';
import type { BookingsTable } from '../../db/schema';
import type { OutboxMessage } from './outbox-repository';

// The booking's contact columns only: the outbox sits below the bookings module.
type BookingContact = Pick<Selectable<BookingsTable>, 'id' | 'restaurant_id' | 'email' | 'phone_number'>;

/** A message to the diner by e-mail, or by SMS when only a phone is known. */
export function dinerMessage(booking: BookingContact, kind: string, payload: Record<string, unknown>): OutboxMessage[] {
  if (booking.email) return [{ kind, channel: 'email', recipient: booking.email, restaurantId: booking.restaurant_id, bookingId: booking.id, payload }];
  if (booking.phone_number)
    return [{ kind, channel: 'sms', recipient: booking.phone_number, restaurantId: booking.restaurant_id, bookingId: booking.id, payload }];
  return [];
}
