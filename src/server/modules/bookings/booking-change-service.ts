import { checkSlot } from '../../../domain/availability';
import { said } from '../../../domain/diner-messages/diner-text';
import { languageOr } from '../../../domain/languages';
import type { AppContext } from '../../context';
import { inDayTransaction } from '../../db/transactions';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import { findBookingByGuid, loadDayState } from '../booking-engine';
import { bumpRulesVersion, findRestaurantById } from '../restaurants';
import { offerFreedRoom } from '../waiting-offers';
import { applyDinerMove } from './diner-move';

// A diner's booking moved to another day or hour and/or another party size, by the diner through a
// partner (Reserve with Google's UpdateBooking). The new slot is decided by the engine exactly as a
// new online booking would be (the tables open online, the notice, the pacing), with the booking's
// own tables counted free for it when it stays on its day: a change never takes more than a new
// booking could. It is written by my-booking's own rule for a diner's move (diner-move.ts).

const OPEN = new Set(['pending', 'confirmed']);

export interface BookingChange {
  /** The booking's own day when absent. */
  date?: string;
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
      const date = change.date ?? found.date;
      // The day it goes to is the one locked, as the staff's own move does (service-book's edit).
      await inDayTransaction(ctx.db, restaurant.id, date, async (trx) => {
        const booking = await findBookingByGuid(trx, guid);
        if (!booking || !OPEN.has(booking.status)) throw notFound(said('bookingNotFound'));
        const now = ctx.now();
        const day = await loadDayState(trx, restaurant, date, now, 'online');
        const slot = checkSlot({ ...day, bookings: day.bookings.filter((b) => b.id !== booking.id), hour: change.hour, covers: change.covers });
        const language = languageOr(booking.language);
        if (!slot.ok) {
          const message = said('slotTaken', undefined, language);
          throw slot.reason === 'past' || slot.reason === 'too_soon' || slot.reason === 'not_a_slot' || slot.reason === 'closed'
            ? unprocessable(message, slot.reason)
            : conflict(message, slot.reason);
        }
        await applyDinerMove(trx, booking, slot, {
          date,
          hour: change.hour,
          covers: change.covers,
          at: now.toISOString(),
          action: 'changed',
          details: { from: { date: booking.date, hour: booking.hour, covers: booking.covers }, to: { date, hour: change.hour, covers: change.covers } },
        });
        // The day transaction bumped the new day's version; the day the booking left changes too
        // (the restaurant's version, as the staff's move bumps it, to stay clear of that day's lock).
        if (booking.date !== date) await bumpRulesVersion(trx, restaurant.id);
        // What the old slot leaves free may seat someone on the waiting list.
        await offerFreedRoom(trx, restaurant, booking.date, booking.service, now);
      });
    },
  };
}
