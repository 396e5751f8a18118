// Calls of the communications (daily-specials mailing) pages.

import { api, apiEnvelope } from '../lib/api';
import type { CommunicationsRestaurant, LinkRestaurant } from '../lib/api-contract';
import type { DinerLanguage } from '../../domain/languages';

const enc = encodeURIComponent;

export type { CommunicationsRestaurant };

export const communicationsApi = {
  restaurant: (slug: string, signal?: AbortSignal) => api<CommunicationsRestaurant>(`/communications/${enc(slug)}`, { signal }),

  subscribe: (body: { restaurant_id: number; email: string; phone_number: string; consent: boolean; language?: DinerLanguage }) =>
    apiEnvelope<null>('/subscriptions', { method: 'POST', body }),

  confirm: (token: string) => apiEnvelope<LinkRestaurant>(`/subscriptions/confirm/${enc(token)}`, { method: 'POST' }),

  unsubscribe: (guid: string) => apiEnvelope<LinkRestaurant>(`/subscriptions/${enc(guid)}/unsubscribe`, { method: 'POST' }),
};
