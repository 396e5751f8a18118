// Calls of the daily-specials mailing pages (owners and managers).

import type { MailingCompose } from '../../domain/schemas/mailing';
import { settingsApi } from '../lib/staff/settings-api';
import type { Mailing, MailingPreview, Subscriber, SubscriberPage } from '../lib/api-contract';
import { call, type CallInput } from '../lib/api';

type SubscriberStatus = NonNullable<NonNullable<CallInput<'GET /staff/restaurants/:restaurantId/subscribers'>['query']>['status']>;
const SUBSCRIBER_STATUSES = ['', 'pending', 'active', 'unsubscribed'] as const satisfies readonly SubscriberStatus[];
/** The status filter as the address gives it: anything else lists every subscriber. */
const statusOf = (status: string): SubscriberStatus => SUBSCRIBER_STATUSES.find((known) => known === status) ?? '';

export type { Mailing, MailingPreview, Subscriber, SubscriberPage };

export function mailingApi(restaurantId: string) {
  const params = { restaurantId };
  return {
    subscribers: (q: { search: string; status: string; page: number }, signal?: AbortSignal) =>
      call('GET /staff/restaurants/:restaurantId/subscribers', { params, query: { ...q, status: statusOf(q.status), pageSize: 50 }, signal }),
    removeSubscriber: (guid: string) => call('DELETE /staff/restaurants/:restaurantId/subscribers/:guid', { params: { restaurantId, guid } }),
    mailings: (signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/mailings', { params, signal }),
    preview: (body: MailingCompose) => call('POST /staff/restaurants/:restaurantId/mailings/preview', { params, body }),
    send: (body: MailingCompose) => call('POST /staff/restaurants/:restaurantId/mailings', { params, body }),
    cancel: (guid: string) => call('POST /staff/restaurants/:restaurantId/mailings/:guid/cancel', { params: { restaurantId, guid } }),
    upload: (file: File) => settingsApi(restaurantId).upload(file),
  };
}

export type MailingApi = ReturnType<typeof mailingApi>;
