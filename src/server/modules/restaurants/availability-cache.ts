import type { Db } from '../../db/database';
import { LruCache } from '../../lib/lru-cache';
import type { AvailabilityVersions } from './availability-versions-repository';
import type { DayRules, DayState } from './day-context';
import type { loadActiveQuestions, loadPlacementLegends, loadPreferenceIcons, RestaurantRow } from './restaurants-repository';

// The public reads' per-process cache. It never decides on its own whether it is current: an
// entry is used only when it matches the restaurant's rules version and the day's version, read
// from the database (one indexed query) — or reused from an earlier read while the database's
// change feed (db/change-feed.ts) proves nothing has been committed since. Both versions are
// bumped in the same transaction as the change they announce, so a write committed anywhere is
// seen by the next read on every instance.

/**
 * What one day's hours depend on besides the clock, as read at (rulesVersion, dayVersion), and the
 * answers already serialised from it. An answer depends on the party size and on the restaurant's
 * wall clock to the minute (past slots, minimum notice), so those are its key: the same inputs
 * give the engine's very same answer.
 */
export interface CachedDay {
  rulesVersion: number;
  dayVersion: number;
  restaurant: RestaurantRow;
  day: Omit<DayState, 'now'>;
  bodies: Map<string, string>;
}

/** Public reads that depend on the rules only (closed dates, events), keyed by what they are and the restaurant's day. */
export interface CachedRules {
  rulesVersion: number;
  restaurant: RestaurantRow;
  /** The answer as built and as serialised: the API sends the body, a server-rendered page uses the value. */
  bodies: Map<string, { value: unknown; body: string }>;
  /** What a new booking is checked against before its day's lock (cached-reads `bookingRules`), read once per rules version. */
  booking?: Promise<{ services: DayRules['services']; tables: DayRules['tables']; catalogue: BookingRules['catalogue'] }>;
}

/** A restaurant's rules for a new booking of one day, and the catalogue its diner chooses from. */
export interface BookingRules {
  restaurant: RestaurantRow;
  rules: DayRules;
  catalogue: {
    questions: Awaited<ReturnType<typeof loadActiveQuestions>>;
    icons: Awaited<ReturnType<typeof loadPreferenceIcons>>;
    legends: Awaited<ReturnType<typeof loadPlacementLegends>>;
  };
}

/** The clock moves on: a day keeps the answers of a few minutes and party sizes, then starts over. */
export const MAX_BODIES_PER_ENTRY = 64;

/** Versions read at a change-feed token: reused without a query while the token has not moved. */
export interface CheckedVersions {
  token: number;
  versions: AvailabilityVersions;
}

export interface AvailabilityCaches {
  days: LruCache<string, CachedDay>;
  rules: LruCache<string, CachedRules>;
  /** By slug and date (empty for rules-only reads). */
  checked: LruCache<string, CheckedVersions>;
}

const caches = new WeakMap<Db, AvailabilityCaches>();

/** The caches of one app (one opened database): two apps in one process never share them. */
export function availabilityCachesOf(db: Db, maxEntries: number): AvailabilityCaches {
  let found = caches.get(db);
  if (!found) {
    found = { days: new LruCache({ maxWeight: maxEntries }), rules: new LruCache({ maxWeight: maxEntries }), checked: new LruCache({ maxWeight: maxEntries }) };
    caches.set(db, found);
  }
  return found;
}

/** Remembers a serialised answer, starting over when the entry holds too many (older minutes are never asked again). */
export function rememberBody<T>(bodies: Map<string, T>, key: string, body: T): void {
  if (bodies.size >= MAX_BODIES_PER_ENTRY) bodies.clear();
  bodies.set(key, body);
}
