import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ClosedDate, IsoWeekday, ServiceRule, TableInfo, TurnTimeRule } from '../../../domain/types';
import type { Executor } from '../../db/transactions';
import type { RestaurantsTable, ServicesTable } from '../../db/schema';
import { readFlag, readFlags, writeFlag, writeFlags, type WithBooleans } from '../../db/flags';

export type RestaurantRow = WithBooleans<Selectable<RestaurantsTable>>;

const restaurant = (row: Selectable<RestaurantsTable> | undefined): RestaurantRow | undefined => row && readFlags('restaurants', row);

export async function findRestaurantBySlug(db: Executor, slug: string): Promise<RestaurantRow | undefined> {
  return restaurant(await db.selectFrom('restaurants').selectAll().where('slug', '=', slug).executeTakeFirst());
}

export async function findRestaurantByGuid(db: Executor, guid: string): Promise<RestaurantRow | undefined> {
  return restaurant(await db.selectFrom('restaurants').selectAll().where('guid', '=', guid).executeTakeFirst());
}

export async function findRestaurantById(db: Executor, id: number): Promise<RestaurantRow | undefined> {
  return restaurant(await db.selectFrom('restaurants').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function loadServices(db: Executor, restaurantId: number): Promise<ServiceRule[]> {
  const rows = await db.selectFrom('services').selectAll().where('restaurant_id', '=', restaurantId).orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    weekdays: r.weekdays
      .split(',')
      .filter(Boolean)
      .map((d) => Number(d) as IsoWeekday),
    firstSeating: r.first_seating,
    lastSeating: r.last_seating,
    intervalMinutes: r.interval_minutes,
    turnTimes: JSON.parse(r.turn_times) as TurnTimeRule[],
    maxCoversPerSlot: r.max_covers_per_slot,
    maxCoversPerService: r.max_covers_per_service,
  }));
}

/** Closed dates from `fromDate` on (older ones never matter to a booking). */
export async function loadClosedDates(db: Executor, restaurantId: number, fromDate: string): Promise<ClosedDate[]> {
  return db
    .selectFrom('closed_dates')
    .select(['date', 'service'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
}

export async function loadClosedDatesOn(db: Executor, restaurantId: number, date: string): Promise<ClosedDate[]> {
  return db.selectFrom('closed_dates').select(['date', 'service']).where('restaurant_id', '=', restaurantId).where('date', '=', date).execute();
}

export interface TableWithLegends extends TableInfo {
  image: string;
  legendGuids: string[];
  /** The owner opened it to online booking (staff may seat any active table). */
  onlineBookable: boolean;
}

export async function loadTables(db: Executor, restaurantId: number): Promise<TableWithLegends[]> {
  const [tables, links] = await Promise.all([
    db
      .selectFrom('dining_tables')
      .select(['id', 'guid', 'name', 'min_covers', 'max_covers', 'image', 'active', 'combinable', 'online_bookable'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    // Reached through the restaurant's own tables (indexed): filtering on the legends alone made
    // SQLite scan every table link of the platform, a cost growing with the number of restaurants.
    db
      .selectFrom('dining_tables')
      .innerJoin('table_legends', 'table_legends.table_id', 'dining_tables.id')
      .innerJoin('placement_legends', 'placement_legends.id', 'table_legends.legend_id')
      .select(['table_legends.table_id', 'placement_legends.id as legend_id', 'placement_legends.guid'])
      .where('dining_tables.restaurant_id', '=', restaurantId)
      .where('placement_legends.restaurant_id', '=', restaurantId)
      .execute(),
  ]);
  return tables.map((t) => {
    const own = links.filter((l) => l.table_id === t.id);
    return {
      id: t.id,
      guid: t.guid,
      name: t.name,
      minCovers: t.min_covers,
      maxCovers: t.max_covers,
      image: t.image,
      active: readFlag(t.active),
      combinable: readFlag(t.combinable),
      onlineBookable: readFlag(t.online_bookable),
      legendIds: own.map((l) => l.legend_id),
      legendGuids: own.map((l) => l.guid),
    };
  });
}

export function loadPlacementLegends(db: Executor, restaurantId: number) {
  return db
    .selectFrom('placement_legends')
    .select(['id', 'guid', 'label', 'image'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function loadPreferenceIcons(db: Executor, restaurantId: number) {
  return db
    .selectFrom('preference_icons')
    .select(['id', 'guid', 'label', 'image'])
    .where('restaurant_id', '=', restaurantId)
    .where('active', '=', writeFlag(true))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function loadEventsAfter(db: Executor, restaurantId: number, afterDate: string, limit = 50) {
  return db
    .selectFrom('events')
    .select(['guid', 'name', 'date', 'description'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>', afterDate)
    .orderBy('date')
    .limit(limit)
    .execute();
}

export async function loadActiveQuestions(db: Executor, restaurantId: number) {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'question_text', 'required'])
    .where('restaurant_id', '=', restaurantId)
    .where('active', '=', writeFlag(true))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('questions', row));
}

// The settings' writes of the row and its services: made here, where the row is owned.
export async function updateRestaurant(db: Executor, id: number, changes: WithBooleans<Updateable<RestaurantsTable>>): Promise<void> {
  await db.updateTable('restaurants').set(writeFlags('restaurants', changes)).where('id', '=', id).execute();
}

export async function replaceServices(db: Executor, restaurantId: number, rows: Array<Omit<Insertable<ServicesTable>, 'restaurant_id'>>): Promise<void> {
  await db.deleteFrom('services').where('restaurant_id', '=', restaurantId).execute();
  if (rows.length > 0)
    await db
      .insertInto('services')
      .values(rows.map((r) => ({ ...r, restaurant_id: restaurantId })))
      .execute();
}
