import { createHash } from 'node:crypto';
import type { DinerLanguage } from '../../../domain/languages';
import { riskActionFor, type GuestRiskRule } from '../../../domain/guest-risk';
import { dinerNoticeText, freeCancellationUntil, resolveNoShow, type NoShowPolicy, type PolicySet } from '../../../domain/no-show-policy';
import type { ServiceKind } from '../../../domain/types';
import type { Executor } from '../../db/transactions';
import { findGuestRiskRule } from './guest-risk-repository';
import { policyOverrides, servicePolicies } from './no-show-policies-repository';
import { findAccount, insertBookingPaymentOnce } from './payments-repository';

// What a booking must give before it is confirmed (a card guarantee or a deposit), in the words the
// diner accepts, and the held booking's payment row. A restaurant whose payment account cannot take
// charges asks nothing: its diners book as before rather than meet a page that cannot work.

export interface BookingProtection {
  kind: 'guarantee' | 'deposit';
  amountCents: number;
  currency: 'eur';
  deadlineHours: number;
  holdMinutes: number;
  freeCancellationUntil: Date;
  text: string;
  /** Names these exact words and terms: the diner's tick is for them, not for whatever is current. */
  version: string;
  /** The restaurant's connected account the card or the money goes to. */
  accountId: string;
}

/** Everything the restaurant's protection depends on, read once per request. */
export interface ProtectionRules {
  policies: PolicySet;
  /** The connected account, when it can take charges. */
  accountId: string | null;
  /** The rule on guests with many no-shows (docs/guest-risk.md). */
  risk: GuestRiskRule;
}

export async function protectionRules(db: Executor, restaurantId: number): Promise<ProtectionRules> {
  const [services, overrides, account, risk] = await Promise.all([
    servicePolicies(db, restaurantId),
    policyOverrides(db, restaurantId),
    findAccount(db, restaurantId),
    findGuestRiskRule(db, restaurantId),
  ]);
  return {
    policies: {
      services,
      dates: overrides.filter((o) => o.kind === 'date').map((o) => ({ date: o.date, service: o.service, policy: o.policy })),
      events: overrides.filter((o) => o.kind === 'event').map((o) => ({ date: o.date, policy: o.policy })),
    },
    accountId: account?.chargesEnabled ? account.accountId : null,
    risk,
  };
}

export interface ProtectedBooking {
  date: string;
  hour: string;
  service: ServiceKind;
  covers: number;
  language: DinerLanguage;
  timeZone: string;
  /** The diner's no-shows in the last twelve months, from the contact details the booking sends. */
  noShows?: number;
}

/**
 * The card guarantee asked of a guest beyond the risk rule's threshold on a booking no rule
 * protects: the rule's amount per cover, 24 hours to cancel free of charge, the table held 10 minutes.
 */
function riskPolicy(rule: GuestRiskRule): NoShowPolicy {
  return { mode: 'guarantee', minCovers: 1, amountCents: rule.guaranteeCents, per: 'cover', deadlineHours: 24, holdMinutes: 10 };
}

/**
 * The protection a booking needs, or null when nothing is asked of it. The restaurant's rule for the
 * booking comes first; without one, a guest beyond the risk rule's threshold gives a card guarantee.
 */
export function protectionOf(rules: ProtectionRules, booking: ProtectedBooking): BookingProtection | null {
  if (!rules.accountId) return null;
  const resolved = resolveNoShow(rules.policies, { date: booking.date, service: booking.service, covers: booking.covers });
  const found =
    resolved && resolved.policy.mode !== 'none'
      ? resolved
      : riskActionFor(rules.risk, booking.noShows ?? 0) === 'guarantee'
        ? { policy: riskPolicy(rules.risk), amountCents: rules.risk.guaranteeCents * booking.covers }
        : null;
  if (!found) return null;
  const { policy } = found;
  const text = dinerNoticeText(policy, booking.language, booking.covers);
  const kind = policy.mode === 'deposit' ? 'deposit' : 'guarantee';
  const version = createHash('sha256')
    .update(JSON.stringify([kind, found.amountCents, policy.deadlineHours, text]))
    .digest('hex')
    .slice(0, 16);
  return {
    kind,
    amountCents: found.amountCents,
    currency: 'eur',
    deadlineHours: policy.deadlineHours,
    holdMinutes: policy.holdMinutes,
    freeCancellationUntil: freeCancellationUntil(policy, booking.date, booking.hour, booking.timeZone),
    text,
    version,
    accountId: rules.accountId,
  };
}

/**
 * The booking's payment row, written in the booking's own transaction: the table is held from now
 * for the policy's minutes, with the words the diner accepted.
 */
export async function holdBookingPayment(
  trx: Executor,
  input: { restaurantId: number; bookingId: number; protection: BookingProtection; now: Date },
): Promise<void> {
  const at = input.now.toISOString();
  const { protection } = input;
  await insertBookingPaymentOnce(trx, {
    restaurant_id: input.restaurantId,
    booking_id: input.bookingId,
    kind: protection.kind,
    state: protection.kind === 'guarantee' ? 'awaiting_card' : 'awaiting_payment',
    amount_cents: protection.amountCents,
    currency: protection.currency,
    account_id: protection.accountId,
    consent_text: protection.text,
    consent_version: protection.version,
    consent_at: at,
    free_cancellation_until: protection.freeCancellationUntil.toISOString(),
    hold_minutes: protection.holdMinutes,
    hold_until: new Date(input.now.getTime() + protection.holdMinutes * 60_000).toISOString(),
    created_at: at,
    updated_at: at,
  });
}
