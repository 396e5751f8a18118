import type { StatBooking } from '../../../domain/booking-statistics';
import type { Executor } from '../../db/transactions';

/** The few columns statistics need, for one restaurant and a date range (indexed by restaurant and date). */
export function bookingsBetween(db: Executor, restaurantId: number, from: string, to: string): Promise<StatBooking[]> {
  return db
    .selectFrom('bookings')
    .select(['date', 'service', 'status', 'source', 'covers'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}
