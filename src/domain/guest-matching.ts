// Guest profiles are built from bookings: two bookings belong to the same person when they share a
// normalised phone number or e-mail address. Callers normalise (E.164 phone, lower-case e-mail);
// this module only decides who is who and what their history says.

import type { IsoDate } from './types.js';

export interface ContactKeys {
  email: string;
  phone: string;
}

export function normaliseEmailKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** A booking with neither an e-mail nor a phone (a walk-in with a first name) has no guest. */
function hasContact(keys: ContactKeys): boolean {
  return keys.email !== '' || keys.phone !== '';
}

export interface KnownGuest {
  id: number;
  emails: string[];
  phones: string[];
}

export interface UnlinkedBooking extends ContactKeys {
  id: number;
}

export interface LinkPlan {
  /** booking id → existing guest id, or a negative number naming a guest to create (-1, -2…). */
  links: Map<number, number>;
  /** Guests to create, by their negative placeholder, with the bookings that found them. */
  created: Map<number, number[]>;
  /** Existing guests found to be one person: every id of a group is merged into its first (oldest). */
  merges: Array<{ into: number; from: number[] }>;
}

/**
 * Links bookings to guests. A booking whose keys touch several known guests proves they are one
 * person: they are merged into the oldest (lowest id), so nothing about either is lost.
 * Bookings are taken in order, so keys learnt from one booking match the next.
 */
export function planGuestLinks(known: readonly KnownGuest[], bookings: readonly UnlinkedBooking[]): LinkPlan {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  // Existing guests (positive ids) always win over new ones; among existing, the oldest.
  const better = (a: number, b: number) => (a > 0 && b > 0 ? Math.min(a, b) : a > 0 ? a : b > 0 ? b : Math.max(a, b));
  const union = (a: number, b: number): number => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    const root = better(ra, rb);
    parent.set(ra, root);
    parent.set(rb, root);
    return root;
  };

  const byEmail = new Map<string, number>();
  const byPhone = new Map<string, number>();
  for (const guest of known) {
    parent.set(guest.id, guest.id);
    for (const e of guest.emails) if (e) byEmail.set(e, byEmail.has(e) ? union(byEmail.get(e)!, guest.id) : guest.id);
    for (const p of guest.phones) if (p) byPhone.set(p, byPhone.has(p) ? union(byPhone.get(p)!, guest.id) : guest.id);
  }

  let nextNew = -1;
  const assigned = new Map<number, number>();
  for (const booking of bookings) {
    if (!hasContact(booking)) continue;
    const hits = [booking.email && byEmail.get(booking.email), booking.phone && byPhone.get(booking.phone)].filter((x): x is number => typeof x === 'number');
    let guest: number;
    if (hits.length === 0) {
      guest = nextNew--;
      parent.set(guest, guest);
    } else {
      guest = hits.reduce((acc, id) => union(acc, id));
    }
    if (booking.email) byEmail.set(booking.email, guest);
    if (booking.phone) byPhone.set(booking.phone, guest);
    assigned.set(booking.id, guest);
  }

  const links = new Map<number, number>();
  const created = new Map<number, number[]>();
  for (const [bookingId, guest] of assigned) {
    const root = find(guest);
    links.set(bookingId, root);
    if (root < 0) created.set(root, [...(created.get(root) ?? []), bookingId]);
  }
  const groups = new Map<number, number[]>();
  for (const guest of known) {
    const root = find(guest.id);
    if (root !== guest.id) groups.set(root, [...(groups.get(root) ?? []), guest.id]);
  }
  const merges = [...groups].map(([into, from]) => ({ into, from: from.sort((a, b) => a - b) }));
  return { links, created, merges };
}

export interface GuestBookingFact {
  date: IsoDate;
  status: string;
  covers: number;
}

export interface GuestHistorySummary {
  bookings: number;
  visits: number;
  noShows: number;
  cancellations: number;
  upcoming: number;
  lastVisit: IsoDate | null;
  firstVisit: IsoDate | null;
  /** The last date with any booking at all: what the three-year purge measures. */
  lastActivity: IsoDate | null;
}

const HONOURED = new Set(['seated', 'completed']);
const EXPECTED = new Set(['pending', 'confirmed']);
const CANCELLED = new Set(['cancelled_by_guest', 'cancelled_by_restaurant']);

/**
 * A visit is a booking the guest honoured: seated or completed, or confirmed for a day now past
 * (many restaurants never close their bookings). A booking still ahead is upcoming, not a visit.
 */
export function summariseGuestHistory(bookings: readonly GuestBookingFact[], today: IsoDate): GuestHistorySummary {
  const summary: GuestHistorySummary = {
    bookings: bookings.length,
    visits: 0,
    noShows: 0,
    cancellations: 0,
    upcoming: 0,
    lastVisit: null,
    firstVisit: null,
    lastActivity: null,
  };
  for (const b of bookings) {
    if (summary.lastActivity === null || b.date > summary.lastActivity) summary.lastActivity = b.date;
    if (b.status === 'no_show') summary.noShows++;
    else if (CANCELLED.has(b.status)) summary.cancellations++;
    else if (HONOURED.has(b.status) || (EXPECTED.has(b.status) && b.date < today)) {
      summary.visits++;
      if (summary.lastVisit === null || b.date > summary.lastVisit) summary.lastVisit = b.date;
      if (summary.firstVisit === null || b.date < summary.firstVisit) summary.firstVisit = b.date;
    } else if (EXPECTED.has(b.status) || b.status === 'waiting') summary.upcoming++;
  }
  return summary;
}

/** Tags as the owner types them: trimmed, no empties, no duplicates (case-insensitive), at most 20. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, 40);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === 20) break;
  }
  return out;
}
