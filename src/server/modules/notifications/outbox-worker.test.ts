import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs } from './outbox-worker';
import { fromAddressOf } from './transports';

describe('retry delays', () => {
  it('double after each failure from 30 seconds, capped at one hour', () => {
    const policy = { ...DEFAULT_RETRY, jitter: 0 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(policy, n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('spread by at most ±10% so that many retries do not land together', () => {
    expect(retryDelayMs(DEFAULT_RETRY, 1, () => 0)).toBe(27_000);
    expect(retryDelayMs(DEFAULT_RETRY, 1, () => 1)).toBe(33_000);
  });
});

describe('sender address', () => {
  it('is read from MAIL_FROM with or without a display name', () => {
    expect(fromAddressOf('Couvert <no-reply@couvert.fr>')).toBe('no-reply@couvert.fr');
    expect(fromAddressOf('no-reply@couvert.fr')).toBe('no-reply@couvert.fr');
  });
});
