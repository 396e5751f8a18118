// Calls of the waiting-list offer page (the diner's own link, no account).

import type { DinerLanguage } from '../../domain/languages';
import { call, callEnvelope } from '../lib/api';

export const waitingOfferApi = {
  /** A GET: it changes nothing (mail scanners open links before the diner does). */
  view: (token: string, signal?: AbortSignal) => call('GET /waiting-offers/:token', { params: { token }, signal }),
  /** With the version of the guarantee's words the diner ticked, when the table needs one. */
  accept: (token: string, protectionAccepted?: string, language?: DinerLanguage) =>
    callEnvelope('POST /waiting-offers/:token/accept', {
      params: { token },
      body: protectionAccepted ? { protection_accepted: protectionAccepted, language } : {},
    }),
  decline: (token: string) => callEnvelope('POST /waiting-offers/:token/decline', { params: { token } }),
  /** The provider's page where the held booking's card is saved or its deposit paid. */
  startPayment: (shortId: string) => call('POST /bookings/short/:shortId/payment', { params: { shortId } }),
};
