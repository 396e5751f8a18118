import type { BookingRow } from '../booking-engine';
import type { LiveEvent } from './live-feed';

export interface Publisher {
  publish(events: LiveEvent[]): void;
}

/** The live event of a committed change, from the booking as it now stands. */
export function liveEvent(
  booking: Pick<BookingRow, 'restaurant_id' | 'guid' | 'date' | 'hour' | 'service' | 'name' | 'covers' | 'status'>,
  historyId: number,
  action: string,
  actor: string,
): LiveEvent {
  return {
    historyId,
    restaurantId: booking.restaurant_id,
    bookingGuid: booking.guid,
    action,
    actor,
    status: booking.status,
    date: booking.date,
    hour: booking.hour,
    service: booking.service,
    name: booking.name,
    covers: booking.covers,
  };
}
