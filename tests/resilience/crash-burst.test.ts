import { describe, expect, it } from 'vitest';
import { describeCrash, runCrashBurst } from '../../scripts/resilience/crash-burst';
import { dialectsUnderTest } from '../support/databases';

// SIGKILL twice during a 500-booking burst; clients retry with their Idempotency-Key.
describe.each(await dialectsUnderTest())('server killed during a booking burst on %s', (dialect) => {
  it('keeps every acknowledged booking, exactly once, with nothing half-written', async () => {
    const outcome = await runCrashBurst({ dialect, bookings: 500, kills: 2 });
    const summary = describeCrash(outcome);
    expect(outcome.acknowledged, summary).toBe(500);
    expect(outcome.missing, summary).toEqual([]);
    expect(outcome.duplicated, summary).toEqual([]);
    expect(outcome.unexpected, summary).toBe(0);
    expect(outcome.invariantViolations, summary).toEqual([]);
    // The scenario must really have cut requests short, or it proves nothing.
    expect(outcome.interrupted, summary).toBeGreaterThan(0);
  }, 300_000);
});
