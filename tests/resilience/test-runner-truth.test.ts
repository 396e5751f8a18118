import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { playwrightCounts, vitestCounts } from '../../scripts/test-counts.mjs';

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
});
