// Calendar dates written by Intl in a locale. A booking's date is a wall-clock date of the
// restaurant, not an instant: it is formatted at noon UTC in UTC, so no time zone can move it to
// another day. Kept apart from dates.ts so that a page showing a date needs nothing else.

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, key: 'long' | 'dayMonthYear' | 'month' | 'monthName'): Intl.DateTimeFormat {
  const id = `${locale}:${key}`;
  let f = cache.get(id);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      key === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : key === 'dayMonthYear'
          ? { day: 'numeric', month: 'long', year: 'numeric' }
          : key === 'month'
            ? { month: 'long', year: 'numeric' }
            : { month: 'long' };
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    cache.set(id, f);
  }
  return f;
}

function noonUtc(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`invalid date ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Saturday, 21 November 2026", "sábado, 21 de noviembre de 2026"… */
export function formatIntlLongDate(date: string, locale: string, options: { capitalize?: boolean } = {}): string {
  const text = formatter(locale, 'long').format(noonUtc(date));
  return options.capitalize ? capitalized(text) : text;
}

/** A date without its weekday, as a birthday is said ("7 March 1990", "7. März 1990"). */
export function formatIntlDayMonthYear(date: string, locale: string): string {
  return formatter(locale, 'dayMonthYear').format(noonUtc(date));
}

/** "November 2026", "noviembre de 2026"… */
export function formatIntlMonthYear(year: number, month: number, locale: string): string {
  return formatter(locale, 'month').format(Date.UTC(year, month - 1, 1, 12));
}

/** A month's name alone ("December", "dicembre"), as a date's day number stands beside it. */
export function formatIntlMonthName(month: number, locale: string): string {
  return formatter(locale, 'monthName').format(Date.UTC(2026, month - 1, 15, 12));
}
