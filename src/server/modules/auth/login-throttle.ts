/** Consecutive wrong codes after which a device is disabled until the owner enrols it again. */
export const MAX_FAILED_CODES = 10;

/**
 * Wait imposed after the n-th consecutive wrong code: none for the first two typos, then doubling
 * from one second, capped at a minute. Ten attempts thus take an attacker about two minutes, after
 * which the device is disabled; a waiter who mistypes twice never waits.
 */
export function delayAfterFailure(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(2 ** (failures - 3), 60) * 1000;
}

export type FailureOutcome =
  | { kind: 'disabled'; failures: number }
  | { kind: 'retry'; failures: number; notBefore: Date | null; attemptsLeft: number };

export function outcomeOfFailure(previousFailures: number, now: Date): FailureOutcome {
  const failures = previousFailures + 1;
  if (failures >= MAX_FAILED_CODES) return { kind: 'disabled', failures };
  const delay = delayAfterFailure(failures);
  return {
    kind: 'retry',
    failures,
    notBefore: delay > 0 ? new Date(now.getTime() + delay) : null,
    attemptsLeft: MAX_FAILED_CODES - failures,
  };
}
