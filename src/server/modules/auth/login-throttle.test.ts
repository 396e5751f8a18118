import { describe, expect, it } from 'vitest';
import { delayAfterFailure, MAX_FAILED_CODES, outcomeOfFailure, passwordDelayAfter, PASSWORD_MAX_DELAY_MS } from './login-throttle';

describe('code login throttle', () => {
  it('lets two typos pass, then doubles the wait from one second up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(delayAfterFailure)).toEqual([0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000]);
  });

  it('disables the device at the tenth failure of the window', () => {
    const now = new Date('2026-11-17T08:00:00Z');
    expect(outcomeOfFailure(MAX_FAILED_CODES - 1, now)).toEqual({ kind: 'retry', failures: 9, notBefore: new Date('2026-11-17T08:01:00Z'), attemptsLeft: 1 });
    expect(outcomeOfFailure(MAX_FAILED_CODES, now)).toEqual({ kind: 'disabled', failures: 10 });
    expect(outcomeOfFailure(1, now)).toEqual({ kind: 'retry', failures: 1, notBefore: null, attemptsLeft: 9 });
  });
});

describe('owner password throttle', () => {
  it('lets three mistakes pass, then doubles from 15 s and never exceeds five minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(passwordDelayAfter)).toEqual([0, 0, 0, 15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    expect(passwordDelayAfter(1000)).toBe(PASSWORD_MAX_DELAY_MS);
  });
});
