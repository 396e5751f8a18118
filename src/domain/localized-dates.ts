import { FRENCH_MONTHS, formatLongFrenchDate } from './dates';
import { formatIntlDayMonthYear, formatIntlLongDate, formatIntlMonthName, formatIntlMonthYear } from './intl-dates';
import { LANGUAGE_LOCALES, type DinerLanguage } from './languages';
import type { IsoDate } from './types.js';

// Calendar dates in the diner's language. French keeps its own arrays (the spec's text, the same
// on every runtime); the others ask Intl, on the date's own day whatever the time zone.

/** "samedi 21 novembre 2026", "Saturday, 21 November 2026", "sábado, 21 de noviembre de 2026"… */
export function formatLongDate(date: IsoDate, language: DinerLanguage, options: { capitalize?: boolean } = {}): string {
  if (language === 'fr') return formatLongFrenchDate(date, options);
  return formatIntlLongDate(date, LANGUAGE_LOCALES[language], options);
}

/** French writes the first day of a month as an ordinal ("1er mars"), every other as a number. */
const FRENCH_ORDINAL_DAYS: Record<number, string> = { 1: '1er' };

/** A date without its weekday, as a birthday is said: "1er mars 1990", "7 March 1990". */
export function formatDayMonthYear(date: IsoDate, language: DinerLanguage): string {
  if (language !== 'fr') return formatIntlDayMonthYear(date, LANGUAGE_LOCALES[language]);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${FRENCH_ORDINAL_DAYS[d] ?? d} ${FRENCH_MONTHS[m - 1]} ${y}`;
}

/** A month's name and year for a calendar's heading ("novembre 2026", "November 2026"). */
export function formatMonthYear(year: number, month: number, language: DinerLanguage): string {
  if (language === 'fr') return `${FRENCH_MONTHS[month - 1]} ${year}`;
  return formatIntlMonthYear(year, month, LANGUAGE_LOCALES[language]);
}

/** A month's name alone ("décembre", "December"), for a date shown as a day number over its month. */
export function formatMonthName(month: number, language: DinerLanguage): string {
  if (language === 'fr') return FRENCH_MONTHS[month - 1] ?? '';
  return formatIntlMonthName(month, LANGUAGE_LOCALES[language]);
}
