import { describe, expect, it } from 'vitest';
import { entriesToOffer, hoursInWindow, isOfferExpired, matchEntryHour, offerExpiresAt, offerRoom, type OfferLike } from './waiting-offers';

const slots = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00'];
const entry = (id: number, hour = '20:00', covers = 2, email = `d${id}@example.fr`, phone_number = '') => ({ id, hour, covers, email, phone_number });
const NOW = new Date('2026-11-21T18:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('hour window of a waiting-list entry', () => {
  it('keeps the slots within 30 minutes of the wish, nearest first and the earlier of two equals first', () => {
    expect(hoursInWindow('20:00', slots)).toEqual(['20:00', '19:45', '20:15', '19:30', '20:30']);
  });
  it('has nothing to offer when no slot is near the wish', () => {
    expect(hoursInWindow('12:30', slots)).toEqual([]);
  });
  it('offers the wished hour when it fits, else the nearest hour that does', () => {
    expect(matchEntryHour(entry(1), slots, () => true)).toBe('20:00');
    expect(matchEntryHour(entry(1), slots, (h) => h === '20:30')).toBe('20:30');
    expect(matchEntryHour(entry(1), slots, (h) => h === '21:00')).toBeNull();
  });
  it('asks the engine for the party of the entry', () => {
    const asked: number[] = [];
    matchEntryHour(entry(1, '20:00', 6), slots, (_h, covers) => (asked.push(covers), false));
    expect(new Set(asked)).toEqual(new Set([6]));
  });
});

describe('who is offered', () => {
  it('takes the oldest entries, one per contact (e-mail or phone)', () => {
    const list = [
      entry(1),
      entry(2, '20:00', 2, 'D1@example.fr'),
      entry(3, '20:00', 2, '', '+33611111111'),
      entry(4, '20:00', 2, 'x@example.fr', '+33611111111'),
      entry(5),
    ];
    expect(entriesToOffer(list, [], NOW).map((e) => e.id)).toEqual([1, 3, 5]);
  });
  it('skips entries already offered (open, expired, declined) but not those who lost a race', () => {
    const offers: OfferLike[] = [
      { booking_id: 1, status: 'expired', expires_at: later(-5) },
      { booking_id: 2, status: 'declined', expires_at: later(10) },
      { booking_id: 3, status: 'taken', expires_at: later(10) },
      { booking_id: 4, status: 'offered', expires_at: later(10) },
    ];
    expect(entriesToOffer([entry(1), entry(2), entry(3), entry(4), entry(5)], offers, NOW).map((e) => e.id)).toEqual([3, 5]);
  });
  it('waits for a contact holding an open offer on another of their entries', () => {
    const offers: OfferLike[] = [{ booking_id: 1, status: 'offered', expires_at: later(10) }];
    expect(entriesToOffer([entry(1), entry(2, '20:30', 2, 'd1@example.fr'), entry(3)], offers, NOW).map((e) => e.id)).toEqual([3]);
  });
  it('keeps at most three offers open per service; run-out offers free their place', () => {
    const open = (id: number, minutes: number): OfferLike => ({ booking_id: id, status: 'offered', expires_at: later(minutes) });
    expect(offerRoom([], NOW)).toBe(3);
    expect(offerRoom([open(1, 10), open(2, 10)], NOW)).toBe(1);
    expect(offerRoom([open(1, 10), open(2, 10), open(3, 10)], NOW)).toBe(0);
    expect(offerRoom([open(1, 10), open(2, 10), open(3, 0)], NOW)).toBe(1);
  });
});

describe('expiry', () => {
  it('runs out after the restaurant’s minutes, the instant itself included', () => {
    const expires = offerExpiresAt(NOW, 30).toISOString();
    expect(expires).toBe('2026-11-21T18:30:00.000Z');
    expect(isOfferExpired(expires, new Date('2026-11-21T18:29:59.999Z'))).toBe(false);
    expect(isOfferExpired(expires, new Date('2026-11-21T18:30:00.000Z'))).toBe(true);
  });
});
