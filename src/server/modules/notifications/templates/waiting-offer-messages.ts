import { bookingEmail, copyOf, dateIn, type BookingMailData } from './booking-message-parts';
import { button, paragraph } from './email-layout';
import type { RenderedEmail, RenderedSms } from './types';
import { waitingOfferCopy } from './waiting-offer-copy';

/** What an offer says: the table (date, hour, party), its link and when it runs out (local time). */
export interface OfferMailData {
  hour: string;
  covers: number;
  link: string;
  expiresAtLocal: string;
}

/** To a waiting-list entry: a table fits their wish; the first to accept through the link gets it. */
export function waitingOfferEmail(data: BookingMailData, offer: OfferMailData): RenderedEmail {
  const { booking, restaurant } = data;
  const c = copyOf(booking);
  const w = waitingOfferCopy(booking.language);
  const news = w.news(dateIn(booking, booking.date), offer.hour, c.persons(offer.covers), w.service(booking.service));
  const rule = w.rule(offer.expiresAtLocal);
  return bookingEmail(data, {
    subject: w.subject(restaurant.name),
    preheader: news,
    heading: w.heading,
    blocks: [paragraph(c.hello(booking.name)), paragraph(news), paragraph(rule), button(w.accept, offer.link)],
    textBlocks: [c.hello(booking.name), news, rule, `${w.accept.replace('’', "'")}${c.colon}${offer.link}`],
  });
}

export function waitingOfferSms(data: BookingMailData, offer: OfferMailData): RenderedSms {
  const { booking, restaurant } = data;
  return {
    channel: 'sms',
    to: booking.phone_number,
    body: waitingOfferCopy(booking.language).sms(
      restaurant.name,
      dateIn(booking, booking.date),
      offer.hour,
      copyOf(booking).persons(offer.covers),
      offer.expiresAtLocal,
      offer.link,
    ),
  };
}

/** To the others once someone accepted first: the table is gone, they stay on the list. */
export function waitingOfferTakenEmail(data: BookingMailData, offer: Pick<OfferMailData, 'hour'>): RenderedEmail {
  const { booking, restaurant } = data;
  const c = copyOf(booking);
  const w = waitingOfferCopy(booking.language);
  const news = w.takenNews(dateIn(booking, booking.date), offer.hour);
  return bookingEmail(data, {
    subject: w.takenSubject(restaurant.name),
    preheader: news,
    heading: w.takenHeading,
    blocks: [paragraph(c.hello(booking.name)), paragraph(news), paragraph(w.takenStay)],
    textBlocks: [c.hello(booking.name), news, w.takenStay],
  });
}

export function waitingOfferTakenSms(data: BookingMailData, offer: Pick<OfferMailData, 'hour'>): RenderedSms {
  const { booking, restaurant } = data;
  return {
    channel: 'sms',
    to: booking.phone_number,
    body: waitingOfferCopy(booking.language).takenSms(restaurant.name, dateIn(booking, booking.date), offer.hour),
  };
}
