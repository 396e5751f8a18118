export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { status?: string; assertionResults?: { status?: string }[] }[];
}
export function vitestCounts(report: VitestReport): Counts;
export function playwrightCounts(report: { stats?: Record<string, number | undefined> }): Counts;
export function vitestFailures(report: object, root?: string): string[];
export function playwrightFailures(report: object): string[];
