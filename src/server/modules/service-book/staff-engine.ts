import { checkSlot, computeDayHours, type SlotCheck } from '../../../domain/availability';
import { openServicesOn, slotsForService } from '../../../domain/services';
import { timeToMinutes } from '../../../domain/dates';
import type { Executor } from '../../db/transactions';
import { loadDayState, type DayState } from '../booking-engine';
import { restaurantNow } from '../restaurants';
import type { RestaurantRow } from '../restaurants';

// Staff book by phone months ahead and record a party that sat down twenty minutes ago: the
// online notice and booking window do not apply to them. Everything else (opening days, slots,
// tables, turn times, pacing caps) is the engine's, exactly as for a diner.
const STAFF_DAYS_AHEAD = 730;

function asStaff(day: DayState): DayState {
  return {
    ...day,
    window: { noticeMinutes: 0, maxDaysAhead: Math.max(day.window.maxDaysAhead, STAFF_DAYS_AHEAD) },
    // Any slot of today is still bookable by the host; past days stay refused.
    now: { date: day.now.date, minutes: -1 },
  };
}

export interface StaffSlotRequest {
  date: string;
  hour: string;
  covers: number;
  preferredTableGuid?: string | null;
  /** The booking being moved: its own tables do not block it. */
  excludeBookingId?: number;
}

/**
 * Pacing caps limit what a change adds to a slot or a service. A booking moved to another table at
 * the same time, or given fewer covers, adds nothing: it is not refused because the slot is already
 * over its cap (the owner lowered the cap later, or the evening was booked before it existed).
 */
function withoutCapsAChangeCannotBreak(day: DayState, request: StaffSlotRequest): DayState['services'] {
  const moved = request.excludeBookingId === undefined ? undefined : day.bookings.find((b) => b.id === request.excludeBookingId);
  if (!moved || request.covers > moved.covers) return day.services;
  return day.services.map((service) =>
    service.kind !== moved.service
      ? service
      : {
          ...service,
          maxCoversPerService: null,
          maxCoversPerSlot: request.hour === moved.hour ? null : service.maxCoversPerSlot,
        },
  );
}

/** The engine's verdict for a staff change on an already loaded day. */
export function staffSlotCheckOn(loaded: DayState, request: StaffSlotRequest): SlotCheck {
  const day = asStaff(loaded);
  const services = withoutCapsAChangeCannotBreak(day, request);
  const bookings = request.excludeBookingId === undefined ? day.bookings : day.bookings.filter((b) => b.id !== request.excludeBookingId);
  return checkSlot({
    ...day,
    services,
    bookings,
    hour: request.hour,
    covers: request.covers,
    preferredTableGuid: request.preferredTableGuid ?? null,
  });
}

/** Loads the day inside the caller's day transaction and asks the engine. */
export async function staffSlotCheck(trx: Executor, restaurant: RestaurantRow, request: StaffSlotRequest, now: Date) {
  const day = await loadDayState(trx, restaurant, request.date, now, 'staff');
  return { result: staffSlotCheckOn(day, request), day };
}

/** Slots of a day still open to a party of `covers`, from the staff's point of view. */
export function staffDayHours(day: DayState, covers: number) {
  return computeDayHours({ ...asStaff(day), covers });
}

/**
 * The slot a walk-in takes: the latest slot already begun of a service still running (up to an
 * hour after its last seating), else a slot starting within the next hour. Null when no service
 * is near.
 */
export function walkInHour(day: DayState, restaurant: RestaurantRow, now: Date): string | null {
  const minutes = restaurantNow(restaurant, now).minutes;
  let best: string | null = null;
  let upcoming: string | null = null;
  for (const service of openServicesOn(day.date, day.services, day.closedDates)) {
    const slots = slotsForService(service);
    const last = slots[slots.length - 1];
    if (!last) continue;
    for (const slot of slots) {
      const m = timeToMinutes(slot);
      if (m <= minutes && minutes <= timeToMinutes(last) + 60 && (!best || slot > best)) best = slot;
      if (m > minutes && m - minutes <= 60 && (!upcoming || slot < upcoming)) upcoming = slot;
    }
  }
  return best ?? upcoming;
}
