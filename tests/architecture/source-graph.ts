// What the architecture tests read the source's import graph with: its files, where a relative
// import leads, and the cycles of a graph.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const RESOLVED = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The TypeScript files under `dir`, tests left out (they are not part of what is shipped). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** A relative import as written resolved to its file: `./x.js` names `./x.ts` (ES module style). */
export function resolveImport(file: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
  return RESOLVED.map((ending) => base + ending).find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

export type Graph = Map<string, Set<string>>;

/** The strongly connected components of more than one node: each is one import cycle or more. */
export function cyclesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let popped: string;
      do {
        popped = stack.pop()!;
        onStack.delete(popped);
        component.push(popped);
      } while (popped !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
