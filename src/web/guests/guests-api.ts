// Calls of the guest pages: profiles built from bookings, history, export and erasure.

import { downloadText } from '../lib/download';
import { staffCall } from '../lib/staff/staff-api';

const enc = encodeURIComponent;

export interface GuestSummary {
  bookings: number;
  visits: number;
  noShows: number;
  cancellations: number;
  upcoming: number;
  lastVisit: string | null;
  firstVisit: string | null;
  lastActivity: string | null;
}

export interface GuestProfile {
  guid: string;
  name: string;
  email: string;
  phone_number: string;
  birthday: string | null;
  post_code: string | null;
  notes: string;
  tags: string[];
  created_at: string;
}

export type GuestListItem = GuestProfile & GuestSummary;

export interface GuestDetail extends GuestProfile {
  summary: GuestSummary;
  bookings: Array<{
    guid: string;
    reference: string;
    date: string;
    hour: string;
    service: 'noon' | 'evening';
    covers: number;
    status: string;
    source: string;
    information: string;
    answers: Array<{ question: string; answer: string }>;
  }>;
}

export function guestsApi(restaurantId: string) {
  const base = `/staff/restaurants/${enc(restaurantId)}/guests`;
  return {
    list: (q: { search: string; page: number }, signal?: AbortSignal) =>
      staffCall<{ total: number; page: number; pageSize: number; guests: GuestListItem[] }>(`${base}?search=${enc(q.search)}&page=${q.page}&pageSize=30`, {
        signal,
      }),
    detail: (guid: string, signal?: AbortSignal) => staffCall<GuestDetail>(`${base}/${enc(guid)}`, { signal }),
    update: (guid: string, body: { name: string; birthday: string | null; post_code: string | null; notes: string; tags: string[] }) =>
      staffCall<null>(`${base}/${enc(guid)}`, { method: 'PUT', body }),
    exportData: (guid: string) => staffCall<unknown>(`${base}/${enc(guid)}/export`),
    erase: (guid: string) => staffCall<null>(`${base}/${enc(guid)}/erase`, { method: 'POST' }),
  };
}

export type GuestsApi = ReturnType<typeof guestsApi>;

/** Hands a JSON document to the browser as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadText(JSON.stringify(data, null, 2), fileName, 'application/json');
}
