import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// A failure seen only on a CI machine is diagnosed from its log alone: the artefacts stay on
// that machine. So for each failed test, the page as the failing assertion saw it (the
// accessibility snapshot Playwright keeps in its "error-context" file) is printed in the log.

const MAX_LINES = 80;

/** The page's snapshot out of Playwright's error-context file (its ```yaml block), or null. */
function pageSnapshotOf(errorContext: string): string | null {
  const found = /```yaml\n([\s\S]*?)\n```/.exec(errorContext);
  return found ? found[1]! : null;
}

export default class FailurePageReporter implements Reporter {
  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let snapshot: string | null;
      try {
        snapshot = pageSnapshotOf(readFileSync(attachment.path, 'utf8'));
      } catch {
        continue;
      }
      if (!snapshot) continue;
      const lines = snapshot.split('\n');
      const more = lines.length > MAX_LINES ? `\n… (${lines.length - MAX_LINES} lignes de plus)` : '';
      process.stdout.write(`\n── La page quand « ${test.title} » a échoué ──\n${lines.slice(0, MAX_LINES).join('\n')}${more}\n──\n`);
    }
  }
}
