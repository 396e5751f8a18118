// Hour page rules (spec section 4, slot selection and waiting list), pure.

import type { DayHours, HourSlot, ServiceKind } from '../../domain/types';

/** A service whose every slot is taken (and which has slots at all). */
export function serviceIsFull(slots: readonly HourSlot[]): boolean {
  return slots.length > 0 && slots.every((s) => !s.available);
}

export function serviceOfHour(hours: DayHours, hour: string): ServiceKind | null {
  if (hours.noon.some((s) => s.label === hour)) return 'noon';
  if (hours.evening.some((s) => s.label === hour)) return 'evening';
  return null;
}

export function hasAnySlot(hours: DayHours): boolean {
  return hours.noon.length > 0 || hours.evening.length > 0;
}

/**
 * The previous choice, kept only if still possible: an available slot, or a waiting-list hour in a
 * service that is still full with the waiting list on. Otherwise no choice (null).
 */
export function hourSelection(
  hours: DayHours,
  previous: { hour: string; isWaiting: boolean },
  waitingEnabled: boolean,
): { hour: string; isWaiting: boolean } | null {
  if (!previous.hour) return null;
  const kind = serviceOfHour(hours, previous.hour);
  if (!kind) return null;
  const slots = hours[kind];
  if (previous.isWaiting) {
    return waitingEnabled && serviceIsFull(slots) ? { hour: previous.hour, isWaiting: true } : null;
  }
  return slots.some((s) => s.label === previous.hour && s.available) ? { hour: previous.hour, isWaiting: false } : null;
}
