import { openServicesOn } from '../../../domain/services';
import { said } from '../../../domain/diner-messages/diner-text';
import type { DinerProtection, PaymentReturn } from '../../../domain/schemas/responses/diner-payment';
import type { DinerLanguage } from '../../../domain/languages';
import { isValidIsoDate, isValidTime } from '../../../domain/dates';
import { checkDinerEmail } from '../../../domain/diner-fields';
import { checkDinerPhone } from '../../../domain/diner-phone';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/envelope';
import { draftChecks, findBookingByShortId } from '../booking-engine';
import {
  findBookingPaymentOfBooking,
  holdAgain,
  isHeldPayment,
  paymentsService,
  protectionOf,
  protectionRules,
  riskOfContact,
  releaseEndedHolds,
  settlePayment,
  slotStillFree,
} from '../payments';
import { offerReleasedTables } from '../waiting-offers';

// The diner's side of a booking's card guarantee or deposit: the words to accept before booking,
// the provider's page to open after, and what the return from it found. The booking's short id is
// the capability, as for the booking's own link.

export interface ProtectionQuery {
  restaurantSlug: string;
  date: string;
  hour: string;
  tablewarecount: number;
  language?: DinerLanguage;
  /** The contact details the booking will send: a guest beyond the risk rule gives a card guarantee. */
  email?: string;
  phoneNumber?: string;
}

export function bookingPaymentService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const { bookingRulesOf } = draftChecks(ctx);
  const payments = paymentsService(ctx);

  async function bookingAndPayment(shortId: string) {
    const booking = await findBookingByShortId(db, shortId);
    if (!booking) throw notFound(said('bookingNotFound'));
    const payment = await findBookingPaymentOfBooking(db, booking.id);
    if (!payment) throw conflict(said('paymentNotNeeded', undefined, booking.language as DinerLanguage), 'payment_not_needed');
    return { booking, payment, language: booking.language as DinerLanguage };
  }

  return {
    /** What the restaurant would ask of this booking; null when nothing (or the draft is not a slot). */
    async protection(query: ProtectionQuery): Promise<{ protection: DinerProtection | null }> {
      if (!isValidIsoDate(query.date) || !isValidTime(query.hour) || query.tablewarecount < 1) return { protection: null };
      const { restaurant, rules } = await bookingRulesOf(query.restaurantSlug, query.date);
      const service = openServicesOn(query.date, rules.services, rules.closedDates).find((s) => s.firstSeating <= query.hour && query.hour <= s.lastSeating);
      if (!service) return { protection: null };
      const protectionSet = await protectionRules(db, restaurant.id);
      const contact = { email: checkDinerEmail(query.email ?? ''), phone: checkDinerPhone(query.phoneNumber ?? '') };
      const noShows =
        protectionSet.risk.threshold === null
          ? 0
          : (
              await riskOfContact(db, restaurant, ctx.now(), {
                email: contact.email.ok ? contact.email.value : '',
                phone: contact.phone.ok ? contact.phone.value : '',
              })
            ).noShows;
      const found = protectionOf(protectionSet, {
        date: query.date,
        hour: query.hour,
        service: service.kind,
        covers: query.tablewarecount,
        language: query.language ?? 'fr',
        timeZone: restaurant.time_zone,
        noShows,
      });
      if (!found) return { protection: null };
      return {
        protection: {
          kind: found.kind,
          amountCents: found.amountCents,
          currency: found.currency,
          deadlineHours: found.deadlineHours,
          holdMinutes: found.holdMinutes,
          freeCancellationUntil: found.freeCancellationUntil.toISOString(),
          text: found.text,
          version: found.version,
        },
      };
    },

    /** The provider's page for this booking; after the hold ran out, the table is held again if free. */
    async startCheckout(shortId: string): Promise<{ checkoutUrl: string; holdUntil: string }> {
      const { booking, payment, language } = await bookingAndPayment(shortId);
      if (!['awaiting_card', 'awaiting_payment', 'expired'].includes(payment.state))
        throw conflict(said('paymentAlreadyDone', undefined, language), 'payment_done');
      const holdUntil = await holdAgain(ctx.db, payment.id, ctx.now(), offerReleasedTables);
      if (!holdUntil) {
        // Cancelled by the diner, or released with its slot gone since.
        if (booking.status === 'pending' || payment.released_at) throw conflict(said('paymentSlotGone', undefined, language), 'slot_gone');
        throw conflict(said('paymentNotNeeded', undefined, language), 'payment_not_needed');
      }
      const back = `${ctx.config.publicUrl}/resa/${encodeURIComponent(shortId)}/paiement`;
      const { checkoutUrl } = await payments.startCheckout({
        restaurantId: booking.restaurant_id,
        bookingId: booking.id,
        kind: payment.kind,
        amountCents: payment.amount_cents,
        consent: { text: payment.consent_text ?? '', version: payment.consent_version ?? '' },
        successUrl: back,
        cancelUrl: `${back}?retour=annule`,
      });
      return { checkoutUrl, holdUntil };
    },

    /** The diner is back from the provider's page: its answer is applied, and the booking with it. */
    async returned(shortId: string): Promise<PaymentReturn> {
      const { booking, payment } = await bookingAndPayment(shortId);
      await payments.confirmReturn(payment.id);
      let outcome = await settlePayment(ctx, payment.id);
      // The hold ran out and the worker has not passed yet: the table is given back now.
      if (outcome === 'open' && payment.hold_until && payment.hold_until < ctx.now().toISOString()) {
        await releaseEndedHolds(ctx.db, ctx.now, offerReleasedTables);
        outcome = 'released';
      }
      const now = (await findBookingPaymentOfBooking(db, booking.id))!;
      const current = (await findBookingByShortId(db, shortId))!;
      const answer = (value: PaymentReturn['outcome'], canRetry = false): PaymentReturn => ({
        outcome: value,
        kind: now.kind,
        amountCents: now.amount_cents,
        holdUntil: isHeldPayment(now) ? now.hold_until : null,
        card: now.card_brand && now.card_last4 ? { brand: now.card_brand, last4: now.card_last4 } : null,
        canRetry,
      });
      if (outcome === 'refunded' || (now.refunded_cents > 0 && now.released_at)) return answer('refunded');
      if (current.status === 'pending' && isHeldPayment(now)) return answer('open');
      if (current.status !== 'cancelled_by_guest' && current.status !== 'pending' && now.state !== 'expired') return answer('confirmed');
      const retry = now.state === 'expired' && now.released_at !== null && (await slotStillFree(db, current, ctx.now())).ok;
      return answer('released', retry);
    },
  };
}
