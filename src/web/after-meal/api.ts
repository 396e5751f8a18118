// Calls of the thank-you's pages (the diner's own link, no account).

import { call, callEnvelope } from '../lib/api';

export const afterMealApi = {
  /** A GET: it changes nothing (mail scanners open links before the diner does). */
  view: (token: string, signal?: AbortSignal) => call('GET /thank-you/:token', { params: { token }, signal }),
  answer: (token: string, body: { stars: number; comment?: string }) => callEnvelope('POST /thank-you/:token/feedback', { params: { token }, body }),
  optOut: (token: string) => callEnvelope('POST /thank-you/:token/opt-out', { params: { token } }),
};
