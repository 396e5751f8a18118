import { formatPhoneForDisplay } from '../../../domain/phone-display';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/transactions';
import { findAppConfig } from '../app-config';
import { findBookingById } from '../booking-engine';
import { findRestaurantById, type RestaurantRow } from '../restaurants';
import { findSubscriptionById, confirmedChannels } from '../subscriptions';
import { CODE_VALIDITY_MINUTES } from '../confirmation-codes';
import { links } from './links';
import { findMarketingMessage, statusBeforeCancellation } from './notifications-repository';
import type { OutboxRow } from '../outbox';
import { renderAccountNotice } from './render-account-notice';
import { renderPasswordReset } from './render-password-reset';
import { bookingCancelledEmail, bookingReceivedEmail, bookingReminderEmail, delayNoticeEmail, waitingListOfferEmail } from './templates/booking-emails';
import type { BookingMailData } from './templates/booking-message-parts';
import { bookingCancelledSms, bookingReceivedSms, bookingReminderSms, waitingListOfferSms } from './templates/booking-sms';
import type { Brand } from './templates/email-layout';
import { marketingEmail, marketingSms, smsCodeText, subscriptionConfirmEmail } from './templates/subscription-emails';
import type { RenderResult } from './templates/types';
import { smsBudgetReachedEmail, subscriptionConfirmSms } from './templates/abuse-alerts';
import { nextCommercialSmsInstant } from '../../../domain/commercial-quiet-hours';
import { holidayRegionOf } from '../../../domain/french-holidays';
import { minutesToTime, zonedNow, parseInstant } from '../../../domain/dates';
import { findOfferById } from '../waiting-offers';
import { acceptedProtection } from '../payments';
import { waitingOfferEmail, waitingOfferSms, waitingOfferTakenEmail, waitingOfferTakenSms } from './templates/waiting-offer-messages';
import { isReminderSmsHour } from '../../../domain/diner-attendance';
import { awaitsOwnerConfirmation } from '../auth';
import { thankYouForDelivery } from '../after-meal';
import { thankYouEmail } from './templates/thank-you-email';

export interface RenderContext {
  db: Executor;
  config: AppConfig;
  now: Date;
}

const skip = (reason: string): RenderResult => ({ channel: 'skip', reason });
const HOLDING = new Set(['pending', 'confirmed']);

async function brandOf(ctx: RenderContext, restaurant: RestaurantRow): Promise<Brand> {
  const app = await findAppConfig(ctx.db);
  return {
    restaurantName: restaurant.name,
    logoUrl: links(ctx.config.publicUrl).asset(restaurant.logo_img),
    address: restaurant.address,
    phone: formatPhoneForDisplay(restaurant.phone_number),
    appName: app?.name || 'Couvert',
  };
}

