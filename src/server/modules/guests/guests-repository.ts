import { phoneSearchPatterns } from '../../../domain/phone-search';
import type { Insertable, Updateable } from 'kysely';
import type { GuestsTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';
import { readFlags } from '../../db/flags';

export function loadUnlinkedBookings(db: Executor, restaurantId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'name', 'email', 'phone_number', 'birthday', 'post_code', 'date', 'dietary', 'dietary_note'])
    .where('restaurant_id', '=', restaurantId)
    .where('guest_id', 'is', null)
    .orderBy('id')
    .execute();
}

const CHUNK = 400;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/**
 * The guests who already own one of these contacts, through their profile or any of their
 * bookings (both indexed by restaurant and contact), so matching reads only what can match.
 */
export async function loadContactsMatching(db: Executor, restaurantId: number, emails: string[], phones: string[]) {
  type Contact = { guest_id: number; email: string; phone_number: string };
  const found: Contact[] = [];
  for (const [column, values] of [
    ['email', emails],
    ['phone_number', phones],
  ] as const) {
    for (const part of chunks(values)) {
      found.push(
        ...(await db
          .selectFrom('guests')
          .select(['id as guest_id', 'email', 'phone_number'])
          .where('restaurant_id', '=', restaurantId)
          .where(column, 'in', part)
          .execute()),
        ...((await db
          .selectFrom('bookings')
          .select(['guest_id', 'email', 'phone_number'])
          .distinct()
          .where('restaurant_id', '=', restaurantId)
          .where('guest_id', 'is not', null)
          .where(column, 'in', part)
          .execute()) as Contact[]),
      );
    }
  }
  return found;
}

export async function insertGuest(db: Executor, row: Insertable<GuestsTable>): Promise<number> {
  const { id } = await db.insertInto('guests').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findGuestsByIds(db: Executor, restaurantId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('guests').selectAll().where('restaurant_id', '=', restaurantId).where('id', 'in', ids).execute();
}

export function findGuestByGuid(db: Executor, restaurantId: number, guid: string) {
  return db.selectFrom('guests').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
}

export async function updateGuest(db: Executor, id: number, changes: Updateable<GuestsTable>): Promise<void> {
  await db.updateTable('guests').set(changes).where('id', '=', id).execute();
}

export async function deleteGuests(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('guests').where('id', 'in', ids).execute();
}

/** Latest booking date per guest, what "last activity" and the three-year purge go by. */
export function lastBookingDates(db: Executor, restaurantId: number, guestIds?: number[]) {
  let query = db
    .selectFrom('bookings')
    .select(['guest_id', (eb) => eb.fn.max('date').as('last_date')])
    .where('restaurant_id', '=', restaurantId)
    .where('guest_id', 'is not', null)
    .groupBy('guest_id');
  if (guestIds) query = query.where('guest_id', 'in', guestIds.length ? guestIds : [-1]);
  return query.execute();
}

export interface GuestListQuery {
  search: string;
  limit: number;
  offset: number;
}

export async function listGuests(db: Executor, restaurantId: number, q: GuestListQuery) {
  let query = db.selectFrom('guests').where('restaurant_id', '=', restaurantId);
  const term = q.search.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const phones = phoneSearchPatterns(term);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', like),
        eb('email', 'like', like),
        ...phones.map((phone) => eb('phone_number', 'like', phone)),
        eb('tags', 'like', like),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('last_activity_date', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function bookingFactsOf(db: Executor, restaurantId: number, guestIds: number[]) {
  if (guestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .select(['guest_id', 'date', 'status', 'covers'])
    .where('restaurant_id', '=', restaurantId)
    .where('guest_id', 'in', guestIds)
    .execute();
}

export async function guestBookings(db: Executor, restaurantId: number, guestId: number) {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('guest_id', '=', guestId)
    .orderBy('date', 'desc')
    .orderBy('hour', 'desc')
    .execute();
  return rows.map((row) => readFlags('bookings', row));
}

export function answersOf(db: Executor, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('booking_answers').selectAll().where('booking_id', 'in', bookingIds).execute();
}

export function historyOf(db: Executor, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('booking_history').selectAll().where('booking_id', 'in', bookingIds).orderBy('id').execute();
}

export function iconsOf(db: Executor, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_icons')
    .innerJoin('preference_icons', 'preference_icons.id', 'booking_icons.icon_id')
    .select(['booking_icons.booking_id', 'preference_icons.label'])
    .where('booking_icons.booking_id', 'in', bookingIds)
    .execute();
}

export function subscriptionsByContact(db: Executor, restaurantId: number, emails: string[], phones: string[]) {
  if (emails.length === 0 && phones.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('email', 'in', emails.length ? emails : ['\u0001']), eb('phone_number', 'in', phones.length ? phones : ['\u0001'])]))
    .execute();
}

export function outboxFor(db: Executor, restaurantId: number, bookingIds: number[], recipients: string[]) {
  if (bookingIds.length === 0 && recipients.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('outbox')
    .select(['id', 'kind', 'channel', 'recipient', 'status', 'created_at', 'sent_at'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('booking_id', 'in', bookingIds.length ? bookingIds : [-1]), eb('recipient', 'in', recipients.length ? recipients : ['\u0001'])]))
    .orderBy('id')
    .execute();
}

/** Bookings of this restaurant carrying one of these contacts, linked or not. */
export function bookingIdsByContact(db: Executor, restaurantId: number, emails: string[], phones: string[]) {
  if (emails.length === 0 && phones.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('email', 'in', emails.length ? emails : ['\u0001']), eb('phone_number', 'in', phones.length ? phones : ['\u0001'])]))
    .execute();
}

export function listRestaurantIds(db: Executor) {
  return db.selectFrom('restaurants').select(['id', 'time_zone']).orderBy('id').execute();
}

export function guestsInactiveBefore(db: Executor, restaurantId: number, cutoff: string, createdBefore: string) {
  return db
    .selectFrom('guests')
    .select(['id', 'guid'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb.or([eb('last_activity_date', '<', cutoff), eb.and([eb('last_activity_date', 'is', null), eb('created_at', '<', createdBefore)])]))
    .execute();
}

/** Claims a daily job for `day`: true for exactly one caller per day, however many workers run. */
export async function claimDailyRun(db: Executor, job: string, day: string): Promise<boolean> {
  const inserted = await db
    .insertInto('maintenance_runs')
    .values({ job, last_run_on: day })
    .onConflict((oc) => oc.column('job').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await db.updateTable('maintenance_runs').set({ last_run_on: day }).where('job', '=', job).where('last_run_on', '<', day).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
