// The source's import graph, read from the files: no module depends on itself through others (an
// import cycle makes the order of evaluation decide what a module sees), and the domain stays
// below everything (it imports neither the server nor the web app).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport, sourceFiles } from './source-graph';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** The files a module imports at run time (type-only imports are erased, so they cannot loop). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => {
    const found = resolveImport(file, specifier);
    return found ? [found] : [];
  });
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
const relative = (file: string) => path.relative(SRC, file);

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, stack: string[]) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map(relative).join(' → '));
        else if (!state.has(next)) visit(next, stack);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, []);
    expect(files.length).toBeGreaterThan(300);
    expect(cycles).toEqual([]);
  });

  it('keeps the domain free of the server and the web app', () => {
    const upward = files
      .filter((file) => relative(file).startsWith('domain'))
      .flatMap((file) =>
        graph
          .get(file)!
          .filter((target) => !relative(target).startsWith('domain'))
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(upward).toEqual([]);
  });

  it('reads an import written with `.js` as the `.ts` file it names', () => {
    const domainFile = path.join(SRC, 'domain/dates.ts');
    expect(resolveImport(domainFile, '../server/lib/app-version.js')).toBe(path.join(SRC, 'server/lib/app-version.ts'));
  });
});
