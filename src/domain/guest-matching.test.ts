import { describe, expect, it } from 'vitest';
import { normaliseEmailKey, normaliseTags, planGuestLinks, summariseGuestHistory } from './guest-matching.js';

describe('planGuestLinks', () => {
  it('links a booking to the known guest sharing its phone or its e-mail', () => {
    const plan = planGuestLinks(
      [
        { id: 1, emails: ['anne@example.fr'], phones: ['+33611111111'] },
        { id: 2, emails: ['bob@example.fr'], phones: [] },
      ],
      [
        { id: 10, email: 'anne.pro@example.fr', phone: '+33611111111' },
        { id: 11, email: 'bob@example.fr', phone: '+33622222222' },
      ],
    );
    expect(plan.links.get(10)).toBe(1);
    expect(plan.links.get(11)).toBe(2);
    expect(plan.created.size).toBe(0);
    expect(plan.merges).toEqual([]);
  });

  it('creates one guest for unknown bookings that share keys, learning keys as it goes', () => {
    const plan = planGuestLinks(
      [],
      [
        { id: 1, email: 'claire@example.fr', phone: '' },
        { id: 2, email: 'claire@example.fr', phone: '+33633333333' },
        { id: 3, email: 'claire.autre@example.fr', phone: '+33633333333' },
        { id: 4, email: 'david@example.fr', phone: '+33644444444' },
      ],
    );
    expect(new Set([plan.links.get(1), plan.links.get(2), plan.links.get(3)]).size).toBe(1);
    expect(plan.links.get(4)).not.toBe(plan.links.get(1));
    expect(plan.created.size).toBe(2);
    expect([...plan.created.values()].map((ids) => ids.length).sort()).toEqual([1, 3]);
  });

  it('merges two known guests that a booking proves to be one person, into the oldest', () => {
    const plan = planGuestLinks(
      [
        { id: 7, emails: ['eve@example.fr'], phones: [] },
        { id: 3, emails: [], phones: ['+33655555555'] },
      ],
      [{ id: 20, email: 'eve@example.fr', phone: '+33655555555' }],
    );
    expect(plan.links.get(20)).toBe(3);
    expect(plan.merges).toEqual([{ into: 3, from: [7] }]);
  });

  it('leaves bookings without any contact unlinked', () => {
    const plan = planGuestLinks([], [{ id: 1, email: '', phone: '' }]);
    expect(plan.links.size).toBe(0);
    expect(plan.created.size).toBe(0);
  });

  it('normalises e-mail keys', () => {
    expect(normaliseEmailKey('  Anne@Example.FR ')).toBe('anne@example.fr');
    expect(normaliseEmailKey(null)).toBe('');
  });
});

describe('summariseGuestHistory', () => {
  it('counts visits, no-shows, cancellations and upcoming bookings', () => {
    const summary = summariseGuestHistory(
      [
        { date: '2026-01-10', status: 'completed', covers: 2 },
        { date: '2026-03-02', status: 'confirmed', covers: 4 },
        { date: '2026-05-20', status: 'no_show', covers: 2 },
        { date: '2026-06-01', status: 'cancelled_by_guest', covers: 2 },
        { date: '2026-06-02', status: 'cancelled_by_restaurant', covers: 2 },
        { date: '2026-11-17', status: 'seated', covers: 2 },
        { date: '2026-12-24', status: 'confirmed', covers: 6 },
      ],
      '2026-11-17',
    );
    expect(summary).toEqual({
      bookings: 7,
      visits: 3,
      noShows: 1,
      cancellations: 2,
      upcoming: 1,
      lastVisit: '2026-11-17',
      firstVisit: '2026-01-10',
      lastActivity: '2026-12-24',
    });
  });

  it('has no visit for a guest who never came', () => {
    const summary = summariseGuestHistory([{ date: '2026-12-01', status: 'confirmed', covers: 2 }], '2026-11-17');
    expect(summary.visits).toBe(0);
    expect(summary.lastVisit).toBeNull();
  });
});

describe('normaliseTags', () => {
  it('trims, drops empties and case-insensitive duplicates', () => {
    expect(normaliseTags([' VIP ', 'vip', '', 'Végétarien', '  habitué   du  midi '])).toEqual(['VIP', 'Végétarien', 'habitué du midi']);
  });
});
