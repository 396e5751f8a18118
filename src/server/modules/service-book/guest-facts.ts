import { summariseGuestHistory } from '../../../domain/guest-matching';
import { isRegular, mergeDietary, mergeDietaryNote, parseDietary } from '../../../domain/guest-profile';
import type { BookingGuest, BookingDietary } from '../../../domain/service-book';
import type { Executor } from '../../db/transactions';
import type { BookingRow } from '../booking-engine';
import { guestVisitFacts, loadGuestsOf } from './service-book-repository';

/** Who is reading: only a session allowed to see health data gets allergies and diets. */
export interface GuestReader {
  seesHealth: boolean;
}

/**
 * What the book shows of each booking's guest: the profile's badges (VIP, "Habitué") and, for a
 * reader allowed to see them, the allergies and diets of the booking and of the profile joined,
 * so a statement typed in the wizard shows before the booking is matched.
 */
export async function guestPartsOf(
  db: Executor,
  restaurant: { id: number; regular_visits: number },
  today: string,
  rows: readonly BookingRow[],
  reader: GuestReader,
): Promise<Array<{ guest: BookingGuest | null; dietary?: BookingDietary | null }>> {
  const guests = await loadGuestsOf(db, restaurant.id, rows);
  const facts = await guestVisitFacts(
    db,
    restaurant.id,
    guests.map((g) => g.id),
  );
  const byId = new Map(guests.map((g) => [g.id, g]));
  const byEmail = new Map(guests.filter((g) => g.email).map((g) => [g.email, g]));
  const byPhone = new Map(guests.filter((g) => g.phone_number).map((g) => [g.phone_number, g]));
  // Grouped once: filtering every guest's history out of the whole list would grow with the
  // square of a full book.
  const historyOf = new Map<number, Array<{ date: string; status: string; covers: number }>>();
  for (const f of facts) {
    if (f.guest_id === null) continue;
    const own = historyOf.get(f.guest_id) ?? [];
    own.push({ date: f.date, status: f.status, covers: 0 });
    historyOf.set(f.guest_id, own);
  }
  const visits = new Map<number, number>();
  for (const g of guests) visits.set(g.id, summariseGuestHistory(historyOf.get(g.id) ?? [], today).visits);
  return rows.map((b) => {
    const g =
      (b.guest_id !== null ? byId.get(b.guest_id) : undefined) ??
      (b.guest_id === null ? (byEmail.get(b.email.trim().toLowerCase()) ?? byPhone.get(b.phone_number)) : undefined);
    const guest = g ? { guid: g.guid, vip: g.vip, regular: isRegular(visits.get(g.id) ?? 0, restaurant.regular_visits), visits: visits.get(g.id) ?? 0 } : null;
    if (!reader.seesHealth) return { guest };
    const codes = mergeDietary(g ? parseDietary(g.dietary) : [], parseDietary(b.dietary));
    const note = mergeDietaryNote(g?.dietary_note ?? '', b.dietary_note);
    return { guest, dietary: { codes, note } };
  });
}
