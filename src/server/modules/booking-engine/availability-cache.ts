import type { ClosedDate } from '../../../domain/types';
import type { Db } from '../../db/database';
import { LRUCache } from 'lru-cache';
import type { AvailabilityVersions, loadActiveQuestions, loadPlacementLegends, loadPreferenceIcons, RestaurantRow } from '../restaurants';
import type { DayRules, DayState } from './day-context';

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
 * give the engine's very same answer. The services and tables are the restaurant's entry's own
 * objects, shared by all its days; a day adds its closed dates and bookings.
 */
export interface CachedDay {
  rulesVersion: number;
  dayVersion: number;
  restaurant: RestaurantRow;
  day: Omit<DayState, 'now'>;
  bodies: Map<string, string>;
  /** The restaurant's date the answers in `bodies` are of, and its minute when they depend on it (`answersMoveWithTheMinute`). */
  bodiesMinute: string;
  /** Its estimated size in bytes when last stored (the days' cache is bounded by their total). */
  weight: number;
}

/** The services and the tables diners may book: what every day of a restaurant shares. */
export type SharedRules = Pick<DayRules, 'services' | 'tables' | 'turnPredictions'>;

/** A restaurant at one rules version: its row, what its days share, and the reads that depend on the rules only (closed dates, events). */
export interface CachedRules {
  rulesVersion: number;
  restaurant: RestaurantRow;
  /** The answer as built and as serialised: the API sends the body, a server-rendered page uses the value. */
  bodies: Map<string, { value: unknown; body: string }>;
  /** Read once per rules version, on first use (cached-reads `sharedRules`). */
  shared?: Promise<SharedRules>;
  /** What a diner chooses from when booking (cached-reads `bookingRules`), read once per rules version. */
  catalogue?: Promise<BookingRules['catalogue']>;
  /**
   * The closed dates from the day the entry was read on, by date (cached-reads `closedDatesOn`).
   * An owner closes tens of dates, not thousands, and only the coming ones can be booked.
   */
  closures?: Promise<{ from: string; byDate: Map<string, ClosedDate[]> }>;
  /** Whether online bookings wait for the owner's e-mail confirmation (which bumps the rules version). */
  awaitingOwner?: Promise<boolean>;
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
  /** Online bookings wait for the owner's e-mail confirmation (sign-up). */
  awaitingOwner: boolean;
}

/**
 * A day's estimated size: its bookings and closed dates (its rules are the restaurant's) and its
 * answers. Estimates, not measures: what bounds the memory is that they grow with what is kept.
 */
export function dayWeight(entry: Pick<CachedDay, 'day' | 'bodies'>): number {
  let bytes = 512 + 400 * entry.day.bookings.length + 100 * entry.day.closedDates.length;
  for (const body of entry.bodies.values()) bytes += 64 + body.length;
  return bytes;
}

/** The clock moves on: a day keeps the answers of a few minutes and party sizes, then starts over. */
export const MAX_BODIES_PER_ENTRY = 64;

/** Versions read at a change-feed token: reused without a query while the token has not moved. */
export interface CheckedVersions {
  token: number;
  versions: AvailabilityVersions;
}

export interface AvailabilityCaches {
  /** Bounded by their estimated bytes (dayWeight). */
  days: LRUCache<string, CachedDay>;
  rules: LRUCache<string, CachedRules>;
  /** By slug and date (empty for rules-only reads). */
  checked: LRUCache<string, CheckedVersions>;
}

/** How much each cache keeps: restaurant-days by bytes, restaurants and checked versions by count. */
export interface AvailabilityCacheBounds {
  dayBytes: number;
  restaurants: number;
  checkedVersions: number;
}

const caches = new WeakMap<Db, AvailabilityCaches>();

/** The caches of one app (one opened database): two apps in one process never share them. */
export function availabilityCachesOf(db: Db, bounds: AvailabilityCacheBounds): AvailabilityCaches {
  let found = caches.get(db);
  if (!found) {
    found = {
      days: new LRUCache({ maxSize: bounds.dayBytes, sizeCalculation: (entry) => Math.max(1, entry.weight), maxEntrySize: bounds.dayBytes / 16 }),
      rules: new LRUCache({ max: bounds.restaurants }),
      checked: new LRUCache({ max: bounds.checkedVersions }),
    };
    caches.set(db, found);
  }
  return found;
}

/** Remembers a serialised answer, starting over when the entry holds too many (older minutes are never asked again). */
export function rememberBody<T>(bodies: Map<string, T>, key: string, body: T): void {
  if (bodies.size >= MAX_BODIES_PER_ENTRY) bodies.clear();
  bodies.set(key, body);
}
