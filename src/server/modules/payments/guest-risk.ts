import { todayIn } from '../../../domain/dates';
import { normalizePhone } from '../../../domain/diner-phone';
import { normaliseEmailKey } from '../../../domain/guest-matching';
import { isLateCancellation, NO_RISK, riskWindowStart, risksOf, type GuestRisk, type RiskIncident, type RiskSubject } from '../../../domain/guest-risk';
import type { Executor } from '../../db/transactions';
import { guestIdsOfContacts, riskIncidents, type IncidentRow } from './guest-risk-repository';

// A guest's no-shows and late cancellations over the last twelve months (docs/guest-risk.md): for
// a whole day's book at once, and for one diner's contact details when they book online. Guests
// are matched as guest-matching matches them (the same e-mail, phone or profile), at read time, so
// a booking shows its guest's history from the moment it is written.

export interface RiskRestaurant {
  id: number;
  time_zone: string;
}

export interface RiskBooking {
  id: number;
  guest_id: number | null;
  email: string;
  phone_number: string;
}

const phoneKey = (phone: string) => (phone ? (normalizePhone(phone) ?? phone.trim()) : '');

function incidentOf(row: IncidentRow, timeZone: string): RiskIncident | null {
  const base = { bookingId: row.id, guestId: row.guest_id, email: normaliseEmailKey(row.email), phone: phoneKey(row.phone_number) };
  if (row.status === 'no_show') return { ...base, kind: 'no_show' };
  if (!row.cancelled_at) return null;
  const late = isLateCancellation({
    date: row.date,
    hour: row.hour,
    timeZone,
    cancelledAt: row.cancelled_at,
    freeCancellationUntil: row.free_cancellation_until,
  });
  return late ? { ...base, kind: 'late_cancellation' } : null;
}

/** Each booking's guest history, read in two queries whatever the number of bookings. */
export async function guestRisks(db: Executor, restaurant: RiskRestaurant, now: Date, bookings: readonly RiskBooking[]): Promise<Map<number, GuestRisk>> {
  const subjects = bookings.map((b) => ({
    bookingId: b.id,
    guestIds: b.guest_id === null ? [] : [b.guest_id],
    email: normaliseEmailKey(b.email),
    phone: phoneKey(b.phone_number),
  }));
  return risksOfSubjects(db, restaurant, now, subjects);
}

/** The history of whoever books with these contact details (a booking not yet written). */
export async function riskOfContact(db: Executor, restaurant: RiskRestaurant, now: Date, contact: { email: string; phone: string }): Promise<GuestRisk> {
  const subject: RiskSubject = { bookingId: 0, guestIds: [], email: normaliseEmailKey(contact.email), phone: phoneKey(contact.phone) };
  if (!subject.email && !subject.phone) return NO_RISK;
  return (await risksOfSubjects(db, restaurant, now, [subject])).get(0) ?? NO_RISK;
}

async function risksOfSubjects(db: Executor, restaurant: RiskRestaurant, now: Date, given: RiskSubject[]): Promise<Map<number, GuestRisk>> {
  // Contacts are stored normalised (checkDinerEmail, checkDinerPhone, online or by the staff).
  const emails = [...new Set(given.flatMap((s) => (s.email ? [s.email] : [])))];
  const phones = [...new Set(given.flatMap((s) => (s.phone ? [s.phone] : [])))];
  const linked = await guestIdsOfContacts(db, restaurant.id, { emails, phones });
  const subjects = given.map((s) => ({
    ...s,
    guestIds: [
      ...new Set([
        ...s.guestIds,
        ...linked.filter((l) => (s.email && normaliseEmailKey(l.email) === s.email) || (s.phone && phoneKey(l.phone) === s.phone)).map((l) => l.guestId),
      ]),
    ],
  }));
  const guestIds = [...new Set(subjects.flatMap((s) => s.guestIds))];
  if (emails.length === 0 && phones.length === 0 && guestIds.length === 0) return new Map(given.map((s) => [s.bookingId, NO_RISK]));
  const from = riskWindowStart(todayIn(restaurant.time_zone, now));
  const rows = await riskIncidents(db, restaurant.id, from, { guestIds, emails, phones });
  const incidents = rows.flatMap((row) => incidentOf(row, restaurant.time_zone) ?? []);
  return risksOf(subjects, incidents);
}
