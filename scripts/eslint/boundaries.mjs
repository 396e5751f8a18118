// The web app stands in layers (tests/architecture/web-layers.test.ts names them): app/ on top (the
// route table, the staff shell, the index route, the diner pages' entries), the features side by
// side below it, then the shared code. A feature never imports another feature: what two share
// moves down into ui/ or lib/, and a path to another's screen comes from lib/paths.ts. Shared code
// (ui/, lib/, i18n/, styles/) never imports app/ or a feature, so any screen may use it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const WEB = path.join('src', 'web') + path.sep;
const APP = 'app';
const SHARED = new Set(['i18n', 'lib', 'styles', 'ui', 'public']);

/**
 * The top folder under src/web of a file (or of a folder, imported through its index), or null for
 * the entries at its root and anything elsewhere.
 */
function webFolderOf(file) {
  const at = file.lastIndexOf(WEB);
  if (at < 0) return null;
  const parts = file.slice(at + WEB.length).split(path.sep);
  if (parts.length > 1) return parts[0];
  return existsSync(file) && statSync(file).isDirectory() ? parts[0] : null;
}

const isFeature = (folder) => folder !== null && folder !== APP && !SHARED.has(folder);

export const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature and not app/; shared code imports neither app/ nor a feature.' },
    schema: [],
    messages: {
      crossFeature:
        "The feature '{{from}}' imports the feature '{{to}}': features never import each other. Move what they share to ui/ or lib/ (paths come from lib/paths.ts), or let app/ hand it in.",
      featureImportsApp: "The feature '{{from}}' imports app/: app/ puts the features together, they never import it (paths come from lib/paths.ts).",
      sharedImportsAbove: "'{{from}}' is shared code and imports '{{to}}': ui/, lib/, i18n/ and styles/ never import app/ or a feature.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = webFolderOf(file);
    if (own === null || own === APP) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = webFolderOf(path.resolve(path.dirname(file), source));
      if (target === null || target === own) return;
      const data = { from: own, to: target };
      if (SHARED.has(own)) {
        if (!SHARED.has(target)) context.report({ node, messageId: 'sharedImportsAbove', data });
      } else if (target === APP) context.report({ node, messageId: 'featureImportsApp', data });
      else if (isFeature(target)) context.report({ node, messageId: 'crossFeature', data });
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

const isPublicEntry = (rest) => rest.length === 0 || (rest.length === 1 && /^index\.tsx?$/.test(rest[0]));
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

export default { rules: { layers: webLayers, 'module-boundaries': moduleBoundaries } };
