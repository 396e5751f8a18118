import { formatLongFrenchDate } from '../../../../domain/dates';
import type { BookingRow } from '../../bookings/bookings-repository';
import type { RestaurantRow } from '../../restaurants/restaurants-repository';
import { bookingCalendar } from '../ics';
import type { Links } from '../links';
import { button, details, detailsText, escapeHtml, muted, paragraph, renderEmail, sentenceWithLink, type Brand } from './email-layout';
import type { RenderedEmail, RenderedSms } from './types';

export interface BookingMailData {
  brand: Brand;
  links: Links;
  restaurant: RestaurantRow;
  booking: BookingRow;
  now: Date;
}

export const persons = (n: number) => (n > 1 ? `${n} personnes` : `${n} personne`);
const serviceName = (service: string) => (service === 'noon' ? 'du midi' : 'du soir');
const longDate = (date: string) => formatLongFrenchDate(date, { capitalize: true });

function summaryRows(booking: BookingRow): Array<[string, string]> {
  return [
    ['Date', longDate(booking.date)],
    ['Heure', booking.hour],
    ['Nombre de personnes', persons(booking.covers)],
    ['Nom', booking.name],
    ['Numéro de réservation', booking.reference],
  ];
}

function calendarAttachment(data: BookingMailData, cancelled = false) {
  const { booking, restaurant } = data;
  const manage = data.links.myBooking(booking.short_id);
  return {
    filename: cancelled ? 'annulation.ics' : 'reservation.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: bookingCalendar({
      uid: `${booking.guid}@couvert`,
      date: booking.date,
      hour: booking.hour,
      durationMinutes: booking.turn_minutes > 0 ? booking.turn_minutes : 120,
      timeZone: restaurant.time_zone,
      summary: `Réservation – ${restaurant.name} (${persons(booking.covers)})`,
      description: [
        `Réservation au nom de ${booking.name} pour ${persons(booking.covers)}.`,
        `Numéro de réservation : ${booking.reference}`,
        restaurant.phone_number ? `Téléphone du restaurant : ${restaurant.phone_number}` : '',
        cancelled ? '' : `Gérer ma réservation : ${manage}`,
      ]
        .filter(Boolean)
        .join('\n'),
      location: [restaurant.name, restaurant.address].filter(Boolean).join(', '),
      url: manage,
      organizer: restaurant.email ? { name: restaurant.name, email: restaurant.email } : undefined,
      stamp: data.now,
      cancelled,
    }),
  };
}

function email(data: BookingMailData, parts: Omit<RenderedEmail, 'channel' | 'to' | 'fromName' | 'html' | 'text'> & { heading: string; preheader: string; blocks: string[]; textBlocks: string[] }): RenderedEmail {
  const { html, text } = renderEmail(data.brand, {
    subject: parts.subject,
    preheader: parts.preheader,
    heading: parts.heading,
    blocks: parts.blocks,
    textBlocks: parts.textBlocks,
  });
  return {
    channel: 'email',
    to: data.booking.email,
    fromName: data.restaurant.name,
    replyTo: data.restaurant.email || undefined,
    subject: parts.subject,
    html,
    text,
    headers: parts.headers,
    attachments: parts.attachments,
  };
}

function conditions(restaurant: RestaurantRow): { html: string[]; text: string[] } {
  const text = restaurant.conditions_text.trim();
  return text ? { html: [muted(text)], text: [text] } : { html: [], text: [] };
}

