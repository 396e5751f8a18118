// Calls of the daily-specials mailing pages (owners and managers).

import type { MailingCompose } from '../../domain/schemas/mailing';
import { settingsApi } from '../settings';
import { staffCall } from '../lib/staff/staff-api';

const enc = encodeURIComponent;

export interface Subscriber {
  guid: string;
  email: string;
  phone_number: string;
  status: 'pending' | 'active' | 'unsubscribed';
  channels: Array<'email' | 'sms'>;
  consent_text: string;
  consent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
}

export interface SubscriberPage {
  /** The restaurant's time zone: the clock its dates are shown on. */
  timeZone: string;
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
  subscribers: Subscriber[];
}

export interface ChannelReport {
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
}

export interface Mailing {
  guid: string;
  subject: string;
  text: string;
  sms_text: string;
  image_url: string;
  channels: Array<'email' | 'sms'>;
  status: 'draft' | 'scheduled' | 'queued' | 'cancelled';
  send_at: string;
  created_at: string;
  /** The restaurant's time zone: the clock its instants are shown on. */
  time_zone: string;
  recipients: { email: number; sms: number };
  report: ChannelReport & { email: ChannelReport; sms: ChannelReport; unsubscribedSince: number; smsNotBefore: string | null };
}

export interface MailingPreview {
  timeZone: string;
  emailRecipients: number;
  smsRecipients: number;
  sendAt: string;
  smsSendAt: string;
  smsHeld: boolean;
  smsText: string;
  emailHtml: string;
}

export function mailingApi(restaurantId: string) {
  const base = `/staff/restaurants/${enc(restaurantId)}`;
  return {
    subscribers: (q: { search: string; status: string; page: number }, signal?: AbortSignal) =>
      staffCall<SubscriberPage>(`${base}/subscribers?search=${enc(q.search)}&status=${enc(q.status)}&page=${q.page}&pageSize=50`, { signal }),
    removeSubscriber: (guid: string) => staffCall<null>(`${base}/subscribers/${enc(guid)}`, { method: 'DELETE' }),
    mailings: (signal?: AbortSignal) => staffCall<Mailing[]>(`${base}/mailings`, { signal }),
    preview: (body: MailingCompose) => staffCall<MailingPreview>(`${base}/mailings/preview`, { method: 'POST', body }),
    send: (body: MailingCompose) => staffCall<{ guid: string }>(`${base}/mailings`, { method: 'POST', body }),
    cancel: (guid: string) => staffCall<null>(`${base}/mailings/${enc(guid)}/cancel`, { method: 'POST' }),
    upload: (file: File) => settingsApi(restaurantId).upload(file),
  };
}

export type MailingApi = ReturnType<typeof mailingApi>;
