import { addDays, isValidIsoDate, minutesToTime, timeToMinutes } from '../../../domain/dates';
import { liveTableStates, serviceAt, type LiveBooking } from '../../../domain/floor-plan/live-state';
import { openServicesOn } from '../../../domain/services';
import type { BookingSource } from '../../../domain/service-book';
import type { AppContext } from '../../context';
import { notFound, unprocessable } from '../../http/envelope';
import type { StaffPrincipal } from '../auth';
import { restaurantNow, findRestaurantById, loadClosedDatesOn, loadServices } from '../restaurants';
import { bookingActionsService, bookingCreationService } from '../service-book';
import type { Publisher } from '../service-book';
import { planDocument } from './floor-plan-mapping';
import { FLOOR_PLAN_MESSAGES as M } from './floor-plans-messages';
import { listFloorPlans, loadLiveTables, loadServiceBookings, loadTableLegendGuids } from './floor-plans-repository';

export interface LiveQuery {
  date?: string;
  service?: 'noon' | 'evening';
  /** Look at another moment of the service than now (HH:MM). */
  time?: string;
}

// Moves and walk-ins go through the service book's own actions (engine check inside the day
// transaction, history row, diner notices). Every change writes a booking_history row, which the
// service book's live feed polls, so open service books hear of it without a direct publish.
const viaHistory: Publisher = { publish: () => undefined };

export function floorPlansLiveService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const actions = bookingActionsService(ctx, viaHistory);
  const creation = bookingCreationService(ctx, viaHistory);

  return {
    /** The rooms of one service with every table's state and booking: the host's live view. */
    async view(restaurantId: number, query: LiveQuery) {
      const restaurant = await findRestaurantById(db, restaurantId);
      if (!restaurant) throw notFound(M.planNotFound);
      const now = restaurantNow(restaurant, ctx.now());
      const date = query.date ?? now.date;
      if (!isValidIsoDate(date)) throw unprocessable('La date est invalide.', 'invalid_date');
      const [services, closed, plans, tables] = await Promise.all([
        loadServices(db, restaurant.id),
        loadClosedDatesOn(db, restaurant.id, date),
        listFloorPlans(db, restaurant.id),
        loadLiveTables(db, restaurant.id),
      ]);
      const open = openServicesOn(date, services, closed);
      const windows = open.map((s) => ({
        kind: s.kind,
        firstSeating: s.firstSeating,
        lastSeating: s.lastSeating,
        longestTurnMinutes: Math.max(0, ...s.turnTimes.map((t) => t.minutes)),
      }));
      const isToday = date === now.date;
      // Live mode: today at the real time. Otherwise a plan of the service at the chosen time.
      const live = isToday && !query.time;
      const defaultAt = isToday
        ? now.minutes
        : timeToMinutes(windows.find((w) => w.kind === query.service)?.firstSeating ?? windows[0]?.firstSeating ?? '12:00');
      const at = query.time ? timeToMinutes(query.time) : defaultAt;
      const service = query.service ?? serviceAt(windows, at) ?? (at < timeToMinutes('16:00') ? 'noon' : 'evening');

      const legendGuids = await loadTableLegendGuids(
        db,
        tables.map((t) => t.id),
      );
      const rooms = plans.map((p) => ({ guid: p.guid, ...planDocument(p, tables, legendGuids) }));
      const placed = new Set(rooms.flatMap((r) => r.items.filter((i) => i.kind === 'table').map((i) => i.id)));
      const bookings = await loadServiceBookings(db, restaurant.id, date, service);
      const live_bookings: Array<LiveBooking & { reference: string; source: BookingSource; information: string; staffNote: string }> = bookings.map((b) => ({
        guid: b.guid,
        reference: b.reference,
        hour: b.hour,
        turnMinutes: b.turn_minutes,
        status: b.status as LiveBooking['status'],
        covers: b.covers,
        name: b.name,
        source: b.source,
        information: b.information,
        staffNote: b.staff_note,
        tableGuids: b.tableGuids,
      }));
      const states = liveTableStates({ tableGuids: [...placed], bookings: live_bookings, at, isToday: live });
      return {
        date,
        today: now.date,
        previousDate: addDays(date, -1),
        nextDate: addDays(date, 1),
        service,
        services: windows.map((w) => ({ kind: w.kind, firstSeating: w.firstSeating, lastSeating: w.lastSeating })),
        live,
        time: minutesToTime(Math.max(0, Math.min(at, 24 * 60 - 1))),
        rooms,
        tables: [...states].map(([guid, s]) => ({
          guid,
          state: s.state,
          bookingGuid: s.booking?.guid ?? null,
          nextBookingGuid: s.next?.guid ?? null,
          bookingGuids: s.bookings.map((b) => b.guid),
        })),
        bookings: live_bookings,
        // Bookings whose table is on no plan (or with no table): the host must still see them.
        unplaced: live_bookings.filter((b) => b.tableGuids.length === 0 || b.tableGuids.some((g) => !placed.has(g))).map((b) => b.guid),
      };
    },

    /** Drag and drop of a booking onto another table: the engine decides inside the day transaction. */
    async move(staff: StaffPrincipal, bookingGuid: string, tableGuid: string): Promise<string> {
      return (await actions.edit(staff, bookingGuid, { tableGuid })).message;
    },

    /** A walk-in seated at a free table now, through the same engine. */
    async seatWalkIn(staff: StaffPrincipal, input: { tableGuid: string; covers: number; name?: string; date?: string }) {
      const restaurant = await findRestaurantById(db, staff.restaurantId);
      if (!restaurant) throw notFound(M.planNotFound);
      if (input.date && input.date !== restaurantNow(restaurant, ctx.now()).date) throw unprocessable(M.walkInNotToday, 'walk_in_not_today');
      return creation.create(staff, { source: 'walk_in', covers: input.covers, name: input.name, tableGuid: input.tableGuid });
    },
  };
}
