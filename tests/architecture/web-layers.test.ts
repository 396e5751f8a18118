// The web app's folders stand in layers, top first: main.tsx, app/ (the route table, the staff
// shell, the index route, the diner pages' entries), the features side by side, the shared code
// (ui/ and lib/), and i18n/ at the bottom. A folder imports only folders of the layers below its
// own: a feature never imports another (what two share moves down into ui/ or lib/, a path to
// another's screen comes from lib/paths.ts), and shared code never imports app/ or a feature, so
// a screen can be changed, moved or removed without a search across the others.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, resolveImport, sourceFiles, type Graph } from './source-graph';

const WEB = path.resolve(import.meta.dirname, '../../src/web');
const ROOT = '(root)';

/**
 * The folders of src/web, top layer first. A folder imports only the folders of the layers below
 * its own, never one of its own layer or above. A new screen is a folder among the features (see
 * docs/ARCHITECTURE.md, "The web app's layers").
 */
const LAYERS: readonly (readonly string[])[] = [
  // The entry at the root: main.tsx starts the router.
  [ROOT],
  // The app: the one route table, the staff shell and the index route, the diner pages' entries.
  ['app'],
  // The features, side by side.
  [
    'after-meal',
    'booking-payment',
    'booking-wizard',
    'communications',
    'communications-admin',
    'dashboard',
    'diner-reviews',
    'floor-plan',
    'guests',
    'landing',
    'my-booking',
    'restaurant-terms',
    'settings',
    'staff-login',
    'statistics',
    'waiting-offer',
  ],
  // Shared code: the components, and the browser plumbing (API clients, paths, session, storage).
  ['lib', 'ui'],
  // The words, and the stylesheets every page loads.
  ['i18n', 'styles'],
];
const FEATURES = new Set(LAYERS[2]);
const SHARED = new Set([...LAYERS[3]!, ...LAYERS[4]!]);
const layerOf = new Map(LAYERS.flatMap((layer, at) => layer.map((folder) => [folder, at] as const)));

