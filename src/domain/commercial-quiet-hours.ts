// When a commercial SMS may reach a phone in France: Monday to Saturday, 08:00 to 20:00 on the
// recipient's clock, never on a public holiday (the operators' code of conduct for marketing SMS).
// The recipients of a restaurant's mailing live where it is: the hours are read in the restaurant's
// time zone (Paris, La Réunion, Nouméa…), which every caller passes. Messages written outside those
// hours wait for the next allowed instant instead of being dropped. The holidays are the
// restaurant's region's (Alsace-Moselle's 26 December, an overseas department's abolition day).

import { addDays, instantAtWallClock, isoWeekday, timeToMinutes, zonedNow } from './dates.js';
import { isFrenchPublicHoliday, type HolidayRegion } from './french-holidays.js';
import type { IsoDate } from './types.js';

const COMMERCIAL_SMS_START = '08:00';
const COMMERCIAL_SMS_END = '20:00';

function isAllowedDay(date: IsoDate, region: HolidayRegion): boolean {
  return isoWeekday(date) !== 7 && !isFrenchPublicHoliday(date, region);
}

export function isCommercialSmsAllowedAt(instant: Date, timeZone: string, region: HolidayRegion = 'metropole'): boolean {
  const local = zonedNow(timeZone, instant);
  return isAllowedDay(local.date, region) && local.minutes >= timeToMinutes(COMMERCIAL_SMS_START) && local.minutes < timeToMinutes(COMMERCIAL_SMS_END);
}

/** `instant` itself when a commercial SMS may go out then, otherwise the next opening of the window. */
export function nextCommercialSmsInstant(instant: Date, timeZone: string, region: HolidayRegion = 'metropole'): Date {
  if (isCommercialSmsAllowedAt(instant, timeZone, region)) return instant;
  const local = zonedNow(timeZone, instant);
  let date = local.minutes < timeToMinutes(COMMERCIAL_SMS_START) ? local.date : addDays(local.date, 1);
  // A year never has more than a handful of consecutive closed days (e.g. Sunday then Easter Monday).
  for (let i = 0; i < 14 && !isAllowedDay(date, region); i++) date = addDays(date, 1);
  return instantAtWallClock(date, COMMERCIAL_SMS_START, timeZone);
}
