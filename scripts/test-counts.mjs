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

/** The first line of a failure message, without the colour codes a runner may leave in. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/**
 * The failed tests of a Vitest report, each as "file › name: first line of the error", so the end of
 * the log says what failed without scrolling back through the steps.
 */
export function vitestFailures(report, root = '') {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name?.startsWith(root) ? file.name.slice(root.length + 1) : (file.name ?? '?');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** The failed or flaky tests of a Playwright report, with their file, line and first error line. */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = (test.results ?? []).find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const error = firstLine(failed?.error?.message ?? failed?.errors?.[0]?.message);
        failures.push(`${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')} (${failed?.status ?? test.status}): ${error}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return failures;
}
