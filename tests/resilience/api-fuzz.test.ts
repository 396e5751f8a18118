import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { describeFuzz, runApiFuzz } from '../../scripts/resilience/fuzz-api';
import { sweepOutOfRangeIntegers } from '../../scripts/resilience/out-of-range-integers';
import { enrolDevice, login, restaurantIdOf, CODES } from '../integration/staff-helpers';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// A fixed seed keeps CI reproducible; FUZZ_SEED=<n> replays another run, and
// `npx tsx scripts/resilience/fuzz-api.ts --runs 5000` explores new ones.
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe.each(await dialectsUnderTest())('generated requests on every public route on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it(`answers ${RUNS} schema-generated and hostile requests without a 5xx, always in the envelope, and leaves nothing half-written`, async () => {
    const outcome = await runApiFuzz({ url: server.url, db: server.db, today: todayIn('Europe/Paris', server.clock.now()) }, { runs: RUNS, seed: SEED });
    const summary = describeFuzz(outcome);
    expect(outcome.failures, summary).toEqual([]);
    expect(outcome.invariantViolations, summary).toEqual([]);
    // The fuzz must reach the booking engine, not only the validation in front of it.
    expect(outcome.coverage['POST /api/bookings']?.['201'] ?? 0, summary).toBeGreaterThan(0);
    expect(outcome.coverage['GET /api/restaurants/{slug}/hours/{weekday}/{date}']?.['200'] ?? 0, summary).toBeGreaterThan(0);
  }, 120_000);

  it('answers every integer beyond a database integer, on every route (staff ones with a manager token), with a 4xx', async () => {
    const restaurantId = await restaurantIdOf(server, 'le-petit-zinc');
    const token = await login(server, await enrolDevice(server, restaurantId), CODES.manager);
    const sweep = await sweepOutOfRangeIntegers(server.url, { token, restaurantId });
    expect(sweep.requests).toBeGreaterThan(50);
    expect(sweep.failures).toEqual([]);
  }, 120_000);
});
