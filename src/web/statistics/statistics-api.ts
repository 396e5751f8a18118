import type { DayTotals, StatisticsView } from '../lib/api-contract';
import { staffCall } from '../lib/staff/staff-api';

export type { DayTotals, StatisticsView };

export function statisticsApi(restaurantId: string) {
  return {
    summary: (from: string, to: string, signal?: AbortSignal) =>
      staffCall<StatisticsView>(`/staff/restaurants/${encodeURIComponent(restaurantId)}/statistics?from=${from}&to=${to}`, { signal }),
  };
}
