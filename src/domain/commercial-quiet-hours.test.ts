import { describe, expect, it } from 'vitest';
import { instantAtWallClock } from './dates.js';
import { isCommercialSmsAllowedAt, nextCommercialSmsInstant } from './commercial-quiet-hours.js';

const at = (iso: string) => new Date(iso);
const PARIS = 'Europe/Paris';

describe('isCommercialSmsAllowedAt (a Paris restaurant)', () => {
  it.each([
    ['2026-11-17T07:00:00Z', true, 'Tuesday 08:00 Paris, the window opens'],
    ['2026-11-17T06:59:00Z', false, 'Tuesday 07:59 Paris'],
    ['2026-11-17T18:59:00Z', true, 'Tuesday 19:59 Paris'],
    ['2026-11-17T19:00:00Z', false, 'Tuesday 20:00 Paris, the window is closed'],
    ['2026-11-21T10:00:00Z', true, 'Saturday 11:00 Paris'],
    ['2026-11-22T10:00:00Z', false, 'Sunday'],
    ['2026-11-11T10:00:00Z', false, 'Armistice, a Wednesday'],
    ['2026-05-25T10:00:00Z', false, 'Whit Monday'],
    ['2026-07-14T10:00:00Z', false, 'Bastille Day'],
    ['2026-06-15T06:30:00Z', true, 'summer time: 08:30 Paris is 06:30 UTC'],
  ])('%s → %s (%s)', (iso, allowed) => expect(isCommercialSmsAllowedAt(at(iso), PARIS)).toBe(allowed));
});

describe('nextCommercialSmsInstant', () => {
  it('keeps an allowed instant as it is', () => {
    expect(nextCommercialSmsInstant(at('2026-11-17T10:00:00Z'), PARIS).toISOString()).toBe('2026-11-17T10:00:00.000Z');
  });

  it('waits for 08:00 the same morning', () => {
    expect(nextCommercialSmsInstant(at('2026-11-17T05:00:00Z'), PARIS).toISOString()).toBe('2026-11-17T07:00:00.000Z');
  });

  it('moves an evening message to the next morning', () => {
    expect(nextCommercialSmsInstant(at('2026-11-17T21:00:00Z'), PARIS).toISOString()).toBe('2026-11-18T07:00:00.000Z');
  });

  it('skips Sunday: Saturday evening waits until Monday 08:00', () => {
    expect(nextCommercialSmsInstant(at('2026-11-21T19:30:00Z'), PARIS).toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('skips a holiday after a Sunday: Easter weekend 2026 waits until Tuesday', () => {
    expect(nextCommercialSmsInstant(at('2026-04-04T19:00:00Z'), PARIS).toISOString()).toBe('2026-04-07T06:00:00.000Z');
  });

  it('skips a holiday before the weekend: Christmas Eve evening waits until Saturday 26', () => {
    expect(nextCommercialSmsInstant(at('2026-12-24T20:00:00Z'), PARIS).toISOString()).toBe('2026-12-26T07:00:00.000Z');
  });

  it('crosses the spring DST change on the right hour', () => {
    // Saturday 28 March 2026 21:00 Paris (winter time) → Monday 30 March 08:00 Paris (summer time).
    expect(nextCommercialSmsInstant(at('2026-03-28T20:00:00Z'), PARIS).toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });
});

describe('on the restaurant’s clock, outside Paris', () => {
  const NOUMEA = 'Pacific/Noumea'; // UTC+11, no summer time

  it('opens the window at 08:00 Nouméa, not Paris', () => {
    // Tuesday 17 November 2026, 08:00 in Nouméa is Monday 21:00 UTC (22:00 in Paris: closed there).
    expect(isCommercialSmsAllowedAt(at('2026-11-16T21:00:00Z'), NOUMEA)).toBe(true);
    expect(isCommercialSmsAllowedAt(at('2026-11-16T21:00:00Z'), PARIS)).toBe(false);
    expect(isCommercialSmsAllowedAt(at('2026-11-16T20:59:00Z'), NOUMEA)).toBe(false);
  });

  it('holds a Nouméa evening message until 08:00 the next morning there', () => {
    // Tuesday 20:30 in Nouméa → Wednesday 08:00 in Nouméa.
    expect(nextCommercialSmsInstant(at('2026-11-17T09:30:00Z'), NOUMEA).toISOString()).toBe('2026-11-17T21:00:00.000Z');
  });

  it('reads Sunday on the restaurant’s calendar: Saturday 21:00 in La Réunion waits until Monday 08:00 there', () => {
    expect(nextCommercialSmsInstant(at('2026-11-21T17:00:00Z'), 'Indian/Reunion').toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });
});

describe('instantAtWallClock', () => {
  it('converts Paris wall times in both seasons', () => {
    expect(instantAtWallClock('2026-01-10', '08:00', 'Europe/Paris').toISOString()).toBe('2026-01-10T07:00:00.000Z');
    expect(instantAtWallClock('2026-07-10', '08:00', 'Europe/Paris').toISOString()).toBe('2026-07-10T06:00:00.000Z');
    expect(instantAtWallClock('2026-07-10', '08:00', 'Pacific/Kiritimati').toISOString()).toBe('2026-07-09T18:00:00.000Z');
  });
});

describe('commercial SMS and the restaurant’s region', () => {
  it('holds them on 26 December in Alsace-Moselle only', () => {
    expect(isCommercialSmsAllowedAt(at('2026-12-26T10:00:00Z'), PARIS, 'alsace-moselle')).toBe(false);
    expect(isCommercialSmsAllowedAt(at('2026-12-26T10:00:00Z'), PARIS)).toBe(true);
    // Saturday 26 December 2026 held: Sunday, then Monday 28 at 08:00.
    expect(nextCommercialSmsInstant(at('2026-12-26T10:00:00Z'), PARIS, 'alsace-moselle').toISOString()).toBe('2026-12-28T07:00:00.000Z');
  });

  it('holds them on La Réunion’s abolition day, on its own clock', () => {
    expect(isCommercialSmsAllowedAt(at('2026-12-21T06:00:00Z'), 'Indian/Reunion', 'reunion')).toBe(true);
    // Monday 20 December 2027, 10:00 in Saint-Denis.
    expect(isCommercialSmsAllowedAt(at('2027-12-20T06:00:00Z'), 'Indian/Reunion', 'reunion')).toBe(false);
    expect(isCommercialSmsAllowedAt(at('2027-12-20T06:00:00Z'), 'Indian/Reunion')).toBe(true);
  });
});
