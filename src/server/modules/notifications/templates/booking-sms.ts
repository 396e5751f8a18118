import { formatPhoneForDisplay } from '../../../../domain/phone-display';
import { copyOf, dateIn, type BookingMailData } from './booking-message-parts';
import type { RenderedSms } from './types';

// The texts sent to a diner who left only a phone number: the e-mail's news in a sentence or two,
// the restaurant's name first (a text has no sender name), and the one link that matters. In the
// booking's language (booking-copy/).

const sms = (data: BookingMailData, body: string): RenderedSms => ({ channel: 'sms', to: data.booking.phone_number, body });
const when = (data: BookingMailData) => copyOf(data.booking).sms.when(dateIn(data.booking, data.booking.date), data.booking.hour);

export function bookingReceivedSms(data: BookingMailData, options: { fromWaitingList?: boolean } = {}): RenderedSms {
  const { booking, restaurant, links } = data;
  const c = copyOf(booking);
  const manage = links.myBooking(booking.short_id);
  const people = c.persons(booking.covers);
  if (booking.status === 'waiting') {
    return sms(data, c.sms.waiting(restaurant.name, dateIn(booking, booking.date), booking.hour, people, manage));
  }
  if (booking.status === 'pending') {
    return sms(data, c.sms.pending(restaurant.name, when(data), people, links.confirmBooking(booking.short_id)));
  }
  if (options.fromWaitingList) {
    return sms(data, c.sms.promoted(restaurant.name, when(data), people, manage));
  }
  return sms(data, c.sms.confirmed(restaurant.name, when(data), people, manage));
}

export function bookingReminderSms(data: BookingMailData): RenderedSms {
  const { booking, restaurant, links } = data;
  const c = copyOf(booking);
  return sms(
    data,
    c.sms.reminder(
      restaurant.name,
      booking.hour,
      c.persons(booking.covers),
      links.attendanceConfirm(booking.short_id),
      links.attendanceCancel(booking.short_id),
    ),
  );
}

export function bookingCancelledSms(data: BookingMailData, options: { wasWaiting: boolean; byRestaurant: boolean }): RenderedSms {
  const { booking, restaurant, links } = data;
  const c = copyOf(booking);
  const phone = formatPhoneForDisplay(restaurant.phone_number);
  const call = phone ? c.sms.phone(phone) : '';
  const date = dateIn(booking, booking.date);
  if (options.byRestaurant) {
    return sms(
      data,
      options.wasWaiting ? c.sms.cancelledByRestaurantWaiting(restaurant.name, date, call) : c.sms.cancelledByRestaurant(restaurant.name, when(data), call),
    );
  }
  return sms(
    data,
    options.wasWaiting ? c.sms.cancelledWaiting(restaurant.name, date) : c.sms.cancelled(restaurant.name, when(data), links.wizard(restaurant.slug)),
  );
}

export function waitingListOfferSms(data: BookingMailData): RenderedSms {
  const { booking, restaurant, links } = data;
  return sms(data, copyOf(booking).sms.offer(restaurant.name, dateIn(booking, booking.date), booking.service, links.wizard(restaurant.slug, booking.date)));
}
