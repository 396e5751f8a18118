import { checkSlot, computeDayHours } from '../../../domain/availability';
import { frenchWeekdayName, isValidIsoDate, isValidTime } from '../../../domain/dates';
import { turnMinutesFor } from '../../../domain/services';
import { said } from '../../../domain/diner-messages/diner-text';
import { blockedTableGuids, freeTables, tablesFitting } from '../../../domain/table-assignment';
import type { ServiceRule } from '../../../domain/types';
import type { AppContext } from '../../context';
import { badRequest, notFound, unprocessable } from '../../http/envelope';
import { loadDayState, tablesFor, cachedReads } from '../booking-engine';
import { requireRestaurantBySlug, RESTAURANT_NOT_FOUND, findRestaurantByGuid, loadTables } from '../restaurants';

function requireDate(date: string): void {
  if (!isValidIsoDate(date)) throw badRequest(said('slotInvalidDate'), 'invalid_date');
}

function requireWeekdayDate(weekday: string, date: string): void {
  requireDate(date);
  if (frenchWeekdayName(date) !== weekday.toLowerCase()) {
    throw unprocessable(said('slotWeekdayMismatch'), 'weekday_mismatch');
  }
}

export function availabilityService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const cached = cachedReads(ctx);
  return {
    /**
     * Noon and evening slots of one day, each with whether this party size could book it now, as
     * the response's JSON: from the cache when the day's versions say it is current.
     */
    async hoursByDayBody(slug: string, weekday: string, date: string, covers: number) {
      requireWeekdayDate(weekday, date);
      return cached.dayHoursBody(slug, date, covers);
    },

    /** The same answer computed from the database every time: what the cached one must equal. */
    async hoursByDay(slug: string, weekday: string, date: string, covers: number) {
      requireWeekdayDate(weekday, date);
      const restaurant = await requireRestaurantBySlug(db, slug);
      const day = await loadDayState(db, restaurant, date, ctx.now(), 'online');
      return computeDayHours({ ...day, covers });
    },

    /** Guids of the tables held at that date and hour (for a party of `covers`, whose turn time counts). */
    /**
     * Keyed by slug like every public read: a sequential id would let anyone walk every
     * restaurant, those still waiting for their owner included, and read their occupancy.
     */
    async blockedTables(slug: string, date: string, hour: string, covers: number) {
      requireDate(date);
      if (!isValidTime(hour)) throw badRequest(said('slotInvalidHour'), 'invalid_hour');
      const restaurant = await requireRestaurantBySlug(db, slug);
      const day = await loadDayState(db, restaurant, date, ctx.now(), 'online');
      const turnMinutes = turnFor(day.services, hour, covers);
      return blockedTableGuids({ tables: day.tables, bookings: day.bookings, hour, turnMinutes });
    },

    /** Active tables that fit the draft's party size, smallest first (spec: table assignment). */
    async activeTables(restaurantGuid: string, covers: number) {
      const restaurant = await findRestaurantByGuid(db, restaurantGuid);
      if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
      const tables = tablesFor(await loadTables(db, restaurant.id), 'online');
      return tablesFitting(
        tables.filter((t) => t.active),
        Math.max(1, covers),
      ).map((t) => {
        const full = tables.find((x) => x.id === t.id)!;
        return { guid: t.guid, capacity: t.maxCovers, name: t.name, image: full.image, legends_ids_array: full.legendGuids };
      });
    },

    /** Tables a diner may pick by name: free at that slot and the right size. */
    /** The tables a diner may pick at that hour, as the envelope's JSON (cached with the day, like the hours). */
    async tableNamesBody(slug: string, covers: number, date: string, hour: string) {
      requireDate(date);
      if (!isValidTime(hour)) throw badRequest(said('slotInvalidHour'), 'invalid_hour');
      return cached.dayBody(slug, date, `names|${covers}|${hour}`, (day, now, restaurant) => {
        if (!restaurant.is_table_names_enabled) return [];
        const slot = checkSlot({ ...day, now, hour, covers });
        if (!slot.ok) return [];
        const free = freeTables({ tables: day.tables, bookings: day.bookings, hour, turnMinutes: slot.turnMinutes });
        return tablesFitting(free, covers).map((t) => {
          const image = day.tables.find((x) => x.id === t.id)?.image ?? '';
          return { guid: t.guid, name: t.name, image, capacity: t.maxCovers };
        });
      });
    },
  };
}

function turnFor(services: readonly ServiceRule[], hour: string, covers: number): number {
  const service = services.find((s) => s.firstSeating <= hour && hour <= s.lastSeating) ?? services[0];
  return service ? turnMinutesFor(service, covers) : 120;
}
