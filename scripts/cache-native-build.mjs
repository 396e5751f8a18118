// Keeps the compiled better-sqlite3 addon in npm's own prebuild cache once `npm install` has
// built it, so the next install of the same version for the same Node on this machine unpacks it
// instead of compiling SQLite again (about two minutes of one core). better-sqlite3 installs with
// prebuild-install, which looks in that cache before it tries to download a prebuilt binary; where
// no download is possible it compiles, and this script stores what it compiled. It asks
// prebuild-install itself where the cache entry goes, so the name and key are always its own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const addonDir = path.join(root, 'node_modules', 'better-sqlite3');
const built = path.join(addonDir, 'build', 'Release', 'better_sqlite3.node');

if (!existsSync(built)) {
  console.log('better-sqlite3 : pas de module compilé à garder.');
  process.exit(0);
}

// `--verbose` names the cache entry it looks for, then fails at once without a network: only the name is read.
const probe = spawnSync(process.execPath, [path.join(root, 'node_modules', 'prebuild-install', 'bin.js'), '--verbose'], {
  cwd: addonDir,
  encoding: 'utf8',
  timeout: 60_000,
});
const entry = /looking for cached prebuild @ (\S+)/.exec(`${probe.stdout}${probe.stderr}`)?.[1];
if (!entry) {
  console.log("better-sqlite3 : prebuild-install n'a pas indiqué son cache ; rien n'est gardé.");
  process.exit(0);
}
if (existsSync(entry)) process.exit(0);

mkdirSync(path.dirname(entry), { recursive: true });
const partial = `${entry}.${process.pid}.tmp`;
const packed = spawnSync('tar', ['czf', partial, '-C', addonDir, 'build/Release/better_sqlite3.node']);
if (packed.status !== 0) {
  rmSync(partial, { force: true });
  console.log("better-sqlite3 : l'archive du module compilé n'a pas pu être écrite.");
  process.exit(0);
}
renameSync(partial, entry);
console.log(`better-sqlite3 : module compilé gardé pour la prochaine installation (${path.basename(entry)}).`);
