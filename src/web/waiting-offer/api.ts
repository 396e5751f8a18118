// Calls of the waiting-list offer page (the diner's own link, no account).

import { call, callEnvelope } from '../lib/api';

export const waitingOfferApi = {
  /** A GET: it changes nothing (mail scanners open links before the diner does). */
  view: (token: string, signal?: AbortSignal) => call('GET /waiting-offers/:token', { params: { token }, signal }),
  accept: (token: string) => callEnvelope('POST /waiting-offers/:token/accept', { params: { token } }),
  decline: (token: string) => callEnvelope('POST /waiting-offers/:token/decline', { params: { token } }),
};
