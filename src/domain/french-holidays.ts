// French public holidays, computed rather than listed so that every year works: the eleven national
// days (eight fixed, three that move with Easter) and the days some regions add.
//
// Sources:
// - the national days: Code du travail, art. L3133-1;
// - Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle) adds Good Friday and 26 December: Code du travail,
//   art. L3134-13 (Good Friday where there is a Protestant church or a mixed one in the commune,
//   taken here for the whole region as employers and operators do);
// - the abolition of slavery is a holiday in each overseas department or collectivity on its own
//   date: loi n° 83-550 du 30 juin 1983, and décret n° 83-1003 du 23 novembre 1983 as amended (by
//   the décrets adding Mayotte, Saint-Martin and Saint-Barthélemy), with Code du travail,
//   art. L3133-1: Martinique 22 May, Guadeloupe 27 May, Guyane 10 June, La Réunion 20 December,
//   Mayotte 27 April, Saint-Martin 28 May, Saint-Barthélemy 9 October.

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

/** Whose public holidays apply: the national list, plus the region's own days. */
const HOLIDAY_REGIONS = [
  'metropole',
  'alsace-moselle',
  'guadeloupe',
  'martinique',
  'guyane',
  'reunion',
  'mayotte',
  'saint-martin',
  'saint-barthelemy',
] as const;
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number];

/** A restaurant's setting: a region, or 'auto' (read from its address's post code). */
export const HOLIDAY_REGION_SETTINGS = ['auto', ...HOLIDAY_REGIONS] as const;
export type HolidayRegionSetting = (typeof HOLIDAY_REGION_SETTINGS)[number];

/** The abolition-of-slavery day of each overseas region, as [month, day]. */
const ABOLITION_DAYS: Partial<Record<HolidayRegion, [number, number]>> = {
  martinique: [5, 22],
  guadeloupe: [5, 27],
  guyane: [6, 10],
  reunion: [12, 20],
  mayotte: [4, 27],
  'saint-martin': [5, 28],
  'saint-barthelemy': [10, 9],
};

/** The days a region adds to the national list, in date order (none for metropolitan France). */
export function regionalHolidays(year: number, region: HolidayRegion): PublicHoliday[] {
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  if (region === 'alsace-moselle') {
    return [
      { date: addDays(easterSunday(year), -2), name: 'Vendredi saint' },
      { date: fixed(12, 26), name: 'Saint-Étienne' },
    ];
  }
  const abolition = ABOLITION_DAYS[region];
  return abolition ? [{ date: fixed(abolition[0], abolition[1]), name: 'Abolition de l’esclavage' }] : [];
}

/** Every public holiday of one year in a region: the national days and the region's own, in date order. */
export function publicHolidaysOf(year: number, region: HolidayRegion = 'metropole'): PublicHoliday[] {
  return [...frenchPublicHolidays(year), ...regionalHolidays(year, region)].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

export function isFrenchPublicHoliday(date: IsoDate, region: HolidayRegion = 'metropole'): boolean {
  const year = Number(date.slice(0, 4));
  return publicHolidaysOf(year, region).some((h) => h.date === date);
}

/**
 * The region of a French post code: the overseas ones by their first three digits (Saint-Martin
 * and Saint-Barthélemy have their own codes within 971), Alsace-Moselle by its departments (57,
 * 67, 68); anything else, or no code, is metropolitan France.
 */
function holidayRegionOfPostCode(postCode: string): HolidayRegion {
  if (postCode === '97150') return 'saint-martin';
  if (postCode === '97133') return 'saint-barthelemy';
  const overseas: Record<string, HolidayRegion> = { '971': 'guadeloupe', '972': 'martinique', '973': 'guyane', '974': 'reunion', '976': 'mayotte' };
  const region = overseas[postCode.slice(0, 3)];
  if (region) return region;
  return ['57', '67', '68'].includes(postCode.slice(0, 2)) ? 'alsace-moselle' : 'metropole';
}

/**
 * The region of an address written freely ("12 rue du Dôme, 67000 Strasbourg"): its last group of
 * exactly five digits is taken as the post code (a street number comes first and is shorter).
 */
export function holidayRegionOfAddress(address: string): HolidayRegion {
  const codes = address.match(/(?<!\d)\d{5}(?!\d)/g);
  return codes ? holidayRegionOfPostCode(codes[codes.length - 1]!) : 'metropole';
}

/** The region a restaurant's holidays follow: its setting, or its address when left to 'auto' (or unknown). */
export function holidayRegionOf(restaurant: { address: string; holiday_region: string }): HolidayRegion {
  return (HOLIDAY_REGIONS as readonly string[]).includes(restaurant.holiday_region)
    ? (restaurant.holiday_region as HolidayRegion)
    : holidayRegionOfAddress(restaurant.address);
}
