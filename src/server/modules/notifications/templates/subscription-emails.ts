import type { Selectable } from 'kysely';
import type { MarketingMessagesTable, SubscriptionsTable } from '../../../db/schema';
import { sanitizeRestaurantHtml } from '../../../lib/sanitize-html';
import type { RestaurantRow } from '../../restaurants';
import type { Links } from '../links';
import { button, escapeHtml, link, muted, paragraph, renderEmail, type Brand } from './email-layout';
import type { RenderedEmail, RenderedSms } from './types';
import { languageOr } from '../../../../domain/languages';
import { smsCodeCopy, subscriptionConfirmCopy } from './subscription-copy';

export interface SubscriptionMailData {
  brand: Brand;
  links: Links;
  restaurant: RestaurantRow;
  subscription: Selectable<SubscriptionsTable>;
}

/** Double opt-in: nothing is sent to this address until this link is followed. */
export function subscriptionConfirmEmail(data: SubscriptionMailData, token: string): RenderedEmail {
  const { restaurant, links } = data;
  const confirm = links.confirmSubscription(token);
  const language = languageOr(data.subscription.language);
  const c = subscriptionConfirmCopy(language);
  const subject = c.subject(restaurant.name);
  const { html, text } = renderEmail(data.brand, {
    subject,
    preheader: c.preheader(restaurant.name),
    heading: c.heading,
    blocks: [paragraph(c.asked(restaurant.name)), paragraph(c.click), button(c.button, confirm), muted(c.notYou)],
    textBlocks: [c.asked(restaurant.name), c.open(confirm), c.notYou],
    language,
  });
  return { channel: 'email', to: data.subscription.email, fromName: restaurant.name, replyTo: restaurant.email || undefined, subject, html, text };
}

function textToParagraphs(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A mailing to a confirmed subscriber. Always carries its unsubscribe link in the body and the
 * List-Unsubscribe headers (RFC 2369 / RFC 8058 one-click), which mailbox providers require.
 */
export function marketingEmail(data: SubscriptionMailData, message: Selectable<MarketingMessagesTable>): RenderedEmail {
  const { restaurant, links, subscription } = data;
  const unsubscribe = links.unsubscribePage(subscription.guid);
  const bodyHtml = message.body_html.trim()
    ? `<div style="font-size:16px;line-height:24px;color:#1f2933">${sanitizeRestaurantHtml(message.body_html)}</div>`
    : textToParagraphs(message.body_text).map(paragraph).join('\n');
  const footer = `Vous recevez cet e-mail car vous êtes inscrit aux communications du jour de ${restaurant.name}.`;
  const { html, text } = renderEmail(data.brand, {
    subject: message.subject,
    preheader: message.body_text.slice(0, 120),
    heading: message.subject,
    blocks: [bodyHtml],
    textBlocks: textToParagraphs(message.body_text),
    footerHtml: [`${escapeHtml(footer)} ${link('Se désinscrire', unsubscribe)}`],
    footerText: [footer, `Se désinscrire : ${unsubscribe}`],
  });
  return {
    channel: 'email',
    to: subscription.email,
    fromName: restaurant.name,
    replyTo: restaurant.email || undefined,
    subject: message.subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe(subscription.guid)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
    },
  };
}

/** A marketing SMS always says how to stop receiving them. */
export function marketingSms(data: SubscriptionMailData, message: Selectable<MarketingMessagesTable>): RenderedSms {
  const { restaurant, links, subscription } = data;
  const content = (message.sms_text || message.body_text).trim();
  return {
    channel: 'sms',
    to: subscription.phone_number,
    body: `${restaurant.name} : ${content}\nSTOP : ${links.unsubscribePage(subscription.guid)}`,
  };
}

/**
 * The booking confirmation code. The diner is booking at a restaurant, not with the product: the
 * SMS names the restaurant (the product's name only when no restaurant was given).
 */
export function smsCodeText(sender: { restaurantName: string | null; appName: string }, code: string, validityMinutes: number, language?: unknown): string {
  const restaurant = sender.restaurantName?.trim();
  const c = smsCodeCopy(language);
  return restaurant ? c.forRestaurant(restaurant, code, validityMinutes) : c.forApp(sender.appName, code, validityMinutes);
}
