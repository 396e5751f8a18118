// Calls of the service book, the team and the devices; every one carries the bearer token.

import { staffCall } from '../lib/staff/staff-api';
import type { StaffRole } from '../lib/staff/session';
import type { BookingItem, BookingStatus } from '../../domain/service-book';
import type { Promote, StaffBookingCreate, StaffBookingDetails, StaffBookingEdit, StaffBookingTurn } from '../../domain/schemas/staff-booking';
import type { Device, DayView, HistoryEntry, ServiceDay, StaffBookingCreated, StaffMember } from '../lib/api-contract';

export type { BookingItem, BookingStatus, DayView, Device, HistoryEntry, ServiceDay, StaffMember };

export type ServiceKind = 'noon' | 'evening';

export type SettableStatus = 'confirmed' | 'seated' | 'completed' | 'no_show' | 'cancelled_by_restaurant';

const enc = encodeURIComponent;

export function dashboardApi(restaurantId: string) {
  const base = `/staff/restaurants/${enc(restaurantId)}`;
  return {
    day: (date: string, signal?: AbortSignal) => staffCall<DayView>(`${base}/service-book?date=${enc(date)}`, { signal }),
    search: (q: string, signal?: AbortSignal) => staffCall<BookingItem[]>(`${base}/bookings/search?q=${enc(q)}`, { signal }),
    history: (guid: string, signal?: AbortSignal) => staffCall<HistoryEntry[]>(`${base}/bookings/${enc(guid)}/history`, { signal }),
    create: (body: StaffBookingCreate) => staffCall<StaffBookingCreated>(`${base}/bookings`, { method: 'POST', body }),
    setStatus: (guid: string, status: SettableStatus) => staffCall<null>(`${base}/bookings/${enc(guid)}/status`, { method: 'POST', body: { status } }),
    edit: (guid: string, body: StaffBookingEdit) => staffCall<null>(`${base}/bookings/${enc(guid)}`, { method: 'PATCH', body }),
    /** How long the party keeps its table; answers with the server's French message. */
    turn: (guid: string, body: StaffBookingTurn) => staffCall<null>(`${base}/bookings/${enc(guid)}/turn`, { method: 'PATCH', body }),
    details: (guid: string, body: StaffBookingDetails) => staffCall<null>(`${base}/bookings/${enc(guid)}/details`, { method: 'PATCH', body }),
    promote: (guid: string, body: Promote) => staffCall<null>(`${base}/bookings/${enc(guid)}/promote`, { method: 'POST', body }),
    members: (signal?: AbortSignal) => staffCall<StaffMember[]>(`${base}/staff-members`, { signal }),
    addMember: (body: { name: string; role: StaffRole; code: string }) => staffCall<StaffMember>(`${base}/staff-members`, { method: 'POST', body }),
    updateMember: (guid: string, body: { name?: string; role?: StaffRole; code?: string }) =>
      staffCall<StaffMember>(`${base}/staff-members/${enc(guid)}`, { method: 'PATCH', body }),
    removeMember: (guid: string) => staffCall<null>(`${base}/staff-members/${enc(guid)}`, { method: 'DELETE' }),
    devices: (signal?: AbortSignal) => staffCall<Device[]>(`${base}/devices`, { signal }),
    revokeDevice: (guid: string) => staffCall<null>(`${base}/devices/${enc(guid)}/revoke`, { method: 'POST', body: {} }),
    eventsUrl: () => `/api${base}/events`,
  };
}

export type DashboardApi = ReturnType<typeof dashboardApi>;
