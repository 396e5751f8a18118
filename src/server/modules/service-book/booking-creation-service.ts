import type { AppContext } from '../../context';
import type { StaffBookingCreate } from '../../../domain/schemas/staff-booking';
import { inDayTransaction } from '../../db/transactions';
import { notFound, ok, unprocessable } from '../../http/envelope';
import {
  checkDinerEmail,
  checkDinerName,
  normalizeName,
  STAFF_DINER_FIELD_MESSAGES,
  type FieldCheck,
  type StaffDinerFieldReason,
} from '../../../domain/diner-fields';
import { newCapabilityId, newGuid, newReference } from '../../lib/ids';
import { checkDinerPhone } from '../../../domain/diner-phone';
import type { StaffPrincipal } from '../auth';
import { addBookingHistory, replaceBookingTables, updateBooking, insertNewBooking, loadDayState } from '../booking-engine';
import { enqueueMessages, dinerMessage } from '../outbox';
import { findRestaurantById, restaurantNow } from '../restaurants';
import { actorOf, holdTables } from './booking-actions-service';
import { liveEvent, type Publisher } from './live-announce';
import { SERVICE_BOOK_MESSAGES as M } from './service-book-messages';
import { findRestaurantBooking } from './service-book-repository';
import { walkInHour } from './staff-engine';
import { storeAnswer, stopIfAnswered, type OnceKey } from './staff-idempotency';
import { withdrawOffersOf } from '../waiting-offers';

/** What the host sends: the shape the route validates (domain/schemas/staff-booking.ts). */
export type StaffBookingInput = StaffBookingCreate;

/** A field the host typed, once its rule passes; a refusal is a 422 worded for the host. */
function staffAccepted<T>(check: FieldCheck<T, StaffDinerFieldReason>, reason: string): T {
  if (!check.ok) throw unprocessable(STAFF_DINER_FIELD_MESSAGES[check.reason], reason);
  return check.value;
}

export function bookingCreationService(ctx: AppContext, feed: Publisher) {
  const db = ctx.db.kysely;

  async function requireRestaurant(id: number) {
    const restaurant = await findRestaurantById(db, id);
    if (!restaurant) throw notFound(M.bookingNotFound);
    return restaurant;
  }

  return {
    /**
     * A booking taken by phone (confirmed) or a walk-in (seated now, contact optional), through the
     * same engine and day transaction as an online booking.
     */
    async create(staff: StaffPrincipal, input: StaffBookingInput, once?: OnceKey) {
      const restaurant = await requireRestaurant(staff.restaurantId);
      const walkIn = input.source === 'walk_in';
      // The diner's rules (as in the wizard), in words for the host; a walk-in may stay anonymous.
      const name = walkIn ? normalizeName(input.name ?? '') : staffAccepted(checkDinerName(input.name ?? ''), 'name');
      const phone = input.phone?.trim() ? staffAccepted(checkDinerPhone(input.phone), 'phone') : '';
      const email = input.email?.trim() ? staffAccepted(checkDinerEmail(input.email), 'email') : '';
      const today = restaurantNow(restaurant, ctx.now()).date;
      const date = walkIn ? today : (input.date ?? today);
      if (!walkIn && !input.hour) throw unprocessable(M.hourRequired, 'hour');

      const { event, body } = await inDayTransaction(ctx.db, restaurant.id, date, async (trx) => {
        await stopIfAnswered(trx, once);
        const now = ctx.now();
        const at = now.toISOString();
        let hour = input.hour;
        if (!hour) {
          hour = walkInHour(await loadDayState(trx, restaurant, date, now, 'staff'), restaurant, now) ?? undefined;
          if (!hour) throw unprocessable(M.noServiceNow, 'no_service_now');
        }
        const held = await holdTables(trx, restaurant, null, { date, hour, covers: input.covers, tableGuid: input.tableGuid }, now);
        const status = walkIn ? 'seated' : 'confirmed';
        const row = {
          guid: newGuid(),
          short_id: newCapabilityId(),
          reference: newReference(),
          restaurant_id: restaurant.id,
          date,
          hour,
          service: held.service.kind,
          covers: input.covers,
          turn_minutes: held.turnMinutes,
          status,
          source: input.source,
          name: name || M.walkInName,
          email,
          phone_number: phone,
          information: (input.information ?? '').trim(),
          created_at: at,
          updated_at: at,
        } as const;
        // A phone booking with an e-mail gets the same confirmation (and my-booking link) as online.
        const messages = !walkIn && email ? [{ kind: 'booking_received', channel: 'email' as const, recipient: email, restaurantId: restaurant.id }] : [];
        const { historyId } = await insertNewBooking(trx, ctx.db.kind, {
          row,
          tableIds: held.tableIds,
          iconIds: [],
          answers: [],
          history: { at, actor: actorOf(staff), action: 'created', to: status, details: { by: staff.name, source: input.source, tables: held.tableNames } },
          messages,
          now,
        });
        // Where the booking lives (day and service), so the service book can show it at once.
        const created = { guid: row.guid, reference: row.reference, date, service: row.service };
        const body = ok(created, walkIn ? M.walkInSeated : M.created, 201);
        await storeAnswer(trx, once, 201, body, at);
        return { event: liveEvent(row, historyId, 'created', actorOf(staff)), body };
      });
      feed.publish([event]);
      return body;
    },

    /** A waiting-list entry becomes a confirmed booking with a table; the diner is told. */
    async promote(staff: StaffPrincipal, guid: string, input: { hour?: string; tableGuid?: string | null }) {
      const restaurant = await requireRestaurant(staff.restaurantId);
      const found = await findRestaurantBooking(db, restaurant.id, guid);
      if (!found) throw notFound(M.bookingNotFound);
      const event = await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        const booking = await findRestaurantBooking(trx, restaurant.id, guid);
        if (!booking) throw notFound(M.bookingNotFound);
        if (booking.status !== 'waiting') throw unprocessable(M.notWaiting, 'not_waiting');
        const now = ctx.now();
        const at = now.toISOString();
        const hour = input.hour ?? booking.hour;
        const held = await holdTables(trx, restaurant, booking, { date: booking.date, hour, covers: booking.covers, tableGuid: input.tableGuid }, now);
        const changes = { status: 'confirmed' as const, hour, service: held.service.kind, turn_minutes: held.turnMinutes, updated_at: at };
        await updateBooking(trx, booking.id, changes);
        await replaceBookingTables(trx, booking.id, held.tableIds);
        // The host gave the table: an offer still open to this entry has no object any more.
        await withdrawOffersOf(trx, booking.id, now);
        const historyId = await addBookingHistory(trx, {
          bookingId: booking.id,
          at,
          actor: actorOf(staff),
          action: 'promoted',
          from: 'waiting',
          to: 'confirmed',
          details: { by: staff.name, from: { hour: booking.hour }, to: { hour, tables: held.tableNames } },
        });
        await enqueueMessages(trx, dinerMessage(booking, 'booking_received', { bookingId: booking.id, fromWaitingList: true }), now);
        return liveEvent({ ...booking, ...changes }, historyId, 'promoted', actorOf(staff));
      });
      feed.publish([event]);
      return M.promoted;
    },
  };
}
