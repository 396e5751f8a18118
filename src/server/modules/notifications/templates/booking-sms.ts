import { formatLongFrenchDate } from '../../../../domain/dates';
import { formatPhoneForDisplay } from '../../../../domain/phone-display';
import { persons, serviceName, type BookingMailData } from './booking-message-parts';
import type { RenderedSms } from './types';

// The texts sent to a diner who left only a phone number: the e-mail's news in a sentence or two,
// the restaurant's name first (a text has no sender name), and the one link that matters.

const sms = (data: BookingMailData, body: string): RenderedSms => ({ channel: 'sms', to: data.booking.phone_number, body });
const when = (data: BookingMailData) => `${formatLongFrenchDate(data.booking.date)} à ${data.booking.hour}`;

export function bookingReceivedSms(data: BookingMailData, options: { fromWaitingList?: boolean } = {}): RenderedSms {
  const { booking, restaurant, links } = data;
  const manage = links.myBooking(booking.short_id);
  if (booking.status === 'waiting') {
    return sms(
      data,
      `${restaurant.name} : vous êtes sur la liste d'attente du ${formatLongFrenchDate(booking.date)} vers ${booking.hour} (${persons(booking.covers)}). Nous vous préviendrons si une table se libère. Gérer mon inscription : ${manage}`,
    );
  }
  if (booking.status === 'pending') {
    return sms(
      data,
      `${restaurant.name} : merci de confirmer votre réservation du ${when(data)} pour ${persons(booking.covers)} : ${links.confirmBooking(booking.short_id)}`,
    );
  }
  if (options.fromWaitingList) {
    return sms(
      data,
      `Bonne nouvelle : une table s'est libérée ! ${restaurant.name} confirme votre réservation du ${when(data)} pour ${persons(booking.covers)}. Gérer ma réservation : ${manage}`,
    );
  }
  return sms(data, `${restaurant.name} confirme votre réservation du ${when(data)} pour ${persons(booking.covers)}. Gérer ma réservation : ${manage}`);
}

export function bookingReminderSms(data: BookingMailData): RenderedSms {
  const { booking, restaurant, links } = data;
  const confirm = booking.status === 'pending' ? ` Merci de la confirmer : ${links.confirmBooking(booking.short_id)}` : '';
  return sms(
    data,
    `${restaurant.name} : rappel de votre réservation demain à ${booking.hour} pour ${persons(booking.covers)}.${confirm} Un empêchement ? ${links.myBooking(booking.short_id)}`,
  );
}

export function bookingCancelledSms(data: BookingMailData, options: { wasWaiting: boolean; byRestaurant: boolean }): RenderedSms {
  const { booking, restaurant, links } = data;
  const phone = formatPhoneForDisplay(restaurant.phone_number);
  const call = phone ? ` Tél. : ${phone}` : '';
  const date = formatLongFrenchDate(booking.date);
  if (options.byRestaurant) {
    return sms(
      data,
      options.wasWaiting
        ? `${restaurant.name} n'a pas pu vous proposer de table le ${date}, veuillez nous excuser : votre inscription sur la liste d'attente est close.${call}`
        : `${restaurant.name} a dû annuler votre réservation du ${when(data)}, veuillez nous excuser.${call}`,
    );
  }
  return sms(
    data,
    options.wasWaiting
      ? `${restaurant.name} : votre inscription sur la liste d'attente du ${date} est annulée.`
      : `${restaurant.name} : votre réservation du ${when(data)} est annulée. Réserver à nouveau : ${links.wizard(restaurant.slug)}`,
  );
}

export function waitingListOfferSms(data: BookingMailData): RenderedSms {
  const { booking, restaurant, links } = data;
  return sms(
    data,
    `${restaurant.name} : une table s'est libérée le ${formatLongFrenchDate(booking.date)} (service ${serviceName(booking.service)}). Réservez vite : ${links.wizard(restaurant.slug, booking.date)}`,
  );
}
