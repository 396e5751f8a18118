import { formatLongFrenchDate } from '../../../../domain/dates';
import type { BookingRow } from '../../bookings/bookings-repository';
import type { RestaurantRow } from '../../restaurants/restaurants-repository';
import { bookingCalendar } from '../ics';
import type { Links } from '../links';
import { muted, renderEmail, type Brand } from './email-layout';
import type { RenderedEmail } from './types';

// What every message about one booking is built from, and the pieces its e-mails share.

export interface BookingMailData {
  brand: Brand;
  links: Links;
  restaurant: RestaurantRow;
  booking: BookingRow;
  now: Date;
}

export const persons = (n: number) => (n > 1 ? `${n} personnes` : `${n} personne`);
export const serviceName = (service: string) => (service === 'noon' ? 'du midi' : 'du soir');
export const longDate = (date: string) => formatLongFrenchDate(date, { capitalize: true });

export function summaryRows(booking: BookingRow): Array<[string, string]> {
  // A waiting-list request is not a booking: its hour is a wish and its number an inscription.
  const waiting = booking.status === 'waiting';
  return [
    ['Date', longDate(booking.date)],
    [waiting ? 'Heure souhaitée' : 'Heure', booking.hour],
    ['Nombre de personnes', persons(booking.covers)],
    ['Nom', booking.name],
    [waiting ? "Numéro d'inscription" : 'Numéro de réservation', booking.reference],
  ];
}

export function calendarAttachment(data: BookingMailData, cancelled = false) {
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

export function bookingEmail(data: BookingMailData, parts: Omit<RenderedEmail, 'channel' | 'to' | 'fromName' | 'html' | 'text'> & { heading: string; preheader: string; blocks: string[]; textBlocks: string[] }): RenderedEmail {
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

export function conditions(restaurant: RestaurantRow): { html: string[]; text: string[] } {
  const text = restaurant.conditions_text.trim();
  return text ? { html: [muted(text)], text: [text] } : { html: [], text: [] };
}
