// French public holidays (jours fériés of metropolitan France), computed rather than listed so that
// every year works: eight fixed days plus the three that move with Easter.

import { addDays } from './dates.js';
import type { IsoDate } from './types.js';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Easter Sunday of the Gregorian calendar (Meeus/Jones/Butcher algorithm). */
export function easterSunday(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1583) throw new RangeError(`Year out of the Gregorian calendar: ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

/** The eleven public holidays of one year, in date order. */
export function frenchPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  return [
    { date: fixed(1, 1), name: 'Jour de l’an' },
    { date: addDays(easter, 1), name: 'Lundi de Pâques' },
    { date: fixed(5, 1), name: 'Fête du Travail' },
    { date: fixed(5, 8), name: 'Victoire 1945' },
    { date: addDays(easter, 39), name: 'Ascension' },
    { date: addDays(easter, 50), name: 'Lundi de Pentecôte' },
    { date: fixed(7, 14), name: 'Fête nationale' },
    { date: fixed(8, 15), name: 'Assomption' },
    { date: fixed(11, 1), name: 'Toussaint' },
    { date: fixed(11, 11), name: 'Armistice 1918' },
    { date: fixed(12, 25), name: 'Noël' },
  ].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

export function isFrenchPublicHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  return frenchPublicHolidays(year).some((h) => h.date === date);
}
