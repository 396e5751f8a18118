// `npm test`: the whole suite. Type check and lint, then unit and integration tests (SQLite, and PostgreSQL when reachable —
// required in CI) under two far-apart time zones, the unit and SQLite integration tests on a current LTS Node, then the end-to-end tests in Chromium against the
// built product. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareLtsNode } from './lts-node.mjs';
import { playwrightCounts, vitestCounts } from './test-counts.mjs';

/** What Prettier formats (and `npm test` checks): code and styles; Markdown and HTML templates keep their hand layout. */
const FORMATTED = '**/*.{ts,tsx,mjs,js,css}';

const reports = mkdtempSync(path.join(tmpdir(), 'couvert-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Steps that exited non-zero, named again at the very end: a red run must say why on its last lines. */
const failedSteps = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(`${label} (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

function countVitest(file) {
  if (existsSync(file)) add(vitestCounts(JSON.parse(readFileSync(file, 'utf8'))));
}

function countPlaywright(file) {
  if (existsSync(file)) add(playwrightCounts(JSON.parse(readFileSync(file, 'utf8'))));
}

run('Type check', path.join('node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.']);
run('Lint', path.join('node_modules', '.bin', 'eslint'), ['.', '--max-warnings=0']);
run('Format', path.join('node_modules', '.bin', 'prettier'), ['--check', '--log-level=warn', FORMATTED]);

const vitest = path.join('node_modules', '.bin', 'vitest');
// Every test runs under UTC. The second zone (UTC+14: "today" there is already tomorrow in Paris
// and in UTC) runs where dates are computed: the rules (src/**) and the routes on real databases
// (tests/integration/**). tests/resilience/** (crashes, races, faults, fuzz sweeps, backups) runs
// once: it checks what survives a failure, not calendar arithmetic, through the same code paths.
const timeZonePasses = [
  { tz: 'UTC', files: [] },
  { tz: 'Pacific/Kiritimati', files: ['src', 'tests/integration'] },
];
for (const { tz, files } of timeZonePasses) {
  const out = path.join(reports, `vitest-${tz.replace('/', '-')}.json`);
  const scope = files.length > 0 ? `${files.join(', ')}, ` : '';
  run(`Unit and integration tests (${scope}TZ=${tz})`, vitest, ['run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    TZ: tz,
  });
  countVitest(out);
}

// The unit and SQLite integration suites once more on a current LTS Node from the npm registry
// (LTS_NODE: a major line or an exact version; `none` skips it). What changes between Node lines
// is the runtime and the native SQLite driver, so PostgreSQL, the resilience tests and the second
// time zone are not repeated there. The wizard's component test is left out too: react-router's
// data router hands jsdom's AbortSignal to Node's own Request, which Node 24 refuses (a known
// jsdom-versus-Node limitation, vitest-dev/vitest#8374); the wizard runs in Chromium end to end.
const ltsWanted = process.env.LTS_NODE ?? '24';
if (ltsWanted !== 'none') {
  console.log(`\n▶ Node ${ltsWanted} from the npm registry, better-sqlite3 built for it`);
  let lts = null;
  try {
    lts = prepareLtsNode(ltsWanted);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failedSteps.push(`Node ${ltsWanted} from the npm registry`);
  }
  if (lts) {
    const out = path.join(reports, 'vitest-lts.json');
    run(
      `Unit and SQLite integration tests (Node ${lts.version}, TZ=UTC)`,
      lts.nodeBin,
      [
        path.join('node_modules', 'vitest', 'vitest.mjs'),
        'run',
        'src',
        'tests/integration',
        '--exclude=src/web/booking-wizard/wizard.test.tsx',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      {
        ...lts.env,
        TZ: 'UTC',
        TEST_DIALECTS: 'sqlite',
      },
    );
    countVitest(out);
  }
}

if (process.env.SKIP_E2E !== '1') {
  if (run('Build', process.execPath, ['scripts/build.mjs'])) {
    const out = path.join(reports, 'playwright.json');
    run('End-to-end tests (Chromium)', path.join('node_modules', '.bin', 'playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      TZ: 'UTC',
    });
    countPlaywright(out);
  }
}

for (const step of failedSteps) console.log(`\n✘ step failed: ${step}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
