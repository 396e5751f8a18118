// Calls of the public booking wizard.

import { frenchWeekdayName } from '../../domain/dates';
import { api } from '../lib/api';
import type { AppConfig } from '../lib/api-contract';
import type { BookingCreateBody, BookingDraftBody } from './draft';
import type { ClosedDateItem, CreatedBooking, DayHours, EventItem, Question, RestaurantConfig, RestaurantIdentity, TableItem, TableNameItem } from './types';
import { dinerLanguage } from '../i18n/diner-language';

const enc = encodeURIComponent;

export const bookingApi = {
  appConfig: (signal?: AbortSignal) => api<AppConfig>('/app/config/', { signal }),

  restaurantConfig: (slug: string, signal?: AbortSignal) => api<RestaurantConfig>(`/restaurants/${enc(slug)}/config`, { signal }),

  closedDates: (slug: string, signal?: AbortSignal) => api<ClosedDateItem[]>(`/restaurants/${enc(slug)}/closed-dates`, { signal }),

  events: (slug: string, signal?: AbortSignal) => api<EventItem[]>(`/restaurants/${enc(slug)}/events`, { signal }),

  hours: (slug: string, date: string, covers: number, signal?: AbortSignal) =>
    api<DayHours>(`/restaurants/${enc(slug)}/hours/${enc(frenchWeekdayName(date))}/${enc(date)}?covers=${enc(String(covers))}`, { signal }),

  identity: (slug: string) => api<RestaurantIdentity>(`/restaurants/${enc(slug)}/identity`),

  activeTables: (restaurantGuid: string, draft: BookingDraftBody) =>
    api<TableItem[]>(`/restaurants/${enc(restaurantGuid)}/active-tables`, { method: 'POST', body: draft }),

  blockedTables: (slug: string, date: string, hour: string, covers: number) =>
    api<string[]>(`/restaurants/${enc(slug)}/blocked-tables?date=${enc(date)}&hour=${enc(hour)}&covers=${enc(String(covers))}`),

  tableNames: (slug: string, covers: number, date: string, hour: string, signal?: AbortSignal) =>
    api<TableNameItem[]>(`/restaurants/${enc(slug)}/table-names?covers=${enc(String(covers))}&date=${enc(date)}&hour=${enc(hour)}`, { signal }),

  questions: (slug: string, signal?: AbortSignal) => api<Question[]>(`/restaurants/${enc(slug)}/questions`, { signal }),

  checkDraft: (draft: BookingDraftBody) => api<unknown>('/bookings/check', { method: 'POST', body: draft }),

  createBooking: (body: BookingCreateBody, idempotencyKey: string) =>
    api<CreatedBooking>('/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),

  /** The server texts a code only for this draft (checked again) and with a fresh bot-check proof. */
  createCode: (phone: string, slug: string, draft: BookingDraftBody, botcheck: string | undefined) =>
    api<unknown>('/code/create', {
      method: 'POST',
      body: { phone_number: phone, restaurantSlug: slug, draft, language: dinerLanguage(), ...(botcheck ? { botcheck } : {}) },
    }),

  checkCode: (phone: string, code: string) => api<unknown>('/code/check', { method: 'POST', body: { phone_number: phone, code } }),
};

export const bookingKeys = {
  config: (slug: string) => ['restaurant-config', slug] as const,
  closedDates: (slug: string) => ['closed-dates', slug] as const,
  events: (slug: string) => ['events', slug] as const,
  hours: (slug: string, date: string, covers: number) => ['hours', slug, date, covers] as const,
  questions: (slug: string) => ['questions', slug] as const,
  tableNames: (slug: string, covers: number, date: string, hour: string) => ['table-names', slug, covers, date, hour] as const,
};