/** Sent when the booking is made: confirmed, awaiting the diner's confirmation, or on the waiting list. */
export function bookingReceivedEmail(data: BookingMailData): RenderedEmail {
  const { booking, restaurant, links } = data;
  const manage = links.myBooking(booking.short_id);
  const rows = summaryRows(booking);
  const cond = conditions(restaurant);
  if (booking.status === 'waiting') {
    return email(data, {
      subject: `Liste d'attente – ${restaurant.name}`,
      preheader: `${longDate(booking.date)} vers ${booking.hour}, ${persons(booking.covers)}`,
      heading: "Vous êtes sur la liste d'attente",
      blocks: [
        paragraph(`Bonjour ${booking.name},`),
        paragraph(`Le service ${serviceName(booking.service)} est complet pour le moment. Nous vous préviendrons dès qu'une table se libère.`),
        details(rows),
        muted("Cette inscription n'est pas une réservation : votre table n'est pas encore garantie."),
        button("Gérer mon inscription", manage),
      ],
      textBlocks: [
        `Bonjour ${booking.name},`,
        `Le service ${serviceName(booking.service)} est complet pour le moment. Nous vous préviendrons dès qu'une table se libère.`,
        detailsText(rows),
        "Cette inscription n'est pas une réservation : votre table n'est pas encore garantie.",
        `Gérer mon inscription : ${manage}`,
      ],
    });
  }
  if (booking.status === 'pending') {
    const confirm = links.confirmBooking(booking.short_id);
    return email(data, {
      subject: `Confirmez votre réservation – ${restaurant.name}`,
      preheader: `${longDate(booking.date)} à ${booking.hour}, ${persons(booking.covers)} : un clic pour confirmer`,
      heading: 'Confirmez votre réservation',
      blocks: [
        paragraph(`Bonjour ${booking.name},`),
        paragraph('Nous avons bien reçu votre demande de réservation. Le restaurant vous demande de la confirmer :'),
        details(rows),
        button('Confirmer ma réservation', confirm),
        ...cond.html,
        sentenceWithLink('Un empêchement ?', 'Gérer ma réservation', manage),
        muted('Le fichier joint ajoute la réservation à votre agenda.'),
      ],
      textBlocks: [
        `Bonjour ${booking.name},`,
        'Nous avons bien reçu votre demande de réservation. Le restaurant vous demande de la confirmer :',
        detailsText(rows),
        `Confirmer ma réservation : ${confirm}`,
        ...cond.text,
        `Un empêchement ? Gérer ma réservation : ${manage}`,
      ],
      attachments: [calendarAttachment(data)],
    });
  }
  return email(data, {
    subject: `Réservation confirmée – ${restaurant.name}`,
    preheader: `${longDate(booking.date)} à ${booking.hour}, ${persons(booking.covers)}`,
    heading: 'Votre réservation est confirmée',
    blocks: [
      paragraph(`Bonjour ${booking.name},`),
      paragraph(`${restaurant.name} a le plaisir de vous confirmer votre réservation.`),
      details(rows),
      ...cond.html,
      button('Gérer ma réservation', manage),
      muted("Annuler, prévenir d'un retard ou appeler le restaurant : tout se fait depuis ce lien. Le fichier joint ajoute la réservation à votre agenda."),
    ],
    textBlocks: [
      `Bonjour ${booking.name},`,
      `${restaurant.name} a le plaisir de vous confirmer votre réservation.`,
      detailsText(rows),
      ...cond.text,
      `Gérer ma réservation (annuler, prévenir d'un retard) : ${manage}`,
    ],
    attachments: [calendarAttachment(data)],
  });
}

/** The day before. A booking still awaiting its confirmation carries the confirm link again. */
export function bookingReminderEmail(data: BookingMailData): RenderedEmail {
  const { booking, restaurant, links } = data;
  const manage = links.myBooking(booking.short_id);
  const rows = summaryRows(booking);
  const pending = booking.status === 'pending';
  const confirm = links.confirmBooking(booking.short_id);
  return email(data, {
    subject: `Rappel : votre réservation demain – ${restaurant.name}`,
    preheader: `Demain à ${booking.hour}, ${persons(booking.covers)}`,
    heading: 'À demain !',
    blocks: [
      paragraph(`Bonjour ${booking.name},`),
      paragraph(`Nous vous rappelons votre réservation de demain chez ${restaurant.name}.`),
      details(rows),
      ...(pending ? [paragraph("Votre réservation n'est pas encore confirmée."), button('Confirmer ma réservation', confirm)] : []),
      paragraph("Un empêchement ou un retard ? Prévenez le restaurant :"),
      button('Gérer ma réservation', manage),
    ],
    textBlocks: [
      `Bonjour ${booking.name},`,
      `Nous vous rappelons votre réservation de demain chez ${restaurant.name}.`,
      detailsText(rows),
      ...(pending ? [`Votre réservation n'est pas encore confirmée. Confirmer : ${confirm}`] : []),
      `Un empêchement ou un retard ? Gérer ma réservation : ${manage}`,
    ],
    attachments: [calendarAttachment(data)],
  });
}

