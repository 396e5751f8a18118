import { addDays } from '../../domain/dates';
import type { ClosedDateItem } from '../lib/staff/settings-api';

export interface ClosedDateGroup {
  from: string;
  to: string;
  service: ClosedDateItem['service'];
  reason: string;
  ids: number[];
}

/** Consecutive days closed for the same service and reason read as one period, as they were entered. */
export function groupClosedDates(items: readonly ClosedDateItem[]): ClosedDateGroup[] {
  const sorted = [...items].sort((a, b) => (a.service === b.service ? (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) : a.service < b.service ? -1 : 1));
  const groups: ClosedDateGroup[] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.service === item.service && last.reason === item.reason && addDays(last.to, 1) === item.date) {
      last.to = item.date;
      last.ids.push(item.id);
    } else {
      groups.push({ from: item.date, to: item.date, service: item.service, reason: item.reason, ids: [item.id] });
    }
  }
  return groups.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
