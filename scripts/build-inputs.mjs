// What a build is made from, and whether dist/ was built from exactly that: `npm start` and the
// operational scripts rebuild only when a source, a build script or the lockfile changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = path.join('dist', 'build-stamp.json');

const INPUT_DIRS = ['src', 'scripts'];
const INPUT_FILES = ['package-lock.json', 'package.json', 'vite.config.ts', 'tsconfig.json'];
// Tests never reach the build; editing one must not cost a rebuild.
const IGNORED = /\.test\.tsx?$|(^|\/)(node_modules|resilience)(\/|$)/;

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (IGNORED.test(full)) continue;
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** A hash of every build input's path and bytes, in a stable order. */
export function buildInputsHash(root = '.') {
  const files = [
    ...INPUT_DIRS.filter((d) => existsSync(path.join(root, d))).flatMap((d) => listFiles(path.join(root, d))),
    ...INPUT_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f) && statSync(f).isFile()),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/ holds a build of the current inputs (and every output the scripts run). */
export function buildIsCurrent(root = '.', outputs = []) {
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(stamp) || outputs.some((o) => !existsSync(path.join(root, o)))) return false;
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).inputs === buildInputsHash(root);
  } catch {
    return false;
  }
}
