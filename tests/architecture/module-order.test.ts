// The server's modules stand in one order, lowest first: a module imports only modules below it,
// and only through their index.ts. An import cycle between modules means neither can be read,
// tested or changed without the other; an import of another module's inside file means its
// owner cannot change it without a search across the server. Each table has one writing module,
// so the rules a write must keep (a version bump, a history row, a message) live in one place.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, resolveImport, sourceFiles, type Graph } from './source-graph';

const SERVER = path.resolve(import.meta.dirname, '../../src/server');
const MODULES = path.join(SERVER, 'modules');

/**
 * The modules, lowest first, by layer: a module may import the modules of the layers below its
 * own, never one of its own layer or above. A new module is placed here (docs/ARCHITECTURE.md).
 */
const LAYERS: readonly (readonly string[])[] = [
  // Rows several record owners create: a restaurant's dining tables (its starter set at sign-up).
  ['dining-tables'],
  // Records everything else builds on: settings, rows and queued messages.
  ['app-config', 'bot-check', 'health', 'idempotency', 'outbox', 'restaurants', 'staff-members'],
  // Identities: owners, devices, sessions and the staff guard every staff route uses.
  ['auth'],
  // The booking engine: bookings, a restaurant's day, the online booking's rules.
  ['booking-engine'],
  // Payments: connected accounts, card guarantees and deposits, money actions, provider webhooks.
  ['confirmation-codes', 'payments'],
  // The waiting list's offers: an accepted offer on a protected evening holds its table as the
  // wizard's booking does (payments), and a released hold's table is offered to the list.
  ['waiting-offers'],
  ['subscriptions', 'service-book'],
  // Use cases: the screens and the public pages.
  ['bookings', 'floor-plans', 'staff', 'statistics'],
  ['public-restaurant', 'settings', 'guests'],
  ['mailing', 'diner-pages', 'dev-tools', 'after-meal'],
  // A partner channel: Reserve with Google's booking server books through what bookings exports.
  ['google-reserve'],
  // Delivery: the outbox worker, the renderers and the schedulers it runs.
  ['notifications'],
];

/** Tables written by more than one module today, and by which: none, and it stays so. */
const SHARED_WRITES: Readonly<Record<string, readonly string[]>> = {};

const IMPORT = /^(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

/**
 * Every import of a file, type-only ones included: the module order is about what a module knows
 * of another, and a type names the other's shape as much as a function does (the file-level cycle
 * check in import-graph.test.ts counts run-time imports, which decide evaluation order).
 */
function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((m) => {
    const target = resolveImport(file, m[2]!);
    return target ? [{ target, typeOnly: Boolean(m[1]) }] : [];
  });
}

/** The root files every layer is handed the types of: the settings and what a module receives. */
const CONFIG_FILES = new Set(['config.ts', 'context.ts']);

/**
 * The unit a server file belongs to: its module, or db, http, lib, seed, upgrades, config (config.ts
 * and context.ts), or the root (the composition: app.ts, main.ts…).
 */
function unitOf(file: string): string {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts.length === 1 && CONFIG_FILES.has(parts[0]!)) return 'config';
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 && parts[0] !== 'modules' ? parts[0]! : '(root)';
}

function unitGraph(files: string[], withTypes: boolean): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const from = unitOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { target, typeOnly } of importsOf(file)) {
      const to = unitOf(target);
      if (to !== from && target.startsWith(SERVER) && (withTypes || !typeOnly)) graph.get(from)!.add(to);
    }
  }
  return graph;
}

const WRITE = /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"](\w+)['"]|\b(?:insert\s+into|delete\s+from|update)\s+"?(\w+)"?\s/gi;

/** Which modules write each table: the query builder's writes and raw SQL ones. */
export function writersOf(files: string[]): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const file of files) {
    const unit = unitOf(file);
    if (!unit.startsWith('modules/')) continue;
    const text = readFileSync(file, 'utf8');
    // Raw SQL counts inside sql`` templates only (a comment saying "update" is no write).
    const raw = [...text.matchAll(/sql`([^`]*)`/g)].map((m) => m[1]).join('\n');
    const builder = text.replace(/sql`[^`]*`/g, '');
    for (const source of [builder, raw]) {
      for (const m of source.matchAll(WRITE)) {
        const table = m[1] ?? m[2];
        if (!table || (source === builder && !m[1])) continue;
        if (!writers.has(table)) writers.set(table, new Set());
        writers.get(table)!.add(unit.slice('modules/'.length));
      }
    }
  }
  return writers;
}

