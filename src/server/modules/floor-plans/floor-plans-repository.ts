import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/transactions';
import { readFlags, type WithBooleans } from '../../db/flags';
import type { DiningTablesTable, FloorPlansTable } from '../../db/schema';
import { TABLE_HOLDING_STATUSES } from '../booking-engine';

export type FloorPlanRow = Selectable<FloorPlansTable>;
export type TableRow = WithBooleans<Selectable<DiningTablesTable>>;

export function listFloorPlans(db: Executor, restaurantId: number): Promise<FloorPlanRow[]> {
  return db.selectFrom('floor_plans').selectAll().where('restaurant_id', '=', restaurantId).orderBy('position').orderBy('id').execute();
}

export function findFloorPlan(db: Executor, restaurantId: number, guid: string): Promise<FloorPlanRow | undefined> {
  return db.selectFrom('floor_plans').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
}

export async function countFloorPlans(db: Executor, restaurantId: number): Promise<number> {
  const row = await db
    .selectFrom('floor_plans')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextFloorPlanPosition(db: Executor, restaurantId: number): Promise<number> {
  const row = await db
    .selectFrom('floor_plans')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertFloorPlan(db: Executor, row: Insertable<FloorPlansTable>): Promise<number> {
  const { id } = await db.insertInto('floor_plans').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Bumps the version only if it is still `expected`: the row lock this takes also serialises two
 * saves of one plan. False when someone saved in between.
 */
export async function claimFloorPlanVersion(db: Executor, id: number, expected: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('floor_plans')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function bumpFloorPlanVersion(db: Executor, id: number, at: string): Promise<void> {
  await db
    .updateTable('floor_plans')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .execute();
}

export async function updateFloorPlan(db: Executor, id: number, changes: Updateable<FloorPlansTable>): Promise<void> {
  await db.updateTable('floor_plans').set(changes).where('id', '=', id).execute();
}

export async function deleteFloorPlan(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('floor_plans').where('id', '=', id).execute();
}

/** The restaurant's tables still in use (archived ones are history only), in display order. */
export async function loadLiveTables(db: Executor, restaurantId: number): Promise<TableRow[]> {
  const rows = await db
    .selectFrom('dining_tables')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('dining_tables', row));
}

export function findTableByGuid(db: Executor, guid: string): Promise<Pick<TableRow, 'id' | 'restaurant_id' | 'archived_at'> | undefined> {
  return db.selectFrom('dining_tables').select(['id', 'restaurant_id', 'archived_at']).where('guid', '=', guid).executeTakeFirst();
}

/** Legend guids of each table, by table id. */
export async function loadTableLegendGuids(db: Executor, tableIds: number[]): Promise<Map<number, string[]>> {
  const byTable = new Map<number, string[]>();
  if (tableIds.length === 0) return byTable;
  const rows = await db
    .selectFrom('table_legends')
    .innerJoin('placement_legends', 'placement_legends.id', 'table_legends.legend_id')
    .select(['table_legends.table_id', 'placement_legends.guid'])
    .where('table_legends.table_id', 'in', tableIds)
    .orderBy('placement_legends.position')
    .orderBy('placement_legends.id')
    .execute();
  for (const row of rows) byTable.set(row.table_id, [...(byTable.get(row.table_id) ?? []), row.guid]);
  return byTable;
}

export function loadLegends(db: Executor, restaurantId: number) {
  return db
    .selectFrom('placement_legends')
    .select(['id', 'guid', 'label'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function replaceTableLegends(db: Executor, tableId: number, legendIds: number[]): Promise<void> {
  await db.deleteFrom('table_legends').where('table_id', '=', tableId).execute();
  if (legendIds.length > 0)
    await db
      .insertInto('table_legends')
      .values(legendIds.map((legend_id) => ({ table_id: tableId, legend_id })))
      .execute();
}

/** Table-holding bookings from `fromDate` on that sit at one of `tableIds`, soonest first. */
export function loadUpcomingBookingsOnTables(db: Executor, restaurantId: number, tableIds: number[], fromDate: string) {
  if (tableIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .innerJoin('booking_tables', 'booking_tables.booking_id', 'bookings.id')
    .select([
      'bookings.guid',
      'bookings.reference',
      'bookings.date',
      'bookings.hour',
      'bookings.name',
      'bookings.covers',
      'bookings.status',
      'booking_tables.table_id',
    ])
    .where('bookings.restaurant_id', '=', restaurantId)
    .where('booking_tables.table_id', 'in', tableIds)
    .where('bookings.date', '>=', fromDate)
    .where('bookings.status', 'in', TABLE_HOLDING_STATUSES)
    .orderBy('bookings.date')
    .orderBy('bookings.hour')
    .orderBy('bookings.id')
    .execute();
}

/** Which of `tableIds` any booking, whatever its date or status, points to. */
export async function tablesWithBookings(db: Executor, tableIds: number[]): Promise<Set<number>> {
  if (tableIds.length === 0) return new Set();
  const rows = await db.selectFrom('booking_tables').select('table_id').distinct().where('table_id', 'in', tableIds).execute();
  return new Set(rows.map((r) => r.table_id));
}

/** One service's bookings that hold tables, with their tables' guids: what the live view shows. */
export async function loadServiceBookings(db: Executor, restaurantId: number, date: string, service: 'noon' | 'evening') {
  const rows = await db
    .selectFrom('bookings')
    .leftJoin('booking_tables', 'booking_tables.booking_id', 'bookings.id')
    .leftJoin('dining_tables', 'dining_tables.id', 'booking_tables.table_id')
    .select([
      'bookings.id',
      'bookings.guid',
      'bookings.reference',
      'bookings.hour',
      'bookings.turn_minutes',
      'bookings.status',
      'bookings.covers',
      'bookings.name',
      'bookings.source',
      'bookings.information',
      'bookings.staff_note',
      'dining_tables.guid as table_guid',
    ])
    .where('bookings.restaurant_id', '=', restaurantId)
    .where('bookings.date', '=', date)
    .where('bookings.service', '=', service)
    .where('bookings.status', 'in', TABLE_HOLDING_STATUSES)
    .orderBy('bookings.hour')
    .orderBy('bookings.id')
    .execute();
  const byId = new Map<number, Omit<(typeof rows)[number], 'table_guid'> & { tableGuids: string[] }>();
  for (const { table_guid, ...row } of rows) {
    const entry = byId.get(row.id) ?? { ...row, tableGuids: [] };
    if (table_guid) entry.tableGuids.push(table_guid);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}
