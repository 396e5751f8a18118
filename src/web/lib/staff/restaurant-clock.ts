// The staff app's clock: the restaurant's, never the device's. The server decides with the
// restaurant's time zone what "today", "too late" and "the evening service" are; a tablet set to
// another zone (or a laptop travelling) must show the same day and the same now line as the book
// the server keeps. The zone comes with the staff home (`GET /staff/restaurants/:id`), which the
// dashboard loads on opening, and is kept on the device so the code screen shows it too.

import { isValidTimeZone, parseInstant, todayIn, zonedNow } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/types';
import { storage } from '../storage';

/** Storage key of the restaurant's zone, forgotten with the device. */
export const RESTAURANT_TIME_ZONE = 'restaurantTimeZone';
/** Until the first staff home arrives: the zone every restaurant is created with. */
const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** Whether the restaurant's zone has been read from the server on this device. */
export function knowsRestaurantTimeZone(): boolean {
  const zone = storage.get(RESTAURANT_TIME_ZONE);
  return zone !== null && isValidTimeZone(zone);
}

function restaurantTimeZone(): string {
  const zone = storage.get(RESTAURANT_TIME_ZONE);
  return zone !== null && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export function rememberRestaurantTimeZone(timeZone: string): void {
  if (isValidTimeZone(timeZone)) storage.set(RESTAURANT_TIME_ZONE, timeZone);
}

/** Today's date on the restaurant's clock, as YYYY-MM-DD. */
export function restaurantToday(now = new Date()): IsoDate {
  return todayIn(restaurantTimeZone(), now);
}

/** Minutes since midnight on the restaurant's clock. */
export function restaurantNowMinutes(now = new Date()): number {
  return zonedNow(restaurantTimeZone(), now).minutes;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant (ISO text) in French, as the restaurant's clock read it. */
export function formatRestaurantInstant(iso: string, dateStyle: 'long' | 'short'): string {
  const timeZone = restaurantTimeZone();
  const key = `${dateStyle} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('fr-FR', { dateStyle, timeStyle: 'short', timeZone });
    formatters.set(key, f);
  }
  return f.format(parseInstant(iso));
}

/** The time of an instant (ISO text), « 14:05 », as the restaurant's clock read it. */
export function formatRestaurantTime(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: restaurantTimeZone() }).format(parseInstant(iso));
}
