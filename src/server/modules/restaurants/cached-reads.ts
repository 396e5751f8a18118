import { computeDayHours } from '../../../domain/availability';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { availabilityCachesOf, rememberBody, type CachedDay, type CachedRules } from './availability-cache';
import { readAvailabilityVersions } from './availability-versions-repository';
import { loadDayState, RESTAURANT_NOT_FOUND, restaurantNow } from './day-context';
import { findRestaurantByGuid, type RestaurantRow } from './restaurants-repository';

// The public reads served from the per-process cache, as serialised response bodies. Each request
// reads the two versions first (one query); the cached copy is used only when they match, and is
// otherwise read again, after that version read, so it is at least as recent as the versions it
// is stored under. Booking creation never comes here: it decides inside its lock from fresh rows.

/** Distinct restaurant-days (and restaurants) one process keeps; a day with its bookings is a few kilobytes. */
export const AVAILABILITY_CACHE_ENTRIES = 2000;

export function cachedReads(ctx: AppContext) {
  const db = ctx.db.kysely;
  const caches = availabilityCachesOf(ctx.db, AVAILABILITY_CACHE_ENTRIES);

  async function restaurantByGuid(guid: string): Promise<RestaurantRow> {
    const restaurant = await findRestaurantByGuid(db, guid);
    if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
    return restaurant;
  }

  return {
    /** The day's hour grid for a party of `covers`, as the envelope's JSON (date and weekday already checked). */
    async dayHoursBody(slug: string, date: string, covers: number): Promise<string> {
      const versions = await readAvailabilityVersions(db, slug, date);
      if (!versions) throw notFound(RESTAURANT_NOT_FOUND);
      const key = `${versions.restaurantGuid}|${date}`;
      let entry: CachedDay | undefined = caches.days.get(key);
      if (!entry || entry.rulesVersion !== versions.rulesVersion || entry.dayVersion !== versions.dayVersion) {
        const restaurant = await restaurantByGuid(versions.restaurantGuid);
        const { now: _now, ...day } = await loadDayState(db, restaurant, date, ctx.now(), 'online');
        entry = { rulesVersion: versions.rulesVersion, dayVersion: versions.dayVersion, restaurant, day, bodies: new Map() };
        caches.days.set(key, entry);
      }
      // The answer depends on the wall clock only through the restaurant's date and minute.
      const now = restaurantNow(entry.restaurant, ctx.now());
      const bodyKey = `${covers}|${now.date}|${now.minutes}`;
      let body = entry.bodies.get(bodyKey);
      if (body === undefined) {
        body = JSON.stringify(ok(computeDayHours({ ...entry.day, now, covers })));
        rememberBody(entry.bodies, bodyKey, body);
      }
      return body;
    },

    /**
     * A read that depends on the restaurant's rules and its current day only (closed dates,
     * events): `build` runs on a miss, with the restaurant and its day, and its result is kept
     * under `kind` and that day.
     */
    async rulesBody(slug: string, kind: string, build: (restaurant: RestaurantRow, today: string) => Promise<unknown>): Promise<string> {
      const versions = await readAvailabilityVersions(db, slug);
      if (!versions) throw notFound(RESTAURANT_NOT_FOUND);
      let entry: CachedRules | undefined = caches.rules.get(versions.restaurantGuid);
      if (!entry || entry.rulesVersion !== versions.rulesVersion) {
        entry = { rulesVersion: versions.rulesVersion, restaurant: await restaurantByGuid(versions.restaurantGuid), bodies: new Map() };
        caches.rules.set(versions.restaurantGuid, entry);
      }
      const today = restaurantNow(entry.restaurant, ctx.now()).date;
      const bodyKey = `${kind}|${today}`;
      let body = entry.bodies.get(bodyKey);
      if (body === undefined) {
        body = JSON.stringify(ok(await build(entry.restaurant, today)));
        rememberBody(entry.bodies, bodyKey, body);
      }
      return body;
    },
  };
}
