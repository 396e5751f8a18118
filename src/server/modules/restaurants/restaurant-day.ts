// A restaurant's clock and the lookup by slug every diner-facing request starts with: read by
// the booking engine and by the use cases above it.
import type { Now } from '../../../domain/availability';
import { zonedNow } from '../../../domain/dates';
import { said } from '../../../domain/diner-messages/diner-text';
import type { BookingWindow } from '../../../domain/types';
import type { Executor } from '../../db/transactions';
import { notFound } from '../../http/envelope';
import { findRestaurantBySlug, type RestaurantRow } from './restaurants-repository';

export const RESTAURANT_NOT_FOUND = said('restaurantNotFound');

export async function requireRestaurantBySlug(db: Executor, slug: string): Promise<RestaurantRow> {
  const restaurant = await findRestaurantBySlug(db, slug);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  return restaurant;
}

export function bookingWindowOf(restaurant: RestaurantRow): BookingWindow {
  return { noticeMinutes: restaurant.booking_notice_minutes, maxDaysAhead: restaurant.booking_max_days_ahead };
}

export function restaurantNow(restaurant: RestaurantRow, now: Date): Now {
  return zonedNow(restaurant.time_zone, now);
}
