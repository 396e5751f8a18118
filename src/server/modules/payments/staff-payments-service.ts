import type { BookingPaymentBadge } from '../../../domain/service-book';
import type { AppContext } from '../../context';
import type { StaffRole } from '../../db/schema';
import type { Executor } from '../../db/transactions';
import { AppError, conflict, notFound } from '../../http/envelope';
import { findBookingByGuid, type BookingRow } from '../booking-engine';
import { findStoredResponse, storeResponse } from '../idempotency';
import { cancelledLate } from './guest-cancellation';
import { moneyActions, type MoneyActionResult } from './money-actions';
import type { PaymentProvider } from './payment-provider';
import { PAYMENTS_MESSAGES as M, STAFF_PAYMENTS_MESSAGES as S } from './payments-messages';
import { findBookingPaymentOfBooking, paymentBadgesOf, type BookingPaymentRow } from './payments-repository';
import { paymentsService, paymentView } from './payments-service';

/** Who may move money: the owner and the managers, never the floor staff. */
const MONEY_ROLES: readonly StaffRole[] = ['owner', 'manager'];

/** The staff member asking, as the staff guard knows them. */
export interface MoneyActor {
  restaurantId: number;
  role: StaffRole;
  name: string;
}

/**
 * A fee is owed only by a diner who did not come (the booking marked absent first) or who
 * cancelled after the free-cancellation deadline they accepted.
 */
const chargeable = async (db: Executor, booking: BookingRow, payment: BookingPaymentRow) =>
  booking.status === 'no_show' || (await cancelledLate(db, payment, booking));

/**
 * The service book's side of payments: a booking's payment by its guid, and the owner's or
 * manager's charge and refund with the booking's own rules (absent, the right role) checked
 * before the money rules of money-actions.ts.
 */
export function staffPaymentsService(ctx: AppContext, injected?: PaymentProvider) {
  const db = ctx.db.kysely;
  const money = moneyActions(ctx, injected);
  const payments = paymentsService(ctx, injected);

  /** The booking and its payment, if both are this restaurant's: any other id is a 404. */
  const requireBookingPayment = async (restaurantId: number, guid: string): Promise<{ booking: BookingRow; payment: BookingPaymentRow }> => {
    const booking = await findBookingByGuid(db, guid);
    if (!booking || booking.restaurant_id !== restaurantId) throw notFound(M.bookingNotFound);
    const payment = await findBookingPaymentOfBooking(db, booking.id);
    if (!payment || payment.restaurant_id !== restaurantId) throw notFound(S.noPayment);
    return { booking, payment };
  };
  const requireRight = (actor: MoneyActor) => {
    if (!MONEY_ROLES.includes(actor.role)) throw new AppError(403, S.forbidden, 'forbidden_role');
  };

  const view = async (actor: MoneyActor, booking: BookingRow, row: BookingPaymentRow) => {
    const allowed = MONEY_ROLES.includes(actor.role);
    const history = await payments.history(actor.restaurantId, row.id);
    const refundable = (row.state === 'deposit_paid' || row.state === 'fee_charged') && row.charged_cents > row.refunded_cents;
    const { id: _id, bookingId: _booking, consentAt: _consent, ...shown } = paymentView(row);
    return {
      ...shown,
      canCharge: allowed && (await chargeable(db, booking, row)) && row.kind === 'guarantee' && (row.state === 'card_saved' || row.state === 'failed'),
      canRefund: allowed && refundable,
      notAllowed: allowed ? null : S.forbidden,
      history: history.map(({ providerId: _provider, ...line }) => line),
    };
  };

  const answer = async (actor: MoneyActor, booking: BookingRow, done: MoneyActionResult) => {
    const row = (await findBookingPaymentOfBooking(db, booking.id))!;
    return { outcome: done.outcome, message: done.message, payment: await view(actor, booking, row) };
  };

  /**
   * One answer per confirmation. money-actions.ts already makes every request about a booking one
   * charge; the confirmation's own key adds that the same confirmation sent again (a retry after a
   * lost answer) gets its first answer back, and is never a second attempt at a refused card.
   */
  const once = async (
    actor: MoneyActor,
    action: 'charge' | 'refund',
    guid: string,
    amountCents: number,
    key: string | undefined,
    work: () => Promise<Awaited<ReturnType<typeof answer>>>,
  ) => {
    if (!key) return work();
    const scope = `staff-payment:${actor.restaurantId}:${guid}:${action}`;
    const requestHash = String(amountCents);
    const stored = await findStoredResponse(db, scope, key);
    if (stored) {
      if (stored.requestHash !== requestHash) throw conflict(S.keyReused, 'idempotency_mismatch');
      return stored.body as Awaited<ReturnType<typeof answer>>;
    }
    const done = await work();
    await storeResponse(db, { scope, key, requestHash, statusCode: 200, body: done, at: ctx.now().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return done;
  };

  return {
    async read(actor: MoneyActor, guid: string) {
      const { booking, payment } = await requireBookingPayment(actor.restaurantId, guid);
      return view(actor, booking, payment);
    },

    /** The no-show's fee, at most what the diner accepted: money-actions.ts makes it one charge. */
    async charge(actor: MoneyActor, guid: string, amountCents: number, key?: string) {
      requireRight(actor);
      const { booking, payment } = await requireBookingPayment(actor.restaurantId, guid);
      if (!(await chargeable(db, booking, payment))) throw conflict(S.notNoShow, 'not_no_show');
      return once(actor, 'charge', guid, amountCents, key, async () =>
        answer(actor, booking, await money.charge(actor.restaurantId, payment.id, amountCents, actor.name)),
      );
    },

    async refund(actor: MoneyActor, guid: string, amountCents: number, key?: string) {
      requireRight(actor);
      const { booking, payment } = await requireBookingPayment(actor.restaurantId, guid);
      return once(actor, 'refund', guid, amountCents, key, async () =>
        answer(actor, booking, await money.refund(actor.restaurantId, payment.id, amountCents, actor.name)),
      );
    },
  };
}

/** Each booking's payment state by booking id, read in one query for a list of bookings. */
export async function paymentBadges(ctx: AppContext, bookingIds: readonly number[]): Promise<Map<number, BookingPaymentBadge>> {
  const rows = await paymentBadgesOf(ctx.db.kysely, bookingIds);
  return new Map(rows.map((r) => [r.booking_id, { state: r.state, kind: r.kind }]));
}
