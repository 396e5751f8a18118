import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const child = path.join(import.meta.dirname, '..', 'support', 'sqlite-gc-child.ts');

describe('better-sqlite3 objects and the garbage collector', () => {
  // On Node ≥ 24.19 a better-sqlite3 12 statement or database collected by a garbage collection
  // that V8 starts from one of its tasks aborts the whole process; on Node 20 this passes either
  // way, and the CI pass on the current LTS is where it proves the fix.
  it('opens, queries and closes databases, then survives a collection outside JavaScript', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', child], { encoding: 'utf8', env: process.env, timeout: 60_000 });
    expect(run.stderr).not.toContain('Assertion failed');
    expect(run.signal).toBeNull();
    expect(run.stdout).toContain('collected without aborting');
    expect(run.status).toBe(0);
  });
});
