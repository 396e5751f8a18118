import { DEFAULT_GUEST_RISK_RULE, type GuestRiskRule } from '../../../domain/guest-risk';
import type { Executor } from '../../db/transactions';

// The guest-risk rule (table guest_risk_rules, written here only) and the past bookings that count
// against a guest: the no-shows and the guest's cancellations of a restaurant since a date.

export async function findGuestRiskRule(db: Executor, restaurantId: number): Promise<GuestRiskRule> {
  const row = await db.selectFrom('guest_risk_rules').selectAll().where('restaurant_id', '=', restaurantId).executeTakeFirst();
  if (!row) return DEFAULT_GUEST_RISK_RULE;
  return { threshold: row.threshold, action: row.action, guaranteeCents: row.guarantee_cents };
}

export async function saveGuestRiskRule(db: Executor, restaurantId: number, rule: GuestRiskRule, at: string): Promise<void> {
  const values = { threshold: rule.threshold, action: rule.action, guarantee_cents: rule.guaranteeCents, updated_at: at };
  await db
    .insertInto('guest_risk_rules')
    .values({ restaurant_id: restaurantId, ...values })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet(values))
    .execute();
}

export interface ContactKeys {
  emails: readonly string[];
  phones: readonly string[];
}

/** The guest profiles already linked to bookings with these contacts (a profile may hold several). */
export async function guestIdsOfContacts(db: Executor, restaurantId: number, keys: ContactKeys): Promise<{ guestId: number; email: string; phone: string }[]> {
  if (keys.emails.length === 0 && keys.phones.length === 0) return [];
  const rows = await db
    .selectFrom('bookings')
    .select(['guest_id', 'email', 'phone_number'])
    .distinct()
    .where('restaurant_id', '=', restaurantId)
    .where('guest_id', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(keys.emails.length ? [eb('email', 'in', [...keys.emails])] : []),
        ...(keys.phones.length ? [eb('phone_number', 'in', [...keys.phones])] : []),
      ]),
    )
    .execute();
  return rows.map((r) => ({ guestId: r.guest_id!, email: r.email, phone: r.phone_number }));
}

export interface IncidentRow {
  id: number;
  guest_id: number | null;
  email: string;
  phone_number: string;
  date: string;
  hour: string;
  status: string;
  free_cancellation_until: string | null;
  /** When the guest cancelled: their own link's instant, else the last history line that cancelled it for them. */
  cancelled_at: string | null;
}

/**
 * The no-shows and guest cancellations dated from `from`, of the given guests or contacts, in one
 * grouped query for a whole day's book. A hold that ran out is cancelled by the system, not the
 * guest: its history line does not count.
 */
export async function riskIncidents(
  db: Executor,
  restaurantId: number,
  from: string,
  keys: ContactKeys & { guestIds: readonly number[] },
): Promise<IncidentRow[]> {
  if (keys.emails.length === 0 && keys.phones.length === 0 && keys.guestIds.length === 0) return [];
  const rows = await db
    .selectFrom('bookings as b')
    .leftJoin('booking_payments as bp', 'bp.booking_id', 'b.id')
    .leftJoin('booking_history as h', (join) =>
      join.onRef('h.booking_id', '=', 'b.id').on('h.to_status', '=', 'cancelled_by_guest').on('h.actor', '<>', 'system'),
    )
    .select((eb) => [
      'b.id',
      'b.guest_id',
      'b.email',
      'b.phone_number',
      'b.date',
      'b.hour',
      'b.status',
      'bp.free_cancellation_until',
      'bp.guest_cancelled_at',
      eb.fn.max('h.at').as('history_at'),
    ])
    .where('b.restaurant_id', '=', restaurantId)
    .where('b.date', '>=', from)
    .where('b.status', 'in', ['no_show', 'cancelled_by_guest'])
    .where((eb) =>
      eb.or([
        ...(keys.guestIds.length ? [eb('b.guest_id', 'in', [...keys.guestIds])] : []),
        ...(keys.emails.length ? [eb('b.email', 'in', [...keys.emails])] : []),
        ...(keys.phones.length ? [eb('b.phone_number', 'in', [...keys.phones])] : []),
      ]),
    )
    .groupBy(['b.id', 'b.guest_id', 'b.email', 'b.phone_number', 'b.date', 'b.hour', 'b.status', 'bp.free_cancellation_until', 'bp.guest_cancelled_at'])
    .execute();
  return rows.map(({ guest_cancelled_at, history_at, ...row }) => ({
    ...row,
    free_cancellation_until: row.free_cancellation_until ?? null,
    cancelled_at: guest_cancelled_at ?? history_at ?? null,
  }));
}
