// A no-show rule set on a day its service does not open applies to no booking: the owner believes
// the Saturday evenings are protected while the restaurant has no Saturday evening. Said in the
// rule's card, from the services the settings already read.

import type { IsoWeekday } from '../../domain/types';
import { frSettings } from './i18n';
import { weekdaysInFull } from './weekdays-in-full';

const t = frSettings.noShow.closedDays;
const EVERY_DAY: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

interface Service {
  kind: 'noon' | 'evening';
  weekdays: readonly number[];
}

/** What to tell the owner when some of the rule's days have no such service; null when all open. */
export function closedDaysWarning(rule: { service: 'noon' | 'evening'; weekdays: readonly number[] }, services: readonly Service[]): string | null {
  const open = new Set(services.filter((s) => s.kind === rule.service).flatMap((s) => s.weekdays));
  if (open.size === 0) return t.noService(t.services[rule.service]);
  // No day ticked: every day the service opens, so none is closed.
  const closed = (rule.weekdays.length ? rule.weekdays : EVERY_DAY).filter((day) => !open.has(day));
  if (rule.weekdays.length === 0 || closed.length === 0) return null;
  const days = weekdaysInFull(closed);
  return closed.length === rule.weekdays.length ? t.allClosed(t.services[rule.service], days) : t.someClosed(t.services[rule.service], days, closed.length);
}
