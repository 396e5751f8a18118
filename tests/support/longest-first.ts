// The order vitest hands files to its workers: the long ones first. With three workers, a
// two-minute resilience file picked up last would run alone at the end while the other workers
// sit idle; started first, it overlaps everything else. Resilience files (real processes, faults)
// are the longest, then the integration files, then the unit tests. Within each group vitest's own
// order stays (durations of the last run when it has them, else file size).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const GROUPS = ['/tests/resilience/', '/tests/integration/'];
const groupOf = (file: TestSpecification) => {
  const at = GROUPS.findIndex((group) => file.moduleId.includes(group));
  return at < 0 ? GROUPS.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => groupOf(a) - groupOf(b));
  }
}
