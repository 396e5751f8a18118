import { answersMoveWithTheMinute, computeDayHours } from '../../../domain/availability';
import type { ClosedDate } from '../../../domain/types';
import { awaitsOwnerConfirmation } from '../auth';
import type { AppContext } from '../../context';
import { notFound, ok, type Success } from '../../http/envelope';
import { serialise, type Serialised } from '../../http/public-read-cache';
import {
  availabilityCachesOf,
  dayWeight,
  rememberBody,
  type AvailabilityCacheBounds,
  type BookingRules,
  type CachedDay,
  type CachedRules,
  type SharedRules,
} from './availability-cache';
import {
  readAvailabilityVersions,
  type AvailabilityVersions,
  RESTAURANT_NOT_FOUND,
  restaurantNow,
  findRestaurantByGuid,
  loadActiveQuestions,
  loadClosedDates,
  loadClosedDatesOn,
  loadPlacementLegends,
  loadPreferenceIcons,
  loadServices,
  loadTables,
  type RestaurantRow,
} from '../restaurants';
import { loadDayStateWith, tablesFor } from './day-context';
import { turnPredictionsInUse } from './turn-predictions';

// The public reads served from the per-process cache, as serialised response bodies. Each request
// takes the two versions first: from the database (one query), or, when the change feed's token
// has not moved since they were read, from that earlier read — the token is taken before the
// query, so versions kept under a token are never older than the database at that token. The
// cached copy is used only when they match, and is otherwise read again, after the versions, so it
// is at least as recent as the versions it is stored under. Booking creation takes only the rules
// it reads before its lock from here (bookingRules); it decides inside its lock from the day's
// bookings, read fresh.

/**
 * What one process keeps. A day holds its bookings and answers (its rules are its restaurant's),
 * one to a few kilobytes: 128 MiB keep tens of thousands of restaurant-days, so reads stay hits as the
 * number of restaurants grows.
 */
export const AVAILABILITY_CACHE_BOUNDS: AvailabilityCacheBounds = { dayBytes: 128 * 1024 * 1024, restaurants: 20_000, checkedVersions: 100_000 };

