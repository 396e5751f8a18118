// Calls of the settings pages. A change that would strand bookings answers 409 with their list
// (ApiError body .object.bookings); the pages show it and send again with `confirm: true`.

import type { z } from 'zod';
import type {
  BookingSettings,
  eventSchema,
  InformationSettings,
  labelImageSchema,
  ProfileSettings,
  questionSchema,
  ServiceSettings,
  StrandedBookingView,
  TableSettings,
} from '../../../domain/schemas/settings';
import type { ClosedDateItem, EventItem, LabelItem, QuestionItem, RestaurantSettings, TableItem } from '../api-contract';
import { ApiError, call, type CallInput } from '../api';

type LabelKind = 'legends' | 'icons';

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
  const params = { restaurantId };
  const item = (guid: string) => ({ restaurantId, guid });
  const question = (id: number) => ({ restaurantId, id });
  const base = '/staff/restaurants/:restaurantId/settings' as const;
  return {
    restaurant: (signal?: AbortSignal) => call(`GET ${base}`, { params, signal }),
    saveProfile: (body: ProfileSettings) => call(`PUT ${base}/profile`, { params, body }),
    saveInformation: (body: InformationSettings) => call(`PUT ${base}/information`, { params, body }),
    saveBooking: (body: BookingSettings) => call(`PUT ${base}/booking`, { params, body }),
    services: (signal?: AbortSignal) => call(`GET ${base}/services`, { params, signal }),
    turnTimes: (signal?: AbortSignal) => call(`GET ${base}/turn-times`, { params, signal }),
    saveTurnTimes: (enabled: boolean) => call(`PUT ${base}/turn-times`, { params, body: { enabled } }),
    saveServices: (services: ServiceSettings[], confirm: boolean) => call(`PUT ${base}/services`, { params, body: { services, confirm } }),
    closedDates: (signal?: AbortSignal) => call(`GET ${base}/closed-dates`, { params, signal }),
    addClosedDates: (body: CallInput<`POST ${typeof base}/closed-dates`>['body']) => call(`POST ${base}/closed-dates`, { params, body }),
    removeClosedDates: (ids: number[]) => call(`POST ${base}/closed-dates/remove`, { params, body: { ids } }),
    tables: (signal?: AbortSignal) => call(`GET ${base}/tables`, { params, signal }),
    addTable: (body: TableSettings) => call(`POST ${base}/tables`, { params, body }),
    saveTable: (guid: string, body: TableSettings) => call(`PUT ${base}/tables/:guid`, { params: item(guid), body }),
    removeTable: (guid: string, confirm: boolean) => call(`DELETE ${base}/tables/:guid`, { params: item(guid), query: confirm ? { confirm: 'true' } : {} }),
    labels: (kind: LabelKind, signal?: AbortSignal) =>
      kind === 'legends' ? call(`GET ${base}/legends`, { params, signal }) : call(`GET ${base}/icons`, { params, signal }),
    addLabel: (kind: LabelKind, body: LabelBody) =>
      kind === 'legends' ? call(`POST ${base}/legends`, { params, body }) : call(`POST ${base}/icons`, { params, body }),
    saveLabel: (kind: LabelKind, guid: string, body: LabelBody) =>
      kind === 'legends' ? call(`PUT ${base}/legends/:guid`, { params: item(guid), body }) : call(`PUT ${base}/icons/:guid`, { params: item(guid), body }),
    removeLabel: (kind: LabelKind, guid: string) =>
      kind === 'legends' ? call(`DELETE ${base}/legends/:guid`, { params: item(guid) }) : call(`DELETE ${base}/icons/:guid`, { params: item(guid) }),
    events: (signal?: AbortSignal) => call(`GET ${base}/events`, { params, signal }),
    addEvent: (body: EventBody) => call(`POST ${base}/events`, { params, body }),
    saveEvent: (guid: string, body: EventBody) => call(`PUT ${base}/events/:guid`, { params: item(guid), body }),
    removeEvent: (guid: string) => call(`DELETE ${base}/events/:guid`, { params: item(guid) }),
    questions: (signal?: AbortSignal) => call(`GET ${base}/questions`, { params, signal }),
    addQuestion: (body: QuestionBody) => call(`POST ${base}/questions`, { params, body }),
    saveQuestion: (id: number, body: QuestionBody) => call(`PUT ${base}/questions/:id`, { params: question(id), body }),
    removeQuestion: (id: number) => call(`DELETE ${base}/questions/:id`, { params: question(id) }),
    orderQuestions: (ids: number[]) => call(`PUT ${base}/questions/order`, { params, body: { ids } }),
    noShow: (signal?: AbortSignal) => call(`GET ${base}/no-show`, { params, signal }),
    saveNoShowRules: (body: CallInput<`PUT ${typeof base}/no-show/services`>['body']) => call(`PUT ${base}/no-show/services`, { params, body }),
    saveGuestRisk: (body: CallInput<`PUT ${typeof base}/no-show/guest-risk`>['body']) => call(`PUT ${base}/no-show/guest-risk`, { params, body }),
    addNoShowOverride: (body: CallInput<`POST ${typeof base}/no-show/overrides`>['body']) => call(`POST ${base}/no-show/overrides`, { params, body }),
    removeNoShowOverride: (overrideId: number) => call(`DELETE ${base}/no-show/overrides/:overrideId`, { params: { restaurantId, overrideId } }),
    startStripeOnboarding: () => call(`POST ${base}/no-show/account/onboarding`, { params }),
    refreshStripeAccount: () => call(`POST ${base}/no-show/account/refresh`, { params }),
    thankYou: (signal?: AbortSignal) => call(`GET ${base}/thank-you`, { params, signal }),
    saveThankYou: (body: CallInput<`PUT ${typeof base}/thank-you`>['body']) => call(`PUT ${base}/thank-you`, { params, body }),
    /** Sends the picture's bytes as they are; the server checks what they really are. */
    upload: (file: File) => call('POST /staff/restaurants/:restaurantId/uploads', { params, body: file }),
  };
}

export type SettingsApi = ReturnType<typeof settingsApi>;
