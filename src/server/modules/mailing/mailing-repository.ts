import { phoneSearchPatterns } from '../../../domain/phone-search';
import type { Insertable, Updateable } from 'kysely';
import type { MailingsTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';

const likeTerm = (term: string) =>
  `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listSubscribers(db: Executor, restaurantId: number, q: { search: string; status: string; limit: number; offset: number }) {
  let query = db.selectFrom('subscriptions').where('subscriptions.restaurant_id', '=', restaurantId);
  if (q.status) query = query.where('subscriptions.status', '=', q.status);
  if (q.search.trim()) {
    const like = likeTerm(q.search);
    const phones = phoneSearchPatterns(q.search);
    query = query.where((eb) => eb.or([eb('subscriptions.email', 'like', like), ...phones.map((phone) => eb('subscriptions.phone_number', 'like', phone))]));
  }
  const [rows, total] = await Promise.all([
    query
      // The booking the consent was given on, part of its proof (none for the sign-up page).
      .leftJoin('bookings', 'bookings.id', 'subscriptions.source_booking_id')
      .select([
        'subscriptions.guid',
        'subscriptions.email',
        'subscriptions.phone_number',
        'subscriptions.status',
        'subscriptions.consent_text',
        'subscriptions.consent_channels',
        'subscriptions.consent_at',
        'subscriptions.confirmed_at',
        'subscriptions.unsubscribed_at',
        'subscriptions.created_at',
        'bookings.reference as source_booking_reference',
        'bookings.date as source_booking_date',
      ])
      .orderBy('subscriptions.created_at', 'desc')
      .orderBy('subscriptions.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function subscriberCounts(db: Executor, restaurantId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('restaurant_id', '=', restaurantId)
    .groupBy('status')
    .execute();
}

export async function insertMailing(db: Executor, row: Insertable<MailingsTable>): Promise<number> {
  const { id } = await db.insertInto('mailings').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateMailing(db: Executor, id: number, changes: Updateable<MailingsTable>): Promise<void> {
  await db.updateTable('mailings').set(changes).where('id', '=', id).execute();
}

export function findMailing(db: Executor, restaurantId: number, guid: string) {
  return db.selectFrom('mailings').selectAll().where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
}

export function listMailings(db: Executor, restaurantId: number, limit: number) {
  return db
    .selectFrom('mailings')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .orderBy('send_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The outbox rows of one mailing: its keys all start with the marketing message's prefix. */
export function deliveriesOf(db: Executor, marketingMessageId: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'status', 'payload', 'next_attempt_at', 'sent_at'])
    .where('kind', '=', 'marketing')
    .where('dedupe_key', 'like', `marketing:${marketingMessageId}:%`)
    .execute();
}

export function subscriptionsUnsubscribedSince(db: Executor, ids: number[], since: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('subscriptions').select('id').where('id', 'in', ids).where('unsubscribed_at', '>=', since).execute();
}
