import { computeDayHours } from '../../../domain/availability';
import { instantAtWallClock, minutesToTime, zonedNow } from '../../../domain/dates';
import { openServicesOn, slotsForService, turnMinutesFor } from '../../../domain/services';
import type { ServiceKind } from '../../../domain/types';
import type { AppContext } from '../../context';
import { cachedReads } from '../booking-engine';
import type { RestaurantRow } from '../restaurants';

// Google's slots are instants (seconds since the epoch) of a service; ours are a restaurant's date
// and wall-clock hour of its lunch or dinner. What a slot may be booked for is read from the hour
// grid the wizard shows (the same engine, the same cached day), with the turn time of that party
// size as its duration.

export const SERVICE_IDS: Record<ServiceKind, string> = { noon: 'lunch', evening: 'dinner' };
const KIND_OF_SERVICE_ID: Record<string, ServiceKind> = { lunch: 'noon', dinner: 'evening' };

export function kindOfServiceId(serviceId: string): ServiceKind | undefined {
  return KIND_OF_SERVICE_ID[serviceId];
}

export function localSlot(restaurant: RestaurantRow, startSec: number): { date: string; hour: string } | null {
  if (!Number.isSafeInteger(startSec) || startSec < 0 || startSec > 32503680000) return null;
  const { date, minutes } = zonedNow(restaurant.time_zone, new Date(startSec * 1000));
  // A slot starts on a whole minute; anything else is no slot of ours.
  if (startSec % 60 !== 0) return null;
  return { date, hour: minutesToTime(minutes) };
}

export function startSecOf(restaurant: RestaurantRow, date: string, hour: string): number {
  return Math.floor(instantAtWallClock(date, hour, restaurant.time_zone).getTime() / 1000);
}

/** Party sizes Google may offer; a larger party calls the restaurant. */
const PARTY_SIZES = [1, 2, 3, 4, 5, 6, 7, 8];
/** Days ahead Google is told about (the restaurant's booking window, at most this). */
const MAX_DAYS = 30;

/** The last day offset (0: today) of the restaurant's availability Google is told about. */
export const availabilityHorizon = (restaurant: RestaurantRow) => Math.min(MAX_DAYS, restaurant.booking_max_days_ahead);

export interface OpenSlot {
  kind: ServiceKind;
  hour: string;
  /** The turn time of the party size. */
  minutes: number;
  partySize: number;
}

/** Every slot of the day a party of each size may book now, per service of `kinds`: the feed's and the push's. */
export async function openSlotsOfDay(
  offers: ReturnType<typeof dayOffers>,
  restaurant: RestaurantRow,
  date: string,
  kinds: Iterable<ServiceKind>,
): Promise<OpenSlot[]> {
  const slots: OpenSlot[] = [];
  for (const partySize of PARTY_SIZES) {
    const day = await offers(restaurant, date, partySize);
    for (const kind of kinds) {
      for (const [hour, minutes] of day.open[kind]) slots.push({ kind, hour, minutes, partySize });
    }
  }
  return slots;
}

export interface DayOffer {
  /** Per service, the hours a party of this size may book now, with their turn time in minutes. */
  open: Record<ServiceKind, Map<string, number>>;
  /** Every slot of the day's open services, bookable or not (the availability feed lists them). */
  all: Record<ServiceKind, string[]>;
}

export function dayOffers(ctx: AppContext) {
  const cached = cachedReads(ctx);
  return async (restaurant: RestaurantRow, date: string, covers: number): Promise<DayOffer> => {
    const body = await cached.dayBody(restaurant.slug, date, `google|${covers}`, (day, now) => {
      const hours = computeDayHours({ ...day, now, covers });
      const services = openServicesOn(date, day.services, day.closedDates);
      const turnOf = (kind: ServiceKind) => {
        const service = services.find((s) => s.kind === kind);
        return service ? turnMinutesFor(service, covers) : 0;
      };
      return {
        noon: hours.noon.filter((h) => h.available).map((h) => [h.label, turnOf('noon')] as const),
        evening: hours.evening.filter((h) => h.available).map((h) => [h.label, turnOf('evening')] as const),
        all: {
          noon: services.filter((s) => s.kind === 'noon').flatMap(slotsForService),
          evening: services.filter((s) => s.kind === 'evening').flatMap(slotsForService),
        },
      };
    });
    const { object } = JSON.parse(body) as {
      object: { noon: [string, number][]; evening: [string, number][]; all: Record<ServiceKind, string[]> };
    };
    return { open: { noon: new Map(object.noon), evening: new Map(object.evening) }, all: object.all };
  };
}
