// Preloaded (NODE_OPTIONS=--import) in the CI pass on the current LTS Node: better-sqlite3's
// JavaScript is the installed one, only its compiled part comes from the build made for that Node
// (scripts/lts-node.mjs), so the Node 20 install stays as it is.
import path from 'node:path';

const addon = process.env.COUVERT_BETTER_SQLITE3_ADDON;
const installed = path.join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
const dlopen = process.dlopen;

if (addon) {
  process.dlopen = function (module, filename, ...rest) {
    return dlopen.call(this, module, filename.endsWith(installed) ? addon : filename, ...rest);
  };
}