/** A write whose table is chosen at run time: the check above cannot say which module writes what. */
const DYNAMIC_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*(?!['"\s])|\b(?:insert\s+into|delete\s+from|update)\s+\$\{/gi;

/** A file that can reach the database (a service's `catalogue.updateTable(…)` is no SQL). */
const TALKS_SQL = /from '(?:kysely|(?:\.\.\/)+db\/(?:transactions|database))'/;

/** The modules' writes that name no table, as `file: the statement's start`. */
export function unnamedWrites(files: string[]): string[] {
  return files.flatMap((file) => {
    if (!unitOf(file).startsWith('modules/')) return [];
    const text = readFileSync(file, 'utf8');
    if (!TALKS_SQL.test(text)) return [];
    return [...text.matchAll(DYNAMIC_WRITE)].map((m) => `${path.relative(SERVER, file)}: ${m[0]}`);
  });
}

const files = sourceFiles(SERVER);
const modules = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());

describe('the order of the server modules', () => {
  it('places every module in one layer', () => {
    const placed = LAYERS.flat();
    expect([...placed].sort()).toEqual([...modules].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('has no import cycle between modules, type-only imports included', () => {
    const graph = unitGraph(files, true);
    for (const unit of graph.keys()) if (!unit.startsWith('modules/')) graph.delete(unit);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has every module import only modules of the layers below its own', () => {
    const layerOf = new Map<string, number>(LAYERS.flatMap((layer, at) => layer.map((name) => [`modules/${name}`, at] as const)));
    const upward = [...unitGraph(files, true)].flatMap(([from, targets]) =>
      layerOf.has(from) ? [...targets].filter((to) => layerOf.has(to) && layerOf.get(to)! >= layerOf.get(from)!).map((to) => `${from} → ${to}`) : [],
    );
    expect(upward).toEqual([]);
  });

  it('has no import cycle between db, http, lib, config, seed, upgrades, the modules and the root, type-only imports included', () => {
    expect(cyclesOf(unitGraph(files, true))).toEqual([]);
  });

  it('reaches another module only through its index.ts', () => {
    const inside = files.flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => {
          const to = unitOf(target);
          return to.startsWith('modules/') && to !== unitOf(file) && path.basename(target) !== 'index.ts';
        })
        .map(({ target }) => `${path.relative(SERVER, file)} → ${path.relative(SERVER, target)}`),
    );
    expect(inside).toEqual([]);
  });

  it('names the table of every write a module makes, so that its writer is known', () => {
    expect(unnamedWrites(files)).toEqual([]);
  });

  it('has one writing module per table, but for the shrinking list of known shared writes', () => {
    const shared = Object.fromEntries([...writersOf(files)].filter(([, writers]) => writers.size > 1).map(([table, writers]) => [table, [...writers].sort()]));
    expect(shared).toEqual(SHARED_WRITES);
  });
});

describe('the checks themselves', () => {
  it('find a planted cycle', () => {
    const graph: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('read `./x.js` as `./x.ts`', () => {
    expect(resolveImport(path.join(SERVER, 'app.ts'), './lib/app-version.js')).toBe(path.join(SERVER, 'lib/app-version.ts'));
  });

  it('see a write whose table is chosen at run time, with the builder or in raw SQL', () => {
    const planted = path.join(MODULES, 'settings', 'planted.ts');
    const source =
      "await db.updateTable(table).set(x).execute();\nawait sql`update ${sql.table(table)} set a = 1`.execute(db);\nawait db.updateTable('menus').set(x);";
    const found = [...source.matchAll(DYNAMIC_WRITE)].map((m) => m[0]);
    expect(found).toEqual(['.updateTable(', 'update ${']);
    expect(unitOf(planted)).toBe('modules/settings');
  });

  it('see writes made with the query builder and with raw SQL', () => {
    expect(modules.length).toBeGreaterThan(20);
    const writers = writersOf(files);
    expect([...(writers.get('outbox') ?? [])]).toContain('outbox');
    expect([...(writers.get('availability_versions') ?? writers.get('restaurants') ?? [])].length).toBeGreaterThan(0);
  });
});
