// How `npm test` turns the runners' JSON reports into its "N passed, N failed" line.

/** Vitest's JSON report (jest-compatible). */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
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
