import { describe, expect, it } from 'vitest';
import { describeRace, runLastTableRace } from '../../scripts/resilience/last-table-race';
import { dialectsUnderTest } from '../support/databases';

// Two real server processes on one database, 1 000 diners wanting the same last table at once.
describe.each(await dialectsUnderTest())('last table on %s, two server processes', (dialect) => {
  it('gives it to exactly one of 1 000 simultaneous requests and refuses the others cleanly', async () => {
    const outcome = await runLastTableRace({ dialect, requests: 1000, servers: 2 });
    const summary = describeRace(outcome);
    expect(outcome.statuses['201'], summary).toBe(1);
    // The others are refused: 409 (no table), or 503 with Retry-After when the machine is too slow
    // to serve them all within the write queue's 20 s limit (load shedding, nothing written).
    expect((outcome.statuses['409'] ?? 0) + (outcome.statuses['503'] ?? 0), summary).toBe(999);
    expect(outcome.sheddingWithoutRetryAfter, summary).toBe(0);
    expect(outcome.networkErrors, summary).toBe(0);
    expect(outcome.bookingsStored, summary).toBe(1);
    expect(outcome.invariantViolations, summary).toEqual([]);
    expect(outcome.serverErrorLogLines, summary).toBe(0);
  }, 240_000);
});
