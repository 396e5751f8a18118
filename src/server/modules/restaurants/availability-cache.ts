import type { Db } from '../../db/database';
import { LruCache } from '../../lib/lru-cache';
import type { DayState } from './day-context';
import type { RestaurantRow } from './restaurants-repository';

// The public reads' per-process cache. It never decides on its own whether it is current: every
// request first reads the restaurant's rules version and the day's version from the database (one
// indexed query) and uses an entry only when both match. Both versions are bumped in the same
// transaction as the change they announce, so a write committed anywhere — this instance or
// another — is seen by the very next read on every instance, without Redis or any message.

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
  bodies: Map<string, string>;
}

/** The clock moves on: a day keeps the answers of a few minutes and party sizes, then starts over. */
export const MAX_BODIES_PER_ENTRY = 64;

export interface AvailabilityCaches {
  days: LruCache<string, CachedDay>;
  rules: LruCache<string, CachedRules>;
}

const caches = new WeakMap<Db, AvailabilityCaches>();

/** The caches of one app (one opened database): two apps in one process never share them. */
export function availabilityCachesOf(db: Db, maxEntries: number): AvailabilityCaches {
  let found = caches.get(db);
  if (!found) {
    found = { days: new LruCache({ maxWeight: maxEntries }), rules: new LruCache({ maxWeight: maxEntries }) };
    caches.set(db, found);
  }
  return found;
}

/** Remembers a serialised answer, starting over when the entry holds too many (older minutes are never asked again). */
export function rememberBody(bodies: Map<string, string>, key: string, body: string): void {
  if (bodies.size >= MAX_BODIES_PER_ENTRY) bodies.clear();
  bodies.set(key, body);
}
