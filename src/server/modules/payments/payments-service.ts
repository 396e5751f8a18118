import { languageOr } from '../../../domain/languages';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound, unprocessable } from '../../http/envelope';
import { inTransaction } from '../../db/transactions';
import type { BookingPaymentKind, BookingPaymentState } from '../../db/schema';
import { findBookingById } from '../booking-engine';
import { findRestaurantById } from '../restaurants';
import { policyDeadline } from './cancellation-deadline';
import { actionsOf } from './payment-actions-repository';
import { ProviderUnavailableError, type PaymentProvider } from './payment-provider';
import { applyCheckout } from './payment-states';
import { PAYMENTS_MESSAGES as M } from './payments-messages';
import {
  findAccount,
  findBookingPayment,
  findBookingPaymentOfBooking,
  insertBookingPaymentOnce,
  saveAccount,
  updateBookingPayment,
  type BookingPaymentRow,
  type PaymentAccount,
} from './payments-repository';
import { providerFor } from './stripe-provider';

/**
 * How long the diner has on the provider's page: Stripe's shortest (30 minutes from creation, on
 * its clock), with a margin for the clocks' difference.
 */
const CHECKOUT_MINUTES = 35;

export interface BookingPaymentView {
  id: number;
  bookingId: number;
  kind: BookingPaymentKind;
  state: BookingPaymentState;
  amountCents: number;
  currency: string;
  chargedCents: number;
  refundedCents: number;
  card: { brand: string; last4: string } | null;
  consentAt: string | null;
  failureReason: string | null;
}

/** One money action, for the booking's payment history. */
export interface PaymentActionView {
  action: 'charge' | 'refund';
  amountCents: number;
  actor: string;
  outcome: 'pending' | 'unknown' | 'succeeded' | 'failed';
  providerId: string | null;
  failureReason: string | null;
  at: string;
}

export interface StartCheckoutInput {
  restaurantId: number;
  bookingId: number;
  kind: BookingPaymentKind;
  /** The policy's amount: the most a no-show fee may take (guarantee), or the deposit. */
  amountCents: number;
  /** What the diner accepted, word for word, and the version of the restaurant's terms. */
  consent: { text: string; version: string };
  successUrl: string;
  cancelUrl: string;
  /**
   * The last instant a cancellation is free, as the diner was told (ISO); by default the one the
   * restaurant's rules give the booking now.
   */
  freeCancellationUntil?: string | null;
}

export const paymentView = (row: BookingPaymentRow): BookingPaymentView => ({
  id: row.id,
  bookingId: row.booking_id,
  kind: row.kind,
  state: row.state,
  amountCents: row.amount_cents,
  currency: row.currency,
  chargedCents: row.charged_cents,
  refundedCents: row.refunded_cents,
  card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  consentAt: row.consent_at,
  failureReason: row.failure_reason,
});

/** The configured provider, or the French 503 every payment action answers without one. */
export function requireProvider(ctx: AppContext, provider?: PaymentProvider): PaymentProvider {
  if (provider) return provider;
  if (!ctx.config.payments) throw new AppError(503, M.notConfigured, 'payments_not_configured');
  return providerFor(ctx.config.payments);
}

/** A provider call that could not be answered becomes a French 503: retrying it is safe. */
export async function calling<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError(503, M.providerUnavailable, 'provider_unavailable');
    throw error;
  }
}

export function validAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw unprocessable(M.amountInvalid, 'amount_invalid');
}

