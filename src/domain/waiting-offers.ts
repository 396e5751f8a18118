import { timeToMinutes, parseInstant } from './dates';
import { frenchSentences, type PlainDinerMessageCode } from './diner-messages/diner-text';

// A waiting list that fills itself: when room frees up, the first matching entries are offered
// the table by a link; the first to accept gets it. These are the pure rules: who is offered, at
// which hour, until when. The server runs them inside the day's lock.

/** How long an offer may hold, as the restaurant sets it (30 minutes until it does). */
export const WAITING_OFFER_MINUTES_MIN = 5;
export const WAITING_OFFER_MINUTES_MAX = 24 * 60;

/** An entry asks for an hour; a table up to this many minutes either side of it still suits. */
const OFFER_HOUR_WINDOW_MINUTES = 30;

/** Offers open at once for one service: enough to fill a table fast, never the whole list. */
const OPEN_OFFERS_PER_SERVICE = 3;

export type WaitingOfferStatus = 'offered' | 'accepted' | 'declined' | 'expired' | 'taken' | 'withdrawn';

export interface WaitingEntryLike {
  id: number;
  hour: string;
  covers: number;
  email: string;
  phone_number: string;
}

export interface OfferLike {
  booking_id: number;
  status: WaitingOfferStatus;
  expires_at: string;
}

/** What an offer's page tells its diner, as codes of their catalogue (src/domain/diner-messages/). */
export const WAITING_OFFER_CODES = {
  notFound: 'offerNotFound',
  taken: 'offerTaken',
  expired: 'offerExpired',
  declined: 'offerDeclined',
  withdrawn: 'offerWithdrawn',
  alreadyAccepted: 'offerAlreadyAccepted',
  accepted: 'offerAccepted',
  declinedNow: 'offerDeclinedNow',
} as const satisfies Record<string, PlainDinerMessageCode>;

/** The same words in French, and the staff's label of the setting. */
export const WAITING_OFFER_MESSAGES = {
  ...frenchSentences(WAITING_OFFER_CODES),
  minutesLabel: "Durée d'une offre de la liste d'attente",
};

/** Whether an open offer has run out at `now` (the instant itself counts as expired). */
export function isOfferExpired(expiresAt: string, now: Date): boolean {
  return parseInstant(expiresAt).getTime() <= now.getTime();
}

export function offerExpiresAt(offeredAt: Date, minutes: number): Date {
  return new Date(offeredAt.getTime() + minutes * 60_000);
}

/** The service's slots within the entry's window, nearest to the wished hour first (earlier on a tie). */
export function hoursInWindow(preferred: string, slots: readonly string[], windowMinutes = OFFER_HOUR_WINDOW_MINUTES): string[] {
  const wish = timeToMinutes(preferred);
  return slots
    .map((slot) => ({ slot, distance: Math.abs(timeToMinutes(slot) - wish), minutes: timeToMinutes(slot) }))
    .filter((s) => s.distance <= windowMinutes)
    .sort((a, b) => a.distance - b.distance || a.minutes - b.minutes)
    .map((s) => s.slot);
}

/** The first hour of the entry's window where the engine seats its party; null when none. */
export function matchEntryHour(
  entry: Pick<WaitingEntryLike, 'hour' | 'covers'>,
  slots: readonly string[],
  fits: (hour: string, covers: number) => boolean,
): string | null {
  for (const hour of hoursInWindow(entry.hour, slots)) if (fits(hour, entry.covers)) return hour;
  return null;
}

const contactKeys = (e: Pick<WaitingEntryLike, 'email' | 'phone_number'>) => [e.email.trim().toLowerCase(), e.phone_number].filter(Boolean);

/** How many more offers the service may open now. */
export function offerRoom(offers: readonly OfferLike[], now: Date, maxOpen = OPEN_OFFERS_PER_SERVICE): number {
  return Math.max(0, maxOpen - offers.filter((o) => o.status === 'offered' && !isOfferExpired(o.expires_at, now)).length);
}

/**
 * The entries that may be offered, oldest first: never one already offered (open, expired or
 * declined: the next in line gets their turn; an offer lost to a faster diner does not count), and
 * one per contact (a contact holding an open offer waits for it). The caller offers the first ones
 * the freed room fits, up to `offerRoom`.
 */
export function entriesToOffer<T extends WaitingEntryLike>(entries: readonly T[], offers: readonly OfferLike[], now: Date): T[] {
  const open = offers.filter((o) => o.status === 'offered' && !isOfferExpired(o.expires_at, now));
  const spent = new Set(offers.filter((o) => o.status === 'offered' || o.status === 'expired' || o.status === 'declined').map((o) => o.booking_id));
  const seen = new Set<string>();
  for (const entry of entries) if (open.some((o) => o.booking_id === entry.id)) for (const k of contactKeys(entry)) seen.add(k);
  const out: T[] = [];
  for (const entry of entries) {
    if (spent.has(entry.id)) continue;
    const keys = contactKeys(entry);
    if (keys.length === 0 || keys.some((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    out.push(entry);
  }
  return out;
}
