import { languageOr, type DinerLanguage } from '../../../../../domain/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

// The words of the messages sent to a diner about their booking, one catalogue per language.
// The French one is the spec's text, byte for byte; the others follow its shape (a missing
// sentence fails type-check). `service` is 'noon' or 'evening'.

type Service = string;

export interface BookingCopy {
  /** Between a label and its value in plain text ("Date : …" in French, "Date: …" in English). */
  colon: string;
  persons: (n: number) => string;
  rows: { date: string; hour: string; wishedHour: string; covers: string; name: string; waitingNumber: string; bookingNumber: string };
  ics: {
    bookingFile: string;
    cancelFile: string;
    summary: (restaurant: string, persons: string) => string;
    bookedFor: (name: string, persons: string) => string;
    number: string;
    restaurantPhone: string;
    manage: string;
  };
  /** The card guarantee or deposit the diner accepted when booking, restated in its messages. */
  protection: { guarantee: string; deposit: string; accepted: (text: string) => string };
  hello: (name: string) => string;
  manageBooking: string;
  manageInscription: string;
  confirmBooking: string;
  calendarNote: string;
  waiting: {
    subject: (restaurant: string) => string;
    preheader: (date: string, hour: string, persons: string) => string;
    heading: string;
    full: (service: Service) => string;
    notBooking: string;
  };
  pending: {
    subject: (restaurant: string) => string;
    preheader: (date: string, hour: string, persons: string) => string;
    heading: string;
    received: string;
    problem: string;
  };
  confirmed: {
    subject: (restaurant: string) => string;
    promotedSubject: (restaurant: string) => string;
    preheader: (date: string, hour: string, persons: string) => string;
    heading: string;
    promotedHeading: string;
    news: (restaurant: string) => string;
    promotedNews: (restaurant: string) => string;
    manageNote: string;
    manageText: string;
  };
  reminder: {
    subject: (restaurant: string) => string;
    preheader: (hour: string, persons: string) => string;
    heading: string;
    remind: (restaurant: string) => string;
    /** Asked before the "I confirm" / "I cancel" buttons; `askPending` when the restaurant has not confirmed yet. */
    ask: string;
    askPending: string;
    yes: string;
    no: string;
    late: string;
  };
  cancelled: {
    byRestaurantWaiting: (restaurant: string, date: string) => string;
    byRestaurant: (restaurant: string, date: string, hour: string, persons: string) => string;
    sorry: string;
    call: string;
    callText: (phone: string) => string;
    nextTime: string;
    otherDate: string;
    byRestaurantSubjectWaiting: (restaurant: string) => string;
    byRestaurantSubject: (restaurant: string) => string;
    byRestaurantHeadingWaiting: string;
    byRestaurantHeading: string;
    waiting: (date: string) => string;
    booking: (date: string, hour: string, persons: string) => string;
    subjectWaiting: (restaurant: string) => string;
    subject: (restaurant: string) => string;
    headingWaiting: string;
    heading: string;
    pleasure: string;
    again: string;
    /** A free cancellation: the deposit goes back to the diner's card. */
    refund: (amount: string) => string;
    /** A booking held for its card or deposit, released because neither came in time. */
    unpaidSubject: (restaurant: string) => string;
    unpaidHeading: string;
    unpaid: (date: string, hour: string, persons: string, minutes: number) => string;
    /** The payment came after the release and the table had gone: refunded in full. */
    lateRefund: (amount: string) => string;
  };
  offer: {
    news: (date: string, service: Service) => string;
    subject: (restaurant: string) => string;
    heading: string;
    hurry: string;
    book: string;
    youWere: (persons: string, hour: string) => string;
    leave: string;
    manageLink: string;
    manageText: string;
  };
  sms: {
    waiting: (restaurant: string, date: string, hour: string, persons: string, url: string) => string;
    pending: (restaurant: string, when: string, persons: string, url: string) => string;
    promoted: (restaurant: string, when: string, persons: string, url: string) => string;
    confirmed: (restaurant: string, when: string, persons: string, url: string) => string;
    when: (date: string, hour: string) => string;
    reminder: (restaurant: string, hour: string, persons: string, yesUrl: string, noUrl: string) => string;
    phone: (phone: string) => string;
    cancelledByRestaurantWaiting: (restaurant: string, date: string, call: string) => string;
    cancelledByRestaurant: (restaurant: string, when: string, call: string) => string;
    cancelledWaiting: (restaurant: string, date: string) => string;
    cancelled: (restaurant: string, when: string, url: string) => string;
    offer: (restaurant: string, date: string, service: Service, url: string) => string;
  };
}

const catalogues: Record<DinerLanguage, BookingCopy> = { fr, en, es, de, it };

/** The catalogue of a stored language (a booking's column); French for anything unknown. */
export function bookingCopy(language: unknown): BookingCopy {
  return catalogues[languageOr(language)];
}
