export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export function vitestCounts(report: Record<string, number | undefined>): Counts;
export function playwrightCounts(report: { stats?: Record<string, number | undefined> }): Counts;
