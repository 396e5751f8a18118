// Calls of the service book, the team and the devices; every one carries the bearer token.

import { apiUrl, call, callEnvelope, type CallInput } from '../lib/api';
import type { BookingItem, BookingStatus } from '../../domain/service-book';
import type { Promote, StaffBookingCreate, StaffBookingDetails, StaffBookingEdit, StaffBookingTurn } from '../../domain/schemas/staff-booking';
import type { Device, DayView, HistoryEntry, ServiceDay, StaffMember } from '../lib/api-contract';

export type { BookingItem, BookingStatus, DayView, Device, HistoryEntry, ServiceDay, StaffMember };

export type ServiceKind = 'noon' | 'evening';

export type SettableStatus = CallInput<'POST /staff/restaurants/:restaurantId/bookings/:guid/status'>['body']['status'];
type MemberInput<K extends 'POST /staff/restaurants/:restaurantId/staff-members' | 'PATCH /staff/restaurants/:restaurantId/staff-members/:guid'> =
  CallInput<K>['body'];

export function dashboardApi(restaurantId: string) {
  const params = { restaurantId };
  const withGuid = (guid: string) => ({ restaurantId, guid });
  return {
    day: (date: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/service-book', { params, query: { date }, signal }),
    search: (q: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/bookings/search', { params, query: { q }, signal }),
    thankYou: (guid: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/bookings/:guid/thank-you', { params: withGuid(guid), signal }),
    blockThankYou: (guid: string, blocked: boolean) =>
      callEnvelope('PUT /staff/restaurants/:restaurantId/bookings/:guid/thank-you', { params: withGuid(guid), body: { blocked } }),
    history: (guid: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/bookings/:guid/history', { params: withGuid(guid), signal }),
    create: (body: StaffBookingCreate) => call('POST /staff/restaurants/:restaurantId/bookings', { params, body }),
    setStatus: (guid: string, status: SettableStatus) =>
      call('POST /staff/restaurants/:restaurantId/bookings/:guid/status', { params: withGuid(guid), body: { status } }),
    edit: (guid: string, body: StaffBookingEdit) => call('PATCH /staff/restaurants/:restaurantId/bookings/:guid', { params: withGuid(guid), body }),
    /** How long the party keeps its table; answers with the server's French message. */
    turn: (guid: string, body: StaffBookingTurn) => call('PATCH /staff/restaurants/:restaurantId/bookings/:guid/turn', { params: withGuid(guid), body }),
    details: (guid: string, body: StaffBookingDetails) =>
      call('PATCH /staff/restaurants/:restaurantId/bookings/:guid/details', { params: withGuid(guid), body }),
    promote: (guid: string, body: Promote) => call('POST /staff/restaurants/:restaurantId/bookings/:guid/promote', { params: withGuid(guid), body }),
    /** The booking's card guarantee or deposit, with who charged or refunded what. */
    payment: (guid: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/bookings/:guid/payment', { params: withGuid(guid), signal }),
    /** One key per confirmation: the same confirmation sent twice is one request to the bank. */
    charge: (guid: string, amountCents: number, key: string) =>
      callEnvelope('POST /staff/restaurants/:restaurantId/bookings/:guid/payment/charge', {
        params: withGuid(guid),
        body: { amountCents },
        headers: { 'Idempotency-Key': key },
      }),
    refund: (guid: string, amountCents: number, key: string) =>
      callEnvelope('POST /staff/restaurants/:restaurantId/bookings/:guid/payment/refund', {
        params: withGuid(guid),
        body: { amountCents },
        headers: { 'Idempotency-Key': key },
      }),
    members: (signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/staff-members', { params, signal }),
    addMember: (body: MemberInput<'POST /staff/restaurants/:restaurantId/staff-members'>) =>
      call('POST /staff/restaurants/:restaurantId/staff-members', { params, body }),
    updateMember: (guid: string, body: MemberInput<'PATCH /staff/restaurants/:restaurantId/staff-members/:guid'>) =>
      call('PATCH /staff/restaurants/:restaurantId/staff-members/:guid', { params: withGuid(guid), body }),
    removeMember: (guid: string) => call('DELETE /staff/restaurants/:restaurantId/staff-members/:guid', { params: withGuid(guid) }),
    devices: (signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/devices', { params, signal }),
    revokeDevice: (guid: string) => call('POST /staff/restaurants/:restaurantId/devices/:guid/revoke', { params: withGuid(guid) }),
    /** The live feed's address: read as a stream by live-events.ts. */
    eventsUrl: () => apiUrl('GET /staff/restaurants/:restaurantId/events', { params }),
  };
}

export type DashboardApi = ReturnType<typeof dashboardApi>;
