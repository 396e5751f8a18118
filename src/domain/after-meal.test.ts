import { describe, expect, it } from 'vitest';
import { isThankedStatus, starsSummary, thankYouDayDue } from './after-meal';
import { zonedNow } from './dates';
import { thankYouSettingsSchema } from './schemas/after-meal';

describe('the thank-you after the meal', () => {
  it('thanks yesterday’s meals from 09:00 on the restaurant’s clock, never before', () => {
    expect(thankYouDayDue({ date: '2026-11-20', minutes: 8 * 60 + 59 })).toBeNull();
    expect(thankYouDayDue({ date: '2026-11-20', minutes: 9 * 60 })).toBe('2026-11-19');
    expect(thankYouDayDue({ date: '2026-03-01', minutes: 23 * 60 })).toBe('2026-02-28');
    // Kiritimati (UTC+14): Saturday 09:00 there is still Friday 19:00 in UTC.
    expect(thankYouDayDue(zonedNow('Pacific/Kiritimati', new Date('2026-11-20T18:59:00Z')))).toBeNull();
    expect(thankYouDayDue(zonedNow('Pacific/Kiritimati', new Date('2026-11-20T19:00:00Z')))).toBe('2026-11-20');
    // Paris on the night the clocks go back: 09:00 is 08:00 UTC.
    expect(thankYouDayDue(zonedNow('Europe/Paris', new Date('2026-10-25T07:59:00Z')))).toBeNull();
    expect(thankYouDayDue(zonedNow('Europe/Paris', new Date('2026-10-25T08:00:00Z')))).toBe('2026-10-24');
  });

  it('thanks finished bookings only', () => {
    expect(isThankedStatus('completed')).toBe(true);
    for (const status of ['no_show', 'cancelled_by_guest', 'cancelled_by_restaurant', 'confirmed', 'seated', 'waiting'])
      expect(isThankedStatus(status)).toBe(false);
  });

  it('counts and averages the answers', () => {
    expect(starsSummary(new Map())).toEqual({ count: 0, average: null });
    expect(
      starsSummary(
        new Map([
          [5, 2],
          [4, 1],
        ]),
      ),
    ).toEqual({ count: 3, average: 4.7 });
  });

  it('asks for an https review page when the Google link is chosen', () => {
    const ok = (value: unknown) => thankYouSettingsSchema.safeParse(value).success;
    expect(ok({ enabled: false, mode: 'feedback', google_review_url: '' })).toBe(true);
    expect(ok({ enabled: true, mode: 'google', google_review_url: 'https://g.page/r/zinc/review' })).toBe(true);
    expect(ok({ enabled: true, mode: 'google', google_review_url: '' })).toBe(false);
    expect(ok({ enabled: true, mode: 'google', google_review_url: 'http://g.page/r/zinc' })).toBe(false);
    expect(ok({ enabled: true, mode: 'google', google_review_url: 'https://user:pw@g.page/r' })).toBe(false);
    expect(ok({ enabled: true, mode: 'google', google_review_url: 'javascript:alert(1)' })).toBe(false);
  });
});
