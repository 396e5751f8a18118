// Calls of the guest pages: profiles built from bookings, history, export and erasure.

import type { GuestUpdate } from '../../domain/schemas/guests';
import type { GuestDetail, GuestListItem, GuestProfile, GuestSummary } from '../lib/api-contract';
import { call } from '../lib/api';
import { downloadText } from '../lib/download';

export type { GuestDetail, GuestListItem, GuestProfile, GuestSummary };

export function guestsApi(restaurantId: string) {
  const guest = (guid: string) => ({ restaurantId, guid });
  return {
    list: (q: { search: string; page: number }, signal?: AbortSignal) =>
      call('GET /staff/restaurants/:restaurantId/guests', { params: { restaurantId }, query: { ...q, pageSize: 30 }, signal }),
    detail: (guid: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/guests/:guid', { params: guest(guid), signal }),
    update: (guid: string, body: GuestUpdate) => call('PUT /staff/restaurants/:restaurantId/guests/:guid', { params: guest(guid), body }),
    exportData: (guid: string) => call('GET /staff/restaurants/:restaurantId/guests/:guid/export', { params: guest(guid) }),
    erase: (guid: string) => call('POST /staff/restaurants/:restaurantId/guests/:guid/erase', { params: guest(guid) }),
  };
}

export type GuestsApi = ReturnType<typeof guestsApi>;

/** Hands a JSON document to the browser as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadText(JSON.stringify(data, null, 2), fileName, 'application/json');
}
