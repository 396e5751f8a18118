// How `npm test` turns the runners' JSON reports into its "N passed, N failed" line.

/** Vitest's JSON report (jest-compatible). */
export function vitestCounts(report) {
  // A file that fails outside any test (an import error, a failing beforeAll) has no failed test
  // of its own: it counts as one failure, or the total line would stay green.
  const filesFailedOutsideTests = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + filesFailedOutsideTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Playwright's JSON report. A flaky test (failed, then passed on a retry) counts as failed: it
 * will fail again some day, and a green line would hide it.
 */
export function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
}
