// Hour page rules (spec section 4, slot selection and waiting list), pure.

import { isServiceFull, upcomingSlots } from '../../domain/availability';
import type { DayHours, HourSlot, ServiceKind } from '../../domain/types';

/** A service with slots still to come, every one taken: the only case for the waiting list. */
export function serviceIsFull(slots: readonly HourSlot[]): boolean {
  return isServiceFull(slots);
}

/**
 * Every service of the day still to come is full: only then is "the restaurant" full. A full
 * evening beside a lunch with tables is a full service, not a full restaurant.
 */
export function dayIsFull(hours: DayHours): boolean {
  const offered = [hours.noon, hours.evening].filter((slots) => upcomingSlots(slots).length > 0);
  return offered.length > 0 && offered.every((slots) => serviceIsFull(slots));
}

/** The slots the hour grid shows: a past slot is not offered at all. */
export function visibleSlots(slots: readonly HourSlot[]): HourSlot[] {
  return upcomingSlots(slots);
}

/**
 * Why a day opened on the hour page cannot be booked at all, or null. Empty lists: closed that day;
 * every slot past: the day is over; every slot outside the window: not open for booking yet.
 */
export type DayUnavailability = 'closed' | 'past' | 'too_far';

export function dayUnavailability(hours: DayHours, date: string, today: string): DayUnavailability | null {
  const all = [...hours.noon, ...hours.evening];
  if (date < today) return 'past';
  if (all.length === 0) return 'closed';
  if (all.every((s) => !s.available && s.reason === 'closed')) return 'too_far';
  return null;
}

export function serviceOfHour(hours: DayHours, hour: string): ServiceKind | null {
  if (hours.noon.some((s) => s.label === hour)) return 'noon';
  if (hours.evening.some((s) => s.label === hour)) return 'evening';
  return null;
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
