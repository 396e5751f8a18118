import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputsHash, buildIsCurrent, STAMP_FILE } from '../../scripts/build-inputs.mjs';

// `npm start` and the operational scripts rebuild only when dist/ is not a build of the current
// sources: a source, a build script or the lockfile changed, or an output is missing.

let root: string;

function project(): string {
  root = mkdtempSync(path.join(tmpdir(), 'couvert-build-inputs-'));
  for (const [file, text] of Object.entries({
    'src/server/main.ts': 'export const a = 1;\n',
    'src/web/app.tsx': 'export const b = 2;\n',
    'src/web/app.test.tsx': 'it("x", () => {});\n',
    'scripts/build.mjs': '// build\n',
    'package-lock.json': '{}\n',
    'dist/server/main.js': '// built\n',
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  writeFileSync(path.join(root, STAMP_FILE), JSON.stringify({ inputs: buildInputsHash(root) }));
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build inputs', () => {
  it('knows a build of the current sources is current', () => {
    expect(buildIsCurrent(project(), ['dist/server/main.js'])).toBe(true);
  });

  it('rebuilds after a source, a build script or the lockfile changed', () => {
    for (const file of ['src/web/app.tsx', 'scripts/build.mjs', 'package-lock.json']) {
      const dir = project();
      writeFileSync(path.join(dir, file), '// changed\n');
      expect(buildIsCurrent(dir, ['dist/server/main.js']), file).toBe(false);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rebuilds after a new source file, or when an output or the stamp is missing', () => {
    const dir = project();
    writeFileSync(path.join(dir, 'src/web/new-page.tsx'), 'export {};\n');
    expect(buildIsCurrent(dir, ['dist/server/main.js'])).toBe(false);
    const other = project();
    expect(buildIsCurrent(other, ['dist/server/main.js', 'dist/server/worker-main.js'])).toBe(false);
    rmSync(path.join(other, STAMP_FILE));
    expect(buildIsCurrent(other, ['dist/server/main.js'])).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it('does not rebuild for a changed test', () => {
    const dir = project();
    writeFileSync(path.join(dir, 'src/web/app.test.tsx'), 'it("y", () => {});\n');
    expect(buildIsCurrent(dir, ['dist/server/main.js'])).toBe(true);
  });
});
