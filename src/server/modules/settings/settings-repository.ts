import type { Insertable, Updateable } from 'kysely';
import type { LiveBooking } from '../../../domain/stranded-bookings';
import { LIVE_STATUSES } from '../../../domain/stranded-bookings';
import type { ClosedDatesTable, EventsTable, QuestionsTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';
import { readFlags, writeFlags, type WithBooleans } from '../../db/flags';

/**
 * Bookings still to be honoured from `fromDate` on (optionally only some dates), with their
 * tables: what a settings change could strand.
 */
export async function loadLiveBookings(db: Executor, restaurantId: number, fromDate: string, dates?: string[]): Promise<LiveBooking[]> {
  if (dates && dates.length === 0) return [];
  let query = db
    .selectFrom('bookings')
    .leftJoin('booking_tables', 'booking_tables.booking_id', 'bookings.id')
    .select([
      'bookings.id',
      'bookings.guid',
      'bookings.reference',
      'bookings.date',
      'bookings.hour',
      'bookings.service',
      'bookings.covers',
      'bookings.status',
      'bookings.name',
      'booking_tables.table_id',
    ])
    .where('bookings.restaurant_id', '=', restaurantId)
    .where('bookings.date', '>=', fromDate)
    .where('bookings.status', 'in', [...LIVE_STATUSES])
    .orderBy('bookings.date')
    .orderBy('bookings.hour')
    .orderBy('bookings.id');
  if (dates) query = query.where('bookings.date', 'in', dates);
  const rows = await query.execute();
  const byId = new Map<number, LiveBooking>();
  for (const r of rows) {
    let b = byId.get(r.id);
    if (!b) {
      b = {
        id: r.id,
        guid: r.guid,
        reference: r.reference,
        date: r.date,
        hour: r.hour,
        service: r.service,
        covers: r.covers,
        status: r.status,
        name: r.name,
        tableIds: [],
      };
      byId.set(r.id, b);
    }
    if (r.table_id !== null) b.tableIds.push(r.table_id);
  }
  return [...byId.values()];
}

export function listClosedDates(db: Executor, restaurantId: number, fromDate: string) {
  return db
    .selectFrom('closed_dates')
    .select(['id', 'date', 'service', 'reason'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .orderBy('service')
    .execute();
}

export async function insertClosedDates(db: Executor, rows: Array<Insertable<ClosedDatesTable>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('closed_dates')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** Existing closures on those dates, so a range never stores the same closure twice. */
export function closedDatesOn(db: Executor, restaurantId: number, dates: string[]) {
  if (dates.length === 0) return Promise.resolve([]);
  return db.selectFrom('closed_dates').select(['id', 'date', 'service']).where('restaurant_id', '=', restaurantId).where('date', 'in', dates).execute();
}

export async function deleteClosedDates(db: Executor, restaurantId: number, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('closed_dates').where('restaurant_id', '=', restaurantId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listEvents(db: Executor, restaurantId: number, fromDate: string) {
  return db
    .selectFrom('events')
    .select(['id', 'guid', 'name', 'date', 'description'])
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
}

export async function insertEvent(db: Executor, row: Insertable<EventsTable>): Promise<void> {
  await db.insertInto('events').values(row).execute();
}

export async function updateEvent(db: Executor, restaurantId: number, guid: string, changes: Updateable<EventsTable>): Promise<number> {
  const r = await db.updateTable('events').set(changes).where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteEvent(db: Executor, restaurantId: number, guid: string): Promise<number> {
  const r = await db.deleteFrom('events').where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function listQuestions(db: Executor, restaurantId: number) {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'question_text', 'required', 'active', 'position'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('questions', row));
}

export async function insertQuestion(db: Executor, row: WithBooleans<Insertable<QuestionsTable>>): Promise<number> {
  const { id } = await db.insertInto('questions').values(writeFlags('questions', row)).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateQuestion(db: Executor, restaurantId: number, id: number, changes: WithBooleans<Updateable<QuestionsTable>>): Promise<number> {
  const r = await db
    .updateTable('questions')
    .set(writeFlags('questions', changes))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteQuestion(db: Executor, restaurantId: number, id: number): Promise<number> {
  const r = await db.deleteFrom('questions').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}
