// Calls of the daily-specials mailing pages (owners and managers).

import type { MailingCompose } from '../../domain/schemas/mailing';
import { settingsApi } from '../lib/staff/settings-api';
import type { CreatedGuid, Mailing, MailingPreview, Subscriber, SubscriberPage } from '../lib/api-contract';
import { staffCall } from '../lib/staff/staff-api';

const enc = encodeURIComponent;

export type { Mailing, MailingPreview, Subscriber, SubscriberPage };

export function mailingApi(restaurantId: string) {
  const base = `/staff/restaurants/${enc(restaurantId)}`;
  return {
    subscribers: (q: { search: string; status: string; page: number }, signal?: AbortSignal) =>
      staffCall<SubscriberPage>(`${base}/subscribers?search=${enc(q.search)}&status=${enc(q.status)}&page=${q.page}&pageSize=50`, { signal }),
    removeSubscriber: (guid: string) => staffCall<null>(`${base}/subscribers/${enc(guid)}`, { method: 'DELETE' }),
    mailings: (signal?: AbortSignal) => staffCall<Mailing[]>(`${base}/mailings`, { signal }),
    preview: (body: MailingCompose) => staffCall<MailingPreview>(`${base}/mailings/preview`, { method: 'POST', body }),
    send: (body: MailingCompose) => staffCall<CreatedGuid>(`${base}/mailings`, { method: 'POST', body }),
    cancel: (guid: string) => staffCall<null>(`${base}/mailings/${enc(guid)}/cancel`, { method: 'POST' }),
    upload: (file: File) => settingsApi(restaurantId).upload(file),
  };
}

export type MailingApi = ReturnType<typeof mailingApi>;
