// Calls of the settings pages. A change that would strand bookings answers 409 with their list
// (ApiError body .object.bookings); the pages show it and send again with `confirm: true`.

import type { z } from 'zod';
import type {
  BookingSettings,
  closedDatesCreateSchema,
  eventSchema,
  InformationSettings,
  labelImageSchema,
  ProfileSettings,
  questionSchema,
  ServiceSettings,
  StrandedBookingView,
  TableSettings,
} from '../../../domain/schemas/settings';
import type { ClosedDateItem, CreatedGuid, CreatedId, EventItem, LabelItem, QuestionItem, RestaurantSettings, TableItem, UploadAnswer } from '../api-contract';
import { API_BASE, ApiError } from '../api';
import { storage } from '../storage';
import { STORAGE_KEYS } from '../storage-keys';
import { staffCall } from './staff-api';

const enc = encodeURIComponent;

export type { ClosedDateItem, EventItem, LabelItem, QuestionItem, RestaurantSettings, TableItem };
type LabelBody = z.input<typeof labelImageSchema>;
type EventBody = z.input<typeof eventSchema>;
type QuestionBody = z.input<typeof questionSchema>;

/** The bookings a refused change lists, when the refusal is that one. */
export function strandedOf(error: unknown): StrandedBookingView[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { object?: { reason?: string; bookings?: StrandedBookingView[] } } | null;
  return body?.object?.reason === 'stranded_bookings' ? (body.object.bookings ?? []) : null;
}

export function settingsApi(restaurantId: string) {
  const base = `/staff/restaurants/${enc(restaurantId)}/settings`;
  const put = <T>(path: string, body: unknown) => staffCall<T>(`${base}${path}`, { method: 'PUT', body });
  const post = <T>(path: string, body: unknown) => staffCall<T>(`${base}${path}`, { method: 'POST', body });
  const del = (path: string) => staffCall<null>(`${base}${path}`, { method: 'DELETE' });
  return {
    restaurant: (signal?: AbortSignal) => staffCall<RestaurantSettings>(base, { signal }),
    saveProfile: (body: ProfileSettings) => put<null>('/profile', body),
    saveInformation: (body: InformationSettings) => put<null>('/information', body),
    saveBooking: (body: BookingSettings) => put<null>('/booking', body),
    services: (signal?: AbortSignal) => staffCall<ServiceSettings[]>(`${base}/services`, { signal }),
    saveServices: (services: ServiceSettings[], confirm: boolean) => put<null>('/services', { services, confirm }),
    closedDates: (signal?: AbortSignal) => staffCall<ClosedDateItem[]>(`${base}/closed-dates`, { signal }),
    addClosedDates: (body: z.input<typeof closedDatesCreateSchema>) => post<null>('/closed-dates', body),
    removeClosedDates: (ids: number[]) => post<null>('/closed-dates/remove', { ids }),
    tables: (signal?: AbortSignal) => staffCall<TableItem[]>(`${base}/tables`, { signal }),
    addTable: (body: TableSettings) => post<CreatedGuid>('/tables', body),
    saveTable: (guid: string, body: TableSettings) => put<null>(`/tables/${enc(guid)}`, body),
    removeTable: (guid: string, confirm: boolean) => del(`/tables/${enc(guid)}${confirm ? '?confirm=true' : ''}`),
    labels: (kind: 'legends' | 'icons', signal?: AbortSignal) => staffCall<LabelItem[]>(`${base}/${kind}`, { signal }),
    addLabel: (kind: 'legends' | 'icons', body: LabelBody) => post<CreatedGuid>(`/${kind}`, body),
    saveLabel: (kind: 'legends' | 'icons', guid: string, body: LabelBody) => put<null>(`/${kind}/${enc(guid)}`, body),
    removeLabel: (kind: 'legends' | 'icons', guid: string) => del(`/${kind}/${enc(guid)}`),
    events: (signal?: AbortSignal) => staffCall<EventItem[]>(`${base}/events`, { signal }),
    addEvent: (body: EventBody) => post<CreatedGuid>('/events', body),
    saveEvent: (guid: string, body: EventBody) => put<null>(`/events/${enc(guid)}`, body),
    removeEvent: (guid: string) => del(`/events/${enc(guid)}`),
    questions: (signal?: AbortSignal) => staffCall<QuestionItem[]>(`${base}/questions`, { signal }),
    addQuestion: (body: QuestionBody) => post<CreatedId>('/questions', body),
    saveQuestion: (id: number, body: QuestionBody) => put<null>(`/questions/${id}`, body),
    removeQuestion: (id: number) => del(`/questions/${id}`),
    orderQuestions: (ids: number[]) => put<null>('/questions/order', { ids }),
    /** Sends the picture's bytes as they are; the server checks what they really are. */
    upload: (file: File) => uploadImage(restaurantId, file),
  };
}

export type SettingsApi = ReturnType<typeof settingsApi>;

/** Pictures go as raw bytes (not JSON), so this call is made by hand with the same token and envelope. */
async function uploadImage(restaurantId: string, file: File): Promise<UploadAnswer> {
  const token = storage.get(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/staff/restaurants/${enc(restaurantId)}/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: file,
    });
  } catch (error) {
    throw new ApiError(0, null, error);
  }
  const body = (await response.json().catch(() => null)) as { error?: boolean; message?: string; object?: UploadAnswer } | null;
  if (!response.ok || !body || body.error || !body.object) throw new ApiError(response.status, body?.message || null, body);
  return body.object;
}
