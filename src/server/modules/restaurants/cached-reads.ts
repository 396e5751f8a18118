import { computeDayHours } from '../../../domain/availability';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { availabilityCachesOf, rememberBody, type BookingRules, type CachedDay, type CachedRules } from './availability-cache';
import { readAvailabilityVersions, type AvailabilityVersions } from './availability-versions-repository';
import { loadDayState, RESTAURANT_NOT_FOUND, restaurantNow, tablesFor } from './day-context';
import {
  findRestaurantByGuid,
  loadActiveQuestions,
  loadClosedDatesOn,
  loadPlacementLegends,
  loadPreferenceIcons,
  loadServices,
  loadTables,
  type RestaurantRow,
} from './restaurants-repository';

// The public reads served from the per-process cache, as serialised response bodies. Each request
// takes the two versions first: from the database (one query), or, when the change feed's token
// has not moved since they were read, from that earlier read — the token is taken before the
// query, so versions kept under a token are never older than the database at that token. The
// cached copy is used only when they match, and is otherwise read again, after the versions, so it
// is at least as recent as the versions it is stored under. Booking creation takes only the rules
// it reads before its lock from here (bookingRules); it decides inside its lock from the day's
// bookings, read fresh.

/** Distinct restaurant-days (and restaurants) one process keeps; a day with its bookings is a few kilobytes. */
export const AVAILABILITY_CACHE_ENTRIES = 2000;

export function cachedReads(ctx: AppContext) {
  const db = ctx.db.kysely;
  const caches = availabilityCachesOf(ctx.db, AVAILABILITY_CACHE_ENTRIES);

  async function versionsOf(slug: string, date = ''): Promise<AvailabilityVersions> {
    const token = ctx.db.changes.token();
    const key = `${slug}|${date}`;
    const checked = token === undefined ? undefined : caches.checked.get(key);
    if (checked && checked.token === token) return checked.versions;
    const versions = await readAvailabilityVersions(db, slug, date);
    if (!versions) throw notFound(RESTAURANT_NOT_FOUND);
    if (token !== undefined) caches.checked.set(key, { token, versions });
    return versions;
  }

  async function restaurantByGuid(guid: string): Promise<RestaurantRow> {
    const restaurant = await findRestaurantByGuid(db, guid);
    if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
    return restaurant;
  }

  /** The restaurant's rules entry at its current rules version. */
  async function rulesEntry(slug: string): Promise<CachedRules> {
    const versions = await versionsOf(slug);
    let entry: CachedRules | undefined = caches.rules.get(versions.restaurantGuid);
    if (!entry || entry.rulesVersion !== versions.rulesVersion) {
      entry = { rulesVersion: versions.rulesVersion, restaurant: await restaurantByGuid(versions.restaurantGuid), bodies: new Map() };
      caches.rules.set(versions.restaurantGuid, entry);
    }
    return entry;
  }

  async function dayBody(
    slug: string,
    date: string,
    kind: string,
    compute: (day: CachedDay['day'], now: ReturnType<typeof restaurantNow>, restaurant: RestaurantRow) => unknown,
  ): Promise<string> {
    const versions = await versionsOf(slug, date);
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
    const bodyKey = `${kind}|${now.date}|${now.minutes}`;
    let body = entry.bodies.get(bodyKey);
    if (body === undefined) {
      body = JSON.stringify(ok(compute(entry.day, now, entry.restaurant)));
      rememberBody(entry.bodies, bodyKey, body);
    }
    return body;
  }

  return {
    /** The day's hour grid for a party of `covers`, as the envelope's JSON (date and weekday already checked). */
    dayHoursBody: (slug: string, date: string, covers: number): Promise<string> =>
      dayBody(slug, date, `hours|${covers}`, (day, now) => computeDayHours({ ...day, now, covers })),

    /**
     * A read computed from one day's state and the restaurant's wall clock alone (the hour grid,
     * the table names of an hour): `compute` runs on a miss and its answer is kept under `kind`
     * (which names everything else it depends on: party size, hour) and the clock's minute.
     */
    dayBody,

    /**
     * A read that depends on the restaurant's rules and its current day only (closed dates,
     * events): `build` runs on a miss, with the restaurant and its day, and its result is kept
     * under `kind` and that day.
     */
    async rules<T>(slug: string, kind: string, build: (restaurant: RestaurantRow, today: string) => Promise<T>): Promise<{ value: T; body: string }> {
      const entry = await rulesEntry(slug);
      const today = restaurantNow(entry.restaurant, ctx.now()).date;
      const bodyKey = `${kind}|${today}`;
      let kept = entry.bodies.get(bodyKey) as { value: T; body: string } | undefined;
      if (kept === undefined) {
        const value = await build(entry.restaurant, today);
        kept = { value, body: JSON.stringify(ok(value)) };
        rememberBody(entry.bodies, bodyKey, kept);
      }
      return kept;
    },

    /**
     * What a new booking of `date` is checked against before its day's lock, besides the day's
     * bookings: the restaurant, its rules for that date (the tables diners may book) and its
     * catalogue (active questions, preference icons, placement legends). As current as reading
     * them now — the rules version is checked first, and every settings change bumps it in its own
     * transaction — with the queries made once per rules version. The day's closed dates are read
     * fresh: one query, and no entry per date to keep.
     */
    async bookingRules(slug: string, date: string): Promise<BookingRules> {
      const entry = await rulesEntry(slug);
      const { restaurant } = entry;
      if (!entry.booking) {
        const loading = Promise.all([
          loadServices(db, restaurant.id),
          loadTables(db, restaurant.id),
          loadActiveQuestions(db, restaurant.id),
          loadPreferenceIcons(db, restaurant.id),
          loadPlacementLegends(db, restaurant.id),
        ]).then(([services, tables, questions, icons, legends]) => ({
          services,
          tables: tablesFor(tables, 'online'),
          catalogue: { questions, icons, legends },
        }));
        entry.booking = loading;
        // A failed read is not kept: the next booking reads again.
        loading.catch(() => {
          if (entry.booking === loading) entry.booking = undefined;
        });
      }
      const [kept, closedDates] = await Promise.all([entry.booking, loadClosedDatesOn(db, restaurant.id, date)]);
      return { restaurant, rules: { services: kept.services, tables: kept.tables, closedDates }, catalogue: kept.catalogue };
    },

    /** The same read as the response's JSON. */
    async rulesBody(slug: string, kind: string, build: (restaurant: RestaurantRow, today: string) => Promise<unknown>): Promise<string> {
      return (await this.rules(slug, kind, build)).body;
    },
  };
}