export function bookingCancelledEmail(data: BookingMailData, wasWaiting: boolean): RenderedEmail {
  const { booking, restaurant, links } = data;
  const again = links.wizard(restaurant.slug);
  const what = wasWaiting
    ? `Votre inscription sur la liste d'attente du ${formatLongFrenchDate(booking.date)} est annulée.`
    : `Votre réservation du ${formatLongFrenchDate(booking.date)} à ${booking.hour} pour ${persons(booking.covers)} est annulée.`;
  return email(data, {
    subject: wasWaiting ? `Inscription annulée – ${restaurant.name}` : `Réservation annulée – ${restaurant.name}`,
    preheader: what,
    heading: wasWaiting ? 'Inscription annulée' : 'Réservation annulée',
    blocks: [
      paragraph(`Bonjour ${booking.name},`),
      paragraph(what),
      paragraph('Au plaisir de vous accueillir une prochaine fois.'),
      button('Réserver à nouveau', again),
    ],
    textBlocks: [`Bonjour ${booking.name},`, what, 'Au plaisir de vous accueillir une prochaine fois.', `Réserver à nouveau : ${again}`],
    attachments: wasWaiting ? undefined : [calendarAttachment(data, true)],
  });
}

/** To the restaurant: a guest moved their arrival on the day. */
export function delayNoticeEmail(data: BookingMailData, change: { from: string; to: string; comment: string }, recipient: string): RenderedEmail {
  const { booking, restaurant } = data;
  const rows: Array<[string, string]> = [
    ['Client', booking.name],
    ['Nombre de personnes', persons(booking.covers)],
    ['Date', longDate(booking.date)],
    ['Horaire prévu', change.from],
    ['Nouvel horaire', change.to],
    ['Téléphone', booking.phone_number || '—'],
    ['E-mail', booking.email || '—'],
    ['Numéro de réservation', booking.reference],
  ];
  const comment = change.comment.trim();
  const { html, text } = renderEmail(data.brand, {
    subject: `Retard annoncé : ${booking.name} à ${change.to}`,
    preheader: `${booking.name} (${persons(booking.covers)}) arrivera à ${change.to} au lieu de ${change.from}.`,
    heading: "Un client vous prévient d'un retard",
    blocks: [
      paragraph(`${booking.name} (${persons(booking.covers)}) arrivera à ${change.to} au lieu de ${change.from}. La réservation a été déplacée.`),
      details(rows),
      ...(comment ? [paragraph('Son message :'), `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #e4e7eb">${escapeHtml(comment).replace(/\n/g, '<br>')}</blockquote>`] : []),
    ],
    textBlocks: [
      `${booking.name} (${persons(booking.covers)}) arrivera à ${change.to} au lieu de ${change.from}. La réservation a été déplacée.`,
      detailsText(rows),
      ...(comment ? [`Son message : ${comment}`] : []),
    ],
  });
  return {
    channel: 'email',
    to: recipient,
    fromName: `${data.brand.appName} – ${restaurant.name}`,
    replyTo: booking.email || undefined,
    subject: `Retard annoncé : ${booking.name} à ${change.to}`,
    html,
    text,
  };
}

/** To a waiting-list entry when a table of that service has been freed. */
export function waitingListOfferEmail(data: BookingMailData): RenderedEmail {
  const { booking, restaurant, links } = data;
  const book = links.wizard(restaurant.slug, booking.date);
  const manage = links.myBooking(booking.short_id);
  const news = `Une table vient de se libérer le ${formatLongFrenchDate(booking.date)} pour le service ${serviceName(booking.service)}.`;
  return email(data, {
    subject: `Une table s'est libérée – ${restaurant.name}`,
    preheader: news,
    heading: 'Bonne nouvelle : une table s’est libérée',
    blocks: [
      paragraph(`Bonjour ${booking.name},`),
      paragraph(`${news} Les places partent vite : réservez dès maintenant.`),
      button('Réserver cette table', book),
      sentenceWithLink(
        `Vous étiez inscrit sur la liste d'attente pour ${persons(booking.covers)} vers ${booking.hour}. Ce message n'est pas une réservation. Ne plus être sur la liste d'attente :`,
        'gérer mon inscription',
        manage,
        { muted: true },
      ),
    ],
    textBlocks: [
      `Bonjour ${booking.name},`,
      `${news} Les places partent vite : réservez dès maintenant.`,
      `Réserver cette table : ${book}`,
      `Vous étiez inscrit sur la liste d'attente pour ${persons(booking.covers)} vers ${booking.hour}. Ce message n'est pas une réservation. Gérer mon inscription : ${manage}`,
    ],
  });
}

export function waitingListOfferSms(data: BookingMailData): RenderedSms {
  const { booking, restaurant, links } = data;
  return {
    channel: 'sms',
    to: booking.phone_number,
    body: `${restaurant.name} : une table s'est libérée le ${formatLongFrenchDate(booking.date)} (service ${serviceName(booking.service)}). Réservez vite : ${links.wizard(restaurant.slug, booking.date)}`,
  };
}
