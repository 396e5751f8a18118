// Calls of the page the payment provider sends the diner back to (the booking's short id is the capability).

import { call } from '../lib/api';

export const bookingPaymentApi = {
  /** What the provider's page did (card saved, deposit paid, or not yet), applied to the booking. */
  paymentReturn: (shortId: string) => call('POST /bookings/short/:shortId/payment/return', { params: { shortId } }),

  /** The booking's restaurant, day and language (the page speaks the booking's language). */
  booking: (shortId: string, signal?: AbortSignal) => call('GET /bookings/short/:shortId', { params: { shortId }, signal }),

  /** The restaurant's time zone, in which "held until" is read. */
  restaurant: (slug: string, signal?: AbortSignal) => call('GET /restaurants/:slug/config', { params: { slug }, signal }),

  /** The provider's page again (the same one while open; a fresh hold once the first ended). */
  startPayment: (shortId: string) => call('POST /bookings/short/:shortId/payment', { params: { shortId } }),
};
