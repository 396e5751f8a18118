import type { DayInput } from '../../../domain/availability';
import { servicesWithPredictions, type TurnPredictionGroup } from '../../../domain/turn-time-prediction';
import type { Executor } from '../../db/transactions';
import { loadHoldingBookings } from './bookings-repository';
import { turnPredictionsInUse } from './turn-predictions';
import { bookingWindowOf, restaurantNow, loadClosedDatesOn, loadServices, loadTables, type RestaurantRow, type TableWithLegends } from '../restaurants';

export type DayState = Omit<DayInput, 'tables'> & { tables: TableWithLegends[] };

/** A restaurant's rules for one day: what staff settings decide, not what diners book. */
export interface DayRules {
  services: DayState['services'];
  closedDates: DayState['closedDates'];
  tables: TableWithLegends[];
  /** The predicted stays the services' turn times give way to (none while the owner has them off). */
  turnPredictions: TurnPredictionGroup[];
}

export async function loadDayRules(db: Executor, restaurant: RestaurantRow, date: string, channel: BookingChannel): Promise<DayRules> {
  const [services, closedDates, tables, turnPredictions] = await Promise.all([
    loadServices(db, restaurant.id),
    loadClosedDatesOn(db, restaurant.id, date),
    loadTables(db, restaurant.id),
    turnPredictionsInUse(db, restaurant),
  ]);
  return { services, closedDates, tables: tablesFor(tables, channel), turnPredictions };
}

/** The rules as the engine reads them on `date`: the turn times are the predicted ones where there are some. */
function rulesOn({ turnPredictions, services, ...rules }: DayRules, date: string): Omit<DayRules, 'turnPredictions'> {
  return { ...rules, services: turnPredictions.length ? servicesWithPredictions(services, turnPredictions, date) : services };
}

/**
 * The day's bookings on top of rules read beforehand: inside the day's lock this is the one read
 * a booking needs, so the lock is held for as few round trips as possible. Reading the rules
 * first gives the same guarantee as reading them under the lock, since settings changes do not
 * take the day's lock.
 */
export async function loadDayStateWith(db: Executor, restaurant: RestaurantRow, date: string, now: Date, rules: DayRules): Promise<DayState> {
  const bookings = await loadHoldingBookings(db, restaurant.id, date);
  return { date, ...rulesOn(rules, date), window: bookingWindowOf(restaurant), now: restaurantNow(restaurant, now), bookings };
}

/**
 * Who books: a diner online may only get the tables the owner opened to online booking; the staff
 * (phone, walk-in, moves) may seat any active table.
 */
export type BookingChannel = 'online' | 'staff';

/** The tables a channel may book: the engine then never sees the others. */
export function tablesFor<T extends { onlineBookable: boolean }>(tables: T[], channel: BookingChannel): T[] {
  return channel === 'online' ? tables.filter((t) => t.onlineBookable) : tables;
}

/**
 * Everything the engine needs to decide one day of one restaurant. Reads only that day's rows
 * (indexed by restaurant and date), so its cost does not grow with the booking history.
 */
export async function loadDayState(db: Executor, restaurant: RestaurantRow, date: string, now: Date, channel: BookingChannel): Promise<DayState> {
  const [rules, bookings] = await Promise.all([loadDayRules(db, restaurant, date, channel), loadHoldingBookings(db, restaurant.id, date)]);
  return { date, ...rulesOn(rules, date), window: bookingWindowOf(restaurant), now: restaurantNow(restaurant, now), bookings };
}

/** Never-expiring look ahead: the diner's booking was accepted when it was made. */
const ACCEPTED_DAYS_AHEAD = 730;

/**
 * The day for a booking already accepted once (a waiting-list offer, a payment after its hold):
 * the tables open to online booking, past slots still refused, without the minimum notice or the
 * booking window.
 */
export async function loadDayWithoutNotice(db: Executor, restaurant: RestaurantRow, date: string, now: Date): Promise<DayState> {
  const day = await loadDayState(db, restaurant, date, now, 'online');
  return { ...day, window: { noticeMinutes: 0, maxDaysAhead: Math.max(day.window.maxDaysAhead, ACCEPTED_DAYS_AHEAD) } };
}
