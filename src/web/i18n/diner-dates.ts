import { minutesToTime, parseInstant, zonedNow } from '../../domain/dates';
import { formatLongDate, formatMonthName, formatMonthYear } from '../../domain/localized-dates';
import type { IsoDate } from '../../domain/types';
import { dinerLanguage } from './diner-language';

// Dates in the language the diner's pages speak now (the wizard's calendar and summaries).

/** A long date in the current language (French: "samedi 21 novembre 2026"). */
export const longDate = (date: IsoDate, options: { capitalize?: boolean } = {}) => formatLongDate(date, dinerLanguage(), options);

/** A calendar's month heading in the current language. */
export const monthYear = (year: number, month: number) => formatMonthYear(year, month, dinerLanguage());

/** A month's name alone in the current language. */
export const monthName = (month: number) => formatMonthName(month, dinerLanguage());

/** An instant (ISO text) as the restaurant's wall clock reads it: its long date and its "HH:MM". */
export function restaurantWallClock(instant: string, timeZone: string): { date: string; time: string } {
  const wall = zonedNow(timeZone, parseInstant(instant));
  return { date: longDate(wall.date), time: minutesToTime(wall.minutes) };
}
