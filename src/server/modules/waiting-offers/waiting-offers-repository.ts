import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/transactions';
import type { WaitingOfferStatus, WaitingOffersTable } from '../../db/schema';

export type WaitingOfferRow = Selectable<WaitingOffersTable>;

export async function insertOffer(db: Executor, row: Insertable<WaitingOffersTable>): Promise<number> {
  const { id } = await db.insertInto('waiting_offers').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findOfferByToken(db: Executor, token: string): Promise<WaitingOfferRow | undefined> {
  return db.selectFrom('waiting_offers').selectAll().where('token', '=', token).executeTakeFirst();
}

export function findOfferById(db: Executor, id: number): Promise<WaitingOfferRow | undefined> {
  return db.selectFrom('waiting_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every offer of one service of one day, oldest first. */
export function listServiceOffers(db: Executor, restaurantId: number, date: string, service: 'noon' | 'evening'): Promise<WaitingOfferRow[]> {
  return db
    .selectFrom('waiting_offers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('date', '=', date)
    .where('service', '=', service)
    .orderBy('id')
    .execute();
}

/** Open offers of one waiting-list entry (at most one, but a list says it without assuming it). */
export function openOffersOfBooking(db: Executor, bookingId: number): Promise<WaitingOfferRow[]> {
  return db.selectFrom('waiting_offers').selectAll().where('booking_id', '=', bookingId).where('status', '=', 'offered').execute();
}

export async function setOfferStatus(db: Executor, id: number, status: WaitingOfferStatus, answeredAt: string): Promise<void> {
  await db.updateTable('waiting_offers').set({ status, answered_at: answeredAt }).where('id', '=', id).execute();
}

/** The services with an open offer that has run out: each is handled under its day's lock. */
export function dueOfferServices(db: Executor, nowIso: string) {
  return db
    .selectFrom('waiting_offers')
    .select(['restaurant_id', 'date', 'service'])
    .where('status', '=', 'offered')
    .where('expires_at', '<=', nowIso)
    .groupBy(['restaurant_id', 'date', 'service'])
    .orderBy('restaurant_id')
    .orderBy('date')
    .limit(500)
    .execute();
}

/** One day's offers with the entry they were made to, for the host. */
export function listDayOffers(db: Executor, restaurantId: number, date: string) {
  return db
    .selectFrom('waiting_offers')
    .innerJoin('bookings', 'bookings.id', 'waiting_offers.booking_id')
    .select([
      'waiting_offers.id',
      'waiting_offers.hour',
      'waiting_offers.covers',
      'waiting_offers.service',
      'waiting_offers.status',
      'waiting_offers.offered_at',
      'waiting_offers.expires_at',
      'waiting_offers.answered_at',
      'bookings.guid as booking_guid',
      'bookings.name',
    ])
    .where('waiting_offers.restaurant_id', '=', restaurantId)
    .where('waiting_offers.date', '=', date)
    .orderBy('waiting_offers.id', 'desc')
    .limit(200)
    .execute();
}
