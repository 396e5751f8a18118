// `npm test`: the whole suite. Type check, lint and format; unit and integration tests (SQLite, and
// PostgreSQL when reachable — required in CI) under UTC, then a second time zone and a current LTS
// Node where those can change an answer (scripts/test-plan.mjs says which files and why); the
// end-to-end tests in Chromium against the built product. Ends with each step's duration and one
// "N passed, N failed" line.
//
// Three tracks run side by side, because no one of them keeps two cores busy on its own: the
// static checks (single-threaded tools) followed by the small second vitest passes; the build then
// the end-to-end tests (a browser and a server, often waiting on each other); the full vitest pass
// (waiting on databases, sockets and child processes as much as computing). Each step writes to a
// log of its own, printed whole when the step ends, so the output of parallel steps never interleaves.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NATIVE_SQLITE_FILES, SECOND_ZONE, UNIT_TESTS, ZONE_SENSITIVE_FILES } from './test-plan.mjs';
import { playwrightCounts, playwrightFailures, vitestCounts, vitestFailures } from './test-counts.mjs';

/** What Prettier formats (and `npm test` checks): code and styles; Markdown and HTML templates keep their hand layout. */
const FORMATTED = '**/*.{ts,tsx,mjs,js,css}';
const bin = (name) => path.join('node_modules', '.bin', name);

const reports = mkdtempSync(path.join(tmpdir(), 'couvert-test-reports-'));
const startedAt = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's name and first error line, repeated at the very end of the output. */
const failures = [];
/** Every step with its outcome and wall time, listed at the end. */
const steps = [];
const seconds = (ms) => (ms / 1000).toFixed(0);

/** Runs one step to completion; its output goes to a log printed in one block when it ends. */
function run(label, command, args, env = {}) {
  const log = path.join(reports, `${steps.length}-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const out = openSync(log, 'w');
  const began = Date.now();
  console.log(`▶ ${label} (at ${seconds(began - startedAt)} s)`);
  return new Promise((resolve) => {
    // Through bash, whose `times` reports the CPU the step and every process it waited for used:
    // wall time alone says little when three tracks share two cores.
    const cpuFile = `${log}.cpu`;
    const child = spawn('bash', ['-c', '"$@"; status=$?; times > "$STEP_CPU_FILE"; exit $status', label, command, ...args], {
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env, STEP_CPU_FILE: cpuFile },
    });
    const finish = (status) => {
      closeSync(out);
      const ok = status === 0;
      const took = Date.now() - began;
      steps.push({ label, ok, status, ms: took, cpuMs: childrenCpuMs(cpuFile) });
      console.log(`\n━━ ${label}: ${ok ? 'ok' : `FAILED (${status})`} in ${seconds(took)} s ━━`);
      process.stdout.write(readFileSync(log));
      resolve(ok);
    };
    child.on('error', (error) => {
      console.error(`${label}: ${error.message}`);
      finish('spawn error');
    });
    child.on('close', (code, signal) => finish(code ?? signal));
  });
}

/** User plus system time of a step's processes, from the second line of bash's `times` ("0m12.5s 0m1.2s"). */
function childrenCpuMs(file) {
  if (!existsSync(file)) return null;
  const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return parts.length === 2 ? (parts[0] + parts[1]) * 1000 : null;
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

function count(label, file, counter, lister) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  add(counter(report));
  for (const failure of lister(report)) failures.push(`[${label}] ${failure}`);
}

async function vitest(label, files, env, node = process.execPath) {
  const out = path.join(reports, `vitest-${steps.length}-${Date.now()}.json`);
  await run(
    label,
    node,
    [path.join('node_modules', 'vitest', 'vitest.mjs'), 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  count(label, out, vitestCounts, (report) => vitestFailures(report, process.cwd()));
}

/** Where the type check and the format check keep what they learnt: a second run on the same install redoes only what changed. */
const CACHE = path.join('node_modules', '.cache', 'couvert');

async function staticChecks() {
  await run('Type check', bin('tsc'), ['--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', path.join(CACHE, 'tsc.tsbuildinfo')]);
  // No ESLint cache: its entries are keyed by each file's own text, and a type-aware rule's answer
  // also depends on the files it imports, so a cached "clean" could hide a new error.
  await run('Lint', bin('eslint'), ['.', '--max-warnings=0']);
  await run('Format', bin('prettier'), ['--check', '--log-level=warn', '--cache', '--cache-location', path.join(CACHE, 'prettier'), FORMATTED]);
}

/** The current LTS Node from the npm registry, with better-sqlite3 built for it (cached by version). */
async function prepareLts() {
  const wanted = process.env.LTS_NODE ?? '24';
  if (wanted === 'none') return null;
  const out = path.join(reports, 'lts-node.json');
  const ok = await run(`Node ${wanted} from the npm registry, better-sqlite3 built for it`, process.execPath, ['scripts/lts-node.mjs', wanted, out]);
  return ok ? JSON.parse(readFileSync(out, 'utf8')) : null;
}

/** The full pass: every unit and integration file, under UTC. */
async function vitestPass() {
  await vitest('Unit and integration tests (TZ=UTC)', [], { TZ: 'UTC' });
}

/**
 * The second passes (another zone, the current LTS Node) are small: they follow the static checks,
 * on one worker, while the full pass still runs, instead of lengthening its track.
 */
async function secondPasses(node) {
  const oneWorker = { VITEST_WORKERS: '1' };
  await vitest(`Unit tests and zone-sensitive integration tests (TZ=${SECOND_ZONE})`, [...UNIT_TESTS, ...ZONE_SENSITIVE_FILES], {
    ...oneWorker,
    TZ: SECOND_ZONE,
  });
  if (node) {
    await vitest(
      `Unit tests and native SQLite tests (Node ${node.version}, TZ=UTC)`,
      [...UNIT_TESTS, ...NATIVE_SQLITE_FILES],
      { ...node.env, ...oneWorker, TZ: 'UTC', TEST_DIALECTS: 'sqlite' },
      node.nodeBin,
    );
  }
}

async function buildAndEndToEnd() {
  if (process.env.SKIP_E2E === '1') return;
  if (!(await run('Build', process.execPath, ['scripts/build.mjs']))) return;
  const out = path.join(reports, 'playwright.json');
  await run('End-to-end tests (Chromium)', bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out, TZ: 'UTC' });
  count('End-to-end', out, playwrightCounts, playwrightFailures);
}

const lts = staticChecks().then(prepareLts);
await Promise.all([lts.then(secondPasses), vitestPass(), buildAndEndToEnd()]);

console.log('\nStep durations (wall time, the three tracks overlap; CPU time, user + system):');
const cpuOf = (ms) => (ms === null ? '    ?' : seconds(ms).padStart(5));
for (const step of steps) console.log(`  ${step.ok ? '✓' : '✘'} ${seconds(step.ms).padStart(5)} s  ${cpuOf(step.cpuMs)} s CPU  ${step.label}`);
const allCpu = steps.reduce((sum, step) => sum + (step.cpuMs ?? 0), 0);
console.log(`  = ${seconds(Date.now() - startedAt).padStart(5)} s  ${cpuOf(allCpu)} s CPU  in all`);
const failedSteps = steps.filter((step) => !step.ok);
for (const step of failedSteps) console.log(`\n✘ step failed: ${step.label} (exit ${step.status})`);
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((failure) => `  ✘ ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
