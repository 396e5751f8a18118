// What the editor tells the restaurant about a plan: errors that block saving (a table the engine
// could not book properly) and warnings it may ignore (tables overlapping, items outside the room).

import { isInsideRoom, itemBounds, itemsOverlap } from './geometry.js';
import type { PlanDocument, PlanItem, PlanTable } from './types.js';

export const MAX_TABLE_NAME = 40;
export const MAX_COVERS = 99;

export type PlanIssue =
  | { level: 'error'; code: 'table_name' | 'table_name_duplicate' | 'covers' | 'label_text' | 'plan_name'; itemIds: string[]; message: string }
  | { level: 'warning'; code: 'overlap' | 'outside'; itemIds: string[]; message: string };

const KIND_NAMES: Record<PlanItem['kind'], string> = {
  table: 'la table',
  wall: 'un mur',
  bar: 'le bar',
  decor: 'un élément de décor',
  label: 'un texte',
};

function describeItem(item: PlanItem): string {
  if (item.kind === 'table') return `la table « ${item.name.trim() || 'sans nom'} »`;
  if (item.kind === 'label') return `le texte « ${item.text.trim()} »`;
  if (item.kind === 'bar' && item.label.trim()) return `le bar « ${item.label.trim()} »`;
  return KIND_NAMES[item.kind];
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Table names as a person reads them: case, accents-as-typed and extra spaces do not make two names differ. */
export function normalizeTableName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');
}

/** Rules a table must meet for the booking engine (and the diner's table list) to make sense. */
function tableErrors(table: PlanTable): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const name = table.name.trim();
  if (!name) issues.push({ level: 'error', code: 'table_name', itemIds: [table.id], message: 'Chaque table doit avoir un nom.' });
  else if (name.length > MAX_TABLE_NAME) {
    issues.push({ level: 'error', code: 'table_name', itemIds: [table.id], message: `Le nom « ${name.slice(0, 20)}… » dépasse ${MAX_TABLE_NAME} caractères.` });
  }
  const { minCovers: min, maxCovers: max } = table;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < 1 || max > MAX_COVERS || min > max) {
    issues.push({
      level: 'error',
      code: 'covers',
      itemIds: [table.id],
      message: `${capitalise(describeItem(table))} : le nombre de couverts doit aller de 1 à ${MAX_COVERS}, le minimum ne dépassant pas le maximum.`,
    });
  }
  return issues;
}

/** Blocking problems, in the order they appear on the plan. */
export function planErrors(doc: PlanDocument, otherTableNames: readonly string[] = []): PlanIssue[] {
  const issues: PlanIssue[] = [];
  if (!doc.name.trim()) issues.push({ level: 'error', code: 'plan_name', itemIds: [], message: 'Donnez un nom à la salle (Salle, Terrasse, Étage…).' });
  const seen = new Map<string, string>();
  const elsewhere = new Set(otherTableNames.map(normalizeTableName));
  for (const item of doc.items) {
    if (item.kind === 'label' && !item.text.trim()) {
      issues.push({ level: 'error', code: 'label_text', itemIds: [item.id], message: 'Un texte du plan est vide : écrivez-le ou supprimez-le.' });
    }
    if (item.kind !== 'table') continue;
    issues.push(...tableErrors(item));
    const key = normalizeTableName(item.name);
    if (!key) continue;
    const first = seen.get(key);
    if (first) {
      issues.push({
        level: 'error',
        code: 'table_name_duplicate',
        itemIds: [first, item.id],
        message: `Deux tables s'appellent « ${item.name.trim()} » : les clients choisissent leur table par son nom.`,
      });
    } else if (elsewhere.has(key)) {
      issues.push({
        level: 'error',
        code: 'table_name_duplicate',
        itemIds: [item.id],
        message: `Une table d'une autre salle s'appelle déjà « ${item.name.trim()} ».`,
      });
    } else {
      seen.set(key, item.id);
    }
  }
  return issues;
}

// Labels are drawn over the plan and may sit anywhere; fixtures (walls, bar) naturally touch each
// other. Only a table standing on something is worth a warning.
function mayWarnOverlap(a: PlanItem, b: PlanItem): boolean {
  if (a.kind === 'label' || b.kind === 'label') return false;
  return a.kind === 'table' || b.kind === 'table';
}

/** Warnings: overlapping tables (or a table on a wall, the bar…) and items outside the room. */
export function planWarnings(doc: PlanDocument): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const items = doc.items;
  // Sweep along x so a room of a few hundred items stays fast on a tablet.
  const sorted = items.map((item) => ({ item, r: itemBounds(item) })).sort((a, b) => a.r.minX - b.r.minX);
  const pairs: Array<[PlanItem, PlanItem]> = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (b.r.minX >= a.r.maxX) break;
      if (mayWarnOverlap(a.item, b.item) && itemsOverlap(a.item, b.item)) pairs.push([a.item, b.item]);
    }
  }
  // Report in plan order, tables first in each message.
  const order = new Map(items.map((item, index) => [item.id, index]));
  for (const pair of pairs) {
    const [first, second] = pair.sort((p, q) => rank(p) - rank(q) || order.get(p.id)! - order.get(q.id)!);
    issues.push({
      level: 'warning',
      code: 'overlap',
      itemIds: [first.id, second.id],
      message: `${capitalise(describeItem(first))} chevauche ${describeItem(second)}.`,
    });
  }
  issues.sort((p, q) => order.get(p.itemIds[0]!)! - order.get(q.itemIds[0]!)!);
  for (const item of items) {
    if (!isInsideRoom(item, doc.width, doc.height)) {
      issues.push({ level: 'warning', code: 'outside', itemIds: [item.id], message: `${capitalise(describeItem(item))} dépasse des limites de la salle.` });
    }
  }
  return issues;
}

function rank(item: PlanItem): number {
  return item.kind === 'table' ? 0 : 1;
}

/** Ids of items named in some warning or error: the editor outlines them. */
export function flaggedItemIds(issues: readonly PlanIssue[]): Set<string> {
  return new Set(issues.flatMap((i) => i.itemIds));
}
