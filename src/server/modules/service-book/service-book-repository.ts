import { sql } from 'kysely';
import type { Executor } from '../../db/transactions';
import { readFlags } from '../../db/flags';
import type { BookingRow } from '../booking-engine';

/** Every booking of a day (all statuses), for the service book. */
export async function loadDayBookings(db: Executor, restaurantId: number, date: string): Promise<BookingRow[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .orderBy('hour')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => readFlags('bookings', row));
}

/** Tables, preference icons and answers of a set of bookings, in three queries whatever their number. */
export async function loadBookingDetails(db: Executor, bookingIds: number[]) {
  if (bookingIds.length === 0) return { tables: [], icons: [], answers: [] };
  const [tables, icons, answers] = await Promise.all([
    db
      .selectFrom('booking_tables')
      .innerJoin('dining_tables', 'dining_tables.id', 'booking_tables.table_id')
      .select(['booking_tables.booking_id', 'dining_tables.id', 'dining_tables.guid', 'dining_tables.name'])
      .where('booking_tables.booking_id', 'in', bookingIds)
      .orderBy('dining_tables.position')
      .orderBy('dining_tables.id')
      .execute(),
    db
      .selectFrom('booking_icons')
      .innerJoin('preference_icons', 'preference_icons.id', 'booking_icons.icon_id')
      .select(['booking_icons.booking_id', 'preference_icons.label', 'preference_icons.image'])
      .where('booking_icons.booking_id', 'in', bookingIds)
      .orderBy('preference_icons.position')
      .execute(),
    db.selectFrom('booking_answers').select(['booking_id', 'question_text', 'answer']).where('booking_id', 'in', bookingIds).orderBy('question_id').execute(),
  ]);
  return { tables, icons, answers };
}

export async function findRestaurantBooking(db: Executor, restaurantId: number, guid: string): Promise<BookingRow | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
  return row && readFlags('bookings', row);
}

/** Like the bookings repository's history entry, but returns the id the live feed announces. */
export function loadHistory(db: Executor, bookingId: number) {
  return db
    .selectFrom('booking_history')
    .select(['id', 'at', 'actor', 'action', 'from_status', 'to_status', 'details'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
}

export function staffNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('staff_members').select(['id', 'name']).where('id', 'in', ids).execute();
}

/**
 * Bookings whose name, e-mail or phone contains the query, newest dates first. Lower-cased on both
 * sides: PostgreSQL's LIKE is case-sensitive where SQLite's is not.
 */
export async function searchBookings(db: Executor, restaurantId: number, text: string, phonePatterns: string[], limit: number): Promise<BookingRow[]> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => {
      const ors = [eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`)];
      for (const phone of phonePatterns) ors.push(eb('phone_number', 'like', phone));
      return eb.or(ors);
    })
    .orderBy('date', 'desc')
    .orderBy('hour', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => readFlags('bookings', row));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The live feed's "latest change" marker: every booking change writes a history row. */
export async function latestHistoryId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('booking_history')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** History rows after `afterId`, with what a toast needs about their booking. */
export function historySince(db: Executor, afterId: number, limit: number) {
  return db
    .selectFrom('booking_history')
    .innerJoin('bookings', 'bookings.id', 'booking_history.booking_id')
    .select([
      'booking_history.id',
      'booking_history.action',
      'booking_history.actor',
      'booking_history.to_status',
      'bookings.restaurant_id',
      'bookings.guid',
      'bookings.date',
      'bookings.hour',
      'bookings.service',
      'bookings.name',
      'bookings.covers',
      'bookings.status',
      'bookings.source',
    ])
    .where('booking_history.id', '>', afterId)
    .orderBy('booking_history.id')
    .limit(limit)
    .execute();
}

/**
 * The guest profiles these bookings belong to: by their link once matched, else by the same
 * contact (matching runs later, the host should not wait for it). Read only: guests are written
 * by their own module.
 */
export async function loadGuestsOf(db: Executor, restaurantId: number, bookings: readonly BookingRow[]) {
  const ids = [...new Set(bookings.map((b) => b.guest_id).filter((id): id is number => id !== null))];
  const unlinked = bookings.filter((b) => b.guest_id === null);
  const emails = [...new Set(unlinked.map((b) => b.email.trim().toLowerCase()).filter(Boolean))];
  const phones = [...new Set(unlinked.map((b) => b.phone_number).filter(Boolean))];
  if (ids.length === 0 && emails.length === 0 && phones.length === 0) return [];
  const rows = await db
    .selectFrom('guests')
    .select(['id', 'guid', 'email', 'phone_number', 'dietary', 'dietary_note', 'vip'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) =>
      eb.or([
        eb('id', 'in', ids.length ? ids : [-1]),
        eb('email', 'in', emails.length ? emails.slice(0, 500) : ['\u0001']),
        eb('phone_number', 'in', phones.length ? phones.slice(0, 500) : ['\u0001']),
      ]),
    )
    .execute();
  return rows.map((row) => readFlags('guests', row));
}

/** Date and status of every booking of these guests: what their visits are counted from. */
export function guestVisitFacts(db: Executor, restaurantId: number, guestIds: number[]) {
  if (guestIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('bookings').select(['guest_id', 'date', 'status']).where('restaurant_id', '=', restaurantId).where('guest_id', 'in', guestIds).execute();
}

/**
 * When the booking's status last changed, to tell an older queued change. Its creation is not a
 * change: a tablet that changed a booking knew it, so it was created before.
 */
export async function lastStatusChangeAt(db: Executor, bookingId: number): Promise<string | null> {
  const row = await db
    .selectFrom('booking_history')
    .select('at')
    .where('booking_id', '=', bookingId)
    .where('to_status', 'is not', null)
    .where('from_status', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.at ?? null;
}
