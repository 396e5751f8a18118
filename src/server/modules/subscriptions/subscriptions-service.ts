import { parseInstant, startOfLocalDay } from '../../../domain/dates';
import { BOOKING_NEWS_CONSENT, SUBSCRIPTION_CONSENT_TEXT } from '../../../domain/subscription-consent';
import type { AppContext } from '../../context';
import { inKeyedTransaction, type Executor } from '../../db/transactions';
import type { DatabaseKind } from '../../db/database';
import { AppError, notFound, unprocessable } from '../../http/envelope';
import { checkDinerEmail } from '../../../domain/diner-fields';
import { said } from '../../../domain/diner-messages/diner-text';
import { newCapabilityId } from '../../lib/ids';
import { checkDinerPhone, isMobilePhone } from '../../../domain/diner-phone';
import { enqueueMessages, type OutboxMessage } from '../outbox';
import { findRestaurantById, type RestaurantRow } from '../restaurants';
import { countRestaurantCodeSmsSince } from '../confirmation-codes';
import { languageOr, type DinerLanguage } from '../../../domain/languages';
import {
  countMessagesTo,
  findSubscriptionByConfirmToken,
  findSubscriptionByContact,
  findSubscriptionById,
  findSubscriptionByGuid,
  findSubscriptionByPhoneConfirmToken,
  insertSubscription,
  lockSignups,
  updateSubscription,
} from './subscriptions-repository';

/** The wording the diner agreed to, stored with the subscription as proof of consent (shown by the page). */
const CONSENT_TEXT = SUBSCRIPTION_CONSENT_TEXT;

/** A confirmation link older than this asks the person to sign up again. */
const CONFIRM_LINK_VALIDITY_DAYS = 7;
/** Confirmation messages one address (or one phone) receives per 24 hours, whatever the sign-ups. */
const MAX_CONFIRMATIONS_PER_DAY = 3;
/** Sign-ups are serialised: one contact never becomes two subscriptions, a cap never lets two through. */
const SIGNUP_LOCK = 'subscriptions:signup';

export function subscriptionsService(ctx: AppContext) {
  return {
    /**
     * Every channel is confirmed before it receives anything (double opt-in): the e-mail by a link
     * e-mailed to it, the phone by a link texted to it. Signing up again is idempotent: one
     * subscription per contact and restaurant, and at most a few confirmation messages per contact
     * and day, however many sign-ups arrive.
     */
    async subscribe(input: { restaurant_id: number; email: string; phone_number: string; consent: boolean; language?: DinerLanguage }) {
      // Each contact is optional, but one given follows the same rule as in the booking wizard.
      const emailInput = input.email.trim();
      const phoneInput = input.phone_number.trim();
      if (!emailInput && !phoneInput) throw unprocessable(said('contactRequired'), 'contact');
      const emailCheck = emailInput ? checkDinerEmail(emailInput) : { ok: true as const, value: '' };
      if (!emailCheck.ok) throw unprocessable(said(emailCheck.reason), 'email');
      const email = emailCheck.value;
      const phoneCheck = phoneInput ? checkDinerPhone(phoneInput) : { ok: true as const, value: '' };
      if (!phoneCheck.ok) throw unprocessable(said(phoneCheck.reason), 'phone');
      const phone = phoneCheck.value;
      if (phone && !isMobilePhone(phone)) throw unprocessable(said('subscriptionNotMobile'), 'not_mobile');
      if (!input.consent) throw unprocessable(said('consentRequired'), 'consent');
      const restaurant = await findRestaurantById(ctx.db.kysely, input.restaurant_id);
      if (!restaurant) throw notFound(said('restaurantNotFound'));
      const now = ctx.now();
      await inKeyedTransaction(ctx.db, SIGNUP_LOCK, async (trx) => {
        const id = await upsertSubscription(trx, restaurant.id, { email, phone, now, language: input.language, consentText: CONSENT_TEXT });
        await sendConfirmations(trx, restaurant, id, now);
      });
      return said(email && phone ? 'pendingBoth' : email ? 'pendingEmail' : 'pendingPhone', undefined, input.language);
    },

    /** The opt-in link, e-mailed or texted: from then on that channel receives the mailings. */
    async confirm(token: string) {
      const byEmail = await findSubscriptionByConfirmToken(ctx.db.kysely, token);
      const subscription = byEmail ?? (await findSubscriptionByPhoneConfirmToken(ctx.db.kysely, token));
      // An unsubscribed address is not re-subscribed by an old confirmation message.
      if (!subscription || subscription.status === 'unsubscribed') throw notFound(said('confirmInvalid'));
      const restaurant = await findRestaurantById(ctx.db.kysely, subscription.restaurant_id);
      if (!restaurant) throw notFound(said('confirmInvalid'));
      const back = { restaurant_slug: restaurant.slug };
      // The language the person signed up in, unless their page says otherwise.
      const spoken = languageOr(subscription.language);
      const already = byEmail ? subscription.confirmed_at !== null : subscription.phone_confirmed_at !== null;
      if (already && subscription.status === 'active')
        return { message: said('subscriptionAlreadyConfirmed', { restaurant: restaurant.name }, spoken), restaurant: back };
      const now = ctx.now();
      if (now.getTime() - parseInstant(subscription.consent_at).getTime() > CONFIRM_LINK_VALIDITY_DAYS * 86_400_000) {
        throw new AppError(410, said('confirmExpired', undefined, spoken), 'expired');
      }
      const at = now.toISOString();
      await updateSubscription(
        ctx.db.kysely,
        subscription.id,
        byEmail ? { status: 'active', confirmed_at: at } : { status: 'active', phone_confirmed_at: at, phone_confirmed_via: 'sms_link' },
      );
      return { message: said('subscriptionConfirmed', { restaurant: restaurant.name }, spoken), restaurant: back };
    },

    async unsubscribe(guid: string) {
      const subscription = await findSubscriptionByGuid(ctx.db.kysely, guid);
      if (!subscription) throw notFound(said('unsubscribeError'));
      if (subscription.status !== 'unsubscribed') {
        await updateSubscription(ctx.db.kysely, subscription.id, { status: 'unsubscribed', unsubscribed_at: ctx.now().toISOString() });
      }
      // The page then leads back to the restaurant, not to the product's own home.
      const restaurant = await findRestaurantById(ctx.db.kysely, subscription.restaurant_id);
      return {
        message: said('unsubscribed', undefined, languageOr(subscription.language)),
        restaurant: restaurant ? { restaurant_slug: restaurant.slug } : null,
      };
    },
  };
}

