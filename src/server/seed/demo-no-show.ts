import { parseInstant } from '../../domain/dates';
import type { Executor } from '../db/transactions';

/**
 * The demo restaurant's Stripe account: without a Stripe key the local fake recreates it under this
 * id at every start (demo-payments.ts), so the demo shows a connected account and its card pages.
 */
const DEMO_ACCOUNT_ID = 'acct_1CouvertDemoZinc';

/** How long the demo's guarantee has been asked: its statistics show months before it and after. */
const DEMO_PROTECTION_DAYS = 42;

/** Le Petit Zinc asks a card guarantee of tables of 6 or more on Saturday evenings. */
export async function seedDemoNoShow(trx: Executor, restaurantId: number, at: string): Promise<void> {
  await trx
    .insertInto('payment_accounts')
    .values({
      restaurant_id: restaurantId,
      account_id: DEMO_ACCOUNT_ID,
      charges_enabled: 1,
      payouts_enabled: 1,
      details_submitted: 1,
      connected_at: at,
      checked_at: at,
    })
    .execute();
  await trx
    .insertInto('no_show_policies')
    .values({
      restaurant_id: restaurantId,
      scope: 'service',
      scope_key: 'service:0',
      service: 'evening',
      weekdays: '6',
      mode: 'guarantee',
      min_covers: 6,
      amount_cents: 2000,
      per: 'cover',
      deadline_hours: 24,
      hold_minutes: 10,
      diner_text: null,
      updated_at: at,
      active_since: new Date(parseInstant(at).getTime() - DEMO_PROTECTION_DAYS * 86_400_000).toISOString(),
    })
    .execute();
}
