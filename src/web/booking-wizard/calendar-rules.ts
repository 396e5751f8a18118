// Which days of the calendar a diner may pick (spec section 5, calendar), pure.

import { addDays, compareIsoDates, isoWeekday, isValidIsoDate, parseIsoDate } from '../../domain/dates';
import type { IsoDate, IsoWeekday } from '../../domain/types';
import type { ClosedDateItem, RestaurantConfig } from './types';

/** Days ahead a diner may book when the server does not say (it always should). */
const FALLBACK_DAYS_AHEAD = 90;

const WEEKDAY_KEYS = ['monday_active', 'tuesday_active', 'wednesday_active', 'thursday_active', 'friday_active', 'saturday_active', 'sunday_active'] as const;

export type WeekdayFlags = Pick<RestaurantConfig, (typeof WEEKDAY_KEYS)[number]>;

/** ISO weekdays (1 = Monday) the restaurant is open. */
export function openWeekdays(config: WeekdayFlags): IsoWeekday[] {
  const days: IsoWeekday[] = [];
  WEEKDAY_KEYS.forEach((key, i) => {
    if (config[key]) days.push((i + 1) as IsoWeekday);
  });
  return days;
}

export interface CalendarRules {
  today: IsoDate;
  minDate: IsoDate;
  maxDate: IsoDate;
  openWeekdays: readonly IsoWeekday[];
  closedDates: readonly ClosedDateItem[];
}

export function calendarBounds(today: IsoDate, minDate?: string, maxDate?: string): { minDate: IsoDate; maxDate: IsoDate } {
  let min = minDate && isValidIsoDate(minDate) ? minDate : today;
  if (compareIsoDates(min, today) < 0) min = today;
  const max = maxDate && isValidIsoDate(maxDate) ? maxDate : addDays(today, FALLBACK_DAYS_AHEAD);
  return { minDate: min, maxDate: max };
}

export type DayRefusal = 'invalid' | 'past' | 'before-window' | 'after-window' | 'weekday-closed' | 'closed-date';

/** Why a day cannot be picked, or null when it can. */
export function dayRefusal(date: IsoDate, rules: CalendarRules): DayRefusal | null {
  if (!isValidIsoDate(date)) return 'invalid';
  if (compareIsoDates(date, rules.today) < 0) return 'past';
  if (compareIsoDates(date, rules.minDate) < 0) return 'before-window';
  if (compareIsoDates(date, rules.maxDate) > 0) return 'after-window';
  if (!rules.openWeekdays.includes(isoWeekday(date))) return 'weekday-closed';
  const closed = new Set(rules.closedDates.filter((c) => c.date === date).map((c) => c.service));
  if (closed.has('all') || (closed.has('noon') && closed.has('evening'))) return 'closed-date';
  return null;
}

export function isDaySelectable(date: IsoDate, rules: CalendarRules): boolean {
  return dayRefusal(date, rules) === null;
}

export interface MonthRef {
  year: number;
  month: number;
}

export function monthOf(date: IsoDate): MonthRef {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Invalid date ${date}`);
  return { year: parsed.year, month: parsed.month };
}

export function shiftMonth(ref: MonthRef, delta: number): MonthRef {
  const index = ref.year * 12 + (ref.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: MonthRef, b: MonthRef): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The month the calendar opens on: the chosen date's, else the first bookable month. */
export function initialMonth(chosen: string, rules: Pick<CalendarRules, 'minDate' | 'maxDate'>): MonthRef {
  if (chosen && isValidIsoDate(chosen)) {
    const m = monthOf(chosen);
    if (compareMonths(m, monthOf(rules.minDate)) >= 0 && compareMonths(m, monthOf(rules.maxDate)) <= 0) return m;
  }
  return monthOf(rules.minDate);
}
