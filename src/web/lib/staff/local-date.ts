import type { IsoDate } from '../../../domain/types';

/** Today's date on this device's clock, as YYYY-MM-DD (built from parts, never parsed). */
export function localToday(now = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
