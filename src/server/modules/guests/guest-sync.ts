import { addDays, zonedNow } from '../../../domain/dates';
import { normaliseEmailKey, normaliseTags, planGuestLinks, type KnownGuest } from '../../../domain/guest-matching';
import { mergeDietary, mergeDietaryNote, parseDietary } from '../../../domain/guest-profile';
import type { Db } from '../../db/database';
import { inDayTransaction, type Executor } from '../../db/transactions';
import { newGuid } from '../../lib/ids';
import { normalizePhone } from '../../../domain/diner-phone';
import { linkBookings, moveGuestBookings } from '../booking-engine';
import {
  claimDailyRun,
  deleteGuests,
  findGuestsByIds,
  guestsInactiveBefore,
  insertGuest,
  lastBookingDates,
  listRestaurantIds,
  loadContactsMatching,
  loadUnlinkedBookings,
  updateGuest,
} from './guests-repository';

// Guest matching runs one at a time per restaurant (else two runs could each create the same
// guest). The per-day lock of bookings is reused with a date no booking can have.
const GUEST_LOCK_DATE = '9999-12-31';
const INACTIVE_GUEST_YEARS = 3;
const PURGE_JOB = 'guest-purge';

export function withGuestLock<T>(db: Db, restaurantId: number, work: (trx: Executor) => Promise<T>): Promise<T> {
  return inDayTransaction(db, restaurantId, GUEST_LOCK_DATE, work);
}

/** Allergies and diets of several rows (profiles or bookings) joined: nothing stated is dropped. */
function dietaryOf(rows: ReadonlyArray<{ dietary: string; dietary_note: string }>) {
  let codes: string[] = [];
  let note = '';
  for (const r of rows) {
    codes = mergeDietary(codes, parseDietary(r.dietary));
    note = mergeDietaryNote(note, r.dietary_note);
  }
  return { dietary: JSON.stringify(codes), dietary_note: note };
}

const phoneKey = (phone: string | null | undefined) => (phone ? (normalizePhone(phone) ?? phone.trim()) : '');

/**
 * Links every booking not yet matched to its guest (creating or merging profiles), then refreshes
 * the touched guests' last activity. Bookings without any contact stay unmatched.
 */
