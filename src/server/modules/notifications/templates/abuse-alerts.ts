import { formatLongFrenchDate } from '../../../../domain/dates';
import type { Links } from '../links';
import { muted, paragraph, renderEmail, type Brand } from './email-layout';
import type { RenderedEmail, RenderedSms } from './types';

/**
 * To the owner, once a day: the SMS budget (confirmation codes and day-before reminders) is spent;
 * codes are refused and reminders go by e-mail only until tomorrow.
 */
export function smsBudgetReachedEmail(brand: Brand, to: string, budget: number, day: string): RenderedEmail {
  const subject = `${brand.restaurantName} : budget de SMS du jour atteint`;
  const reached = `Le ${formatLongFrenchDate(day)}, ${budget} SMS (codes de confirmation et rappels de la veille) ont été envoyés pour ${brand.restaurantName} : c'est le budget du jour.`;
  const effect =
    "Jusqu'à demain, les convives qui doivent confirmer leur réservation par SMS sont invités à vous appeler, et les rappels de la veille partent par e-mail seulement. Les autres réservations en ligne ne sont pas touchées.";
  const why =
    "Si vous n'attendiez pas autant de réservations, il peut s'agir d'envois abusifs de SMS. Vous pouvez changer ce budget dans les réglages de votre restaurant.";
  const { html, text } = renderEmail(brand, {
    subject,
    preheader: reached,
    heading: 'Budget de SMS du jour atteint',
    blocks: [paragraph(reached), paragraph(effect), muted(why)],
    textBlocks: [reached, effect, why],
  });
  return { channel: 'email', to, fromName: brand.appName, subject, html, text };
}

/** The SMS opt-in: nothing marketing reaches this phone until the link is followed. */
export function subscriptionConfirmSms(restaurantName: string, to: string, token: string, links: Links): RenderedSms {
  return {
    channel: 'sms',
    to,
    body: `${restaurantName} : pour recevoir nos communications du jour par SMS, confirmez votre inscription : ${links.confirmSubscription(token)}\nSans confirmation, vous ne recevrez rien.`,
  };
}
