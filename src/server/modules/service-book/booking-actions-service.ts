import { BOOKING_STATUS_LABELS } from '../../../domain/service-book';
import type { AppContext } from '../../context';
import { inDayTransaction, inTransaction, type Executor } from '../../db/transactions';
import { conflict, notFound, ok, unprocessable } from '../../http/envelope';
import type { StaffPrincipal } from '../auth';
import { bumpRulesVersion, findRestaurantById, type RestaurantRow } from '../restaurants';
import { addBookingHistory, replaceBookingTables, updateBooking, type BookingRow } from '../booking-engine';
import { offerFreedRoom, withdrawOffersOf } from '../waiting-offers';
import { dinerMessage, enqueueMessages } from '../outbox';
import { liveEvent, type Publisher } from './live-announce';
import { SERVICE_BOOK_MESSAGES as M, staffSlotRefusal } from './service-book-messages';
import { findRestaurantBooking, lastStatusChangeAt, loadBookingDetails } from './service-book-repository';
import { storeAnswer, stopIfAnswered, type OnceKey } from './staff-idempotency';
import { isStaleStatusChange, mergeNote } from '../../../domain/offline-conflicts';
import { keptTurnMinutes } from './kept-turn';
import { staffSlotCheck } from './staff-engine';
import { tooEarlyFor } from '../../../domain/status-timing';
import { minutesToTime, parseInstant, zonedNow } from '../../../domain/dates';
import { canTransition, EDITABLE, holdsTable, type StaffSettableStatus } from './status-rules';

const CAPACITY = new Set(['no_table', 'pacing_slot', 'pacing_service']);

export const actorOf = (staff: StaffPrincipal) => `staff:${staff.staffId}`;

/**
 * A member's change of a booking: its history row, signed with their name, and the live feed's
 * event showing `shown` (the booking as it now is).
 */
export async function recordStaffChange(
  trx: Executor,
  staff: StaffPrincipal,
  shown: Parameters<typeof liveEvent>[0] & { id: number },
  change: { at: string; action: string; details: Record<string, unknown> },
) {
  const historyId = await addBookingHistory(trx, {
    bookingId: shown.id,
    at: change.at,
    actor: actorOf(staff),
    action: change.action,
    details: { by: staff.name, ...change.details },
  });
  return liveEvent(shown, historyId, change.action, actorOf(staff));
}

export interface SlotTarget {
  date: string;
  hour: string;
  covers: number;
  tableGuid?: string | null;
}

/**
 * Asks the engine for `target` inside the day transaction, keeping the booking's current table when
 * it still fits, and insisting on `target.tableGuid` when staff picked one.
 */
export async function holdTables(trx: Executor, restaurant: RestaurantRow, booking: BookingRow | null, target: SlotTarget, now: Date) {
  const current = booking ? (await loadBookingDetails(trx, [booking.id])).tables : [];
  const { result, day } = await staffSlotCheck(
    trx,
    restaurant,
    {
      date: target.date,
      hour: target.hour,
      covers: target.covers,
      preferredTableGuid: target.tableGuid ?? current[0]?.guid ?? null,
      excludeBookingId: booking?.id,
    },
    now,
  );
  const picked = target.tableGuid ? day.tables.find((t) => t.guid === target.tableGuid) : undefined;
  if (target.tableGuid && !picked) throw unprocessable(M.tableUnknown, 'table_unknown');
  if (!result.ok) {
    const message = staffSlotRefusal(result.reason, target.covers, target.hour);
    throw CAPACITY.has(result.reason) ? conflict(message, result.reason) : unprocessable(message, result.reason);
  }
  if (picked && !(result.tableIds.length === 1 && result.tableIds[0] === picked.id)) {
    throw conflict(M.tableNotFree(picked.name, target.covers, target.hour), 'table_not_free');
  }
  const names = (ids: number[]) => ids.map((id) => day.tables.find((t) => t.id === id)?.name ?? '?');
  return { ...result, tableNames: names(result.tableIds), previousTables: current.map((t) => t.name) };
}

