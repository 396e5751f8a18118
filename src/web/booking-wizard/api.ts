// Calls of the public booking wizard.

import { frenchWeekdayName } from '../../domain/dates';
import { call } from '../lib/api';
import type { BookingCreateBody, BookingDraftBody } from './draft';
import { dinerLanguage } from '../i18n/diner-language';

export const bookingApi = {
  appConfig: (signal?: AbortSignal) => call('GET /app/config/', { signal }),

  restaurantConfig: (slug: string, signal?: AbortSignal) => call('GET /restaurants/:slug/config', { params: { slug }, signal }),

  /** The closed services from today on (the service is 'all', 'noon' or 'evening'). */
  closedDates: (slug: string, signal?: AbortSignal) => call('GET /restaurants/:slug/closed-dates', { params: { slug }, signal }),

  events: (slug: string, signal?: AbortSignal) => call('GET /restaurants/:slug/events', { params: { slug }, signal }),

  hours: (slug: string, date: string, covers: number, signal?: AbortSignal) =>
    call('GET /restaurants/:slug/hours/:weekday/:date', { params: { slug, weekday: frenchWeekdayName(date), date }, query: { covers }, signal }),

  identity: (slug: string) => call('GET /restaurants/:slug/identity', { params: { slug } }),

  activeTables: (restaurantGuid: string, draft: BookingDraftBody) =>
    call('POST /restaurants/:guid/active-tables', { params: { guid: restaurantGuid }, body: draft }),

  blockedTables: (slug: string, date: string, hour: string, covers: number) =>
    call('GET /restaurants/:slug/blocked-tables', { params: { slug }, query: { date, hour, covers } }),

  tableNames: (slug: string, covers: number, date: string, hour: string, signal?: AbortSignal) =>
    call('GET /restaurants/:slug/table-names', { params: { slug }, query: { covers, date, hour }, signal }),

  questions: (slug: string, signal?: AbortSignal) => call('GET /restaurants/:slug/questions', { params: { slug }, signal }),

  checkDraft: (draft: BookingDraftBody) => call('POST /bookings/check', { body: draft }),

  createBooking: (body: BookingCreateBody, idempotencyKey: string) => call('POST /bookings', { body, headers: { 'Idempotency-Key': idempotencyKey } }),

  /** The server texts a code only for this draft (checked again) and with a fresh bot-check proof. */
  createCode: (phone: string, slug: string, draft: BookingDraftBody, botcheck: string | undefined) =>
    call('POST /code/create', {
      body: { phone_number: phone, restaurantSlug: slug, draft, language: dinerLanguage(), ...(botcheck ? { botcheck } : {}) },
    }),

  checkCode: (phone: string, code: string) => call('POST /code/check', { body: { phone_number: phone, code } }),

  /** The guarantee or deposit this booking would need, in the diner's words (null: none). */
  protection: (q: { slug: string; date: string; hour: string; covers: number; email: string; phone: string }, signal?: AbortSignal) =>
    call('POST /bookings/protection', {
      body: { restaurantSlug: q.slug, date: q.date, hour: q.hour, tablewarecount: q.covers, email: q.email, phoneNumber: q.phone, language: dinerLanguage() },
      signal,
    }),

  /** The provider's page where the diner saves a card or pays the deposit. */
  startPayment: (shortId: string) => call('POST /bookings/short/:shortId/payment', { params: { shortId } }),
};

export const bookingKeys = {
  config: (slug: string) => ['restaurant-config', slug] as const,
  closedDates: (slug: string) => ['closed-dates', slug] as const,
  events: (slug: string) => ['events', slug] as const,
  hours: (slug: string, date: string, covers: number) => ['hours', slug, date, covers] as const,
  questions: (slug: string) => ['questions', slug] as const,
  tableNames: (slug: string, covers: number, date: string, hour: string) => ['table-names', slug, covers, date, hour] as const,
};
