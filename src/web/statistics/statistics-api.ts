import type { DayTotals, StatisticsView } from '../lib/api-contract';
import { call } from '../lib/api';

export type { DayTotals, StatisticsView };

export function statisticsApi(restaurantId: string) {
  return {
    summary: (from: string, to: string, signal?: AbortSignal) =>
      call('GET /staff/restaurants/:restaurantId/statistics', { params: { restaurantId }, query: { from, to }, signal }),
  };
}
