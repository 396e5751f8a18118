import { checkSlot } from '../../../domain/availability';
import { said } from '../../../domain/diner-messages/diner-text';
import { languageOr } from '../../../domain/languages';
import type { AppContext } from '../../context';
import { inDayTransaction } from '../../db/transactions';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import { addBookingHistory, findBookingByGuid, loadDayState, replaceBookingTables, updateBooking } from '../booking-engine';
import { findRestaurantById } from '../restaurants';
import { offerFreedRoom } from '../waiting-offers';

// A diner's booking moved to another hour of its day and/or another party size, by the diner
// through a partner (Reserve with Google's UpdateBooking). The new slot is decided by the engine
// exactly as a new online booking would be (the tables open online, the notice, the pacing), with
// the booking's own tables counted free for it: a change never takes more than a new booking could.

const OPEN = new Set(['pending', 'confirmed']);

export interface BookingChange {
  hour: string;
  covers: number;
}

export function bookingChangeService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async change(guid: string, change: BookingChange): Promise<void> {
      const found = await findBookingByGuid(db, guid);
      if (!found || !OPEN.has(found.status)) throw notFound(said('bookingNotFound'));
      const restaurant = await findRestaurantById(db, found.restaurant_id);
      if (!restaurant) throw notFound(said('bookingNotFound'));
      await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        const booking = await findBookingByGuid(trx, guid);
        if (!booking || !OPEN.has(booking.status)) throw notFound(said('bookingNotFound'));
        const now = ctx.now();
        const day = await loadDayState(trx, restaurant, booking.date, now, 'online');
        const slot = checkSlot({ ...day, bookings: day.bookings.filter((b) => b.id !== booking.id), hour: change.hour, covers: change.covers });
        const language = languageOr(booking.language);
        if (!slot.ok) {
          const message = said('slotTaken', undefined, language);
          throw slot.reason === 'past' || slot.reason === 'too_soon' || slot.reason === 'not_a_slot' || slot.reason === 'closed'
            ? unprocessable(message, slot.reason)
            : conflict(message, slot.reason);
        }
        const at = now.toISOString();
        await updateBooking(trx, booking.id, {
          hour: change.hour,
          covers: change.covers,
          service: slot.service.kind,
          turn_minutes: slot.turnMinutes,
          updated_at: at,
        });
        await replaceBookingTables(trx, booking.id, slot.tableIds);
        await addBookingHistory(trx, {
          bookingId: booking.id,
          at,
          actor: 'diner',
          action: 'changed',
          details: { from: { hour: booking.hour, covers: booking.covers }, to: change },
        });
        // What the old slot leaves free may seat someone on the waiting list.
        await offerFreedRoom(trx, restaurant, booking.date, booking.service, now);
      });
    },
  };
}
