import { timeToMinutes } from '../../../domain/dates';
import { clockLabel, staysOverlap } from '../../../domain/timeline';
import type { AppContext } from '../../context';
import { inDayTransaction } from '../../db/transactions';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import type { StaffPrincipal } from '../auth';
import { loadHoldingBookings, updateBooking } from '../booking-engine';
import { findRestaurantById } from '../restaurants';
import { recordStaffChange } from './booking-actions-service';
import type { Publisher } from './live-announce';
import { SERVICE_BOOK_MESSAGES as M } from './service-book-messages';
import { findRestaurantBooking, loadBookingDetails } from './service-book-repository';
import { holdsTable } from './status-rules';

/**
 * How long a party keeps its table (the timeline's stretched bar). The engine gave the booking the
 * service's turn time for its size; a host may lengthen or shorten it, in the same day transaction
 * as every other change, as long as no other party holds one of its tables in the time it adds.
 */
export function bookingTurnService(ctx: AppContext, feed: Publisher) {
  const db = ctx.db.kysely;

  return {
    async setTurn(staff: StaffPrincipal, guid: string, turnMinutes: number): Promise<string> {
      const [restaurant, found] = await Promise.all([findRestaurantById(db, staff.restaurantId), findRestaurantBooking(db, staff.restaurantId, guid)]);
      if (!restaurant || !found) throw notFound(M.bookingNotFound);
      const event = await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        const booking = await findRestaurantBooking(trx, restaurant.id, guid);
        if (!booking) throw notFound(M.bookingNotFound);
        if (!holdsTable(booking.status)) throw unprocessable(M.notEditable, 'not_editable');
        if (timeToMinutes(booking.hour) + turnMinutes > 24 * 60) throw unprocessable(M.turnPastMidnight, 'turn_too_long');
        const tables = (await loadBookingDetails(trx, [booking.id])).tables;
        const mine = new Set(tables.map((t) => t.id));
        const stay = { hour: booking.hour, turnMinutes };
        const blocking = (await loadHoldingBookings(trx, restaurant.id, booking.date))
          .filter((other) => other.id !== booking.id && other.tableIds.some((id) => mine.has(id)) && staysOverlap(stay, other))
          .sort((a, b) => timeToMinutes(a.hour) - timeToMinutes(b.hour))[0];
        const end = clockLabel(timeToMinutes(booking.hour) + turnMinutes);
        if (blocking) {
          const table = tables.find((t) => blocking.tableIds.includes(t.id))?.name ?? '?';
          throw conflict(M.turnCollides(table, blocking.hour, end), 'table_not_free');
        }
        const at = ctx.now().toISOString();
        await updateBooking(trx, booking.id, { turn_minutes: turnMinutes, updated_at: at });
        return recordStaffChange(trx, staff, booking, {
          at,
          action: 'updated',
          details: {
            from: { hour: booking.hour, end: clockLabel(timeToMinutes(booking.hour) + booking.turn_minutes) },
            to: { hour: booking.hour, end },
          },
        });
      });
      feed.publish([event]);
      return M.turnChanged(clockLabel(timeToMinutes(found.hour) + turnMinutes));
    },
  };
}
