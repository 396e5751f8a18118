/** Wrong codes within the window after which a device is disabled until the owner enrols it again. */
export const MAX_FAILED_CODES = 10;
/**
 * The rolling window wrong codes are counted over. A success does not clear it: otherwise a member
 * who knows their own code could alternate it with guesses and never reach the delays.
 */
export const CODE_FAILURE_WINDOW_MS = 24 * 3600_000;

/**
 * Wait imposed after the n-th wrong code of the window: none for the first two typos, then doubling
 * from one second, capped at a minute. Ten attempts thus take an attacker about two minutes, after
 * which the device is disabled; a waiter who mistypes twice never waits.
 */
export function delayAfterFailure(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(2 ** (failures - 3), 60) * 1000;
}

export type FailureOutcome = { kind: 'disabled'; failures: number } | { kind: 'retry'; failures: number; notBefore: Date | null; attemptsLeft: number };

/** `failures`: wrong codes within the window, this one included. */
export function outcomeOfFailure(failures: number, now: Date): FailureOutcome {
  if (failures >= MAX_FAILED_CODES) return { kind: 'disabled', failures };
  const delay = delayAfterFailure(failures);
  return {
    kind: 'retry',
    failures,
    notBefore: delay > 0 ? new Date(now.getTime() + delay) : null,
    attemptsLeft: MAX_FAILED_CODES - failures,
  };
}

/** Owner passwords: wrong ones of an e-mail counted over an hour. */
export const PASSWORD_FAILURE_WINDOW_MS = 3600_000;
/** Free attempts before the delays; at this count the owner is told by e-mail. */
export const PASSWORD_FREE_ATTEMPTS = 4;
/** Longest wait: an attacker slows the owner down at most this much, and a reset ends it. */
export const PASSWORD_MAX_DELAY_MS = 5 * 60_000;

/**
 * Wait after the n-th wrong password of the window: none for the first four, then doubling from
 * 15 s up to five minutes. Never a lock: the real owner waits at most five minutes, or resets the
 * password by e-mail, which clears the count. An attacker gets about 15 guesses an hour.
 */
export function passwordDelayAfter(failures: number): number {
  if (failures < PASSWORD_FREE_ATTEMPTS) return 0;
  return Math.min(15_000 * 2 ** (failures - PASSWORD_FREE_ATTEMPTS), PASSWORD_MAX_DELAY_MS);
}
