import type { Insertable, Selectable } from 'kysely';
import type { ExistingBooking } from '../../../domain/types';
import type { Executor } from '../../db/transactions';
import type { BookingStatus, BookingsTable } from '../../db/schema';
import { readFlags, writeFlags, type WithBooleans } from '../../db/flags';

export type BookingRow = WithBooleans<Selectable<BookingsTable>>;
export type NewBookingRow = WithBooleans<Insertable<BookingsTable>>;

/** A booking row as stored, its flags as booleans. */
const bookingRow = (row: Selectable<BookingsTable> | undefined): BookingRow | undefined => row && readFlags('bookings', row);

/** Statuses that hold a table: the others (waiting, cancelled, no-show, completed) free it. */
export const TABLE_HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'seated'];

/** The bookings that hold tables on one day, with their tables: all the engine needs. */
export async function loadHoldingBookings(db: Executor, restaurantId: number, date: string): Promise<ExistingBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .leftJoin('booking_tables', 'booking_tables.booking_id', 'bookings.id')
    .select(['bookings.id', 'bookings.hour', 'bookings.covers', 'bookings.service', 'bookings.turn_minutes', 'booking_tables.table_id'])
    .where('bookings.restaurant_id', '=', restaurantId)
    .where('bookings.date', '=', date)
    .where('bookings.status', 'in', TABLE_HOLDING_STATUSES)
    .orderBy('bookings.id')
    .execute();
  const byId = new Map<number, ExistingBooking>();
  for (const row of rows) {
    let booking = byId.get(row.id);
    if (!booking) {
      booking = { id: row.id, hour: row.hour, covers: row.covers, service: row.service, turnMinutes: row.turn_minutes, tableIds: [] };
      byId.set(row.id, booking);
    }
    if (row.table_id !== null) booking.tableIds.push(row.table_id);
  }
  return [...byId.values()];
}

export async function findBookingByShortId(db: Executor, shortId: string): Promise<BookingRow | undefined> {
  return bookingRow(await db.selectFrom('bookings').selectAll().where('short_id', '=', shortId).executeTakeFirst());
}

export async function findBookingByGuid(db: Executor, guid: string): Promise<BookingRow | undefined> {
  return bookingRow(await db.selectFrom('bookings').selectAll().where('guid', '=', guid).executeTakeFirst());
}

export async function findBookingById(db: Executor, id: number): Promise<BookingRow | undefined> {
  return bookingRow(await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function replaceBookingTables(db: Executor, bookingId: number, tableIds: number[]): Promise<void> {
  await db.deleteFrom('booking_tables').where('booking_id', '=', bookingId).execute();
  if (tableIds.length > 0) {
    await db
      .insertInto('booking_tables')
      .values(tableIds.map((tableId) => ({ booking_id: bookingId, table_id: tableId })))
      .execute();
  }
}

export async function updateBooking(db: Executor, id: number, changes: Partial<NewBookingRow>): Promise<void> {
  await db.updateTable('bookings').set(writeFlags('bookings', changes)).where('id', '=', id).execute();
}

export interface BookingHistoryEntry {
  at: string;
  /** 'diner', 'system' or 'staff:<id>'. */
  actor: string;
  action: string;
  from?: string | null;
  to?: string | null;
  details?: unknown;
}

/** The row a history entry is stored as; the booking id may be an expression (a CTE's). */
export function bookingHistoryRow<Id>(bookingId: Id, entry: BookingHistoryEntry) {
  return {
    booking_id: bookingId,
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    from_status: entry.from ?? null,
    to_status: entry.to ?? null,
    details: JSON.stringify(entry.details ?? {}),
  };
}

/** Every change of a booking leaves one history row (the staff's history panel, the live feed's id). */
export async function addBookingHistory(db: Executor, entry: BookingHistoryEntry & { bookingId: number }): Promise<number> {
  const { id } = await db.insertInto('booking_history').values(bookingHistoryRow(entry.bookingId, entry)).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Waiting-list entries of one service, oldest first: who to tell when a table frees up. */
export async function findWaitingEntries(db: Executor, restaurantId: number, date: string, service: 'noon' | 'evening'): Promise<BookingRow[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where('service', '=', service)
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('bookings', row));
}

/** Waiting entries of one contact (same e-mail or same phone) for one service of one day. */
export async function countWaitingOfContact(
  db: Executor,
  q: { restaurantId: number; date: string; service: 'noon' | 'evening'; email: string; phone: string },
): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', q.restaurantId)
    .where('date', '=', q.date)
    .where('service', '=', q.service)
    .where('status', '=', 'waiting')
    .where((eb) => eb.or([eb('email', '=', q.email), eb('phone_number', '=', q.phone)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the bookings as reminded (the first time only: a later run keeps the first instant). */
export async function markReminded(db: Executor, ids: number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('bookings').set({ reminder_sent_at: at }).where('id', 'in', ids).where('reminder_sent_at', 'is', null).execute();
}