/** Connected accounts, Checkout sessions and the diner's return. Charges and refunds: money-actions.ts. */
export function paymentsService(ctx: AppContext, injected?: PaymentProvider) {
  const provider = () => requireProvider(ctx, injected);
  const at = () => ctx.now().toISOString();

  /** The booking payment; when a restaurant is named (staff routes), only if it is that restaurant's. */
  const requirePayment = async (id: number, restaurantId?: number): Promise<BookingPaymentRow> => {
    const row = await findBookingPayment(ctx.db.kysely, id);
    if (!row || (restaurantId !== undefined && row.restaurant_id !== restaurantId)) throw notFound(M.notFound);
    return row;
  };

  return {
    /** Links a restaurant to its Stripe account (after Stripe's onboarding) and records what it may do. */
    async connectAccount(restaurantId: number, accountId: string): Promise<PaymentAccount> {
      if (!/^acct_[A-Za-z0-9]{1,64}$/.test(accountId)) throw unprocessable(M.accountUnknown, 'account_unknown');
      const found = await calling(provider().readAccount(accountId)).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw unprocessable(M.accountUnknown, 'account_unknown');
      });
      const now = at();
      const account: PaymentAccount = {
        restaurantId,
        accountId: found.id,
        chargesEnabled: found.chargesEnabled,
        payoutsEnabled: found.payoutsEnabled,
        detailsSubmitted: found.detailsSubmitted,
        connectedAt: now,
        checkedAt: now,
      };
      await inTransaction(ctx.db, (trx) => saveAccount(trx, account));
      return (await findAccount(ctx.db.kysely, restaurantId))!;
    },

    async account(restaurantId: number): Promise<PaymentAccount | null> {
      return (await findAccount(ctx.db.kysely, restaurantId)) ?? null;
    },

    /**
     * Opens the provider's page where the diner saves a card (guarantee) or pays (deposit), once the
     * consent is stored. A diner coming back to an open page gets the same page; an expired one is
     * replaced.
     */
    async startCheckout(input: StartCheckoutInput): Promise<{ bookingPaymentId: number; checkoutUrl: string }> {
      validAmount(input.amountCents);
      if (input.kind === 'deposit' && input.amountCents < 50) throw unprocessable(M.depositTooSmall, 'amount_invalid');
      if (!input.consent.text.trim() || !input.consent.version.trim()) throw unprocessable(M.consentMissing, 'consent_missing');
      const booking = await findBookingById(ctx.db.kysely, input.bookingId);
      if (!booking || booking.restaurant_id !== input.restaurantId) throw notFound(M.bookingNotFound);
      const account = await findAccount(ctx.db.kysely, input.restaurantId);
      if (!account) throw conflict(M.noAccount, 'no_account');
      if (!account.chargesEnabled) throw conflict(M.chargesDisabled, 'charges_disabled');
      const client = provider();

      let payment = await findBookingPaymentOfBooking(ctx.db.kysely, booking.id);
      if (payment && payment.state !== 'awaiting_card' && payment.state !== 'awaiting_payment' && payment.state !== 'expired')
        throw conflict(M.alreadyExists, 'already_exists');
      if (payment?.session_id && payment.state !== 'expired') {
        const open = await calling(client.readCheckoutSession(payment.account_id, payment.session_id));
        if (open.status === 'open' && open.url) return { bookingPaymentId: payment.id, checkoutUrl: open.url };
      }
      const customer =
        payment?.customer_id ??
        (
          await calling(
            client.createCustomer(account.accountId, {
              email: booking.email || null,
              name: booking.name || null,
              metadata: { booking: booking.guid },
              idempotencyKey: `couvert-booking${booking.id}-customer`,
            }),
          )
        ).id;
      if (!payment) {
        const restaurant = await findRestaurantById(ctx.db.kysely, booking.restaurant_id);
        const deadline =
          input.freeCancellationUntil !== undefined
            ? input.freeCancellationUntil
            : restaurant
              ? await policyDeadline(ctx.db.kysely, booking, restaurant.time_zone)
              : null;
        const now = at();
        await inTransaction(ctx.db, (trx) =>
          insertBookingPaymentOnce(trx, {
            restaurant_id: input.restaurantId,
            booking_id: booking.id,
            kind: input.kind,
            state: input.kind === 'guarantee' ? 'awaiting_card' : 'awaiting_payment',
            amount_cents: input.amountCents,
            currency: 'eur',
            account_id: account.accountId,
            customer_id: customer,
            consent_text: input.consent.text,
            consent_version: input.consent.version,
            consent_at: now,
            free_cancellation_until: deadline,
            created_at: now,
            updated_at: now,
          }),
        );
        payment = (await findBookingPaymentOfBooking(ctx.db.kysely, booking.id))!;
      }
      const session = await calling(
        client.createCheckoutSession({
          account: payment.account_id,
          mode: payment.kind === 'guarantee' ? 'setup' : 'payment',
          customer,
          amountCents: payment.kind === 'deposit' ? payment.amount_cents : undefined,
          currency: payment.currency,
          description: payment.kind === 'guarantee' ? `Garantie de la réservation ${booking.reference}` : `Acompte de la réservation ${booking.reference}`,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: new Date(ctx.now().getTime() + CHECKOUT_MINUTES * 60_000),
          metadata: { booking_payment: String(payment.id) },
          // A replacement page is a new request: its key names the page it replaces.
          idempotencyKey: `couvert-bp${payment.id}-checkout-${payment.session_id ?? 'first'}`,
          language: languageOr(booking.language),
        }),
      );
      const awaiting = payment.kind === 'guarantee' ? 'awaiting_card' : 'awaiting_payment';
      // The customer too: a payment written when the table was held has none yet, and the saved
      // card can only be charged later under the customer it was saved for.
      await inTransaction(ctx.db, (trx) =>
        updateBookingPayment(trx, payment.id, { session_id: session.id, customer_id: customer, state: awaiting, updated_at: at() }, [
          'awaiting_card',
          'awaiting_payment',
          'expired',
        ]),
      );
      return { bookingPaymentId: payment.id, checkoutUrl: session.url! };
    },

    /**
     * The diner is back from the provider's page: its answer is applied now, webhook or not. The id
     * comes from the diner's own return address, like the booking's other capability links.
     */
    async confirmReturn(bookingPaymentId: number): Promise<BookingPaymentView> {
      const payment = await requirePayment(bookingPaymentId);
      // An expired payment too: a diner may finish on the provider's page after the hold ran out.
      if (payment.session_id && (payment.state === 'awaiting_card' || payment.state === 'awaiting_payment' || payment.state === 'expired')) {
        const session = await calling(provider().readCheckoutSession(payment.account_id, payment.session_id));
        await inTransaction(ctx.db, (trx) => applyCheckout(trx, payment, session, at()));
      }
      return paymentView(await requirePayment(bookingPaymentId));
    },

    async view(restaurantId: number, bookingPaymentId: number): Promise<BookingPaymentView> {
      return paymentView(await requirePayment(bookingPaymentId, restaurantId));
    },

    /** Who charged or refunded what, and what the provider answered, oldest first. */
    async history(restaurantId: number, bookingPaymentId: number): Promise<PaymentActionView[]> {
      const rows = await actionsOf(ctx.db.kysely, (await requirePayment(bookingPaymentId, restaurantId)).id);
      return rows.map((row) => ({
        action: row.action,
        amountCents: row.amount_cents,
        actor: row.actor,
        outcome: row.outcome,
        providerId: row.provider_id,
        failureReason: row.failure_reason,
        at: row.created_at,
      }));
    },

    async viewOfBooking(bookingId: number): Promise<BookingPaymentView | null> {
      const row = await findBookingPaymentOfBooking(ctx.db.kysely, bookingId);
      return row ? paymentView(row) : null;
    },
  };
}
