// Statistics of a restaurant over a date range, from its bookings. Pure: the server reads the rows,
// this decides what counts as what, and the CSV export says the same as the charts.

import { addDays, compareIsoDates } from './dates.js';
import type { IsoDate, ServiceKind } from './types.js';
import { ATTENDANCE_STATES, type AttendanceState } from './diner-attendance.js';

export interface StatBooking {
  date: IsoDate;
  service: ServiceKind;
  status: string;
  source: string;
  covers: number;
  /** The diner's answer to the day-before reminder (absent: never reminded). */
  attendance?: AttendanceState;
}

/** No-shows by the diner's answer to the reminder: what the reminders change. */
export interface AttendanceRow {
  state: AttendanceState;
  /** Bookings whose outcome is known: the diner came (seated, completed) or did not (no-show). */
  settled: number;
  noShows: number;
  /** noShows / settled, 0 to 1 (0 when nothing is settled). */
  noShowRate: number;
}

/** What a day's service, or a whole range, counts. */
interface BookingCounts {
  /** Bookings that were (or still are) expected: neither cancelled nor on the waiting list. */
  bookings: number;
  covers: number;
  online: number;
  staff: number;
  noShows: number;
  cancellations: number;
}

export interface DayServiceRow extends BookingCounts {
  date: IsoDate;
  service: ServiceKind;
}

export interface StatisticsSummary extends BookingCounts {
  from: IsoDate;
  to: IsoDate;
  /** Every booking made for the range except waiting-list entries. */
  totalBookings: number;
  /** Shares of totalBookings, 0 to 1 (0 when there is nothing to divide). */
  noShowRate: number;
  cancellationRate: number;
  onlineShare: number;
  /** One row per answer, always in the order confirmed, reminded, not reminded. */
  byAttendance: AttendanceRow[];
  rows: DayServiceRow[];
}

const CANCELLED = new Set(['cancelled_by_guest', 'cancelled_by_restaurant']);
/** The bookings whose outcome is known: a booking still to come says nothing about no-shows yet. */
const SETTLED = new Set(['seated', 'completed', 'no_show']);
const SERVICE_ORDER: readonly ServiceKind[] = ['noon', 'evening'];
export const MAX_STATISTICS_DAYS = 366;

function emptyRow(date: IsoDate, service: ServiceKind): DayServiceRow {
  return { date, service, bookings: 0, covers: 0, online: 0, staff: 0, noShows: 0, cancellations: 0 };
}

/**
 * One row per day and service of the range (days without bookings included, so charts keep their
 * time axis). Waiting-list entries are not bookings yet and are left out; a cancellation counts
 * in its own column, not in bookings or covers; a no-show is a booking that was expected.
 */
export function aggregateStatistics(bookings: readonly StatBooking[], from: IsoDate, to: IsoDate): StatisticsSummary {
  if (compareIsoDates(from, to) > 0) throw new RangeError(`Empty range ${from}..${to}`);
  const rows: DayServiceRow[] = [];
  const index = new Map<string, DayServiceRow>();
  for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) {
    for (const service of SERVICE_ORDER) {
      const row = emptyRow(date, service);
      rows.push(row);
      index.set(`${date}|${service}`, row);
    }
  }
  let totalBookings = 0;
  const attendance = new Map<AttendanceState, AttendanceRow>(ATTENDANCE_STATES.map((state) => [state, { state, settled: 0, noShows: 0, noShowRate: 0 }]));
  for (const b of bookings) {
    const row = index.get(`${b.date}|${b.service}`);
    if (!row || b.status === 'waiting') continue;
    totalBookings++;
    if (SETTLED.has(b.status)) {
      const byState = attendance.get(b.attendance ?? 'not_reminded')!;
      byState.settled++;
      if (b.status === 'no_show') byState.noShows++;
    }
    if (CANCELLED.has(b.status)) {
      row.cancellations++;
      continue;
    }
    row.bookings++;
    row.covers += b.covers;
    // A diner who booked through Google booked online as much as through the wizard.
    if (b.source === 'online' || b.source === 'google') row.online++;
    else row.staff++;
    if (b.status === 'no_show') row.noShows++;
  }
  const sum = (key: keyof Omit<DayServiceRow, 'date' | 'service'>) => rows.reduce((acc, r) => acc + r[key], 0);
  const share = (n: number) => (totalBookings === 0 ? 0 : n / totalBookings);
  const online = sum('online');
  const noShows = sum('noShows');
  const cancellations = sum('cancellations');
  return {
    from,
    to,
    totalBookings,
    bookings: sum('bookings'),
    covers: sum('covers'),
    online,
    staff: sum('staff'),
    noShows,
    cancellations,
    noShowRate: share(noShows),
    cancellationRate: share(cancellations),
    onlineShare: share(online),
    byAttendance: [...attendance.values()].map((a) => ({ ...a, noShowRate: a.settled === 0 ? 0 : a.noShows / a.settled })),
    rows,
  };
}

/** Per-day totals (both services together), what the charts draw. */
export function dailyTotals(summary: StatisticsSummary): Array<Omit<DayServiceRow, 'service'> & { noon: number; evening: number }> {
  const days = new Map<IsoDate, Omit<DayServiceRow, 'service'> & { noon: number; evening: number }>();
  for (const r of summary.rows) {
    const day = days.get(r.date) ?? { date: r.date, bookings: 0, covers: 0, online: 0, staff: 0, noShows: 0, cancellations: 0, noon: 0, evening: 0 };
    day.bookings += r.bookings;
    day.covers += r.covers;
    day.online += r.online;
    day.staff += r.staff;
    day.noShows += r.noShows;
    day.cancellations += r.cancellations;
    day[r.service] += r.covers;
    days.set(r.date, day);
  }
  return [...days.values()];
}

const SERVICE_LABELS: Record<ServiceKind, string> = { noon: 'Midi', evening: 'Soir' };

function csvCell(value: string | number): string {
  const text = String(value);
  // Quotes around anything a spreadsheet could misread; a leading = + - @ would be run as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[";\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Semicolon-separated (what French spreadsheets expect), one line per day and service, then totals. */
export function statisticsCsv(summary: StatisticsSummary): string {
  const header = ['Date', 'Service', 'Réservations', 'Couverts', 'En ligne', 'Par le restaurant', 'Absences', 'Annulations'];
  const lines = [header.join(';')];
  for (const r of summary.rows) {
    lines.push([r.date, SERVICE_LABELS[r.service], r.bookings, r.covers, r.online, r.staff, r.noShows, r.cancellations].map(csvCell).join(';'));
  }
  lines.push(['Total', '', summary.bookings, summary.covers, summary.online, summary.staff, summary.noShows, summary.cancellations].map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
