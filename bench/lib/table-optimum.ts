// The best any rule could do on a night known in advance: which requests to seat, and where, to
// seat the most covers, as an integer program solved exactly by HiGHS (a development dependency,
// used by the bench only).
import type { TableInfo } from '../../src/domain/types';
import type { Night } from './table-nights';

type Highs = { solve(problem: string): { Status: string; ObjectiveValue: number } };

let loaded: Promise<Highs> | null = null;
function highs(): Promise<Highs> {
  loaded ??= import('highs').then(async (module) => (await module.default()) as unknown as Highs);
  return loaded;
}

/** Every way the engine could seat a party: one table whose range fits, or two combinable tables. */
function candidates(tables: readonly TableInfo[], covers: number): number[][] {
  const out: number[][] = [];
  for (const t of tables) if (t.active && t.minCovers <= covers && covers <= t.maxCovers) out.push([t.id]);
  const combinable = tables.filter((t) => t.active && t.combinable);
  for (let i = 0; i < combinable.length; i++) {
    for (let j = i + 1; j < combinable.length; j++) {
      const a = combinable[i]!;
      const b = combinable[j]!;
      if (Math.max(1, a.minCovers, b.minCovers) <= covers && covers <= a.maxCovers + b.maxCovers) out.push([a.id, b.id]);
    }
  }
  return out;
}

/** The LP text: x_r_k = 1 when request r sits on its k-th candidate. */
export function optimumModel(night: Night): string {
  const objective: string[] = [];
  const rows: string[] = [];
  const names: string[] = [];
  // Per table, the variables using it with their stay, to forbid two stays at once.
  const byTable = new Map<number, Array<{ name: string; start: number; end: number }>>();
  night.requests.forEach((r, ri) => {
    const own: string[] = [];
    candidates(night.tables, r.covers).forEach((tableIds, k) => {
      const name = `x_${ri}_${k}`;
      names.push(name);
      own.push(name);
      objective.push(`${r.covers} ${name}`);
      for (const id of tableIds) {
        const list = byTable.get(id) ?? [];
        list.push({ name, start: r.start, end: r.start + r.turnMinutes });
        byTable.set(id, list);
      }
    });
    if (own.length > 0) rows.push(` once_${ri}: ${own.join(' + ')} <= 1`);
  });
  // Stays are intervals: those covering each stay's start form every maximal clique.
  for (const [id, stays] of byTable) {
    const starts = [...new Set(stays.map((s) => s.start))];
    for (const p of starts) {
      const covering = stays.filter((s) => s.start <= p && p < s.end).map((s) => s.name);
      if (covering.length > 1) rows.push(` table_${id}_${p}: ${covering.join(' + ')} <= 1`);
    }
  }
  if (names.length === 0) return 'Maximize\n obj: 0 z\nSubject To\n z <= 0\nEnd\n';
  return ['Maximize', ` obj: ${objective.join(' + ')}`, 'Subject To', ...rows, 'Binary', ` ${names.join(' ')}`, 'End', ''].join('\n');
}

/** Most covers the night could seat. */
export async function optimumCovers(night: Night): Promise<number> {
  const solution = (await highs()).solve(optimumModel(night));
  if (solution.Status !== 'Optimal') throw new Error(`HiGHS: ${solution.Status}`);
  return Math.round(solution.ObjectiveValue);
}
