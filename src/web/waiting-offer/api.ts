// Calls of the waiting-list offer page (the diner's own link, no account).

import type { WaitingOfferAccepted, WaitingOfferView } from '../../domain/schemas/responses/waiting-offers';
import { api, apiEnvelope } from '../lib/api';

const enc = encodeURIComponent;

export const waitingOfferApi = {
  /** A GET: it changes nothing (mail scanners open links before the diner does). */
  view: (token: string, signal?: AbortSignal) => api<WaitingOfferView>(`/waiting-offers/${enc(token)}`, { signal }),
  accept: (token: string) => apiEnvelope<WaitingOfferAccepted>(`/waiting-offers/${enc(token)}/accept`, { method: 'POST' }),
  decline: (token: string) => apiEnvelope<null>(`/waiting-offers/${enc(token)}/decline`, { method: 'POST' }),
};
