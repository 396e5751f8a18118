import { formatPhoneForDisplay } from '../../../../domain/phone-display';
import { formatLongFrenchDate } from '../../../../domain/dates';
import { dinerMoney } from '../../../../domain/no-show-policy';
import { languageOr } from '../../../../domain/languages';
import { bookingEmail, calendarAttachment, conditions, copyOf, dateIn, persons, protection, summaryRows, type BookingMailData } from './booking-message-parts';
import { button, details, detailsText, escapeHtml, muted, paragraph, renderEmail, sentenceWithLink } from './email-layout';
import type { RenderedEmail } from './types';

export { persons, type BookingMailData } from './booking-message-parts';

// A diner's messages speak the booking's language (booking-copy/); the restaurant's stay French.

/**
 * Sent when the booking is made: confirmed, awaiting the diner's confirmation, or on the waiting
 * list; or when the restaurant gives a waiting-list entry a table (`fromWaitingList`).
 */
export function bookingReceivedEmail(data: BookingMailData, options: { fromWaitingList?: boolean } = {}): RenderedEmail {
  const { booking, restaurant, links } = data;
  const c = copyOf(booking);
  const manage = links.myBooking(booking.short_id);
  const rows = summaryRows(booking);
  const cond = conditions(restaurant, booking);
  const guarantee = protection(data);
  const longDate = dateIn(booking, booking.date, true);
  const people = c.persons(booking.covers);
  const hello = c.hello(booking.name);
  if (booking.status === 'waiting') {
    return bookingEmail(data, {
      subject: c.waiting.subject(restaurant.name),
      preheader: c.waiting.preheader(longDate, booking.hour, people),
      heading: c.waiting.heading,
      blocks: [paragraph(hello), paragraph(c.waiting.full(booking.service)), details(rows), muted(c.waiting.notBooking), button(c.manageInscription, manage)],
      textBlocks: [hello, c.waiting.full(booking.service), detailsText(rows, c.colon), c.waiting.notBooking, `${c.manageInscription}${c.colon}${manage}`],
    });
  }
  if (booking.status === 'pending') {
    const confirm = links.confirmBooking(booking.short_id);
    return bookingEmail(data, {
      subject: c.pending.subject(restaurant.name),
      preheader: c.pending.preheader(longDate, booking.hour, people),
      heading: c.pending.heading,
      blocks: [
        paragraph(hello),
        paragraph(c.pending.received),
        details(rows),
        button(c.confirmBooking, confirm),
        ...guarantee.html,
        ...cond.html,
        sentenceWithLink(c.pending.problem, c.manageBooking, manage),
        muted(c.calendarNote),
      ],
      textBlocks: [
        hello,
        c.pending.received,
        detailsText(rows, c.colon),
        `${c.confirmBooking}${c.colon}${confirm}`,
        ...guarantee.text,
        ...cond.text,
        `${c.pending.problem} ${c.manageBooking}${c.colon}${manage}`,
      ],
      attachments: [calendarAttachment(data)],
    });
  }
  // Told apart from an ordinary confirmation: the diner had been told the service was full.
  const promoted = options.fromWaitingList === true;
  const news = promoted ? c.confirmed.promotedNews(restaurant.name) : c.confirmed.news(restaurant.name);
  return bookingEmail(data, {
    subject: promoted ? c.confirmed.promotedSubject(restaurant.name) : c.confirmed.subject(restaurant.name),
    preheader: c.confirmed.preheader(longDate, booking.hour, people),
    heading: promoted ? c.confirmed.promotedHeading : c.confirmed.heading,
    blocks: [paragraph(hello), paragraph(news), details(rows), ...guarantee.html, ...cond.html, button(c.manageBooking, manage), muted(c.confirmed.manageNote)],
    textBlocks: [hello, news, detailsText(rows, c.colon), ...guarantee.text, ...cond.text, `${c.confirmed.manageText}${c.colon}${manage}`],
    attachments: [calendarAttachment(data)],
  });
}

/**
 * The day before, with the diner's two answers: "Je confirme" (the restaurant sees it in its book;
 * a booking still awaiting its confirmation is confirmed by it too) and "J'annule" (the usual
 * cancellation, with its question). Both lead to the my-booking page, which acts only on a press.
 */
export function bookingReminderEmail(data: BookingMailData): RenderedEmail {
  const { booking, restaurant, links } = data;
  const c = copyOf(booking);
  const manage = links.myBooking(booking.short_id);
  const rows = summaryRows(booking);
  const pending = booking.status === 'pending';
  const yes = links.attendanceConfirm(booking.short_id);
  const no = links.attendanceCancel(booking.short_id);
  const hello = c.hello(booking.name);
  const ask = pending ? c.reminder.askPending : c.reminder.ask;
  const guarantee = protection(data);
  return bookingEmail(data, {
    subject: c.reminder.subject(restaurant.name),
    preheader: c.reminder.preheader(booking.hour, c.persons(booking.covers)),
    heading: c.reminder.heading,
    blocks: [
      paragraph(hello),
      paragraph(c.reminder.remind(restaurant.name)),
      details(rows),
      ...guarantee.html,
      paragraph(ask),
      button(c.reminder.yes, yes),
      button(c.reminder.no, no),
      sentenceWithLink(c.reminder.late, c.manageBooking, manage),
    ],
    textBlocks: [
      hello,
      c.reminder.remind(restaurant.name),
      detailsText(rows, c.colon),
      ...guarantee.text,
      ask,
      `${c.reminder.yes}${c.colon}${yes}`,
      `${c.reminder.no}${c.colon}${no}`,
      `${c.reminder.late} ${c.manageBooking}${c.colon}${manage}`,
    ],
    attachments: [calendarAttachment(data)],
  });
}

