import type { Insertable, Selectable, Updateable } from 'kysely';
import { readFlags, writeFlags } from '../../db/flags';
import type { BookingPaymentState, BookingPaymentsTable, PaymentAccountsTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';
import type { DayMoney } from '../../../domain/no-show-months';

export type BookingPaymentRow = Selectable<BookingPaymentsTable>;

export interface PaymentAccount {
  restaurantId: number;
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  connectedAt: string;
  checkedAt: string;
}

export async function saveAccount(db: Executor, account: PaymentAccount): Promise<void> {
  const values = writeFlags('payment_accounts', {
    restaurant_id: account.restaurantId,
    account_id: account.accountId,
    charges_enabled: account.chargesEnabled,
    payouts_enabled: account.payoutsEnabled,
    details_submitted: account.detailsSubmitted,
    connected_at: account.connectedAt,
    checked_at: account.checkedAt,
  }) satisfies Insertable<PaymentAccountsTable>;
  await db
    .insertInto('payment_accounts')
    .values(values)
    .onConflict((oc) =>
      oc.column('restaurant_id').doUpdateSet({
        account_id: values.account_id,
        charges_enabled: values.charges_enabled,
        payouts_enabled: values.payouts_enabled,
        details_submitted: values.details_submitted,
        checked_at: values.checked_at,
        // A new account is a new connection; the same one re-checked keeps its first date.
        connected_at: (eb) =>
          eb.case().when('payment_accounts.account_id', '=', values.account_id).then(eb.ref('payment_accounts.connected_at')).else(values.connected_at).end(),
      }),
    )
    .execute();
}

export async function findAccount(db: Executor, restaurantId: number): Promise<PaymentAccount | undefined> {
  const row = await db.selectFrom('payment_accounts').selectAll().where('restaurant_id', '=', restaurantId).executeTakeFirst();
  if (!row) return undefined;
  const flags = readFlags('payment_accounts', row);
  return {
    restaurantId: row.restaurant_id,
    accountId: row.account_id,
    chargesEnabled: flags.charges_enabled,
    payoutsEnabled: flags.payouts_enabled,
    detailsSubmitted: flags.details_submitted,
    connectedAt: row.connected_at,
    checkedAt: row.checked_at,
  };
}

/** Each restaurant's connected account, with the restaurant's name (the name its payment pages show). */
export async function connectedAccounts(db: Executor): Promise<Array<{ accountId: string; name: string }>> {
  const rows = await db
    .selectFrom('payment_accounts')
    .innerJoin('restaurants', 'restaurants.id', 'payment_accounts.restaurant_id')
    .select(['payment_accounts.account_id', 'restaurants.name'])
    .execute();
  return rows.map((row) => ({ accountId: row.account_id, name: row.name }));
}

/** A booking's payment row, unless another request created it first (one per booking). */
export async function insertBookingPaymentOnce(db: Executor, values: Insertable<BookingPaymentsTable>): Promise<void> {
  await db
    .insertInto('booking_payments')
    .values(values)
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
}

export async function findBookingPayment(db: Executor, id: number): Promise<BookingPaymentRow | undefined> {
  return db.selectFrom('booking_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findBookingPaymentOfBooking(db: Executor, bookingId: number): Promise<BookingPaymentRow | undefined> {
  return db.selectFrom('booking_payments').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
}

/** The state and kind of many bookings' payments at once: the service book's badges. */
export async function paymentBadgesOf(
  db: Executor,
  bookingIds: readonly number[],
): Promise<{ booking_id: number; state: BookingPaymentState; kind: BookingPaymentRow['kind'] }[]> {
  if (bookingIds.length === 0) return [];
  return db.selectFrom('booking_payments').select(['booking_id', 'state', 'kind']).where('booking_id', 'in', bookingIds).execute();
}

export async function findBookingPaymentBy(db: Executor, column: 'session_id' | 'payment_intent_id', value: string): Promise<BookingPaymentRow | undefined> {
  return db.selectFrom('booking_payments').selectAll().where(column, '=', value).executeTakeFirst();
}

/**
 * Changes a booking payment only while it is in one of `from` (when given): the states move forward
 * only, whichever of the diner's return, the staff's action or the provider's event comes first.
 * Answers whether the row changed.
 */
export async function updateBookingPayment(
  db: Executor,
  id: number,
  values: Updateable<BookingPaymentsTable>,
  from?: readonly BookingPaymentState[],
): Promise<boolean> {
  let query = db.updateTable('booking_payments').set(values).where('id', '=', id);
  if (from) query = query.where('state', 'in', from);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A failed charge attempt, unless a later attempt was already recorded (events arrive in any order). */
export async function recordChargeFailure(
  db: Executor,
  id: number,
  attempt: number,
  values: { failure_code: string; failure_reason: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('booking_payments')
    .set({ ...values, state: 'failed', charge_attempts: attempt })
    .where('id', '=', id)
    .where('state', 'in', ['card_saved', 'failed'])
    .where('charge_attempts', '<', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What the provider says has been refunded in all; it only grows. */
export async function recordRefunded(db: Executor, id: number, refundedCents: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('booking_payments')
    .set({ state: 'refunded', refunded_cents: refundedCents, updated_at: at })
    .where('id', '=', id)
    .where('state', 'in', ['deposit_paid', 'fee_charged', 'refunded'])
    .where('refunded_cents', '<', refundedCents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What was taken (deposits, fees) and given back on a restaurant's bookings, day by day of the
 * bookings' dates (the restaurant's calendar): what the statistics put beside its no-shows.
 */
export async function moneyByBookingDate(db: Executor, restaurantId: number, from: string, to: string): Promise<DayMoney[]> {
  const rows = await db
    .selectFrom('booking_payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .select((eb) => [
      'b.date as date',
      eb.fn.sum<number | string>('p.charged_cents').as('collected'),
      eb.fn.sum<number | string>('p.refunded_cents').as('refunded'),
    ])
    .where('p.restaurant_id', '=', restaurantId)
    .where('b.date', '>=', from)
    .where('b.date', '<=', to)
    .groupBy('b.date')
    .having((eb) => eb.or([eb(eb.fn.sum('p.charged_cents'), '>', 0), eb(eb.fn.sum('p.refunded_cents'), '>', 0)]))
    .execute();
  // PostgreSQL sums integers as bigint, which its driver hands over as text.
  return rows.map((r) => ({ date: r.date, collectedCents: Number(r.collected), refundedCents: Number(r.refunded) }));
}

/** What a diner accepted when booking, while it holds: a card saved, a deposit paid. */
export interface AcceptedProtection {
  kind: 'guarantee' | 'deposit';
  /** The text the diner ticked, in their language, with the amount and the deadline. */
  consentText: string;
}

export async function acceptedProtection(db: Executor, bookingId: number): Promise<AcceptedProtection | null> {
  const row = await db
    .selectFrom('booking_payments')
    .select(['kind', 'consent_text'])
    .where('booking_id', '=', bookingId)
    .where('state', 'in', ['card_saved', 'deposit_paid'])
    .where('consent_text', 'is not', null)
    .executeTakeFirst();
  return row?.consent_text ? { kind: row.kind, consentText: row.consent_text } : null;
}

/** Held payments whose hold ran out before `at`, with their booking's day; one restaurant's day when given. */
export async function heldPaymentsEndedBefore(
  db: Executor,
  at: string,
  day?: { restaurantId: number; date: string },
): Promise<(BookingPaymentRow & { date: string })[]> {
  let query = db
    .selectFrom('booking_payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .selectAll('p')
    .select('b.date')
    .where('p.state', 'in', ['awaiting_card', 'awaiting_payment'])
    .where('p.hold_until', 'is not', null)
    .where('p.hold_until', '<', at);
  if (day) query = query.where('p.restaurant_id', '=', day.restaurantId).where('b.date', '=', day.date);
  return query.orderBy('p.id').execute();
}
