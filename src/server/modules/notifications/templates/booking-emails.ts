import { formatPhoneForDisplay } from '../../../../domain/phone-display';
import { formatLongFrenchDate } from '../../../../domain/dates';
import {
  bookingEmail,
  calendarAttachment,
  conditions,
  longDate,
  persons,
  serviceName,
  summaryRows,
  type BookingMailData,
} from './booking-message-parts';
import { button, details, detailsText, escapeHtml, muted, paragraph, renderEmail, sentenceWithLink } from './email-layout';
import type { RenderedEmail } from './types';

export { persons, type BookingMailData } from './booking-message-parts';

/**
 * Sent when the booking is made: confirmed, awaiting the diner's confirmation, or on the waiting
 * list; or when the restaurant gives a waiting-list entry a table (`fromWaitingList`).
 */
export function bookingReceivedEmail(data: BookingMailData, options: { fromWaitingList?: boolean } = {}): RenderedEmail {
  const { booking, restaurant, links } = data;
  const manage = links.myBooking(booking.short_id);
  const rows = summaryRows(booking);
  const cond = conditions(restaurant);
  if (booking.status === 'waiting') {
    return bookingEmail(data, {
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
    return bookingEmail(data, {
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
  // Told apart from an ordinary confirmation: the diner had been told the service was full.
  const promoted = options.fromWaitingList === true;
  const news = promoted
    ? `Vous étiez sur notre liste d'attente : ${restaurant.name} a le plaisir de vous confirmer votre réservation.`
    : `${restaurant.name} a le plaisir de vous confirmer votre réservation.`;
  return bookingEmail(data, {
    subject: promoted ? `Une table s'est libérée : réservation confirmée – ${restaurant.name}` : `Réservation confirmée – ${restaurant.name}`,
    preheader: `${longDate(booking.date)} à ${booking.hour}, ${persons(booking.covers)}`,
    heading: promoted ? "Bonne nouvelle : une table s'est libérée" : 'Votre réservation est confirmée',
    blocks: [
      paragraph(`Bonjour ${booking.name},`),
      paragraph(news),
      details(rows),
      ...cond.html,
      button('Gérer ma réservation', manage),
      muted("Annuler, prévenir d'un retard ou appeler le restaurant : tout se fait depuis ce lien. Le fichier joint ajoute la réservation à votre agenda."),
    ],
    textBlocks: [
      `Bonjour ${booking.name},`,
      news,
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
  return bookingEmail(data, {
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

/**
 * The booking (or waiting-list entry) is cancelled. When the restaurant cancelled it, it says so,
 * apologises and gives its phone: the diner did not ask for this and may want to call.
 */
export function bookingCancelledEmail(data: BookingMailData, options: { wasWaiting: boolean; byRestaurant: boolean }): RenderedEmail {
  const { booking, restaurant, links } = data;
  const { wasWaiting, byRestaurant } = options;
  const again = links.wizard(restaurant.slug);
  const date = formatLongFrenchDate(booking.date);
  const calendar = wasWaiting ? undefined : [calendarAttachment(data, true)];
  if (byRestaurant) {
    const what = wasWaiting
      ? `${restaurant.name} n'a pas pu vous proposer de table le ${date} : votre inscription sur la liste d'attente est close.`
      : `${restaurant.name} a dû annuler votre réservation du ${date} à ${booking.hour} pour ${persons(booking.covers)}.`;
    const sorry = 'Veuillez nous excuser pour ce désagrément.';
    const phone = formatPhoneForDisplay(restaurant.phone_number);
    const call = 'Pour toute question, appelez-nous au';
    return bookingEmail(data, {
      subject: wasWaiting ? `Inscription close – ${restaurant.name}` : `Réservation annulée par le restaurant – ${restaurant.name}`,
      preheader: `${what} ${sorry}`,
      heading: wasWaiting ? "Liste d'attente close" : 'Nous avons dû annuler votre réservation',
      blocks: [
        paragraph(`Bonjour ${booking.name},`),
        paragraph(what),
        paragraph(sorry),
        ...(phone ? [sentenceWithLink(call, phone, `tel:${restaurant.phone_number.replace(/[^\d+]/g, '')}`)] : []),
        paragraph('Nous espérons vous accueillir une prochaine fois.'),
        button('Réserver une autre date', again),
      ],
      textBlocks: [
        `Bonjour ${booking.name},`,
        what,
        sorry,
        ...(phone ? [`${call} ${phone}.`] : []),
        'Nous espérons vous accueillir une prochaine fois.',
        `Réserver une autre date : ${again}`,
      ],
      attachments: calendar,
    });
  }
  const what = wasWaiting
    ? `Votre inscription sur la liste d'attente du ${date} est annulée.`
    : `Votre réservation du ${date} à ${booking.hour} pour ${persons(booking.covers)} est annulée.`;
  return bookingEmail(data, {
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
    attachments: calendar,
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
  return bookingEmail(data, {
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
