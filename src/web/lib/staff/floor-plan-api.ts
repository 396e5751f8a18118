// Calls of the floor-plan editor and the live room view; every one carries the staff bearer token.

import type { FloorPlanInput, FloorPlanUpdate, LiveMove, WalkIn } from '../../../domain/floor-plan/schema';
import type { LiveRoomBooking, LiveRoomView, PlansContext, PlanSummary, PlanWithContext, SavedPlan, UpcomingBooking } from '../api-contract';
import { apiEnvelope, ApiError, type RequestOptions } from '../api';
import { staffSession } from './session';
import { SIGNED_OUT_EVENT, staffCall } from './staff-api';

export type { LiveRoomBooking, LiveRoomView, PlansContext, PlanSummary, PlanWithContext, SavedPlan, UpcomingBooking };

/** A staff action whose answer is the server's French message (shown as it is). */
async function staffMessage(path: string, options: RequestOptions): Promise<string> {
  try {
    return (await apiEnvelope<unknown>(path, options)).message;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      staffSession.signOut();
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: error.serverMessage }));
    }
    throw error;
  }
}

export function floorPlanApi(restaurantId: string) {
  const base = `/staff/restaurants/${encodeURIComponent(restaurantId)}`;
  return {
    overview: (signal?: AbortSignal) => staffCall<PlansContext>(`${base}/floor-plans`, { signal }),
    get: (guid: string, signal?: AbortSignal) => staffCall<PlanWithContext>(`${base}/floor-plans/${encodeURIComponent(guid)}`, { signal }),
    create: (body: FloorPlanInput) => staffCall<PlanWithContext>(`${base}/floor-plans`, { method: 'POST', body }),
    update: (guid: string, body: FloorPlanUpdate) => staffCall<PlanWithContext>(`${base}/floor-plans/${encodeURIComponent(guid)}`, { method: 'PUT', body }),
    remove: (guid: string) => staffCall<null>(`${base}/floor-plans/${encodeURIComponent(guid)}`, { method: 'DELETE' }),
    upcomingBookings: (tableGuid: string) => staffCall<UpcomingBooking[]>(`${base}/tables/${encodeURIComponent(tableGuid)}/upcoming-bookings`),

    live: (query: { date?: string; service?: string; time?: string }, signal?: AbortSignal) => {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
      const qs = params.toString();
      return staffCall<LiveRoomView>(`${base}/live-room${qs ? `?${qs}` : ''}`, { signal });
    },
    /** Both answer with the server's French message, shown to the host as it is. */
    move: (bookingGuid: string, tableGuid: string) =>
      staffMessage(`${base}/live-room/move`, { method: 'POST', body: { bookingGuid, tableGuid } satisfies LiveMove }),
    walkIn: (body: WalkIn) => staffMessage(`${base}/live-room/walk-in`, { method: 'POST', body }),
    /** The service book's status change (seat a party that has arrived). */
    seat: (bookingGuid: string) => staffMessage(`${base}/bookings/${encodeURIComponent(bookingGuid)}/status`, { method: 'POST', body: { status: 'seated' } }),
  };
}

export type FloorPlanApi = ReturnType<typeof floorPlanApi>;
