// Calls of the guest pages: profiles built from bookings, history, export and erasure.

import type { GuestUpdate } from '../../domain/schemas/guests';
import type { GuestDetail, GuestExport, GuestListItem, GuestProfile, GuestsPage, GuestSummary } from '../lib/api-contract';
import { downloadText } from '../lib/download';
import { staffCall } from '../lib/staff/staff-api';

const enc = encodeURIComponent;

export type { GuestDetail, GuestListItem, GuestProfile, GuestSummary };

export function guestsApi(restaurantId: string) {
  const base = `/staff/restaurants/${enc(restaurantId)}/guests`;
  return {
    list: (q: { search: string; page: number }, signal?: AbortSignal) =>
      staffCall<GuestsPage>(`${base}?search=${enc(q.search)}&page=${q.page}&pageSize=30`, { signal }),
    detail: (guid: string, signal?: AbortSignal) => staffCall<GuestDetail>(`${base}/${enc(guid)}`, { signal }),
    update: (guid: string, body: GuestUpdate) => staffCall<null>(`${base}/${enc(guid)}`, { method: 'PUT', body }),
    exportData: (guid: string) => staffCall<GuestExport>(`${base}/${enc(guid)}/export`),
    erase: (guid: string) => staffCall<null>(`${base}/${enc(guid)}/erase`, { method: 'POST' }),
  };
}

export type GuestsApi = ReturnType<typeof guestsApi>;

/** Hands a JSON document to the browser as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadText(JSON.stringify(data, null, 2), fileName, 'application/json');
}
