import { checkSlot, type SlotCheck } from '../../../domain/availability';
import { openServicesOn, slotsForService } from '../../../domain/services';
import { entriesToOffer, isOfferExpired, matchEntryHour, offerExpiresAt, offerRoom } from '../../../domain/waiting-offers';
import type { Executor } from '../../db/transactions';
import { newCapabilityId } from '../../lib/ids';
import { addBookingHistory, findBookingById, findWaitingEntries, loadDayWithoutNotice, type DayState } from '../booking-engine';
import { enqueueMessages, dinerMessage } from '../outbox';
import type { OnHoldsReleased } from '../payments';
import { findRestaurantById, type RestaurantRow } from '../restaurants';
import { insertOffer, listServiceOffers, openOffersOfBooking, setOfferStatus, type WaitingOfferRow } from './waiting-offers-repository';

// What runs inside a day's lock (`inDayTransaction`) when room frees up or an offer is answered:
// the offers and their messages are written in the transaction of the change that caused them, so
// a cancellation committed always has its offers, and an offer never outlives a rolled-back change.

type Service = 'noon' | 'evening';

/**
 * The day as an offer sees it: the tables open to online booking (the diner books through a link),
 * without the minimum notice or the booking window (the entry was accepted when it was made), and
 * past slots still refused.
 */
export async function offerDay(trx: Executor, restaurant: RestaurantRow, date: string, now: Date): Promise<DayState> {
  return loadDayWithoutNotice(trx, restaurant, date, now);
}

export function offerSlotCheck(day: DayState, hour: string, covers: number): SlotCheck {
  return checkSlot({ ...day, hour, covers });
}

function serviceSlots(day: DayState, service: Service): string[] {
  const slots = openServicesOn(day.date, day.services, day.closedDates)
    .filter((s) => s.kind === service)
    .flatMap(slotsForService);
  return [...new Set(slots)];
}

/**
 * Room may have freed up in one service of one day: the first entries of its waiting list whose
 * party fits within their hour window are offered a table, each by e-mail (or SMS), until the
 * service has its few open offers. Returns the history ids written (for the live feed).
 */
export async function offerFreedRoom(trx: Executor, restaurant: RestaurantRow, date: string, service: Service, now: Date): Promise<number[]> {
  const entries = await findWaitingEntries(trx, restaurant.id, date, service);
  if (entries.length === 0) return [];
  const offers = await listServiceOffers(trx, restaurant.id, date, service);
  let room = offerRoom(offers, now);
  const candidates = room > 0 ? entriesToOffer(entries, offers, now) : [];
  if (candidates.length === 0) return [];
  const day = await offerDay(trx, restaurant, date, now);
  const slots = serviceSlots(day, service);
  const at = now.toISOString();
  const expiresAt = offerExpiresAt(now, restaurant.waiting_offer_minutes).toISOString();
  const historyIds: number[] = [];
  for (const entry of candidates) {
    if (room === 0) break;
    const hour = matchEntryHour(entry, slots, (h, covers) => offerSlotCheck(day, h, covers).ok);
    if (!hour) continue;
    const offerId = await insertOffer(trx, {
      token: newCapabilityId(),
      restaurant_id: restaurant.id,
      booking_id: entry.id,
      date,
      service,
      hour,
      covers: entry.covers,
      status: 'offered',
      offered_at: at,
      expires_at: expiresAt,
      answered_at: null,
    });
    historyIds.push(await addBookingHistory(trx, { bookingId: entry.id, at, actor: 'system', action: 'offer_sent', details: { hour, expiresAt } }));
    await enqueueMessages(trx, dinerMessage(entry, 'waiting_offer', { offerId, bookingId: entry.id }), now);
    room--;
  }
  return historyIds;
}

/**
 * After a table was given (an accepted offer): every other open offer of the service that the
 * room left no longer seats is closed, and its diner told the table is gone.
 */
export async function closeUnfillableOffers(trx: Executor, restaurant: RestaurantRow, date: string, service: Service, now: Date): Promise<number[]> {
  const open = (await listServiceOffers(trx, restaurant.id, date, service)).filter((o) => o.status === 'offered');
  if (open.length === 0) return [];
  const day = await offerDay(trx, restaurant, date, now);
  const ids: number[] = [];
  for (const offer of open) {
    if (!isOfferExpired(offer.expires_at, now) && offerSlotCheck(day, offer.hour, offer.covers).ok) continue;
    ids.push(...(await markTaken(trx, offer, now)));
  }
  return ids;
}

/** The offer lost to a faster diner: closed, recorded on the entry, its diner told. */
export async function markTaken(trx: Executor, offer: WaitingOfferRow, now: Date): Promise<number[]> {
  const at = now.toISOString();
  await setOfferStatus(trx, offer.id, 'taken', at);
  const entry = await findBookingById(trx, offer.booking_id);
  if (!entry) return [];
  const id = await addBookingHistory(trx, { bookingId: entry.id, at, actor: 'system', action: 'offer_taken', details: { hour: offer.hour } });
  await enqueueMessages(trx, dinerMessage(entry, 'waiting_offer_taken', { offerId: offer.id, bookingId: entry.id }), now);
  return [id];
}

/** A waiting-list entry left the list (removed, cancelled, given a table by the host): its offer goes. */
export async function withdrawOffersOf(trx: Executor, bookingId: number, now: Date): Promise<boolean> {
  const open = await openOffersOfBooking(trx, bookingId);
  for (const offer of open) await setOfferStatus(trx, offer.id, 'withdrawn', now.toISOString());
  return open.length > 0;
}

/**
 * Handed to the payments module's release of ended holds (it stands below this one): a table a
 * diner did not pay for in time is offered to the waiting list, in the release's own transaction.
 */
export const offerReleasedTables: OnHoldsReleased = async (trx, freed, now) => {
  const restaurant = await findRestaurantById(trx, freed.restaurantId);
  if (!restaurant) return;
  for (const service of freed.services) await offerFreedRoom(trx, restaurant, freed.date, service, now);
};
