import { addLocalMinutes, offsetChanges, offsetMinutesAt, parseIsoDate, timeToMinutes, zonedNow } from '../../../domain/dates';

// An iCalendar (RFC 5545) event for a booking, in the restaurant's own time zone: the diner's
// calendar shows 20:00 in Paris whatever the phone's zone, and a VTIMEZONE with the real
// transitions makes the TZID meaningful to every client.

export interface BookingEvent {
  uid: string;
  /** Local date and time of the booking in `timeZone`. */
  date: string;
  hour: string;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer?: { name: string; email: string };
  stamp: Date;
  /** A cancelled booking: the same UID with METHOD:CANCEL removes the event. */
  cancelled?: boolean;
  sequence?: number;
}

const CRLF = '\r\n';

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break (CRLF,
 * LF or a bare CR, which many parsers also take for the end of a line) written `\n`, and the
 * other control characters, which TEXT may not hold, dropped. Otherwise a restaurant's name could
 * end the property and start one of its own choosing.
 */
const isControl = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x20 || code === 0x7f;
};
const withoutControls = (value: string, kept: string) => [...value].filter((char) => kept.includes(char) || !isControl(char)).join('');

export function escapeText(value: string): string {
  return withoutControls(value.replace(/\r\n|\r|\n|\u2028|\u2029/g, '\n'), '\n\t')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A quoted parameter value (RFC 5545 §3.1): no double quote and no control character. */
function paramText(value: string): string {
  return withoutControls(value, '').replace(/["\u2028\u2029]/g, '');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function localStamp(date: string, minutes: number): string {
  const d = parseIsoDate(date)!;
  return `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

export function vtimezone(timeZone: string, year: number): string[] {
  const transitions = offsetChanges(timeZone, year - 1, year + 1);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = formatOffset(offsetMinutesAt(timeZone, Date.UTC(year, 0, 1)));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  }
  for (const tr of transitions) {
    // DTSTART of an observance is the local time just before the change (RFC 5545 §3.6.5).
    // That is the wall clock of the minute before the change, one minute on (02:00 in March, 03:00 in October in Paris).
    const before = zonedNow(timeZone, new Date(tr.at - 60_000));
    const local = addLocalMinutes(before.date, before.minutes, 1);
    const stamp = localStamp(local.date, local.minutes);
    const kind = tr.to > tr.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(`BEGIN:${kind}`, `DTSTART:${stamp}`, `TZOFFSETFROM:${formatOffset(tr.from)}`, `TZOFFSETTO:${formatOffset(tr.to)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export function bookingCalendar(event: BookingEvent): string {
  const start = timeToMinutes(event.hour);
  const end = addLocalMinutes(event.date, start, Math.max(event.durationMinutes, 30));
  const year = parseIsoDate(event.date)!.year;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Couvert//Reservation//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...vtimezone(event.timeZone, year),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.date, start)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(end.date, end.minutes)}`,
    `SEQUENCE:${event.sequence ?? (event.cancelled ? 1 : 0)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    ...(event.organizer ? [`ORGANIZER;CN="${paramText(event.organizer.name)}":mailto:${paramText(event.organizer.email)}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