/**
 * The diner ticked "les actualités" on a booking's summary: inside the booking's own transaction,
 * they become a subscriber of that restaurant under the sign-up page's rules (each channel
 * confirmed by its own link before any marketing, the same daily caps and SMS budget), with the
 * booking, the text they read, the time and the channels kept as proof. The booking's e-mail is a
 * channel; its phone is one when it is a mobile (a landline cannot receive the SMS opt-in).
 * Sign-ups are serialised by the same lock as the page's, taken after the day's lock (the page
 * never waits for a day's lock, so the two cannot deadlock).
 */
export async function subscribeFromBooking(
  trx: Executor,
  kind: DatabaseKind,
  restaurant: RestaurantRow,
  consent: { bookingId: number; email: string; phoneE164: string; language: DinerLanguage; now: Date },
): Promise<void> {
  const phone = consent.phoneE164 && isMobilePhone(consent.phoneE164) ? consent.phoneE164 : '';
  if (!consent.email && !phone) return;
  if (kind === 'postgres') await lockSignups(trx, SIGNUP_LOCK);
  const id = await upsertSubscription(trx, restaurant.id, {
    email: consent.email,
    phone,
    now: consent.now,
    language: consent.language,
    consentText: BOOKING_NEWS_CONSENT[consent.language],
    sourceBookingId: consent.bookingId,
  });
  await sendConfirmations(trx, restaurant, id, consent.now);
}

/**
 * The diner said no to the restaurant's news elsewhere than by a message's link (on Google): every
 * subscription of theirs to this restaurant, by that e-mail or that phone, ends as the link ends it.
 */
export async function unsubscribeContact(trx: Executor, restaurantId: number, contact: { email: string; phoneE164: string; now: Date }): Promise<void> {
  const found = [
    contact.email ? await findSubscriptionByContact(trx, restaurantId, 'email', contact.email) : undefined,
    contact.phoneE164 ? await findSubscriptionByContact(trx, restaurantId, 'phone_number', contact.phoneE164) : undefined,
  ];
  for (const subscription of found) {
    if (subscription && subscription.status !== 'unsubscribed') {
      await updateSubscription(trx, subscription.id, { status: 'unsubscribed', unsubscribed_at: contact.now.toISOString() });
    }
  }
}

/**
 * The contact's one subscription to this restaurant, created or brought up to date: a new contact
 * detail is added when no other subscription holds it; an unsubscribed person signing up again
 * gives a fresh consent and confirms again. Returns its id.
 */
