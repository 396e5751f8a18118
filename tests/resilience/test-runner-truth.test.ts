import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { playwrightCounts, playwrightFailures, vitestCounts, vitestFailures } from '../../scripts/test-counts.mjs';

// The suite's verdict must be the truth: a test that needed a second try is not a pass.
describe('the test runner', () => {
  it('counts a flaky end-to-end test as failed, never as passed', () => {
    expect(playwrightCounts({ stats: { expected: 40, unexpected: 0, flaky: 2, skipped: 1 } })).toEqual({ passed: 40, failed: 2, skipped: 1 });
  });

  it('counts a test file that failed outside its tests (import error, failing hook) as a failure', () => {
    const report = {
      numPassedTests: 12,
      numFailedTests: 1,
      numPendingTests: 2,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(vitestCounts(report)).toEqual({ passed: 12, failed: 2, skipped: 2 });
  });

  it('never retries an end-to-end test', () => {
    expect(config.retries).toBe(0);
    expect(config.failOnFlakyTests).toBe(Boolean(process.env.CI));
  });

  it('names each failed test with its first error line, so the end of the output says what failed', () => {
    const vitest = {
      testResults: [
        {
          name: '/repo/tests/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a > works' },
            { status: 'failed', fullName: 'a > breaks', failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'] },
          ],
        },
        { name: '/repo/tests/b.test.ts', status: 'failed', message: 'Cannot find module ./gone', assertionResults: [] },
      ],
    };
    expect(vitestFailures(vitest, '/repo')).toEqual([
      'tests/a.test.ts › a > breaks: AssertionError: expected 1 to be 2',
      'tests/b.test.ts: Cannot find module ./gone',
    ]);

    const playwright = {
      suites: [
        {
          title: 'host.journey.spec.ts',
          specs: [],
          suites: [
            {
              title: 'a host',
              specs: [
                { title: 'seats', file: 'journeys/host.journey.spec.ts', line: 12, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
                {
                  title: 'moves',
                  file: 'journeys/host.journey.spec.ts',
                  line: 40,
                  tests: [{ status: 'unexpected', results: [{ status: 'timedOut', error: { message: 'Test timeout of 30000ms exceeded.' } }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(playwright)).toEqual(['journeys/host.journey.spec.ts:40 › a host › moves (timedOut): Test timeout of 30000ms exceeded.']);
  });
});
