import { formatPhoneForDisplay } from '../../../../domain/phone-display';
import { languageOr } from '../../../../domain/languages';
import { conditionsFor } from '../../../../domain/starter-conditions';
import { formatLongDate } from '../../../../domain/localized-dates';
import type { BookingRow } from '../../booking-engine';
import type { AcceptedProtection } from '../../payments';
import type { RestaurantRow } from '../../restaurants';
import { bookingCalendar } from '../ics';
import type { Links } from '../links';
import { bookingCopy, type BookingCopy } from './booking-copy/booking-copy';
import { muted, paragraph, renderEmail, type Brand } from './email-layout';
import type { RenderedEmail } from './types';

// What every message about one booking is built from, and the pieces its e-mails share.

export interface BookingMailData {
  brand: Brand;
  links: Links;
  restaurant: RestaurantRow;
  booking: BookingRow;
  now: Date;
  /** The card guarantee or deposit the diner accepted, while it holds. */
  protection?: AcceptedProtection | null;
}

/** A party as the restaurant's staff read it ("4 personnes"): in French, whatever the diner's language. */
export const persons = bookingCopy('fr').persons;

/** The words of the booking's language (the diner's, stored with it). */
export const copyOf = (booking: BookingRow): BookingCopy => bookingCopy(booking.language);

/** A date in the booking's language ("samedi 21 novembre 2026" in French). */
export const dateIn = (booking: BookingRow, date: string, capitalize = false) => formatLongDate(date, languageOr(booking.language), { capitalize });

export function summaryRows(booking: BookingRow): Array<[string, string]> {
  // A waiting-list request is not a booking: its hour is a wish and its number an inscription.
  const waiting = booking.status === 'waiting';
  const rows = copyOf(booking).rows;
  return [
    [rows.date, dateIn(booking, booking.date, true)],
    [waiting ? rows.wishedHour : rows.hour, booking.hour],
    [rows.covers, copyOf(booking).persons(booking.covers)],
    [rows.name, booking.name],
    [waiting ? rows.waitingNumber : rows.bookingNumber, booking.reference],
  ];
}

export function calendarAttachment(data: BookingMailData, cancelled = false) {
  const { booking, restaurant } = data;
  const manage = data.links.myBooking(booking.short_id);
  const c = copyOf(booking);
  const people = c.persons(booking.covers);
  return {
    filename: cancelled ? c.ics.cancelFile : c.ics.bookingFile,
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: bookingCalendar({
      uid: `${booking.guid}@couvert`,
      date: booking.date,
      hour: booking.hour,
      durationMinutes: booking.turn_minutes > 0 ? booking.turn_minutes : 120,
      timeZone: restaurant.time_zone,
      summary: c.ics.summary(restaurant.name, people),
      description: [
        c.ics.bookedFor(booking.name, people),
        `${c.ics.number}${c.colon}${booking.reference}`,
        restaurant.phone_number ? `${c.ics.restaurantPhone}${c.colon}${formatPhoneForDisplay(restaurant.phone_number)}` : '',
        cancelled ? '' : (protectionLine(data) ?? ''),
        cancelled ? '' : `${c.ics.manage}${c.colon}${manage}`,
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

export function bookingEmail(
  data: BookingMailData,
  parts: Omit<RenderedEmail, 'channel' | 'to' | 'fromName' | 'html' | 'text'> & { heading: string; preheader: string; blocks: string[]; textBlocks: string[] },
): RenderedEmail {
  const { html, text } = renderEmail(data.brand, {
    subject: parts.subject,
    preheader: parts.preheader,
    heading: parts.heading,
    blocks: parts.blocks,
    textBlocks: parts.textBlocks,
    language: languageOr(data.booking.language),
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

/** The restaurant's conditions, the starter text in the diner's language (an owner's own as written). */
export function conditions(restaurant: RestaurantRow, booking: BookingRow): { html: string[]; text: string[] } {
  const text = conditionsFor(restaurant.conditions_text, languageOr(booking.language));
  return text ? { html: [muted(text)], text: [text] } : { html: [], text: [] };
}

/**
 * The card guarantee or deposit the diner accepted, restated in their words: French law makes a
 * no-show fee due only when its amount and deadline were shown and accepted, so every message
 * that leads to the meal says them again.
 */
function protectionLine(data: BookingMailData): string | null {
  if (!data.protection) return null;
  const c = copyOf(data.booking);
  return `${c.protection[data.protection.kind]}${c.colon}${c.protection.accepted(data.protection.consentText)}`;
}

export function protection(data: BookingMailData): { html: string[]; text: string[] } {
  const line = protectionLine(data);
  return line ? { html: [paragraph(line)], text: [line] } : { html: [], text: [] };
}
