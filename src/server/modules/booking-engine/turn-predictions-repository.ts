import type { StatusEvent, TurnPredictionGroup } from '../../../domain/turn-time-prediction';
import type { ServiceKind } from '../../../domain/types';
import type { Executor } from '../../db/transactions';

// The stored predictions (one row per restaurant) and the history they are computed from.

export interface StoredTurnPredictions {
  computedAt: string;
  computedOn: string;
  groups: TurnPredictionGroup[];
}

export async function loadTurnPredictions(db: Executor, restaurantId: number): Promise<StoredTurnPredictions | undefined> {
  const row = await db.selectFrom('turn_predictions').selectAll().where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row && { computedAt: row.computed_at, computedOn: row.computed_on, groups: JSON.parse(row.groups) as TurnPredictionGroup[] };
}

export async function saveTurnPredictions(db: Executor, restaurantId: number, stored: StoredTurnPredictions): Promise<void> {
  const values = { computed_at: stored.computedAt, computed_on: stored.computedOn, groups: JSON.stringify(stored.groups) };
  await db
    .insertInto('turn_predictions')
    .values({ restaurant_id: restaurantId, ...values })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet(values))
    .execute();
}

/**
 * The seatings and finishes of a restaurant's finished bookings since `fromDate`, and those
 * bookings' party, service and date: what the stays are measured from.
 */
export async function loadFinishedStays(
  db: Executor,
  restaurantId: number,
  fromDate: string,
): Promise<{ events: StatusEvent[]; bookings: Map<number, { covers: number; service: ServiceKind; date: string }> }> {
  const rows = await db
    .selectFrom('booking_history')
    .innerJoin('bookings', 'bookings.id', 'booking_history.booking_id')
    .select(['bookings.id', 'bookings.covers', 'bookings.service', 'bookings.date', 'booking_history.at', 'booking_history.to_status'])
    .where('bookings.restaurant_id', '=', restaurantId)
    .where('bookings.status', '=', 'completed')
    .where('bookings.date', '>=', fromDate)
    .where('booking_history.to_status', 'in', ['seated', 'completed'])
    .execute();
  const bookings = new Map<number, { covers: number; service: ServiceKind; date: string }>();
  const events: StatusEvent[] = [];
  for (const row of rows) {
    bookings.set(row.id, { covers: row.covers, service: row.service, date: row.date });
    events.push({ bookingId: row.id, at: row.at, toStatus: row.to_status });
  }
  return { events, bookings };
}

/** The restaurants that use their predictions, with the date their predictions were computed on (null: never). */
export function restaurantsUsingPredictions(db: Executor) {
  return db
    .selectFrom('restaurants')
    .leftJoin('turn_predictions', 'turn_predictions.restaurant_id', 'restaurants.id')
    .select(['restaurants.id', 'restaurants.time_zone', 'turn_predictions.computed_on'])
    .where('restaurants.turn_prediction_enabled', '=', 1)
    .orderBy('restaurants.id')
    .execute();
}
