// A web feature (a folder of src/web) is used by other features only through its public entry,
// its index.ts: what the others may rely on is written in one file, and a feature's inside can
// change without a search across the app. Shared things live in ui/ and lib/ (and the app shell
// in app/, the diner pages' entries in diner/), which anyone may import.
import path from 'node:path';

const WEB = path.join('src', 'web') + path.sep;
const SHARED = new Set(['app', 'diner', 'i18n', 'lib', 'styles', 'ui', 'public']);

/** The feature folder of a file under src/web, or null for shared code and the entries at its root. */
function featureOf(file) {
  const at = file.lastIndexOf(WEB);
  if (at < 0) return null;
  const parts = file.slice(at + WEB.length).split(path.sep);
  return parts.length > 1 && !SHARED.has(parts[0]) ? { name: parts[0], rest: parts.slice(1) } : null;
}

const isPublicEntry = (rest) => rest.length === 0 || (rest.length === 1 && /^index\.tsx?$/.test(rest[0]));

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A web feature imports another feature only through that feature's index.ts." },
    schema: [],
    messages: {
      internal: "'{{from}}' reaches into '{{to}}': import it from '{{to}}' (its index.ts), or move it to ui/ or lib/ if it is shared.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = featureOf(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source));
      if (!target || target.name === own.name || isPublicEntry(target.rest)) return;
      context.report({ node, messageId: 'internal', data: { from: own.name, to: target.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

// A server module is used by the rest of the server only through its public entry, its index.ts:
// what others may rely on (its routes, its services, the reads and writes it makes inside the
// caller's transaction) is listed in one file, and its tables stay behind it. The order the
// modules stand in is checked by tests/architecture/module-order.test.ts.
const SERVER = path.join('src', 'server') + path.sep;
const MODULES = path.join('src', 'server', 'modules') + path.sep;

function moduleOf(file) {
  const at = file.lastIndexOf(MODULES);
  if (at < 0) return null;
  const parts = file.slice(at + MODULES.length).split(path.sep);
  return parts.length > 1 ? { name: parts[0], rest: parts.slice(1) } : null;
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Server code imports a module only through that module's index.ts." },
    schema: [],
    messages: {
      internal: "'{{from}}' reaches into '{{to}}': import it from '{{to}}' (its index.ts), exporting it there if others may use it.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (file.lastIndexOf(SERVER) < 0) return {};
    const own = moduleOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target || target.name === own?.name || isPublicEntry(target.rest)) return;
      const from = own ? own.name : path.relative(process.cwd(), file);
      context.report({ node, messageId: 'internal', data: { from, to: target.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'module-boundaries': moduleBoundaries } };
