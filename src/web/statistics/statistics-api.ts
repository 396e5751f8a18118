import type { DayServiceRow, StatisticsSummary } from '../../domain/booking-statistics';
import { staffCall } from '../lib/staff/staff-api';

export type DayTotals = Omit<DayServiceRow, 'service'> & { noon: number; evening: number };
export type StatisticsView = StatisticsSummary & { days: DayTotals[] };

export function statisticsApi(restaurantId: string) {
  return {
    summary: (from: string, to: string, signal?: AbortSignal) =>
      staffCall<StatisticsView>(`/staff/restaurants/${encodeURIComponent(restaurantId)}/statistics?from=${from}&to=${to}`, { signal }),
  };
}
