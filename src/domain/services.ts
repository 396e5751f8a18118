// Opening rules: which services run on a date, their seating slots, and how far ahead diners may book.

import { addDays, compareIsoDates, isoWeekday, isValidIsoDate, minutesToTime, timeToMinutes } from './dates.js';
import type { BookingWindow, ClosedDate, IsoDate, ServiceRule, TimeOfDay } from './types.js';

/** Turn time when a service has no rule at all: a classic two-hour sitting. */
export const DEFAULT_TURN_MINUTES = 120;

const WEEKDAY_ACTIVE_KEYS = [
  'monday_active',
  'tuesday_active',
  'wednesday_active',
  'thursday_active',
  'friday_active',
  'saturday_active',
  'sunday_active',
] as const;

export type WeekdayActiveKey = (typeof WEEKDAY_ACTIVE_KEYS)[number];

/**
 * Seating labels from first to last seating inclusive. Slots are wall-clock labels, not instants,
 * so a DST Sunday lists exactly the same slots as any other day.
 * A last seating before the first (a service past midnight) is not supported and yields no slot.
 */
export function slotsForService(service: ServiceRule): TimeOfDay[] {
  const { intervalMinutes } = service;
  if (!Number.isInteger(intervalMinutes) || intervalMinutes <= 0) {
    throw new RangeError(`Service ${service.id}: interval must be a positive integer, got ${intervalMinutes}`);
  }
  const first = timeToMinutes(service.firstSeating);
  const last = timeToMinutes(service.lastSeating);
  const slots: TimeOfDay[] = [];
  for (let m = first; m <= last; m += intervalMinutes) slots.push(minutesToTime(m));
  return slots;
}

/**
 * How long a party holds its table. Rules are matched by ascending `upTo` whatever order the owner
 * typed them in; a party larger than every rule gets the largest rule's time.
 */
export function turnMinutesFor(service: ServiceRule, covers: number): number {
  const rules = [...service.turnTimes].sort((a, b) => a.upTo - b.upTo);
  const match = rules.find((r) => r.upTo >= covers) ?? rules[rules.length - 1];
  return match ? match.minutes : DEFAULT_TURN_MINUTES;
}

function closedServicesOn(date: IsoDate, closedDates: readonly ClosedDate[]): Set<string> {
  const closed = new Set<string>();
  for (const c of closedDates) if (c.date === date) closed.add(c.service);
  return closed;
}

/** Services running that weekday and not closed that date ('all' closes both). Input order kept. */
export function openServicesOn(date: IsoDate, services: readonly ServiceRule[], closedDates: readonly ClosedDate[]): ServiceRule[] {
  if (!isValidIsoDate(date)) return [];
  const closed = closedServicesOn(date, closedDates);
  if (closed.has('all')) return [];
  const weekday = isoWeekday(date);
  return services.filter((s) => s.weekdays.includes(weekday) && !closed.has(s.kind));
}

/** The public config's monday_active … sunday_active: a weekday is active when any service runs. */
export function activeWeekdays(services: readonly ServiceRule[]): Record<WeekdayActiveKey, boolean> {
  const result = {} as Record<WeekdayActiveKey, boolean>;
  WEEKDAY_ACTIVE_KEYS.forEach((key, i) => {
    result[key] = services.some((s) => s.weekdays.includes((i + 1) as ServiceRule['weekdays'][number]));
  });
  return result;
}

export function bookingWindowBounds(today: IsoDate, window: BookingWindow): { minDate: IsoDate; maxDate: IsoDate } {
  // A negative or fractional setting must not open the past or crash the calendar.
  const ahead = Math.max(0, Math.floor(window.maxDaysAhead));
  return { minDate: today, maxDate: addDays(today, ahead) };
}

/** Whether the calendar lets a diner pick this day (slot-level checks come later, per hour). */
export function isDateSelectable(
  date: IsoDate,
  ctx: {
    today: IsoDate;
    window: BookingWindow;
    services: readonly ServiceRule[];
    closedDates: readonly ClosedDate[];
  },
): boolean {
  if (!isValidIsoDate(date)) return false;
  const { minDate, maxDate } = bookingWindowBounds(ctx.today, ctx.window);
  if (compareIsoDates(date, minDate) < 0 || compareIsoDates(date, maxDate) > 0) return false;
  return openServicesOn(date, ctx.services, ctx.closedDates).length > 0;
}
