import type { Insertable, Updateable } from 'kysely';
import type { PlacementLegendsTable, PreferenceIconsTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';
import { readFlags, writeFlags, type WithBooleans } from '../../db/flags';

// Archived tables (removed from a plan but kept for the bookings that sat there) are history, not
// settings: they are neither listed (floor-plans-access's loadLiveTables), editable nor holding
// their old name.

export function listTableLegendLinks(db: Executor, restaurantId: number) {
  return db
    .selectFrom('table_legends')
    .innerJoin('placement_legends', 'placement_legends.id', 'table_legends.legend_id')
    .select(['table_legends.table_id', 'placement_legends.guid'])
    .where('placement_legends.restaurant_id', '=', restaurantId)
    .execute();
}

export async function findTable(db: Executor, restaurantId: number, guid: string) {
  const row = await db
    .selectFrom('dining_tables')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('guid', '=', guid)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row && readFlags('dining_tables', row);
}

export function listLegends(db: Executor, restaurantId: number) {
  return db
    .selectFrom('placement_legends')
    .select(['id', 'guid', 'label', 'image', 'position'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertLegend(db: Executor, row: Insertable<PlacementLegendsTable>): Promise<void> {
  await db.insertInto('placement_legends').values(row).execute();
}

export async function updateLegend(db: Executor, restaurantId: number, guid: string, changes: Updateable<PlacementLegendsTable>): Promise<number> {
  const r = await db.updateTable('placement_legends').set(changes).where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteLegend(db: Executor, restaurantId: number, guid: string): Promise<number> {
  const r = await db.deleteFrom('placement_legends').where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function listIcons(db: Executor, restaurantId: number) {
  const rows = await db
    .selectFrom('preference_icons')
    .select(['id', 'guid', 'label', 'image', 'position', 'active'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('preference_icons', row));
}

export async function findIcon(db: Executor, restaurantId: number, guid: string) {
  const row = await db.selectFrom('preference_icons').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
  return row && readFlags('preference_icons', row);
}

export async function insertIcon(db: Executor, row: WithBooleans<Insertable<PreferenceIconsTable>>): Promise<void> {
  await db.insertInto('preference_icons').values(writeFlags('preference_icons', row)).execute();
}

export async function updateIcon(db: Executor, id: number, changes: WithBooleans<Updateable<PreferenceIconsTable>>): Promise<void> {
  await db.updateTable('preference_icons').set(writeFlags('preference_icons', changes)).where('id', '=', id).execute();
}

export async function deleteIcon(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('preference_icons').where('id', '=', id).execute();
}

export async function isIconUsed(db: Executor, iconId: number): Promise<boolean> {
  const row = await db.selectFrom('booking_icons').select('booking_id').where('icon_id', '=', iconId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The catalogue's lists that the owner orders. */
export type OrderedList = 'dining_tables' | 'placement_legends' | 'preference_icons' | 'questions';

export async function maxPosition(db: Executor, table: OrderedList, restaurantId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('p'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return Number(row?.p ?? -1);
}