export async function syncGuests(trx: Executor, restaurantId: number, now: Date): Promise<number> {
  const unlinked = await loadUnlinkedBookings(trx, restaurantId);
  const withContact = unlinked.filter((b) => b.email || b.phone_number);
  if (withContact.length === 0) return 0;
  const at = now.toISOString();

  const known = new Map<number, KnownGuest>();
  const remember = (id: number | null, email: string, phone: string) => {
    if (id === null) return;
    const g = known.get(id) ?? { id, emails: [], phones: [] };
    const e = normaliseEmailKey(email);
    const p = phoneKey(phone);
    if (e && !g.emails.includes(e)) g.emails.push(e);
    if (p && !g.phones.includes(p)) g.phones.push(p);
    known.set(id, g);
  };
  // Stored contacts may be spelt as typed: look for the raw and the normalised form.
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const b of withContact) {
    if (b.email) {
      emails.add(b.email);
      emails.add(normaliseEmailKey(b.email));
    }
    if (b.phone_number) {
      phones.add(b.phone_number);
      phones.add(phoneKey(b.phone_number));
    }
  }
  for (const c of await loadContactsMatching(trx, restaurantId, [...emails], [...phones])) remember(c.guest_id, c.email, c.phone_number);

  const plan = planGuestLinks(
    [...known.values()],
    withContact.map((b) => ({ id: b.id, email: normaliseEmailKey(b.email), phone: phoneKey(b.phone_number) })),
  );

  // Merged guests: their bookings, notes and tags go to the oldest profile.
  for (const merge of plan.merges) {
    const rows = await findGuestsByIds(trx, restaurantId, [merge.into, ...merge.from]);
    const into = rows.find((r) => r.id === merge.into);
    if (!into) continue;
    const others = rows.filter((r) => r.id !== merge.into);
    await moveGuestBookings(trx, merge.from, merge.into);
    await updateGuest(trx, merge.into, {
      notes: [into.notes, ...others.map((o) => o.notes)].filter((n) => n.trim()).join('\n\n'),
      tags: JSON.stringify(normaliseTags([into.tags, ...others.map((o) => o.tags)].flatMap((t) => JSON.parse(t) as string[]))),
      birthday: into.birthday ?? others.find((o) => o.birthday)?.birthday ?? null,
      post_code: into.post_code ?? others.find((o) => o.post_code)?.post_code ?? null,
      ...dietaryOf([into, ...others]),
      vip: [into, ...others].some((o) => o.vip === 1) ? 1 : 0,
      updated_at: at,
    });
    await deleteGuests(trx, merge.from);
  }

  const byId = new Map(withContact.map((b) => [b.id, b]));
  const createdIds = new Map<number, number>();
  for (const [placeholder, bookingIds] of plan.created) {
    // Newest first: the most used name wins (ties: the latest), contacts are the latest given.
    const rows = bookingIds.map((id) => byId.get(id)!).sort((a, b) => b.id - a.id);
    const uses = new Map<string, number>();
    for (const r of rows) uses.set(r.name, (uses.get(r.name) ?? 0) + 1);
    const name = rows.reduce((best, r) => (uses.get(r.name)! > uses.get(best)! ? r.name : best), rows[0]!.name);
    const id = await insertGuest(trx, {
      guid: newGuid(),
      restaurant_id: restaurantId,
      name,
      email: normaliseEmailKey(rows.find((r) => r.email)?.email),
      phone_number: phoneKey(rows.find((r) => r.phone_number)?.phone_number),
      birthday: bookingIds.map((i) => byId.get(i)!.birthday).find(Boolean) ?? null,
      post_code: bookingIds.map((i) => byId.get(i)!.post_code).find(Boolean) ?? null,
      // What the diner stated when booking becomes the profile's (the host sees it next time too).
      ...dietaryOf(rows),
      created_at: at,
      updated_at: at,
    });
    createdIds.set(placeholder, id);
  }

  const groups = new Map<number, number[]>();
  for (const [bookingId, target] of plan.links) {
    const guestId = target < 0 ? createdIds.get(target)! : target;
    groups.set(guestId, [...(groups.get(guestId) ?? []), bookingId]);
  }
  for (const [guestId, bookingIds] of groups) await linkBookings(trx, bookingIds, guestId);

  // Existing guests keep their profile; newer bookings fill what is still unknown and update contacts.
  const existing = await findGuestsByIds(trx, restaurantId, [...groups.keys()]);
  const last = new Map((await lastBookingDates(trx, restaurantId, [...groups.keys()])).map((r) => [r.guest_id, r.last_date]));
  for (const guest of existing) {
    const linked = (groups.get(guest.id) ?? []).map((id) => byId.get(id)!).sort((a, b) => b.id - a.id);
    const newest = linked[0];
    await updateGuest(trx, guest.id, {
      ...dietaryOf([guest, ...linked]),
      last_activity_date: last.get(guest.id) ?? guest.last_activity_date,
      birthday: guest.birthday ?? newest?.birthday ?? null,
      post_code: guest.post_code ?? newest?.post_code ?? null,
      email: guest.email || normaliseEmailKey(newest?.email),
      phone_number: guest.phone_number || phoneKey(newest?.phone_number),
      updated_at: at,
    });
  }
  return plan.links.size;
}

/**
 * The daily purge (GDPR storage limit): guests with no booking for three years are erased with
 * everything that names them. Runs once a day whatever the number of workers.
 */
export async function purgeInactiveGuests(
  db: Db,
  now: Date,
  erase: (restaurantId: number, guestGuid: string) => Promise<void>,
): Promise<{ ran: boolean; erased: number }> {
  const day = now.toISOString().slice(0, 10);
  if (!(await claimDailyRun(db.kysely, PURGE_JOB, day))) return { ran: false, erased: 0 };
  let erased = 0;
  for (const restaurant of await listRestaurantIds(db.kysely)) {
    const today = zonedNow(restaurant.time_zone, now).date;
    const cutoff = `${Number(today.slice(0, 4)) - INACTIVE_GUEST_YEARS}${today.slice(4)}`;
    // 29 February has no twin three years on: take the day after.
    const safeCutoff = cutoff.endsWith('-02-29') ? addDays(cutoff.replace('-02-29', '-02-28'), 1) : cutoff;
    await withGuestLock(db, restaurant.id, (trx) => syncGuests(trx, restaurant.id, now));
    const createdBefore = new Date(now.getTime() - INACTIVE_GUEST_YEARS * 365.25 * 86_400_000).toISOString();
    const candidates = await guestsInactiveBefore(db.kysely, restaurant.id, safeCutoff, createdBefore);
    // The stored date may be stale (a booking moved later): the bookings themselves decide.
    const actual = new Map(
      (
        await lastBookingDates(
          db.kysely,
          restaurant.id,
          candidates.map((c) => c.id),
        )
      ).map((r) => [r.guest_id, r.last_date as string | null]),
    );
    for (const guest of candidates) {
      const last = actual.get(guest.id) ?? null;
      if (last !== null && last >= safeCutoff) {
        await updateGuest(db.kysely, guest.id, { last_activity_date: last });
        continue;
      }
      await erase(restaurant.id, guest.guid);
      erased++;
    }
  }
  return { ran: true, erased };
}
