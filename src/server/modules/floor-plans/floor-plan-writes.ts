import { planErrors } from '../../../domain/floor-plan/checks';
import type { FloorPlanInput } from '../../../domain/floor-plan/schema';
import type { PlanFixture, PlanTable } from '../../../domain/floor-plan/types';
import type { Executor } from '../../db/transactions';
import { conflict, unprocessable } from '../../http/envelope';
import { tableColumns } from './floor-plan-mapping';
import { FLOOR_PLAN_MESSAGES as M, tablesHaveBookingsMessage } from './floor-plans-messages';
import { deleteTable, insertTable, updateTable } from '../dining-tables';
import {
  findTableByGuid,
  loadLegends,
  loadLiveTables,
  loadUpcomingBookingsOnTables,
  replaceTableLegends,
  tablesWithBookings,
  updateFloorPlan,
  type TableRow,
} from './floor-plans-repository';

// Writing a plan: its tables are the engine's `dining_tables` rows, so a save creates, moves and
// removes real tables. Always called inside one transaction: a refused save writes nothing.

// Tables of room N come before those of room N+1 wherever tables are listed.
const POSITIONS_PER_ROOM = 1000;

export interface WriteContext {
  restaurantId: number;
  /** The restaurant's today: bookings from then on must not lose their table. */
  today: string;
  at: string;
}

/**
 * Takes tables off the plans. Tables holding bookings from today on are not touched: the whole save
 * is refused with the list. Tables that only past bookings point to are archived (inactive, on no
 * plan) so those bookings keep their history; the others are deleted.
 */
export async function removeTables(trx: Executor, wc: WriteContext, tables: readonly TableRow[]): Promise<void> {
  if (tables.length === 0) return;
  const ids = tables.map((t) => t.id);
  const upcoming = await loadUpcomingBookingsOnTables(trx, wc.restaurantId, ids, wc.today);
  if (upcoming.length > 0) {
    const byTable = tables
      .map((t) => ({ tableName: t.name, bookings: upcoming.filter((b) => b.table_id === t.id) }))
      .filter((entry) => entry.bookings.length > 0);
    throw conflict(tablesHaveBookingsMessage(byTable), 'table_has_bookings');
  }
  const withHistory = await tablesWithBookings(trx, ids);
  for (const table of tables) {
    if (withHistory.has(table.id)) await updateTable(trx, table.id, { active: false, floor_plan_id: null, archived_at: wc.at });
    else await deleteTable(trx, table.id);
  }
}

/**
 * Writes `input` into plan `planId` (already created or version-claimed by the caller): room, fixtures,
 * and every table created, updated, moved in from another room, or removed.
 * Returns the ids of other rooms a table was taken from (their version must change too).
 */
export async function writePlanContent(trx: Executor, wc: WriteContext, planId: number, planPosition: number, input: FloorPlanInput): Promise<number[]> {
  const ids = new Set<string>();
  for (const item of input.items) {
    if (ids.has(item.id)) throw unprocessable(M.duplicateItem, 'duplicate_item');
    ids.add(item.id);
  }
  const tables = input.items.filter((i): i is PlanTable => i.kind === 'table');
  const fixtures = input.items.filter((i): i is PlanFixture => i.kind !== 'table');

  const [existing, legends] = await Promise.all([loadLiveTables(trx, wc.restaurantId), loadLegends(trx, wc.restaurantId)]);
  const byGuid = new Map(existing.map((t) => [t.guid, t]));
  const inPayload = new Set(tables.map((t) => t.id));
  const removed = existing.filter((t) => t.floor_plan_id === planId && !inPayload.has(t.guid));
  const otherNames = existing.filter((t) => !inPayload.has(t.guid) && t.floor_plan_id !== planId).map((t) => t.name);

  const firstError = planErrors({ name: input.name, width: input.width, height: input.height, items: input.items }, otherNames)[0];
  if (firstError) throw unprocessable(firstError.message, firstError.code);

  const legendIds = new Map(legends.map((l) => [l.guid, l.id]));
  const resolveLegends = (guids: readonly string[]) =>
    [...new Set(guids)].map((guid) => {
      const id = legendIds.get(guid);
      if (id === undefined) throw unprocessable(M.legendUnknown, 'legend_unknown');
      return id;
    });

  // Removals first: a table deleted and a new one given its name in the same save must not clash.
  await removeTables(trx, wc, removed);

  const movedFrom = new Set<number>();
  for (const [index, table] of tables.entries()) {
    const columns = { ...tableColumns(table), floor_plan_id: planId, position: planPosition * POSITIONS_PER_ROOM + index };
    const legendList = resolveLegends(table.legendGuids);
    const current = byGuid.get(table.id);
    let tableId: number;
    if (current) {
      if (current.floor_plan_id !== null && current.floor_plan_id !== planId) movedFrom.add(current.floor_plan_id);
      await updateTable(trx, current.id, columns);
      tableId = current.id;
    } else {
      // A guid we do not hold as a live table of this restaurant: a new table, unless it is taken.
      if (await findTableByGuid(trx, table.id)) throw conflict(M.tableTaken, 'table_taken');
      tableId = await insertTable(trx, { ...columns, guid: table.id, restaurant_id: wc.restaurantId });
    }
    await replaceTableLegends(trx, tableId, legendList);
  }

  await updateFloorPlan(trx, planId, {
    name: input.name.trim().replace(/\s+/g, ' '),
    width: input.width,
    height: input.height,
    elements: JSON.stringify(fixtures),
    updated_at: wc.at,
  });
  return [...movedFrom];
}
