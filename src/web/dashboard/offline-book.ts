// The service book through a network cut. The day read from the server is kept on the tablet;
// when the server cannot be reached (no answer at all, not a refusal), the kept day is shown.
// The host's changes are sent with an idempotency key; one that cannot reach the server is queued
// with that key, shown at once on the kept day, and sent when the network returns (offline-sync).

import { ApiError, call } from '../lib/api';
import { OFFLINE_CHANGED_EVENT, type OfflineStore, type QueuedChange, type QueueableEndpoint } from '../lib/offline/offline-store';
import type { StaffBookingCreate, StaffBookingDetails, StaffBookingEdit } from '../../domain/schemas/staff-booking';
import { BOOKING_STATUS_LABELS } from '../../domain/service-book';
import { clockLabel } from '../../domain/timeline';
import { restaurantNowMinutes, restaurantToday } from '../lib/staff/restaurant-clock';
import type { BookingItem, DashboardApi, DayView, SettableStatus } from './dashboard-api';
import { frOffline } from './offline-i18n';
import { randomUuid } from '../lib/random-uuid';

/** No answer from the server: the network is down (a 4xx or 5xx is an answer, and is shown as one). */
const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

const announce = () => window.dispatchEvent(new Event(OFFLINE_CHANGED_EVENT));

/** The dashboard's calls, the book's day and its four queueable changes made to work offline. */
export function offlineBookApi(api: DashboardApi, restaurantId: string, store: OfflineStore): DashboardApi {
  const days = new Map<string, DayView>();

  async function keptDays(): Promise<DayView[]> {
    return [...days.values()];
  }

  /** Applies a queued change to every kept day that holds the booking, so the host sees it at once. */
  async function patchKept(guid: string | null, patch: (b: BookingItem, day: DayView) => BookingItem, add?: (day: DayView) => DayView | null) {
    for (const day of await keptDays()) {
      let next: DayView = {
        ...day,
        bookings: day.bookings.map((b) => (b.guid === guid ? patch(b, day) : b)),
        waiting: day.waiting.map((b) => (b.guid === guid ? patch(b, day) : b)),
      };
      if (add) next = add(next) ?? next;
      days.set(day.date, next);
      await store.saveDay(day.date, next);
    }
  }

  /** Sends the change now; with no network, queues it under the same key. Answers whether it was queued. */
  async function sendOrQueue(
    endpoint: QueueableEndpoint,
    params: Record<string, string>,
    body: unknown,
    label: string,
    bookingGuid: string | null,
    /** What a change queued from the start carries besides (a status's `changedAt`). */
    queuedExtra: Record<string, unknown> = {},
  ): Promise<{ queued: true } | { queued: false; answer: unknown }> {
    const idempotencyKey = randomUuid();
    const change: Omit<QueuedChange, 'seq' | 'scope'> = {
      idempotencyKey,
      label,
      bookingGuid,
      createdAt: new Date().toISOString(),
      request: { endpoint, params, body },
    };
    // Changes already waiting go first: sending this one now would reorder them.
    const waiting = await store.pending().then(
      (pending) => pending.length > 0,
      () => false,
    );
    if (!waiting && navigator.onLine) {
      try {
        const answer = await call(endpoint, { params, body, headers: { 'Idempotency-Key': idempotencyKey } } as never);
        return { queued: false, answer };
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
      }
      // The server may have received it and lost only the answer: queued with the very body sent,
      // the same key then gets that first answer back instead of a mismatch.
      await store.enqueue(change);
      announce();
      return { queued: true };
    }
    await store.enqueue({ ...change, request: { endpoint, params, body: { ...(body as object), ...queuedExtra } } });
    announce();
    return { queued: true };
  }

  const nameOf = (guid: string): string => {
    for (const day of days.values()) {
      const found = [...day.bookings, ...day.waiting].find((b) => b.guid === guid);
      if (found) return found.name;
    }
    return '';
  };
  const tableName = (guid: string | null | undefined): string => [...days.values()].flatMap((d) => d.tables).find((t) => t.guid === guid)?.name ?? '';

  return {
    ...api,
    async day(date, signal) {
      try {
        const view = await api.day(date, signal);
        days.set(date, view);
        // A tablet that cannot keep the day (no IndexedDB) still shows it online.
        await store.saveDay(date, view).catch(() => undefined);
        await store.markSynced().catch(() => undefined);
        return view;
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        const kept = days.get(date) ?? (await store.readDay<DayView>(date).catch(() => null));
        if (!kept) throw error;
        days.set(date, kept);
        return kept;
      }
    },
    async setStatus(guid, status: SettableStatus) {
      const label = frOffline.statusChange(nameOf(guid), BOOKING_STATUS_LABELS[status]);
      // `changedAt` only for a change made offline: one sent at once is the latest by definition,
      // and the tablet's clock (compared with the server's) would only add a way to be wrong.
      const sent = await sendOrQueue('POST /staff/restaurants/:restaurantId/bookings/:guid/status', { restaurantId, guid }, { status }, label, guid, {
        changedAt: new Date().toISOString(),
      });
      if (!sent.queued) return sent.answer as Awaited<ReturnType<DashboardApi['setStatus']>>;
      await patchKept(guid, (b) => ({ ...b, status }));
      return null;
    },
    async edit(guid, body: StaffBookingEdit) {
      const label = frOffline.edit(nameOf(guid), tableName(body.tableGuid), body.hour ?? '');
      const sent = await sendOrQueue('PATCH /staff/restaurants/:restaurantId/bookings/:guid', { restaurantId, guid }, body, label, guid);
      if (!sent.queued) return sent.answer as Awaited<ReturnType<DashboardApi['edit']>>;
      await patchKept(guid, (b, day) => ({
        ...b,
        hour: body.hour ?? b.hour,
        covers: body.covers ?? b.covers,
        tables: body.tableGuid ? day.tables.filter((t) => t.guid === body.tableGuid).map((t) => ({ guid: t.guid, name: t.name })) : b.tables,
      }));
      return null;
    },
    async details(guid, body: StaffBookingDetails) {
      const base = [...days.values()].flatMap((d) => [...d.bookings, ...d.waiting]).find((b) => b.guid === guid)?.staffNote;
      const sent = await sendOrQueue(
        'PATCH /staff/restaurants/:restaurantId/bookings/:guid/details',
        { restaurantId, guid },
        body.staffNote !== undefined && base !== undefined ? { ...body, staffNoteBase: base } : body,
        frOffline.details(nameOf(guid)),
        guid,
      );
      if (!sent.queued) return sent.answer as Awaited<ReturnType<DashboardApi['details']>>;
      await patchKept(guid, (b) => ({ ...b, staffNote: body.staffNote ?? b.staffNote, waiterName: body.waiterName ?? b.waiterName }));
      return null;
    },
    async create(body: StaffBookingCreate) {
      const label = frOffline.created(body.source === 'walk_in', body.name ?? '', body.covers);
      const sent = await sendOrQueue('POST /staff/restaurants/:restaurantId/bookings', { restaurantId }, body, label, null);
      if (!sent.queued) return sent.answer as Awaited<ReturnType<DashboardApi['create']>>;
      const guid = `offline-${randomUuid()}`;
      await patchKept(
        null,
        (b) => b,
        (day) => (body.date && body.date !== day.date ? null : { ...day, bookings: [...day.bookings, provisional(guid, day, body)] }),
      );
      const date = body.date ?? restaurantToday();
      const day = days.get(date);
      return { guid, reference: '', date, service: day ? serviceAt(day, body.hour ?? clockLabel(restaurantNowMinutes())) : 'evening' };
    },
  };
}

