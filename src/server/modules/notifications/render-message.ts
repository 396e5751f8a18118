import type { AppConfig } from '../../config';
import type { Executor } from '../../db/transactions';
import { findAppConfig } from '../app-config/app-config-repository';
import { findBookingById } from '../bookings/bookings-repository';
import { CODE_VALIDITY_MINUTES } from '../confirmation-codes/confirmation-codes-service';
import { findRestaurantById, type RestaurantRow } from '../restaurants/restaurants-repository';
import { findSubscriptionById } from '../subscriptions/subscriptions-repository';
import { links } from './links';
import { findMarketingMessage, statusBeforeCancellation } from './notifications-repository';
import type { OutboxRow } from './outbox-repository';
import {
  bookingCancelledEmail,
  bookingReceivedEmail,
  bookingReminderEmail,
  delayNoticeEmail,
  waitingListOfferEmail,
  waitingListOfferSms,
  type BookingMailData,
} from './templates/booking-emails';
import type { Brand } from './templates/email-layout';
import { marketingEmail, marketingSms, smsCodeText, subscriptionConfirmEmail } from './templates/subscription-emails';
import type { RenderResult } from './templates/types';
import { nextCommercialSmsInstant } from '../../../domain/commercial-quiet-hours';
import { zonedNow } from '../../../domain/dates';

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
    phone: restaurant.phone_number,
    appName: app?.name || 'Couvert',
  };
}

function payloadOf(row: OutboxRow): Record<string, unknown> {
  try {
    return JSON.parse(row.payload) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const idFrom = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

async function bookingData(ctx: RenderContext, bookingId: number | null): Promise<BookingMailData | null> {
  if (bookingId === null) return null;
  const booking = await findBookingById(ctx.db, bookingId);
  if (!booking) return null;
  const restaurant = await findRestaurantById(ctx.db, booking.restaurant_id);
  if (!restaurant) return null;
  return { booking, restaurant, brand: await brandOf(ctx, restaurant), links: links(ctx.config.publicUrl), now: ctx.now };
}

/**
 * Turns a queued message into what is sent, from the data as it is now: a booking cancelled
 * since, an expired code or a withdrawn subscription gives nothing to send.
 */
export async function renderMessage(ctx: RenderContext, row: OutboxRow): Promise<RenderResult> {
  const payload = payloadOf(row);
  switch (row.kind) {
    case 'booking_received': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      if (!HOLDING.has(data.booking.status) && data.booking.status !== 'waiting') return skip(`réservation ${data.booking.status}`);
      return { ...bookingReceivedEmail(data), to: row.recipient };
    }
    case 'booking_reminder': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      if (!HOLDING.has(data.booking.status)) return skip(`réservation ${data.booking.status}`);
      if (typeof payload.date === 'string' && payload.date !== data.booking.date) return skip('réservation déplacée');
      if (zonedNow(data.restaurant.time_zone, ctx.now).date >= data.booking.date) return skip('rappel trop tardif');
      return { ...bookingReminderEmail(data), to: row.recipient };
    }
    case 'booking_cancelled': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      const before = await statusBeforeCancellation(ctx.db, data.booking.id);
      return { ...bookingCancelledEmail(data, before === 'waiting'), to: row.recipient };
    }
    case 'delay_notice': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip('réservation introuvable');
      const change = { from: String(payload.from ?? ''), to: String(payload.to ?? data.booking.hour), comment: String(payload.comment ?? '') };
      return delayNoticeEmail(data, change, row.recipient);
    }
    case 'waiting_list_offer': {
      const data = await bookingData(ctx, idFrom(payload.bookingId) ?? row.booking_id);
      if (!data) return skip("inscription sur liste d'attente introuvable");
      if (data.booking.status !== 'waiting') return skip(`inscription ${data.booking.status}`);
      if (zonedNow(data.restaurant.time_zone, ctx.now).date > data.booking.date) return skip('date passée');
      return row.channel === 'sms' ? { ...waitingListOfferSms(data), to: row.recipient } : { ...waitingListOfferEmail(data), to: row.recipient };
    }
    case 'sms_code': {
      const code = typeof payload.code === 'string' ? payload.code : '';
      if (!code) return skip('code absent');
      // A code that has expired before it could be delivered would only mislead the diner.
      if (ctx.now.getTime() > Date.parse(row.created_at) + CODE_VALIDITY_MINUTES * 60_000) return skip('code expiré');
      const app = await findAppConfig(ctx.db);
      return { channel: 'sms', to: row.recipient, body: smsCodeText(app?.name || 'Couvert', code, CODE_VALIDITY_MINUTES) };
    }
    case 'subscription_confirm': {
      const subscription = await findSubscriptionTarget(ctx, idFrom(payload.subscriptionId));
      if (!subscription) return skip('inscription introuvable');
      if (subscription.subscription.status !== 'pending' || !subscription.subscription.confirm_token) return skip(`inscription ${subscription.subscription.status}`);
      return { ...subscriptionConfirmEmail(subscription, subscription.subscription.confirm_token), to: row.recipient };
    }
    case 'marketing': {
      const target = await findSubscriptionTarget(ctx, idFrom(payload.subscriptionId));
      if (!target) return skip('inscription introuvable');
      // Consent is checked at delivery: an unsubscription made after the mailing was queued wins.
      if (target.subscription.status !== 'active') return skip(`inscription ${target.subscription.status}`);
      const message = await findMarketingMessage(ctx.db, idFrom(payload.marketingMessageId) ?? -1);
      if (!message || message.restaurant_id !== target.restaurant.id) return skip('message introuvable');
      if (row.channel === 'sms') {
        const until = nextCommercialSmsInstant(ctx.now, target.restaurant.time_zone);
        if (until.getTime() > ctx.now.getTime()) return { channel: 'defer', until, reason: 'heures de silence des SMS commerciaux' };
        return { ...marketingSms(target, message), to: row.recipient };
      }
      return { ...marketingEmail(target, message), to: row.recipient };
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
