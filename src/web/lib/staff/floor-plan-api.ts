// Calls of the floor-plan editor and the live room view; every one carries the staff bearer token.

import type { FloorPlanInput, FloorPlanUpdate, WalkIn } from '../../../domain/floor-plan/schema';
import type { LiveRoomBooking, LiveRoomView, PlansContext, PlanSummary, PlanWithContext, SavedPlan, UpcomingBooking } from '../api-contract';
import { call, callEnvelope } from '../api';

export type { LiveRoomBooking, LiveRoomView, PlansContext, PlanSummary, PlanWithContext, SavedPlan, UpcomingBooking };

export function floorPlanApi(restaurantId: string) {
  const params = { restaurantId };
  const plan = (guid: string) => ({ restaurantId, guid });
  return {
    overview: (signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/floor-plans', { params, signal }),
    get: (guid: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/floor-plans/:guid', { params: plan(guid), signal }),
    create: (body: FloorPlanInput) => call('POST /staff/restaurants/:restaurantId/floor-plans', { params, body }),
    update: (guid: string, body: FloorPlanUpdate) => call('PUT /staff/restaurants/:restaurantId/floor-plans/:guid', { params: plan(guid), body }),
    remove: (guid: string) => call('DELETE /staff/restaurants/:restaurantId/floor-plans/:guid', { params: plan(guid) }),
    upcomingBookings: (tableGuid: string) => call('GET /staff/restaurants/:restaurantId/tables/:guid/upcoming-bookings', { params: plan(tableGuid) }),

    /** An empty filter is left out: the server picks today, the current service and the time. */
    live: (query: { date?: string; service?: 'noon' | 'evening' | ''; time?: string }, signal?: AbortSignal) =>
      call('GET /staff/restaurants/:restaurantId/live-room', {
        params,
        query: { date: query.date || undefined, service: query.service || undefined, time: query.time || undefined },
        signal,
      }),
    /** Both answer with the server's French message, shown to the host as it is. */
    move: async (bookingGuid: string, tableGuid: string) =>
      (await callEnvelope('POST /staff/restaurants/:restaurantId/live-room/move', { params, body: { bookingGuid, tableGuid } })).message,
    walkIn: async (body: WalkIn) => (await callEnvelope('POST /staff/restaurants/:restaurantId/live-room/walk-in', { params, body })).message,
    /** The service book's status change (seat a party that has arrived). */
    seat: async (bookingGuid: string) =>
      (await callEnvelope('POST /staff/restaurants/:restaurantId/bookings/:guid/status', { params: plan(bookingGuid), body: { status: 'seated' } })).message,
  };
}

export type FloorPlanApi = ReturnType<typeof floorPlanApi>;