const IMPORT = /^\s*(?:import|export)\s+[^'"]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

/**
 * The relative specifiers a text imports: static imports and re-exports (type-only ones included:
 * a type names the other folder's shape as much as a function does), stylesheets and other
 * side-effect imports, and the router's lazy `import()`.
 */
export function specifiersOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** The folder of src/web a file belongs to, or the root for the entries beside the folders. */
function folderOf(file: string): string {
  const parts = path.relative(WEB, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : ROOT;
}

interface Edge {
  from: string;
  to: string;
}

/** Every import from one folder of src/web into another, file by file. */
function edgesOf(files: string[]): Edge[] {
  return files.flatMap((from) =>
    specifiersOf(readFileSync(from, 'utf8')).flatMap((specifier) => {
      const to = resolveImport(from, specifier);
      return to && to.startsWith(WEB + path.sep) && folderOf(to) !== folderOf(from) ? [{ from, to }] : [];
    }),
  );
}

function folderGraph(edges: Edge[], folders: string[]): Graph {
  const graph: Graph = new Map(folders.map((folder) => [folder, new Set<string>()]));
  for (const { from, to } of edges) graph.get(folderOf(from))!.add(folderOf(to));
  return graph;
}

const shown = ({ from, to }: Edge) => `${path.relative(WEB, from)} → ${path.relative(WEB, to)}`;

export function crossFeature(edges: Edge[]): string[] {
  return edges.filter(({ from, to }) => FEATURES.has(folderOf(from)) && FEATURES.has(folderOf(to))).map(shown);
}

export function sharedImportingAbove(edges: Edge[]): string[] {
  return edges.filter(({ from, to }) => SHARED.has(folderOf(from)) && !SHARED.has(folderOf(to))).map(shown);
}

export function notDownward(edges: Edge[]): string[] {
  return edges.filter(({ from, to }) => !(layerOf.get(folderOf(to))! > layerOf.get(folderOf(from))!)).map(shown);
}

/** The number of layers the graph needs: the longest chain of imports, in folders (none if it loops). */
export function layerCount(graph: Graph): number {
  const depth = new Map<string, number>();
  const of = (folder: string): number => {
    if (depth.get(folder) === 0) return Infinity;
    if (!depth.has(folder)) {
      depth.set(folder, 0);
      depth.set(folder, 1 + Math.max(0, ...[...(graph.get(folder) ?? [])].map(of)));
    }
    return depth.get(folder)!;
  };
  return Math.max(...[...graph.keys()].map(of));
}

const folders = [ROOT, ...readdirSync(WEB).filter((name) => name !== 'public' && statSync(path.join(WEB, name)).isDirectory())];
const files = sourceFiles(WEB);
const edges = edgesOf(files);
const graph = folderGraph(edges, folders);

describe('the layers of the web app', () => {
  it('places every folder of src/web in one layer', () => {
    const placed = LAYERS.flat();
    expect([...placed].sort()).toEqual([...folders].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('has no import cycle between folders, type-only imports included', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no feature import another feature', () => {
    expect(crossFeature(edges)).toEqual([]);
  });

  it('has no shared code (ui, lib, i18n, styles) import app/ or a feature', () => {
    expect(sharedImportingAbove(edges)).toEqual([]);
  });

  it('has every folder import only folders of the layers below its own', () => {
    expect(notDownward(edges)).toEqual([]);
  });

  it('stands in at most as many layers as it names', () => {
    const layers = layerCount(graph);
    const arrows = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
    console.log(`src/web: ${graph.size} folders, ${arrows} arrows between them, ${layers} layers`);
    expect(layers).toBeLessThanOrEqual(LAYERS.length);
  });
});

describe('the checks themselves', () => {
  const at = (file: string) => path.join(WEB, file);
  const planted: Edge[] = [
    { from: at('settings/settings-route.tsx'), to: at('dashboard/index.ts') },
    { from: at('ui/page-card.tsx'), to: at('app/routes.tsx') },
    { from: at('lib/api.ts'), to: at('ui/spinner.tsx') },
    { from: at('dashboard/timeline-page.tsx'), to: at('lib/paths.ts') },
  ];

  it('find a feature importing another, shared code importing above it, and an import across one layer', () => {
    expect(crossFeature(planted)).toEqual(['settings/settings-route.tsx → dashboard/index.ts']);
    expect(sharedImportingAbove(planted)).toEqual(['ui/page-card.tsx → app/routes.tsx']);
    expect(notDownward(planted)).toEqual([
      'settings/settings-route.tsx → dashboard/index.ts',
      'ui/page-card.tsx → app/routes.tsx',
      'lib/api.ts → ui/spinner.tsx',
    ]);
  });

  it('find a planted cycle and count layers', () => {
    const cyclic: Graph = new Map([
      ['app', new Set(['ui'])],
      ['ui', new Set(['app'])],
    ]);
    expect(cyclesOf(cyclic)).toEqual([['app', 'ui']]);
    const layered: Graph = new Map([
      ['app', new Set(['dashboard', 'ui'])],
      ['dashboard', new Set(['ui'])],
      ['ui', new Set(['i18n'])],
      ['i18n', new Set<string>()],
    ]);
    expect(layerCount(layered)).toBe(4);
    expect(layerCount(cyclic)).toBe(Infinity);
  });

  it('read type-only imports, re-exports, stylesheets and lazy routes', () => {
    const text = [
      "import type { SessionClaims } from '../lib/staff/session';",
      "export { frDashboard } from './i18n';",
      "import styles from './page.module.css';",
      "import '../styles/global.css';",
      "  { index: true, lazy: () => import('./home-route') },",
      "import { paths } from 'react-router';",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['../lib/staff/session', './i18n', './page.module.css', '../styles/global.css', './home-route']);
  });

  it('read `./x.js` as `./x.ts` and a folder as its index', () => {
    expect(resolveImport(at('main.tsx'), './lib/paths.js')).toBe(at('lib/paths.ts'));
    expect(resolveImport(at('app/staff-shell/dashboard-layout.tsx'), '../../dashboard')).toBe(at('dashboard/index.ts'));
  });
});
