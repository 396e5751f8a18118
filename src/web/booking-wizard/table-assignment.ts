// The wizard's table suggestion (spec section 4, table assignment). The server re-checks it and
// decides; this only carries the diner's preference.

import { PLACEMENT_ANY } from './draft';
import type { TableItem } from './types';

export interface AssignmentInput {
  tables: readonly TableItem[];
  blocked: readonly string[];
  /** The chosen placement legend guid, or 'peu-importe'. */
  placement: string;
  /** Filter by placement: done from the experience page only. */
  applyPlacement: boolean;
  /** The table name the diner chose, if any. */
  tableName: string | null;
}

/** Tables still possible, smallest first. */
function candidateTables(input: Omit<AssignmentInput, 'tableName'>): TableItem[] {
  const blocked = new Set(input.blocked);
  let list = [...input.tables].sort((a, b) => a.capacity - b.capacity).filter((t) => !blocked.has(t.guid));
  if (input.applyPlacement && input.placement && input.placement !== PLACEMENT_ANY) {
    list = list.filter((t) => (t.legends_ids_array ?? []).map(String).includes(input.placement));
  }
  return list;
}

/** The table to suggest: the chosen table name, else the smallest remaining table, else none. */
export function assignTable(input: AssignmentInput): string | null {
  if (input.tableName) return input.tableName;
  return candidateTables(input)[0]?.guid ?? null;
}
