import type { StatBooking } from '../../../domain/booking-statistics';
import { attendanceStateOf } from '../../../domain/diner-attendance';
import type { Executor } from '../../db/transactions';

/** The few columns statistics need, for one restaurant and a date range (indexed by restaurant and date). */
export async function bookingsBetween(db: Executor, restaurantId: number, from: string, to: string): Promise<StatBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['date', 'service', 'status', 'source', 'covers', 'reminder_sent_at', 'attendance_confirmed_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return rows.map(({ reminder_sent_at, attendance_confirmed_at, ...b }) => ({
    ...b,
    attendance: attendanceStateOf({ reminder_sent_at, attendance_confirmed_at }),
  }));
}