/** The booking as the host made it offline, until the server's own replaces it after the sync. */
function provisional(guid: string, day: DayView, body: StaffBookingCreate): BookingItem {
  const hour = body.hour ?? clockLabel(restaurantNowMinutes());
  const now = new Date().toISOString();
  return {
    guid,
    reference: '',
    date: day.date,
    hour,
    service: serviceAt(day, hour),
    covers: body.covers,
    turnMinutes: 90,
    status: body.source === 'walk_in' ? 'seated' : 'confirmed',
    source: body.source,
    name: body.name || frOffline.walkInName,
    phone: body.phone ?? '',
    email: body.email ?? '',
    information: body.information ?? '',
    staffNote: '',
    waiterName: '',
    delayComment: '',
    tables: day.tables.filter((t) => t.guid === body.tableGuid).map((t) => ({ guid: t.guid, name: t.name })),
    icons: [],
    answers: [],
    preferredPlacement: '',
    attendance: 'not_reminded',
    reminderSentAt: null,
    attendanceConfirmedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The service an hour belongs to: the last one whose first seating is not after it. */
function serviceAt(day: DayView, hour: string): 'noon' | 'evening' {
  const started = day.services.filter((s) => s.firstSeating !== null && s.firstSeating <= hour);
  return started.at(-1)?.kind ?? day.services[0]?.kind ?? 'noon';
}
