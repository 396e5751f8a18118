import type { GuestRiskRule } from '../../../domain/guest-risk';
import type { NoShowPolicy, PolicyOverride, ServicePolicy } from '../../../domain/no-show-policy';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { conflict, notFound } from '../../http/envelope';
import type { PaymentProvider } from './payment-provider';
import { PAYMENTS_MESSAGES as M } from './payments-messages';
import { findGuestRiskRule, saveGuestRiskRule } from './guest-risk-repository';
import { findAccount, saveAccount, type PaymentAccount } from './payments-repository';
import { calling, paymentsService, requireProvider } from './payments-service';
import { eventOfRestaurant, policyOverrides, removeOverride, replaceServicePolicies, saveOverride, servicePolicies } from './no-show-policies-repository';

export type AccountState = 'not_connected' | 'incomplete' | 'connected' | 'disabled';

export interface AccountView {
  state: AccountState;
  accountId: string | null;
  checkedAt: string | null;
}

/** Where Stripe sends the restaurant back to, in Réglages. */
const SETTINGS_PATH = '/dashboard/reglages/absences';

function accountView(account: PaymentAccount | undefined | null): AccountView {
  if (!account) return { state: 'not_connected', accountId: null, checkedAt: null };
  // Details sent but charges stopped: Stripe suspended them (a check due, a review).
  const state: AccountState = account.chargesEnabled ? 'connected' : account.detailsSubmitted ? 'disabled' : 'incomplete';
  return { state, accountId: account.accountId, checkedAt: account.checkedAt };
}

/** Réglages → Protection contre les absences: the restaurant's Stripe account and its policies. */
export function noShowSettings(ctx: AppContext, injected?: PaymentProvider) {
  const at = () => ctx.now().toISOString();
  // Not a 503: retrying changes nothing until the server's operator sets Stripe up.
  const configuredProvider = () => {
    if (!injected && !ctx.config.payments) throw conflict(M.notConfigured, 'payments_not_configured');
    return requireProvider(ctx, injected);
  };

  /** A fee or a deposit needs an account that can take it, or the diner would meet a dead end. */
  const requireChargeable = async (restaurantId: number, policies: readonly Pick<NoShowPolicy, 'mode'>[]) => {
    if (policies.every((p) => p.mode === 'none')) return;
    const account = await findAccount(ctx.db.kysely, restaurantId);
    if (!account) throw conflict(M.policyNeedsAccount, 'no_account');
    if (!account.chargesEnabled) throw conflict(M.policyNeedsCharges, 'charges_disabled');
  };

  return {
    async read(restaurantId: number) {
      const [account, services, overrides, risk] = await Promise.all([
        findAccount(ctx.db.kysely, restaurantId),
        servicePolicies(ctx.db.kysely, restaurantId),
        policyOverrides(ctx.db.kysely, restaurantId),
        findGuestRiskRule(ctx.db.kysely, restaurantId),
      ]);
      return { account: accountView(account), services, overrides, risk };
    },

    /** The rule on guests with many no-shows: a card guarantee needs an account that takes charges. */
    async saveRisk(restaurantId: number, rule: GuestRiskRule): Promise<string> {
      if (rule.threshold !== null && rule.action === 'guarantee') await requireChargeable(restaurantId, [{ mode: 'guarantee' }]);
      await inTransaction(ctx.db, (trx) => saveGuestRiskRule(trx, restaurantId, rule, at()));
      return M.riskRuleSaved;
    },

    async saveServices(restaurantId: number, rules: ServicePolicy[]): Promise<string> {
      await requireChargeable(
        restaurantId,
        rules.map((r) => r.policy),
      );
      await inTransaction(ctx.db, (trx) => replaceServicePolicies(trx, restaurantId, rules, at()));
      return M.policiesSaved;
    },

    async addOverride(restaurantId: number, parsed: PolicyOverride): Promise<number> {
      await requireChargeable(restaurantId, [parsed.policy]);
      if (parsed.kind === 'date') return inTransaction(ctx.db, (trx) => saveOverride(trx, restaurantId, parsed, parsed.policy, at()));
      const event = await eventOfRestaurant(ctx.db.kysely, restaurantId, parsed.eventGuid);
      if (!event) throw notFound(M.eventNotFound);
      return inTransaction(ctx.db, (trx) => saveOverride(trx, restaurantId, { kind: 'event', eventId: event.id }, parsed.policy, at()));
    },

    async removeOverride(restaurantId: number, id: number): Promise<string> {
      const removed = await inTransaction(ctx.db, (trx) => removeOverride(trx, restaurantId, id));
      if (!removed) throw notFound(M.overrideNotFound);
      return M.overrideRemoved;
    },

    /**
     * The address of Stripe's hosted onboarding. A restaurant without an account gets one first,
     * stored at once so that a second click onboards the same account instead of opening another.
     */
    async startOnboarding(restaurantId: number): Promise<string> {
      const provider = configuredProvider();
      let account = await findAccount(ctx.db.kysely, restaurantId);
      if (!account) {
        const created = await calling(
          provider.createAccount({ email: null, metadata: { restaurant: String(restaurantId) }, idempotencyKey: `couvert-restaurant${restaurantId}-account` }),
        );
        const now = at();
        await inTransaction(ctx.db, (trx) =>
          saveAccount(trx, {
            restaurantId,
            accountId: created.id,
            chargesEnabled: created.chargesEnabled,
            payoutsEnabled: created.payoutsEnabled,
            detailsSubmitted: created.detailsSubmitted,
            connectedAt: now,
            checkedAt: now,
          }),
        );
        account = (await findAccount(ctx.db.kysely, restaurantId))!;
      }
      const back = `${ctx.config.publicUrl}${SETTINGS_PATH}`;
      return calling(provider.onboardingLink(account.accountId, `${back}?stripe=retour`, `${back}?stripe=relancer`));
    },

    /** What Stripe now says of the restaurant's account (back from the onboarding, or later). */
    async refreshAccount(restaurantId: number): Promise<AccountView> {
      const account = await findAccount(ctx.db.kysely, restaurantId);
      if (!account) return accountView(null);
      configuredProvider();
      return accountView(await paymentsService(ctx, injected).connectAccount(restaurantId, account.accountId));
    },
  };
}
