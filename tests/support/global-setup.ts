// The suite's global set-up: names this run's database templates (tests/support/databases.ts) for
// every worker, and drops them when the run ends.
import { randomBytes } from 'node:crypto';
import { dropTemplates } from './databases';

export default function setup(): () => Promise<void> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  process.env.COUVERT_TEST_TEMPLATES = run;
  return () => dropTemplates(run);
}