export function cachedReads(ctx: AppContext) {
  const db = ctx.db.kysely;
  const caches = availabilityCachesOf(ctx.db, AVAILABILITY_CACHE_BOUNDS);

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

  /** The restaurant's entry at these versions' rules version. */
  async function rulesEntryAt(versions: AvailabilityVersions): Promise<CachedRules> {
    let entry: CachedRules | undefined = caches.rules.get(versions.restaurantGuid);
    if (!entry || entry.rulesVersion !== versions.rulesVersion) {
      entry = { rulesVersion: versions.rulesVersion, restaurant: await restaurantByGuid(versions.restaurantGuid), bodies: new Map() };
      caches.rules.set(versions.restaurantGuid, entry);
    }
    return entry;
  }

  const rulesEntry = async (slug: string): Promise<CachedRules> => rulesEntryAt(await versionsOf(slug));

  /** Read once per entry, on first use; a failed read is not kept (the next request reads again). */
  function once<K extends 'shared' | 'catalogue' | 'closures' | 'awaitingOwner'>(
    entry: CachedRules,
    field: K,
    load: () => NonNullable<CachedRules[K]>,
  ): NonNullable<CachedRules[K]> {
    const kept = entry[field];
    if (kept) return kept;
    const loading = load();
    entry[field] = loading;
    loading.catch(() => {
      if (entry[field] === loading) entry[field] = undefined;
    });
    return loading;
  }

  /** The services, the tables diners may book and the predicted stays in use, shared by every day of the restaurant. */
  const sharedRules = (entry: CachedRules): Promise<SharedRules> =>
    once(entry, 'shared', async () => {
      const [services, tables, turnPredictions] = await Promise.all([
        loadServices(db, entry.restaurant.id),
        loadTables(db, entry.restaurant.id),
        turnPredictionsInUse(db, entry.restaurant),
      ]);
      return { services, tables: tablesFor(tables, 'online'), turnPredictions };
    });

  const catalogueOf = (entry: CachedRules): Promise<BookingRules['catalogue']> =>
    once(entry, 'catalogue', async () => {
      const id = entry.restaurant.id;
      const [questions, icons, legends] = await Promise.all([loadActiveQuestions(db, id), loadPreferenceIcons(db, id), loadPlacementLegends(db, id)]);
      return { questions, icons, legends };
    });

  /**
   * A date's closures, from the entry's closed dates when the date is on or after the day they
   * were read from (the restaurant's today then): dates before it are past, asked only by an
   * old link, and read on their own.
   */
  async function closedDatesOn(entry: CachedRules, date: string): Promise<ClosedDate[]> {
    const closures = await once(entry, 'closures', async () => {
      const from = restaurantNow(entry.restaurant, ctx.now()).date;
      const byDate = new Map<string, ClosedDate[]>();
      for (const closed of await loadClosedDates(db, entry.restaurant.id, from)) {
        const ofDate = byDate.get(closed.date);
        if (ofDate) ofDate.push(closed);
        else byDate.set(closed.date, [closed]);
      }
      return { from, byDate };
    });
    if (date < closures.from) return loadClosedDatesOn(db, entry.restaurant.id, date);
    return closures.byDate.get(date) ?? [];
  }

  const awaitingOwner = (entry: CachedRules): Promise<boolean> => once(entry, 'awaitingOwner', () => awaitsOwnerConfirmation(db, entry.restaurant.id));

  async function dayBody<T>(
    slug: string,
    date: string,
    kind: string,
    compute: (day: CachedDay['day'], now: ReturnType<typeof restaurantNow>, restaurant: RestaurantRow) => T,
  ): Promise<Serialised<Success<T>>> {
    const versions = await versionsOf(slug, date);
    const key = `${versions.restaurantGuid}|${date}`;
    let entry: CachedDay | undefined = caches.days.get(key);
    if (!entry || entry.rulesVersion !== versions.rulesVersion || entry.dayVersion !== versions.dayVersion) {
      // A miss reads the day's bookings; the restaurant's own rules are shared.
      const rules = await rulesEntryAt(versions);
      const { restaurant } = rules;
      const [shared, closedDates] = await Promise.all([sharedRules(rules), closedDatesOn(rules, date)]);
      const { now: _now, ...day } = await loadDayStateWith(db, restaurant, date, ctx.now(), { ...shared, closedDates });
      const bodies = new Map<string, string>();
      entry = {
        rulesVersion: versions.rulesVersion,
        dayVersion: versions.dayVersion,
        restaurant,
        day,
        bodies,
        bodiesMinute: '',
        weight: dayWeight({ day, bodies }),
      };
      caches.days.set(key, entry);
    }
    // The answer depends on the wall clock only through the restaurant's date and minute — and
    // on the minute only while a time of that date is within the minimum notice: the other dates
    // keep one answer all day, instead of every cached day being computed again each minute.
    const now = restaurantNow(entry.restaurant, ctx.now());
    const minute = answersMoveWithTheMinute(date, now, entry.day.window.noticeMinutes) ? `${now.date}|${now.minutes}` : now.date;
    // Answers of a minute gone by are never asked again: a new minute starts the day's answers
    // over, so within the entry an answer is known by its kind alone.
    if (entry.bodiesMinute !== minute) {
      entry.bodies.clear();
      entry.bodiesMinute = minute;
    }
    // `kind` names the read, so what is kept under it is what `compute` gives.
    let body = entry.bodies.get(kind) as Serialised<Success<T>> | undefined;
    if (body === undefined) {
      body = serialise(ok(compute(entry.day, now, entry.restaurant)));
      rememberBody(entry.bodies, kind, body);
      // Stored again at its new weight, unless it has been replaced or pushed out meanwhile (the
      // cache weighs an entry when it is stored, and keeps that weight while the value is the same).
      if (caches.days.get(key) === entry) {
        entry.weight = dayWeight(entry);
        caches.days.delete(key);
        caches.days.set(key, entry);
      }
    }
    return body;
  }

  return {
    /** The day's hour grid for a party of `covers`, as the envelope's JSON (date and weekday already checked). */
    dayHoursBody: (slug: string, date: string, covers: number) =>
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
    async rules<T>(
      slug: string,
      kind: string,
      build: (restaurant: RestaurantRow, today: string) => Promise<T>,
    ): Promise<{ value: T; body: Serialised<Success<T>> }> {
      const entry = await rulesEntry(slug);
      const today = restaurantNow(entry.restaurant, ctx.now()).date;
      const bodyKey = `${kind}|${today}`;
      let kept = entry.bodies.get(bodyKey) as { value: T; body: Serialised<Success<T>> } | undefined;
      if (kept === undefined) {
        const value = await build(entry.restaurant, today);
        kept = { value, body: serialise(ok(value)) };
        rememberBody(entry.bodies, bodyKey, kept);
      }
      return kept;
    },

    /**
     * What a new booking of `date` is checked against before its day's lock, besides the day's
     * bookings: the restaurant, its rules for that date (the tables diners may book) and its
     * catalogue (active questions, preference icons, placement legends). As current as reading
     * them now — the rules version is checked first, and every settings change bumps it in its own
     * transaction — with the queries made once per rules version: closed dates and the owner's
     * e-mail confirmation are settings too.
     */
    async bookingRules(slug: string, date: string): Promise<BookingRules> {
      const entry = await rulesEntry(slug);
      const { restaurant } = entry;
      const [shared, catalogue, closedDates, awaiting] = await Promise.all([
        sharedRules(entry),
        catalogueOf(entry),
        closedDatesOn(entry, date),
        awaitingOwner(entry),
      ]);
      return { restaurant, rules: { ...shared, closedDates }, catalogue, awaitingOwner: awaiting };
    },

    /** The same read as the response's JSON. */
    async rulesBody<T>(slug: string, kind: string, build: (restaurant: RestaurantRow, today: string) => Promise<T>): Promise<Serialised<Success<T>>> {
      return (await this.rules(slug, kind, build)).body;
    },
  };
}
