import type { TurnPredictionSettings } from '../../../domain/schemas/settings';
import { MIN_TURN_SAMPLES, turnTimeRows } from '../../../domain/turn-time-prediction';
import type { AppContext } from '../../context';
import { notFound } from '../../http/envelope';
import { computeTurnPredictions, refreshTurnPredictions, saveTurnPredictions, type StoredTurnPredictions } from '../booking-engine';
import { findRestaurantById, inRulesTransaction, loadServices, type RestaurantRow, updateRestaurant } from '../restaurants';
import { SETTINGS_MESSAGES as M } from './settings-messages';

// Réglages' "Durées de table": the stays predicted from the restaurant's history next to its fixed
// turn times. Opening the page computes them again, so the owner decides on today's figures; turning
// them on stores them with the setting, in one transaction that moves the rules version, so the
// next booking on any instance takes them.

const TURN_TIMES_MESSAGES = {
  on: 'Les nouvelles réservations prennent désormais les durées prévues.',
  off: 'Les nouvelles réservations reprennent les durées fixes des services.',
};

export function turnTimesService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function requireRestaurant(id: number): Promise<RestaurantRow> {
    const restaurant = await findRestaurantById(db, id);
    if (!restaurant) throw notFound(M.restaurantNotFound);
    return restaurant;
  }

  async function overview(restaurantId: number, enabled: boolean, stored: StoredTurnPredictions) {
    const services = await loadServices(db, restaurantId);
    return { enabled, computedAt: stored.computedAt, minSamples: MIN_TURN_SAMPLES, services: turnTimeRows(services, stored.groups) };
  }

  return {
    async show(restaurantId: number) {
      const restaurant = await requireRestaurant(restaurantId);
      const stored = await refreshTurnPredictions(ctx.db, restaurant, ctx.now());
      return overview(restaurant.id, restaurant.turn_prediction_enabled, stored);
    },

    async save(restaurantId: number, input: TurnPredictionSettings) {
      const restaurant = await requireRestaurant(restaurantId);
      const stored = await computeTurnPredictions(db, restaurant, ctx.now());
      await inRulesTransaction(ctx.db, restaurant.id, async (trx) => {
        await updateRestaurant(trx, restaurant.id, { turn_prediction_enabled: input.enabled });
        await saveTurnPredictions(trx, restaurant.id, stored);
      });
      return { overview: await overview(restaurant.id, input.enabled, stored), message: input.enabled ? TURN_TIMES_MESSAGES.on : TURN_TIMES_MESSAGES.off };
    },
  };
}
