// Calls of the communications (daily-specials mailing) pages.

import { call, callEnvelope, type CallInput } from '../lib/api';
import type { CommunicationsRestaurant } from '../lib/api-contract';

export type { CommunicationsRestaurant };

export const communicationsApi = {
  restaurant: (slug: string, signal?: AbortSignal) => call('GET /communications/:slug', { params: { slug }, signal }),

  subscribe: (body: CallInput<'POST /subscriptions'>['body']) => callEnvelope('POST /subscriptions', { body }),

  confirm: (token: string) => callEnvelope('POST /subscriptions/confirm/:token', { params: { token } }),

  unsubscribe: (guid: string) => callEnvelope('POST /subscriptions/:guid/unsubscribe', { params: { guid } }),
};