function payloadOf(row: OutboxRow): Record<string, unknown> {
  try {
    const payload: unknown = JSON.parse(row.payload);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const idFrom = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const textFrom = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

async function bookingData(ctx: RenderContext, bookingId: number | null): Promise<BookingMailData | null> {
  if (bookingId === null) return null;
  const booking = await findBookingById(ctx.db, bookingId);
  if (!booking) return null;
  const restaurant = await findRestaurantById(ctx.db, booking.restaurant_id);
  if (!restaurant) return null;
  return {
    booking,
    restaurant,
    brand: await brandOf(ctx, restaurant),
    links: links(ctx.config.publicUrl),
    now: ctx.now,
    protection: await acceptedProtection(ctx.db, booking.id),
  };
}

/**
 * Messages about an owner's own account, sent only to that account's address: the one thing that
 * leaves for a restaurant whose owner has not confirmed their address (the confirmation mail above
 * all). Everything else speaks for a restaurant.
 */
const OWNER_ACCOUNT_KINDS = new Set(['email_confirmation', 'password_reset', 'sign_up_attempt', 'owner_password_attempts']);

/** The restaurant a message speaks for, from the row or what its payload names. */
async function restaurantOfMessage(ctx: RenderContext, row: OutboxRow, payload: Record<string, unknown>): Promise<number | null> {
  if (row.restaurant_id !== null) return row.restaurant_id;
  const offerId = idFrom(payload.offerId);
  const bookingId = idFrom(payload.bookingId) ?? row.booking_id ?? (offerId === null ? null : ((await findOfferById(ctx.db, offerId))?.booking_id ?? null));
  if (bookingId !== null) return (await findBookingById(ctx.db, bookingId))?.restaurant_id ?? null;
  const subscriptionId = idFrom(payload.subscriptionId);
  if (subscriptionId !== null) return (await findSubscriptionById(ctx.db, subscriptionId))?.restaurant_id ?? null;
  return null;
}

/**
 * Turns a queued message into what is sent, from the data as it is now: a booking cancelled
 * since, an expired code or a withdrawn subscription gives nothing to send. It goes to the row's
 * recipient on the row's channel, or not at all: a phone number is never e-mailed.
 *
 * Nothing speaks for a restaurant whose owner has not confirmed their address: anyone can sign
 * up with any name, and the product would otherwise e-mail or text any address or number in it
 * (a phone booking typed by its staff, a daily-specials sign-up). Checked here, at delivery, so
 * that no kind of message, present or future, can forget it.
 */
export async function renderMessage(ctx: RenderContext, row: OutboxRow): Promise<RenderResult> {
  const payload = payloadOf(row);
  if (!OWNER_ACCOUNT_KINDS.has(row.kind)) {
    const restaurantId = await restaurantOfMessage(ctx, row, payload);
    if (restaurantId !== null && (await awaitsOwnerConfirmation(ctx.db, restaurantId))) return skip('restaurant non confirmé par son propriétaire');
  }
  const rendered = await renderByKind(ctx, row, payload);
  if (rendered.channel !== 'email' && rendered.channel !== 'sms') return rendered;
  if (rendered.channel !== row.channel) return skip(`pas d'envoi par ${row.channel === 'sms' ? 'SMS' : 'e-mail'} pour « ${row.kind} »`);
  return { ...rendered, to: row.recipient };
}

async function renderByKind(ctx: RenderContext, row: OutboxRow, payload: Record<string, unknown>): Promise<RenderResult> {
  const bySms = row.channel === 'sms';
  switch (row.kind) {
    case 'booking_received': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      if (!HOLDING.has(data.booking.status) && data.booking.status !== 'waiting') return skip(`réservation ${data.booking.status}`);
      const options = { fromWaitingList: payload.fromWaitingList === true };
      return bySms ? bookingReceivedSms(data, options) : bookingReceivedEmail(data, options);
    }
    case 'booking_reminder': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      if (!HOLDING.has(data.booking.status)) return skip(`réservation ${data.booking.status}`);
      if (typeof payload.date === 'string' && payload.date !== data.booking.date) return skip('réservation déplacée');
      const local = zonedNow(data.restaurant.time_zone, ctx.now);
      if (local.date >= data.booking.date) return skip('rappel trop tardif');
      // Queued within the hours, a text delayed past 20:00 would wake the diner: the e-mail says it all.
      if (bySms && !isReminderSmsHour(local.minutes)) return skip('hors des heures des SMS de rappel');
      return bySms ? bookingReminderSms(data) : bookingReminderEmail(data);
    }
    case 'thank_you': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      // Blocked, turned off, opted out or no longer finished since it was queued: nothing leaves.
      const thanks = await thankYouForDelivery(ctx.db, data.booking.id);
      if ('skip' in thanks) return skip(thanks.skip);
      const l = links(ctx.config.publicUrl);
      const action = thanks.mode === 'google' ? thanks.googleReviewUrl : l.thankYouFeedback(thanks.token);
      return thankYouEmail(data, { mode: thanks.mode, action, stop: l.thankYouStop(thanks.token) });
    }
    case 'booking_cancelled': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      // Whatever the booking became since, a message saying it is cancelled must be true.
      if (!data.booking.status.startsWith('cancelled')) return skip(`réservation ${data.booking.status}`);
      const options = {
        wasWaiting: (await statusBeforeCancellation(ctx.db, data.booking.id)) === 'waiting',
        byRestaurant: payload.byRestaurant === true || data.booking.status === 'cancelled_by_restaurant',
        refundCents: idFrom(payload.refundCents),
        unpaid:
          payload.unpaidHoldMinutes === undefined
            ? undefined
            : { holdMinutes: idFrom(payload.unpaidHoldMinutes) ?? 10, lateRefundCents: idFrom(payload.lateRefundCents) },
      };
      return bySms ? bookingCancelledSms(data, options) : bookingCancelledEmail(data, options);
    }
    case 'delay_notice': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      const change = { from: textFrom(payload.from) ?? '', to: textFrom(payload.to) ?? data.booking.hour, comment: textFrom(payload.comment) ?? '' };
      return delayNoticeEmail(data, change, row.recipient);
    }
    case 'waiting_list_offer': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip("inscription sur liste d'attente introuvable");
      if (data.booking.status !== 'waiting') return skip(`inscription ${data.booking.status}`);
      if (zonedNow(data.restaurant.time_zone, ctx.now).date > data.booking.date) return skip('date passée');
      return bySms ? waitingListOfferSms(data) : waitingListOfferEmail(data);
    }
    case 'waiting_offer':
    case 'waiting_offer_taken': {
      const offer = await findOfferById(ctx.db, idFrom(payload.offerId) ?? -1);
      const data = offer ? await bookingData(ctx, offer.booking_id) : null;
      if (!offer || !data) return skip('offre introuvable');
      if (row.kind === 'waiting_offer_taken') return bySms ? waitingOfferTakenSms(data, offer) : waitingOfferTakenEmail(data, offer);
      // An offer answered, lost or run out before it could be sent would only mislead.
      if (offer.status !== 'offered' || parseInstant(offer.expires_at).getTime() <= ctx.now.getTime()) return skip(`offre ${offer.status}`);
      const details = {
        hour: offer.hour,
        covers: offer.covers,
        link: links(ctx.config.publicUrl).waitingOffer(offer.token),
        expiresAtLocal: minutesToTime(zonedNow(data.restaurant.time_zone, parseInstant(offer.expires_at)).minutes),
      };
      return bySms ? waitingOfferSms(data, details) : waitingOfferEmail(data, details);
    }
    case 'sms_code': {
      const code = typeof payload.code === 'string' ? payload.code : '';
      if (!code) return skip('code absent');
      // A code that has expired before it could be delivered would only mislead the diner.
      if (ctx.now.getTime() > parseInstant(row.created_at).getTime() + CODE_VALIDITY_MINUTES * 60_000) return skip('code expiré');
      const app = await findAppConfig(ctx.db);
      const restaurant = row.restaurant_id == null ? undefined : await findRestaurantById(ctx.db, row.restaurant_id);
      const restaurantName = restaurant?.name ?? (typeof payload.restaurantName === 'string' ? payload.restaurantName : null);
      return {
        channel: 'sms',
        to: row.recipient,
        body: smsCodeText({ restaurantName, appName: app?.name || 'Couvert' }, code, CODE_VALIDITY_MINUTES, payload.language),
      };
    }
    case 'password_reset':
      return renderPasswordReset(ctx, row, payload);
    case 'device_disabled':
    case 'owner_password_attempts':
    case 'sign_up_attempt':
    case 'email_confirmation':
      return renderAccountNotice(ctx, row, payload);
    case 'subscription_confirm': {
      const subscription = await findSubscriptionTarget(ctx, idFrom(payload.subscriptionId));
      if (!subscription) return skip('inscription introuvable');
      if (subscription.subscription.status !== 'pending' || !subscription.subscription.confirm_token)
        return skip(`inscription ${subscription.subscription.status}`);
      return subscriptionConfirmEmail(subscription, subscription.subscription.confirm_token);
    }
    case 'sms_budget_reached': {
      const restaurant = row.restaurant_id === null ? undefined : await findRestaurantById(ctx.db, row.restaurant_id);
      if (!restaurant) return skip('restaurant introuvable');
      const budget = idFrom(payload.budget) ?? restaurant.sms_daily_budget;
      const day = typeof payload.day === 'string' ? payload.day : zonedNow(restaurant.time_zone, ctx.now).date;
      return smsBudgetReachedEmail(await brandOf(ctx, restaurant), row.recipient, budget, day);
    }
    case 'subscription_phone_confirm': {
      const target = await findSubscriptionTarget(ctx, idFrom(payload.subscriptionId));
      if (!target) return skip('inscription introuvable');
      const { subscription } = target;
      if (subscription.status === 'unsubscribed' || subscription.phone_confirmed_at || !subscription.phone_confirm_token) {
        return skip(`inscription ${subscription.status}`);
      }
      return subscriptionConfirmSms(target.restaurant.name, row.recipient, subscription.phone_confirm_token, target.links);
    }
    case 'marketing': {
      const target = await findSubscriptionTarget(ctx, idFrom(payload.subscriptionId));
      if (!target) return skip('inscription introuvable');
      // Consent is checked at delivery: an unsubscription made after the mailing was queued wins.
      if (target.subscription.status !== 'active') return skip(`inscription ${target.subscription.status}`);
      // Only to a channel the subscriber confirmed: a phone never confirmed gets no marketing text.
      if (!confirmedChannels(target.subscription).has(bySms ? 'sms' : 'email')) return skip(bySms ? 'numéro non confirmé' : 'adresse non confirmée');
      const message = await findMarketingMessage(ctx.db, idFrom(payload.marketingMessageId) ?? -1);
      if (!message || message.restaurant_id !== target.restaurant.id) return skip('message introuvable');
      if (bySms) {
        const until = nextCommercialSmsInstant(ctx.now, target.restaurant.time_zone, holidayRegionOf(target.restaurant));
        if (until.getTime() > ctx.now.getTime()) return { channel: 'defer', until, reason: 'heures de silence des SMS commerciaux' };
        return marketingSms(target, message);
      }
      return marketingEmail(target, message);
    }
    default:
      return skip(`type de message inconnu : ${row.kind}`);
  }
}

async function findSubscriptionTarget(ctx: RenderContext, subscriptionId: number | null) {
  if (subscriptionId === null) return null;
  const subscription = await findSubscriptionById(ctx.db, subscriptionId);
  if (!subscription) return null;
  const restaurant = await findRestaurantById(ctx.db, subscription.restaurant_id);
  if (!restaurant) return null;
  return { subscription, restaurant, brand: await brandOf(ctx, restaurant), links: links(ctx.config.publicUrl) };
}