async function upsertSubscription(
  trx: Executor,
  restaurantId: number,
  consent: { email: string; phone: string; now: Date; language?: DinerLanguage; consentText: string; sourceBookingId?: number },
): Promise<number> {
  const { email, phone, now, language } = consent;
  const at = now.toISOString();
  const byEmail = email ? await findSubscriptionByContact(trx, restaurantId, 'email', email) : undefined;
  const byPhone = phone ? await findSubscriptionByContact(trx, restaurantId, 'phone_number', phone) : undefined;
  const existing = byEmail ?? byPhone;
  if (!existing) {
    return insertSubscription(trx, {
      guid: newCapabilityId(),
      restaurant_id: restaurantId,
      email,
      phone_number: phone,
      status: 'pending',
      confirm_token: email ? newCapabilityId() : null,
      phone_confirm_token: phone ? newCapabilityId() : null,
      consent_text: consent.consentText,
      consent_channels: [email && 'email', phone && 'sms'].filter(Boolean).join(','),
      source_booking_id: consent.sourceBookingId ?? null,
      consent_at: at,
      confirmed_at: null,
      created_at: at,
      language: language ?? 'fr',
    });
  }
  const addEmail = email && !existing.email && !byEmail;
  // A phone held by another of this restaurant's subscriptions stays there.
  const addPhone = phone && !existing.phone_number && (!byPhone || byPhone.id === existing.id);
  const nextEmail = addEmail ? email : existing.email;
  const nextPhone = addPhone ? phone : existing.phone_number;
  const channels = new Set(existing.consent_channels.split(',').filter(Boolean));
  if (email && nextEmail === email) channels.add('email');
  if (phone && nextPhone === phone) channels.add('sms');
  const again = existing.status === 'unsubscribed';
  // A new consent replaces the proof as a whole (text, where, when); an active subscriber consenting
  // again to nothing new keeps the consent they confirmed.
  const fresh = again || addEmail || addPhone || existing.status === 'pending';
  await updateSubscription(trx, existing.id, {
    email: nextEmail,
    phone_number: nextPhone,
    status: again ? 'pending' : existing.status,
    consent_text: fresh ? consent.consentText : existing.consent_text,
    consent_channels: [...channels].sort().join(','),
    source_booking_id: fresh ? (consent.sourceBookingId ?? null) : existing.source_booking_id,
    // A new consent restarts the confirmation link's validity.
    consent_at: fresh ? at : existing.consent_at,
    confirm_token: nextEmail && (again || !existing.confirm_token) ? newCapabilityId() : existing.confirm_token,
    phone_confirm_token: nextPhone && (again || !existing.phone_confirm_token) ? newCapabilityId() : existing.phone_confirm_token,
    confirmed_at: again ? null : existing.confirmed_at,
    phone_confirmed_at: again ? null : existing.phone_confirmed_at,
    phone_confirmed_via: again ? null : existing.phone_confirmed_via,
    unsubscribed_at: again ? null : existing.unsubscribed_at,
    // The latest sign-up's language is the one the person reads now.
    ...(language ? { language } : {}),
  });
  return existing.id;
}

/**
 * The confirmation link of each channel not yet confirmed, within the daily caps: a few per
 * address or phone, and the texts within the restaurant's SMS budget (they cost it money).
 */
async function sendConfirmations(trx: Executor, restaurant: RestaurantRow, id: number, now: Date): Promise<void> {
  const s = await findSubscriptionById(trx, id);
  if (!s) return;
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const messages: OutboxMessage[] = [];
  if (s.email && !s.confirmed_at && s.confirm_token && (await countMessagesTo(trx, 'subscription_confirm', s.email, dayAgo)) < MAX_CONFIRMATIONS_PER_DAY) {
    messages.push({ kind: 'subscription_confirm', channel: 'email', recipient: s.email, restaurantId: restaurant.id, payload: { subscriptionId: id } });
  }
  if (
    s.phone_number &&
    !s.phone_confirmed_at &&
    s.phone_confirm_token &&
    (await countMessagesTo(trx, 'subscription_phone_confirm', s.phone_number, dayAgo)) < MAX_CONFIRMATIONS_PER_DAY &&
    (await countRestaurantCodeSmsSince(trx, restaurant.id, startOfLocalDay(restaurant.time_zone, now).toISOString())) < restaurant.sms_daily_budget
  ) {
    messages.push({
      kind: 'subscription_phone_confirm',
      channel: 'sms',
      recipient: s.phone_number,
      restaurantId: restaurant.id,
      payload: { subscriptionId: id },
    });
  }
  await enqueueMessages(trx, messages, now);
}
