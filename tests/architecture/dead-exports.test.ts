// An export is a promise to other files: something exported that no file imports is either dead
// code or a name that should be private. Read from the sources (syntax only, no type check): every
// value or function exported by a file of src/ is imported by name somewhere else — by the product,
// a script or a test (a test exercising a rule directly is a use) — or its file is loaded whole (a
// namespace import, `export *`, or a dynamic `import()` such as a lazy route).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const READ = ['src', 'tests', 'e2e', 'bench', 'scripts'];
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) ? [full] : [];
  });
}

const files = READ.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const known = new Set(files);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.m?js$/, ''));
  return ENDINGS.map((ending) => base + ending).find((candidate) => known.has(candidate)) ?? null;
}

interface Module {
  /** Values, functions and classes this file exports (types are erased, and not counted). */
  exports: string[];
  /** For each file it imports: the names it takes, or '*' when it takes the whole file. */
  imports: Map<string, Set<string>>;
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

function readModule(file: string, text: string, resolve = resolveImport): Module {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const exports: string[] = [];
  const imports = new Map<string, Set<string>>();
  const take = (specifier: string, name: string) => {
    const target = resolve(file, specifier);
    if (!target) return;
    if (!imports.has(target)) imports.set(target, new Set());
    imports.get(target)!.add(name);
  };
  for (const statement of source.statements) {
    if (isExported(statement)) {
      const isDefault = (ts.getModifiers(statement as ts.HasModifiers) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) exports.push(declaration.name.text);
      } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
        exports.push(isDefault ? 'default' : statement.name.text);
      }
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const specifier = node.moduleSpecifier.text;
      if (clause?.name) take(specifier, 'default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) take(specifier, '*');
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) take(specifier, (element.propertyName ?? element.name).text);
      if (!clause) take(specifier, '*');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) take(specifier, '*');
      else for (const element of node.exportClause.elements) take(specifier, (element.propertyName ?? element.name).text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) take(argument.text, '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, imports };
}

/** `file name` for every export of src/ that no other file takes. */
function unusedExports(modules: Map<string, Module>): string[] {
  const taken = new Map<string, Set<string>>();
  for (const [file, module] of modules) {
    for (const [target, names] of module.imports) {
      if (target === file) continue;
      if (!taken.has(target)) taken.set(target, new Set());
      for (const name of names) taken.get(target)!.add(name);
    }
  }
  const unused: string[] = [];
  for (const [file, module] of modules) {
    const relative = path.relative(ROOT, file).split(path.sep).join('/');
    if (!relative.startsWith('src/') || /\.test\.tsx?$/.test(relative)) continue;
    const names = taken.get(file) ?? new Set<string>();
    if (names.has('*')) continue;
    for (const name of module.exports) if (!names.has(name)) unused.push(`${relative} ${name}`);
  }
  return unused.sort();
}

describe('exports', () => {
  it('are all imported somewhere: no dead code and no needlessly public name in src/', () => {
    const modules = new Map(files.map((file) => [file, readModule(file, readFileSync(file, 'utf8'))]));
    expect(modules.size).toBeGreaterThan(500);
    expect(unusedExports(modules)).toEqual([]);
  }, 120_000);

  it('finds a planted unused export, and accepts one taken by name, whole, or by a lazy import', () => {
    const at = (name: string) => path.join(ROOT, 'src/domain', name);
    const fixture = (from: string, specifier: string) => at(`${path.basename(specifier).replace(/\.js$/, '')}.ts`);
    const sources: Record<string, string> = {
      'a.ts': 'export const used = 1;\nexport function planted() {}\nexport type Shape = { x: number };',
      'b.ts': 'export function wholeFile() {}',
      'c.ts': 'export default function lazyRoute() {}',
      'd.ts': "import { used } from './a';\nimport * as b from './b.js';\nconst c = () => import('./c');",
    };
    const modules = new Map(Object.entries(sources).map(([name, text]) => [at(name), readModule(at(name), text, fixture)]));
    expect(unusedExports(modules)).toEqual(['src/domain/a.ts planted']);
  });
});
