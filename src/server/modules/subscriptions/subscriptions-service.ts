import { SUBSCRIPTION_CONSENT_TEXT } from '../../../domain/subscription-consent';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { AppError, notFound, unprocessable } from '../../http/envelope';
import { isPlausibleEmail } from '../../lib/email';
import { newCapabilityId } from '../../lib/ids';
import { normalizePhone } from '../../lib/phone';
import { enqueueMessages } from '../notifications/outbox-repository';
import { findRestaurantById } from '../restaurants/restaurants-repository';
import { findSubscriptionByConfirmToken, findSubscriptionByGuid, insertSubscription, updateSubscription } from './subscriptions-repository';

/** The wording the diner agreed to, stored with the subscription as proof of consent (shown by the page). */
export const CONSENT_TEXT = SUBSCRIPTION_CONSENT_TEXT;

/** A confirmation link older than this asks the person to sign up again. */
export const CONFIRM_LINK_VALIDITY_DAYS = 7;

export const SUBSCRIPTION_MESSAGES = {
  contactRequired: 'Veuillez indiquer une adresse e-mail ou un numéro de téléphone.',
  consentRequired: 'Veuillez cocher la case de consentement pour vous inscrire.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide.',
  restaurantNotFound: 'Restaurant introuvable.',
  pendingEmail: 'Merci ! Pour finaliser votre inscription, cliquez sur le lien que nous venons de vous envoyer par e-mail.',
  subscribedPhone: 'Merci ! Vous recevrez les communications du jour par SMS.',
  unsubscribed:
    'Vous avez été désinscrit avec succès de notre liste de diffusion. Vous ne recevrez plus de communications concernant les plats du jour.',
  unsubscribeError:
    "Nous n'avons pas pu traiter votre demande de désinscription. Veuillez réessayer ultérieurement ou contacter le restaurant directement.",
  confirmed: (restaurant: string) => `Votre inscription est confirmée. Vous recevrez désormais les communications du jour de ${restaurant}.`,
  alreadyConfirmed: (restaurant: string) => `Votre inscription est déjà confirmée. Vous recevez les communications du jour de ${restaurant}.`,
  confirmInvalid: "Ce lien de confirmation n'est pas valide. Veuillez vous inscrire à nouveau.",
  confirmExpired: 'Ce lien de confirmation a expiré. Veuillez vous inscrire à nouveau.',
};

export function subscriptionsService(ctx: AppContext) {
  return {
    /** E-mail subscribers confirm through a link before they receive anything (double opt-in). */
    async subscribe(input: { restaurant_id: number; email: string; phone_number: string; consent: boolean }) {
      const email = input.email.trim().toLowerCase();
      const phoneInput = input.phone_number.trim();
      if (!email && !phoneInput) throw unprocessable(SUBSCRIPTION_MESSAGES.contactRequired, 'contact');
      if (email && !isPlausibleEmail(email)) throw unprocessable(SUBSCRIPTION_MESSAGES.emailInvalid, 'email');
      const phone = phoneInput ? normalizePhone(phoneInput) : '';
      if (phone === null) throw unprocessable(SUBSCRIPTION_MESSAGES.phoneInvalid, 'phone');
      if (!input.consent) throw unprocessable(SUBSCRIPTION_MESSAGES.consentRequired, 'consent');
      const restaurant = await findRestaurantById(ctx.db.kysely, input.restaurant_id);
      if (!restaurant) throw notFound(SUBSCRIPTION_MESSAGES.restaurantNotFound);
      const now = ctx.now();
      const at = now.toISOString();
      const channels = [email && 'email', phone && 'sms'].filter(Boolean).join(',');
      const confirmToken = email ? newCapabilityId() : null;
      await inTransaction(ctx.db, async (trx) => {
        const id = await insertSubscription(trx, {
          guid: newCapabilityId(),
          restaurant_id: restaurant.id,
          email,
          phone_number: phone,
          // SMS-only sign-ups are active at once; anything with an e-mail waits for its confirmation.
          status: email ? 'pending' : 'active',
          confirm_token: confirmToken,
          consent_text: CONSENT_TEXT,
          consent_channels: channels,
          consent_at: at,
          confirmed_at: email ? null : at,
          created_at: at,
        });
        if (email) {
          await enqueueMessages(
            trx,
            [{ kind: 'subscription_confirm', channel: 'email', recipient: email, restaurantId: restaurant.id, payload: { subscriptionId: id } }],
            now,
          );
        }
      });
      return email ? SUBSCRIPTION_MESSAGES.pendingEmail : SUBSCRIPTION_MESSAGES.subscribedPhone;
    },

    /** The double opt-in link: from then on the subscriber receives the mailings. */
    async confirm(token: string) {
      const subscription = await findSubscriptionByConfirmToken(ctx.db.kysely, token);
      // An unsubscribed address is not re-subscribed by an old confirmation e-mail.
      if (!subscription || subscription.status === 'unsubscribed') throw notFound(SUBSCRIPTION_MESSAGES.confirmInvalid);
      const restaurant = await findRestaurantById(ctx.db.kysely, subscription.restaurant_id);
      if (!restaurant) throw notFound(SUBSCRIPTION_MESSAGES.confirmInvalid);
      const back = { restaurant_slug: restaurant.slug };
      if (subscription.status === 'active') return { message: SUBSCRIPTION_MESSAGES.alreadyConfirmed(restaurant.name), restaurant: back };
      const now = ctx.now();
      if (now.getTime() - Date.parse(subscription.created_at) > CONFIRM_LINK_VALIDITY_DAYS * 86_400_000) {
        throw new AppError(410, SUBSCRIPTION_MESSAGES.confirmExpired, 'expired');
      }
      await updateSubscription(ctx.db.kysely, subscription.id, { status: 'active', confirmed_at: now.toISOString() });
      return { message: SUBSCRIPTION_MESSAGES.confirmed(restaurant.name), restaurant: back };
    },

    async unsubscribe(guid: string) {
      const subscription = await findSubscriptionByGuid(ctx.db.kysely, guid);
      if (!subscription) throw notFound(SUBSCRIPTION_MESSAGES.unsubscribeError);
      if (subscription.status !== 'unsubscribed') {
        await updateSubscription(ctx.db.kysely, subscription.id, { status: 'unsubscribed', unsubscribed_at: ctx.now().toISOString() });
      }
      // The page then leads back to the restaurant, not to the product's own home.
      const restaurant = await findRestaurantById(ctx.db.kysely, subscription.restaurant_id);
      return { message: SUBSCRIPTION_MESSAGES.unsubscribed, restaurant: restaurant ? { restaurant_slug: restaurant.slug } : null };
    },
  };
}