/**
 * The booking (or waiting-list entry) is cancelled. When the restaurant cancelled it, it says so,
 * apologises and gives its phone: the diner did not ask for this and may want to call.
 */
export function bookingCancelledEmail(
  data: BookingMailData,
  options: { wasWaiting: boolean; byRestaurant: boolean; refundCents?: number | null; unpaid?: { holdMinutes: number; lateRefundCents: number | null } },
): RenderedEmail {
  const { booking, restaurant, links } = data;
  const { wasWaiting, byRestaurant } = options;
  const c = copyOf(booking);
  const x = c.cancelled;
  const again = links.wizard(restaurant.slug);
  const date = dateIn(booking, booking.date);
  const people = c.persons(booking.covers);
  const hello = c.hello(booking.name);
  const calendar = wasWaiting ? undefined : [calendarAttachment(data, true)];
  if (byRestaurant) {
    const what = wasWaiting ? x.byRestaurantWaiting(restaurant.name, date) : x.byRestaurant(restaurant.name, date, booking.hour, people);
    const phone = formatPhoneForDisplay(restaurant.phone_number);
    return bookingEmail(data, {
      subject: wasWaiting ? x.byRestaurantSubjectWaiting(restaurant.name) : x.byRestaurantSubject(restaurant.name),
      preheader: `${what} ${x.sorry}`,
      heading: wasWaiting ? x.byRestaurantHeadingWaiting : x.byRestaurantHeading,
      blocks: [
        paragraph(hello),
        paragraph(what),
        paragraph(x.sorry),
        ...(phone ? [sentenceWithLink(x.call, phone, `tel:${restaurant.phone_number.replace(/[^\d+]/g, '')}`)] : []),
        paragraph(x.nextTime),
        button(x.otherDate, again),
      ],
      textBlocks: [hello, what, x.sorry, ...(phone ? [x.callText(phone)] : []), x.nextTime, `${x.otherDate}${c.colon}${again}`],
      attachments: calendar,
    });
  }
  if (options.unpaid) {
    // Never confirmed: the diner had no calendar entry to take back.
    const what = x.unpaid(date, booking.hour, people, options.unpaid.holdMinutes);
    const late = options.unpaid.lateRefundCents ? [x.lateRefund(dinerMoney(options.unpaid.lateRefundCents, languageOr(booking.language)))] : [];
    return bookingEmail(data, {
      subject: x.unpaidSubject(restaurant.name),
      preheader: [what, ...late].join(' '),
      heading: x.unpaidHeading,
      blocks: [paragraph(hello), paragraph(what), ...late.map(paragraph), button(x.again, again)],
      textBlocks: [hello, what, ...late, `${x.again}${c.colon}${again}`],
    });
  }
  const what = wasWaiting ? x.waiting(date) : x.booking(date, booking.hour, people);
  const refund = options.refundCents ? [x.refund(dinerMoney(options.refundCents, languageOr(booking.language)))] : [];
  return bookingEmail(data, {
    subject: wasWaiting ? x.subjectWaiting(restaurant.name) : x.subject(restaurant.name),
    preheader: [what, ...refund].join(' '),
    heading: wasWaiting ? x.headingWaiting : x.heading,
    blocks: [paragraph(hello), paragraph(what), ...refund.map(paragraph), paragraph(x.pleasure), button(x.again, again)],
    textBlocks: [hello, what, ...refund, x.pleasure, `${x.again}${c.colon}${again}`],
    attachments: calendar,
  });
}

/** To the restaurant: a guest moved their arrival on the day. */
export function delayNoticeEmail(data: BookingMailData, change: { from: string; to: string; comment: string }, recipient: string): RenderedEmail {
  const { booking, restaurant } = data;
  const rows: Array<[string, string]> = [
    ['Client', booking.name],
    ['Nombre de personnes', persons(booking.covers)],
    ['Date', formatLongFrenchDate(booking.date, { capitalize: true })],
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
      ...(comment
        ? [
            paragraph('Son message :'),
            `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #e4e7eb">${escapeHtml(comment).replace(/\n/g, '<br>')}</blockquote>`,
          ]
        : []),
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
  const c = copyOf(booking);
  const book = links.wizard(restaurant.slug, booking.date);
  const manage = links.myBooking(booking.short_id);
  const news = c.offer.news(dateIn(booking, booking.date), booking.service);
  const youWere = c.offer.youWere(c.persons(booking.covers), booking.hour);
  const hello = c.hello(booking.name);
  return bookingEmail(data, {
    subject: c.offer.subject(restaurant.name),
    preheader: news,
    heading: c.offer.heading,
    blocks: [
      paragraph(hello),
      paragraph(`${news} ${c.offer.hurry}`),
      button(c.offer.book, book),
      sentenceWithLink(`${youWere} ${c.offer.leave}`, c.offer.manageLink, manage, { muted: true }),
    ],
    textBlocks: [hello, `${news} ${c.offer.hurry}`, `${c.offer.book}${c.colon}${book}`, `${youWere} ${c.offer.manageText}${c.colon}${manage}`],
  });
}
