import type { Insertable, Selectable } from 'kysely';
import type { NoShowPolicy, ServicePolicy } from '../../../domain/no-show-policy';
import type { IsoWeekday } from '../../../domain/types';
import type { NoShowPoliciesTable } from '../../db/schema';
import type { Executor } from '../../db/transactions';

type Row = Selectable<NoShowPoliciesTable>;
type PolicyColumns = Pick<Row, 'mode' | 'min_covers' | 'amount_cents' | 'per' | 'deadline_hours' | 'hold_minutes' | 'diner_text'>;

export interface StoredOverride {
  id: number;
  kind: 'date' | 'event';
  date: string;
  service: 'all' | 'noon' | 'evening';
  event: { guid: string; name: string } | null;
  policy: NoShowPolicy;
}

const columnsOf = (policy: NoShowPolicy): PolicyColumns => ({
  mode: policy.mode,
  min_covers: policy.minCovers,
  amount_cents: policy.amountCents,
  per: policy.per,
  deadline_hours: policy.deadlineHours,
  hold_minutes: policy.holdMinutes,
  diner_text: policy.dinerText || null,
});

const policyOf = (row: PolicyColumns): NoShowPolicy => ({
  mode: row.mode,
  minCovers: row.min_covers,
  amountCents: row.amount_cents,
  per: row.per,
  deadlineHours: row.deadline_hours,
  holdMinutes: row.hold_minutes,
  ...(row.diner_text ? { dinerText: row.diner_text } : {}),
});

export async function servicePolicies(db: Executor, restaurantId: number): Promise<ServicePolicy[]> {
  const rows = await db
    .selectFrom('no_show_policies')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('scope', '=', 'service')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    service: row.service === 'noon' ? 'noon' : 'evening',
    weekdays: row.weekdays ? (row.weekdays.split(',').map(Number) as IsoWeekday[]) : [],
    policy: policyOf(row),
  }));
}

/** Overrides with their date (an event's is the event's), oldest date first. */
export async function policyOverrides(db: Executor, restaurantId: number): Promise<StoredOverride[]> {
  const rows = await db
    .selectFrom('no_show_policies as p')
    .leftJoin('events as e', 'e.id', 'p.event_id')
    .selectAll('p')
    .select(['e.guid as event_guid', 'e.name as event_name', 'e.date as event_date'])
    .where('p.restaurant_id', '=', restaurantId)
    .where('p.scope', 'in', ['date', 'event'])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.scope === 'event' ? ('event' as const) : ('date' as const),
      date: (row.scope === 'event' ? row.event_date : row.date) ?? '',
      service: row.service ?? 'all',
      event: row.event_guid ? { guid: row.event_guid, name: row.event_name ?? '' } : null,
      policy: policyOf(row),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/**
 * The service rules, all at once: the previous ones go in the same transaction. A rule that asks
 * something keeps the start of the rules it follows on (same service, a weekday in common, already
 * asking something): changing an amount or a day does not restart the protection, turning it off
 * and on again does.
 */
export async function replaceServicePolicies(db: Executor, restaurantId: number, rules: readonly ServicePolicy[], at: string): Promise<void> {
  const previous = await db
    .selectFrom('no_show_policies')
    .select(['service', 'weekdays', 'active_since'])
    .where('restaurant_id', '=', restaurantId)
    .where('scope', '=', 'service')
    .where('mode', '<>', 'none')
    .execute();
  const daysOf = (weekdays: readonly number[]) => (weekdays.length ? weekdays : [1, 2, 3, 4, 5, 6, 7]);
  const startOf = (rule: ServicePolicy): string | null => {
    if (rule.policy.mode === 'none') return null;
    const days = daysOf(rule.weekdays);
    const starts = previous
      .filter((p) => p.service === rule.service && daysOf(p.weekdays ? p.weekdays.split(',').map(Number) : []).some((d) => days.includes(d)))
      .map((p) => p.active_since ?? at);
    return starts.length ? starts.sort()[0]! : at;
  };
  const values = rules.map((rule, index): Insertable<NoShowPoliciesTable> => ({
    restaurant_id: restaurantId,
    scope: 'service',
    scope_key: `service:${index}`,
    service: rule.service,
    weekdays: [...new Set(rule.weekdays)].sort().join(','),
    ...columnsOf(rule.policy),
    updated_at: at,
    active_since: startOf(rule),
  }));
  await db.deleteFrom('no_show_policies').where('restaurant_id', '=', restaurantId).where('scope', '=', 'service').execute();
  if (values.length) await db.insertInto('no_show_policies').values(values).execute();
}

/**
 * An override of a date (and service) or of an event; a second one of the same replaces it, and
 * keeps its start while both ask something.
 */
export async function saveOverride(
  db: Executor,
  restaurantId: number,
  target: { kind: 'date'; date: string; service: 'all' | 'noon' | 'evening' } | { kind: 'event'; eventId: number },
  policy: NoShowPolicy,
  at: string,
): Promise<number> {
  const scopeKey = target.kind === 'date' ? `date:${target.date}:${target.service}` : `event:${target.eventId}`;
  const existing = await db
    .selectFrom('no_show_policies')
    .select(['mode', 'active_since'])
    .where('restaurant_id', '=', restaurantId)
    .where('scope_key', '=', scopeKey)
    .executeTakeFirst();
  const activeSince = policy.mode === 'none' ? null : existing && existing.mode !== 'none' && existing.active_since ? existing.active_since : at;
  const changed = { ...columnsOf(policy), updated_at: at, active_since: activeSince };
  const values: Insertable<NoShowPoliciesTable> =
    target.kind === 'date'
      ? { restaurant_id: restaurantId, scope: 'date', scope_key: scopeKey, date: target.date, service: target.service, ...changed }
      : { restaurant_id: restaurantId, scope: 'event', scope_key: scopeKey, event_id: target.eventId, ...changed };
  const row = await db
    .insertInto('no_show_policies')
    .values(values)
    .onConflict((oc) => oc.columns(['restaurant_id', 'scope_key']).doUpdateSet(changed))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Since when the restaurant asks a guarantee or a deposit: the earliest start among the rules that
 * ask one now (an instant), and what they ask; null when none does. A rule turned off and on again
 * counts from its latest start.
 */
export async function protectionSince(db: Executor, restaurantId: number): Promise<{ since: string; modes: ('guarantee' | 'deposit')[] } | null> {
  const rows = await db
    .selectFrom('no_show_policies')
    .select(['mode', 'active_since'])
    .where('restaurant_id', '=', restaurantId)
    .where('mode', '<>', 'none')
    .where('active_since', 'is not', null)
    .execute();
  if (!rows.length) return null;
  const modes = (['guarantee', 'deposit'] as const).filter((mode) => rows.some((r) => r.mode === mode));
  return { since: rows.map((r) => r.active_since!).sort()[0]!, modes };
}

/** Whether the override was this restaurant's (another's id changes nothing). */
export async function removeOverride(db: Executor, restaurantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('no_show_policies')
    .where('id', '=', id)
    .where('restaurant_id', '=', restaurantId)
    .where('scope', 'in', ['date', 'event'])
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function eventOfRestaurant(db: Executor, restaurantId: number, guid: string): Promise<{ id: number; date: string } | undefined> {
  return db.selectFrom('events').select(['id', 'date']).where('restaurant_id', '=', restaurantId).where('guid', '=', guid).executeTakeFirst();
}