export function bookingActionsService(ctx: AppContext, feed: Publisher) {
  const db = ctx.db.kysely;

  async function load(restaurantId: number, guid: string) {
    const [restaurant, booking] = await Promise.all([findRestaurantById(db, restaurantId), findRestaurantBooking(db, restaurantId, guid)]);
    if (!restaurant || !booking) throw notFound(M.bookingNotFound);
    return { restaurant, booking };
  }

  async function reread(trx: Executor, restaurantId: number, guid: string): Promise<BookingRow> {
    const booking = await findRestaurantBooking(trx, restaurantId, guid);
    if (!booking) throw notFound(M.bookingNotFound);
    return booking;
  }

  return {
    /** Confirm, seat, complete, no-show, cancel (the diner is told), and the undo moves. */
    async setStatus(staff: StaffPrincipal, guid: string, to: StaffSettableStatus, sent: { changedAt?: string; once?: OnceKey } = {}) {
      const { restaurant, booking: found } = await load(staff.restaurantId, guid);
      const { event, body } = await inDayTransaction(ctx.db, restaurant.id, found.date, async (trx) => {
        await stopIfAnswered(trx, sent.once);
        const booking = await reread(trx, restaurant.id, guid);
        const from = booking.status;
        // The later change wins: one made offline before the last change seen here is refused,
        // named, rather than undoing what another tablet did since.
        if (sent.changedAt) {
          const last = await lastStatusChangeAt(trx, booking.id);
          if (isStaleStatusChange(sent.changedAt, last)) {
            const when = minutesToTime(zonedNow(restaurant.time_zone, parseInstant(last!)).minutes);
            throw conflict(M.staleStatus(BOOKING_STATUS_LABELS[to], BOOKING_STATUS_LABELS[from], when), 'stale_change');
          }
        }
        if (!canTransition(from, to)) throw conflict(M.transitionRefused(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[to]), 'transition');
        const now = ctx.now();
        // Absent, seated or finished hours before the booking's time is a mistaken tap, which would
        // count at once in the guest's absences and the no-show rate.
        const possibleAt = tooEarlyFor(to, booking, zonedNow(restaurant.time_zone, now));
        if (possibleAt) throw unprocessable(M.tooEarly(BOOKING_STATUS_LABELS[to], booking.hour, possibleAt), 'too_early');
        const at = now.toISOString();
        const changes: Partial<BookingRow> = { status: to, updated_at: at };
        let details: Record<string, unknown> = { by: staff.name };
        // Back to a table-holding status from one that freed the table: the table must still be free.
        if (holdsTable(to) && !holdsTable(from)) {
          const held = await holdTables(trx, restaurant, booking, { date: booking.date, hour: booking.hour, covers: booking.covers }, now);
          changes.turn_minutes = held.turnMinutes;
          changes.service = held.service.kind;
          await replaceBookingTables(trx, booking.id, held.tableIds);
          details = { ...details, tables: held.tableNames };
        }
        await updateBooking(trx, booking.id, changes);
        const action = to === 'cancelled_by_restaurant' ? (from === 'waiting' ? 'removed_from_waiting_list' : 'cancelled') : 'status';
        const historyId = await addBookingHistory(trx, { bookingId: booking.id, at, actor: actorOf(staff), action, from, to, details });
        if (action === 'cancelled') await enqueueMessages(trx, dinerMessage(booking, 'booking_cancelled', { bookingId: booking.id, byRestaurant: true }), now);
        // A table freed (cancelled, no-show) or an entry removed with an open offer: the next in line is offered.
        const withdrawn = from === 'waiting' && (await withdrawOffersOf(trx, booking.id, now));
        if ((holdsTable(from) && !holdsTable(to)) || withdrawn) await offerFreedRoom(trx, restaurant, booking.date, booking.service, now);
        const body = ok(null, to === 'cancelled_by_restaurant' ? (from === 'waiting' ? M.removedFromWaiting : M.cancelled) : M.statusChanged);
        await storeAnswer(trx, sent.once, 200, body, at);
        return { event: liveEvent({ ...booking, ...changes, status: to }, historyId, action, actorOf(staff)), body };
      });
      feed.publish([event]);
      return body;
    },

    /** New time, date, covers or table, re-checked by the engine like an online booking. */
    async edit(staff: StaffPrincipal, guid: string, input: { date?: string; hour?: string; covers?: number; tableGuid?: string | null }, once?: OnceKey) {
      const { restaurant, booking: found } = await load(staff.restaurantId, guid);
      if (!EDITABLE.includes(found.status) || found.status === 'waiting') throw unprocessable(M.notEditable, 'not_editable');
      const date = input.date ?? found.date;
      const event = await inDayTransaction(ctx.db, restaurant.id, date, async (trx) => {
        await stopIfAnswered(trx, once);
        const booking = await reread(trx, restaurant.id, guid);
        if (!EDITABLE.includes(booking.status) || booking.status === 'waiting') throw unprocessable(M.notEditable, 'not_editable');
        const now = ctx.now();
        const at = now.toISOString();
        const target = { date, hour: input.hour ?? booking.hour, covers: input.covers ?? booking.covers, tableGuid: input.tableGuid };
        const held = await holdTables(trx, restaurant, booking, target, now);
        const turn = date === booking.date ? await keptTurnMinutes(trx, booking, target, held) : held.turnMinutes;
        const changes = { date, hour: target.hour, covers: target.covers, service: held.service.kind, turn_minutes: turn, updated_at: at };
        await updateBooking(trx, booking.id, changes);
        await replaceBookingTables(trx, booking.id, held.tableIds);
        // The day transaction bumped the new day's version; the day the booking left changes too.
        // Its own version row may be held by that day's transaction, itself possibly moving a
        // booking here: the restaurant's version is bumped instead (every day of it re-read once).
        if (booking.date !== date) await bumpRulesVersion(trx, restaurant.id);
        // The place it left may seat someone on that service's waiting list.
        await offerFreedRoom(trx, restaurant, booking.date, booking.service, now);
        await storeAnswer(trx, once, 200, ok(null, M.updated), at);
        return recordStaffChange(
          trx,
          staff,
          { ...booking, ...changes },
          {
            at,
            action: 'updated',
            details: {
              from: { date: booking.date, hour: booking.hour, covers: booking.covers, tables: held.previousTables },
              to: { date, hour: target.hour, covers: target.covers, tables: held.tableNames },
            },
          },
        );
      });
      feed.publish([event]);
      return ok(null, M.updated);
    },

    /** The waiter (shown to the diner on their booking page) and the staff's own note. */
    async setDetails(staff: StaffPrincipal, guid: string, input: { waiterName?: string; staffNote?: string; staffNoteBase?: string }, once?: OnceKey) {
      const { booking: found } = await load(staff.restaurantId, guid);
      const events = await inTransaction(ctx.db, async (trx) => {
        await stopIfAnswered(trx, once);
        const booking = await reread(trx, found.restaurant_id, guid);
        const at = ctx.now().toISOString();
        const out = [];
        const changes: { waiter_name?: string; staff_note?: string; updated_at: string } = { updated_at: at };
        // A note written from an older copy (offline) is merged with what was written since.
        const note =
          input.staffNote !== undefined && input.staffNoteBase !== undefined
            ? mergeNote(input.staffNoteBase, input.staffNote, booking.staff_note)
            : input.staffNote?.trim();
        const fields = [
          { column: 'waiter_name', action: 'waiter', value: input.waiterName?.trim() },
          { column: 'staff_note', action: 'note', value: note },
        ] as const;
        for (const { column, action, value } of fields) {
          if (value === undefined || value === booking[column]) continue;
          changes[column] = value;
          out.push(await recordStaffChange(trx, staff, booking, { at, action, details: { from: booking[column], to: value } }));
        }
        if (out.length > 0) await updateBooking(trx, booking.id, changes);
        await storeAnswer(trx, once, 200, ok(null, M.saved), at);
        return out;
      });
      feed.publish(events);
      return ok(null, M.saved);
    },
  };
}
