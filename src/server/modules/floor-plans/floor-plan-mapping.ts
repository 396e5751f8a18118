import { z } from 'zod';
import { planFixtureSchema } from '../../../domain/floor-plan/schema';
import { TABLE_SHAPES, type PlanDocument, type PlanFixture, type PlanTable, type TableShape } from '../../../domain/floor-plan/types';
import type { FloorPlanRow, TableRow } from './floor-plans-repository';

// Rows as stored ↔ the plan documents the editor and the renderer work on.

const fixturesSchema = z.array(z.unknown());

/**
 * The walls, bar, decor and labels of a plan. An element that no longer reads as one (hand-edited
 * row, older format) is skipped rather than breaking the whole plan.
 */
function parseFixtures(json: string): PlanFixture[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  const list = fixturesSchema.safeParse(raw);
  if (!list.success) return [];
  const out: PlanFixture[] = [];
  for (const entry of list.data) {
    const parsed = planFixtureSchema.safeParse(entry);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

function tableShape(value: string): TableShape {
  return (TABLE_SHAPES as readonly string[]).includes(value) ? (value as TableShape) : 'square';
}

export function tableRowToItem(row: TableRow, legendGuids: readonly string[]): PlanTable {
  return {
    kind: 'table',
    id: row.guid,
    shape: tableShape(row.shape),
    name: row.name,
    minCovers: row.min_covers,
    maxCovers: row.max_covers,
    legendGuids: [...legendGuids],
    combinable: row.combinable,
    active: row.active,
    onlineBookable: row.online_bookable,
    x: Number(row.pos_x),
    y: Number(row.pos_y),
    width: Number(row.width),
    height: Number(row.height),
    rotation: Number(row.rotation),
  };
}

/** A plan with its tables: fixtures first (drawn underneath), then tables in their order. */
export function planDocument(plan: FloorPlanRow, tables: readonly TableRow[], legends: Map<number, string[]>): PlanDocument {
  const own = tables.filter((t) => t.floor_plan_id === plan.id);
  return {
    name: plan.name,
    width: plan.width,
    height: plan.height,
    items: [...parseFixtures(plan.elements), ...own.map((t) => tableRowToItem(t, legends.get(t.id) ?? []))],
  };
}

/** The stored columns of a table as the editor placed it. */
export function tableColumns(table: PlanTable) {
  return {
    name: table.name.trim().replace(/\s+/g, ' '),
    min_covers: table.minCovers,
    max_covers: table.maxCovers,
    active: table.active,
    combinable: table.combinable,
    ...(table.onlineBookable === undefined ? {} : { online_bookable: table.onlineBookable }),
    shape: table.shape,
    pos_x: round2(table.x),
    pos_y: round2(table.y),
    width: round2(table.width),
    height: round2(table.height),
    rotation: round2(((table.rotation % 360) + 360) % 360),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
