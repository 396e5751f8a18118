import { describe, expect, it } from 'vitest';
import { instantAtWallClock } from './dates';
import {
  DEFAULT_GUEST_RISK_RULE,
  guestRiskRuleSchema,
  isLateCancellation,
  riskActionFor,
  riskShortWords,
  riskWindowStart,
  riskWords,
  risksOf,
  type RiskIncident,
} from './guest-risk';

const before = (date: string, hour: string, hours: number) =>
  new Date(instantAtWallClock(date, hour, 'Europe/Paris').getTime() - hours * 3_600_000).toISOString();

describe('the twelve-month window', () => {
  it('starts the same day a year earlier, and 1 March after a 29 February', () => {
    expect(riskWindowStart('2026-11-28')).toBe('2025-11-28');
    expect(riskWindowStart('2028-02-29')).toBe('2027-03-01');
    expect(riskWindowStart('2027-01-01')).toBe('2026-01-01');
  });
});

describe('a late cancellation', () => {
  const base = { date: '2026-10-25', hour: '20:00', timeZone: 'Europe/Paris', freeCancellationUntil: null };
  it('is under 24 hours before the booking without a deadline, on the restaurant’s clock (the day the clocks change)', () => {
    // 25 October 2026: Paris goes back one hour at 03:00; 24 hours before 20:00 is 21:00 summer time the day before.
    expect(isLateCancellation({ ...base, cancelledAt: '2026-10-24T19:00:00.000Z' })).toBe(true);
    expect(isLateCancellation({ ...base, cancelledAt: '2026-10-24T18:59:59.000Z' })).toBe(false);
    expect(isLateCancellation({ ...base, cancelledAt: before('2026-10-25', '20:00', 2) })).toBe(true);
  });
  it('is after the booking’s own free-cancellation deadline when it had one', () => {
    const deadline = before('2026-10-25', '20:00', 48);
    expect(isLateCancellation({ ...base, freeCancellationUntil: deadline, cancelledAt: before('2026-10-25', '20:00', 30) })).toBe(true);
    expect(isLateCancellation({ ...base, freeCancellationUntil: deadline, cancelledAt: before('2026-10-25', '20:00', 50) })).toBe(false);
  });
});

describe('counting a day’s guests at once', () => {
  const incidents: RiskIncident[] = [
    { bookingId: 1, guestId: 7, email: 'a@x.fr', phone: '', kind: 'no_show' },
    { bookingId: 2, guestId: null, email: '', phone: '+33612345678', kind: 'no_show' },
    { bookingId: 3, guestId: null, email: 'a@x.fr', phone: '', kind: 'late_cancellation' },
    { bookingId: 4, guestId: 7, email: 'old@x.fr', phone: '', kind: 'late_cancellation' },
  ];
  it('matches by profile, e-mail or phone, and never counts a booking against itself', () => {
    const risks = risksOf(
      [
        { bookingId: 10, guestIds: [7], email: 'a@x.fr', phone: '+33612345678' },
        { bookingId: 11, guestIds: [], email: '', phone: '+33612345678' },
        { bookingId: 3, guestIds: [], email: 'a@x.fr', phone: '' },
        { bookingId: 12, guestIds: [], email: '', phone: '' },
      ],
      incidents,
    );
    expect(risks.get(10)).toEqual({ noShows: 2, lateCancellations: 2 });
    expect(risks.get(11)).toEqual({ noShows: 1, lateCancellations: 0 });
    expect(risks.get(3)).toEqual({ noShows: 1, lateCancellations: 0 });
    expect(risks.get(12)).toEqual({ noShows: 0, lateCancellations: 0 });
  });
});

describe('the words', () => {
  it('follow French plural rules', () => {
    expect(riskWords({ noShows: 2, lateCancellations: 0 })).toEqual(['2 absences en 12 mois']);
    expect(riskWords({ noShows: 1, lateCancellations: 1 })).toEqual(['1 absence en 12 mois', '1 annulation tardive en 12 mois']);
    expect(riskWords({ noShows: 0, lateCancellations: 3 })).toEqual(['3 annulations tardives en 12 mois']);
    expect(riskWords({ noShows: 0, lateCancellations: 0 })).toEqual([]);
    expect(riskShortWords({ noShows: 2, lateCancellations: 1 })).toBe('2 abs. · 1 ann. tard.');
  });
});

describe('the owner’s rule', () => {
  it('is off by default and acts from the threshold on', () => {
    expect(riskActionFor(DEFAULT_GUEST_RISK_RULE, 10)).toBeNull();
    const rule = { threshold: 2, action: 'refuse' as const, guaranteeCents: 2000 };
    expect(riskActionFor(rule, 1)).toBeNull();
    expect(riskActionFor(rule, 2)).toBe('refuse');
  });
  it('refuses bad input in French', () => {
    const bad = guestRiskRuleSchema.safeParse({ threshold: 0, action: 'flag', guaranteeCents: 2000 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Seuil : au moins 1 absence.');
    expect(guestRiskRuleSchema.safeParse({ threshold: 2, action: 'ban', guaranteeCents: 2000 }).error?.issues[0]?.message).toMatch(/^Action : /);
    expect(guestRiskRuleSchema.safeParse({ threshold: null, action: 'guarantee', guaranteeCents: 2000 }).success).toBe(true);
  });
});
