// Every change of the clocks from 2026 to 2030 in the zones our restaurants live in, walked through
// each place that turns a wall clock into an instant or back: the SMS daily budget's day start,
// the reminders' "since today" bound, the commercial quiet hours, a mailing planned for a date and
// time, the calendar file's offsets. The expectations come from Intl alone (the oracle below), not
// from the clock module under test. Zones without summer time must simply stay constant.
import { describe, expect, it } from 'vitest';
import { isCommercialSmsAllowedAt, nextCommercialSmsInstant } from '../../src/domain/commercial-quiet-hours';
import { instantAtWallClock, offsetMinutesAt, startOfLocalDay } from '../../src/domain/dates';

// What the SMS budget's count (codes, sign-ups, reminders) and the reminders' "booked since today" read.
const localDayStart = (zone: string, now: Date) => startOfLocalDay(zone, now).toISOString();

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const ZONES = ['Europe/Paris', 'Indian/Reunion', 'America/Martinique', 'Pacific/Noumea', 'Pacific/Tahiti'] as const;
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2031, 0, 1);

// The oracle: the wall clock of an instant, straight from Intl.
const formats = new Map<string, Intl.DateTimeFormat>();
function wall(zone: string, t: number): { date: string; minutes: number; ms: number } {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  const minutes = (Number(p.hour) % 24) * 60 + Number(p.minute);
  return { date: `${p.year}-${p.month}-${p.day}`, minutes, ms: Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) + minutes * MINUTE };
}
const offset = (zone: string, t: number) => Math.round((wall(zone, t).ms - Math.floor(t / MINUTE) * MINUTE) / MINUTE);
const iso = (t: number) => new Date(t).toISOString();
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Changes found by a daily walk, each narrowed to its minute. */
function changes(zone: string): { at: number; from: number; to: number }[] {
  const out: { at: number; from: number; to: number }[] = [];
  for (let t = FROM; t < TO; t += DAY) {
    const [a, b] = [offset(zone, t), offset(zone, t + DAY)];
    if (a === b) continue;
    let [lo, hi] = [t, t + DAY];
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offset(zone, mid) === a) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from: a, to: b });
  }
  return out;
}

/** The first instant whose wall clock is `date` `minutes`; a skipped wall time moves forward by the jump. */
function expectedInstant(zone: string, date: string, minutes: number, from: number, to: number): number {
  const target = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + minutes * MINUTE;
  const real = [target - from * MINUTE, target - to * MINUTE].filter((t) => wall(zone, t).ms === target);
  return real.length > 0 ? Math.min(...real) : target - from * MINUTE;
}

/** Instants around a change: the hours before and after it, and the rest of both local days. */
function instantsAround(at: number): number[] {
  const out: number[] = [];
  for (let d = -30 * 60; d <= 30 * 60; d += 30) out.push(at + d * MINUTE);
  out.push(at - MINUTE, at + MINUTE);
  return out;
}

const dstZones = ZONES.map((zone) => ({ zone, changes: changes(zone) }));

describe('the zones and their changes, 2026–2030', () => {
  it('Paris changes twice a year, the overseas zones never', () => {
    const counts = Object.fromEntries(dstZones.map((z) => [z.zone, z.changes.length]));
    expect(counts).toEqual({ 'Europe/Paris': 10, 'Indian/Reunion': 0, 'America/Martinique': 0, 'Pacific/Noumea': 0, 'Pacific/Tahiti': 0 });
  });
});

describe.each(dstZones.filter((z) => z.changes.length > 0))('$zone, at every change', ({ zone, changes: list }) => {
  it.each(list.map((c) => [iso(c.at), c]))('%s: the calendar file reads the offsets on both sides', (_, c) => {
    expect([offsetMinutesAt(zone, c.at - MINUTE), offsetMinutesAt(zone, c.at)]).toEqual([c.from, c.to]);
  });

  it.each(list.map((c) => [iso(c.at), c]))('%s: the SMS budget and the reminders start the local day at its first instant', (_, c) => {
    for (const t of instantsAround(c.at)) {
      const local = wall(zone, t);
      const start = expectedInstant(zone, local.date, 0, offset(zone, t - DAY), offset(zone, t));
      expect(wall(zone, start).date).toBe(local.date);
      expect(wall(zone, start - MINUTE).date).not.toBe(local.date);
      expect({ at: iso(t), budget: localDayStart(zone, new Date(t)) }).toEqual({ at: iso(t), budget: iso(start) });
      expect({ at: iso(t), reminders: instantAtWallClock(local.date as never, '00:00', zone).toISOString() }).toEqual({ at: iso(t), reminders: iso(start) });
    }
  });

  it.each(list.map((c) => [iso(c.at), c]))('%s: a wall time planned on that day is its first instant, a skipped one moves forward', (_, c) => {
    const date = wall(zone, c.at).date;
    for (let m = 0; m < 1440; m += 15) {
      const expected = expectedInstant(zone, date, m, c.from, c.to);
      expect({ wall: `${date} ${hhmm(m)}`, at: instantAtWallClock(date as never, hhmm(m), zone).toISOString() }).toEqual({
        wall: `${date} ${hhmm(m)}`,
        at: iso(expected),
      });
    }
  });

  it.each(list.map((c) => [iso(c.at), c]))('%s: a commercial SMS written that night waits for 08:00 on an allowed day', (_, c) => {
    for (const t of instantsAround(c.at)) {
      const next = nextCommercialSmsInstant(new Date(t), zone).getTime();
      expect(isCommercialSmsAllowedAt(new Date(next), zone)).toBe(true);
      if (next !== t) {
        expect(wall(zone, next).minutes).toBe(8 * 60);
        expect(isCommercialSmsAllowedAt(new Date(next - MINUTE), zone)).toBe(false);
      }
    }
  });
});

describe.each(dstZones.filter((z) => z.changes.length === 0))('$zone, without summer time', ({ zone }) => {
  it('keeps one offset, one day start at local midnight and one wall clock for every planned time', () => {
    const fixed = offset(zone, FROM);
    for (let t = FROM; t < TO; t += 7 * DAY + 3 * 3600_000 + 17 * MINUTE) {
      expect(offsetMinutesAt(zone, t)).toBe(fixed);
      const local = wall(zone, t);
      const midnight = local.ms - local.minutes * MINUTE - fixed * MINUTE;
      expect(localDayStart(zone, new Date(t))).toBe(iso(midnight));
      expect(instantAtWallClock(local.date as never, '00:00', zone).toISOString()).toBe(iso(midnight));
      expect(instantAtWallClock(local.date as never, '19:30', zone).toISOString()).toBe(iso(midnight + 1170 * MINUTE));
    }
  });
});
