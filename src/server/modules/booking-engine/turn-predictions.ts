import { addDays, zonedNow } from '../../../domain/dates';
import { staysFromHistory, summariseStays, type TurnPredictionGroup } from '../../../domain/turn-time-prediction';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/transactions';
import { findRestaurantById, inRulesTransaction, restaurantNow, type RestaurantRow } from '../restaurants';
import {
  loadFinishedStays,
  loadTurnPredictions,
  restaurantsUsingPredictions,
  saveTurnPredictions,
  type StoredTurnPredictions,
} from './turn-predictions-repository';

// The predicted stays of a restaurant are computed here, from its own history, and stored: at night
// by the worker for the restaurants that use them, and when the owner opens or turns on the
// setting. A booking never computes them: the engine reads the stored groups with the rest of the
// restaurant's rules (cached-reads, day-context), and storing them while they are in use bumps the
// rules version, so every instance reads them again.

/** Half a year of service: the current menu and team, and enough stays for most groups. */
const HISTORY_DAYS = 182;

/** The groups of `restaurant`'s stays over the last HISTORY_DAYS days before its today. */
export async function computeTurnPredictions(db: Executor, restaurant: RestaurantRow, now: Date): Promise<StoredTurnPredictions> {
  const today = restaurantNow(restaurant, now).date;
  const { events, bookings } = await loadFinishedStays(db, restaurant.id, addDays(today, -HISTORY_DAYS));
  return { computedAt: now.toISOString(), computedOn: today, groups: summariseStays(staysFromHistory(events, bookings)) };
}

/**
 * Computes and stores the predictions. While the restaurant uses them the rules version moves with
 * them (bookings read them through the rules' cache); otherwise they are only shown, and no cache
 * needs to let go.
 */
export async function refreshTurnPredictions(db: Db, restaurant: RestaurantRow, now: Date): Promise<StoredTurnPredictions> {
  const stored = await computeTurnPredictions(db.kysely, restaurant, now);
  if (restaurant.turn_prediction_enabled) await inRulesTransaction(db, restaurant.id, (trx) => saveTurnPredictions(trx, restaurant.id, stored));
  else await saveTurnPredictions(db.kysely, restaurant.id, stored);
  return stored;
}

/** The groups a restaurant's bookings take their durations from: none while the setting is off. */
export async function turnPredictionsInUse(db: Executor, restaurant: RestaurantRow): Promise<TurnPredictionGroup[]> {
  if (!restaurant.turn_prediction_enabled) return [];
  return (await loadTurnPredictions(db, restaurant.id))?.groups ?? [];
}

/**
 * The nightly job: every restaurant using its predictions whose last computation is of an earlier
 * date than its today gets them computed again (once its own midnight has passed). Two workers at
 * once compute the same thing twice, which is harmless. Returns how many were computed.
 */
export async function refreshDueTurnPredictions(db: Db, now: Date): Promise<number> {
  let refreshed = 0;
  for (const due of await restaurantsUsingPredictions(db.kysely)) {
    const today = zonedNow(due.time_zone, now).date;
    if (due.computed_on !== null && due.computed_on >= today) continue;
    const restaurant = await findRestaurantById(db.kysely, due.id);
    if (!restaurant) continue;
    await refreshTurnPredictions(db, restaurant, now);
    refreshed++;
  }
  return refreshed;
}

export { loadTurnPredictions, saveTurnPredictions, type StoredTurnPredictions };
