// `npm test`: the whole suite. Type check and lint, then unit and integration tests (SQLite, and PostgreSQL when reachable —
// required in CI) under two far-apart time zones, then the end-to-end tests in Chromium against the
// built product. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { playwrightCounts, vitestCounts } from './test-counts.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'couvert-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
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

const vitest = path.join('node_modules', '.bin', 'vitest');
for (const tz of ['UTC', 'Pacific/Kiritimati']) {
  const out = path.join(reports, `vitest-${tz.replace('/', '-')}.json`);
  run(`Unit and integration tests (TZ=${tz})`, vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { TZ: tz });
  countVitest(out);
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

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
