import type { AppConfig } from './config';
import type { Db } from './db/database';
import { connectedAccounts } from './modules/payments';
import { start, type StripeFake } from '../provider-fakes/stripe';

/**
 * Without a Stripe key, the demo runs the local Stripe fake in this process, so the whole payment
 * flow (the card page, charges, refunds, webhooks) works offline. The fake keeps nothing across
 * restarts but the connected accounts, recreated from the database under their ids and names.
 */
export async function startDemoPayments(config: AppConfig, db: Db): Promise<{ config: AppConfig; fake: StripeFake } | null> {
  if (config.payments) return null;
  const fake = await start({ host: '127.0.0.1' });
  // Under the restaurant's name too: Stripe's card page names the business the diner pays.
  for (const account of await connectedAccounts(db.kysely)) fake.createAccount({ id: account.accountId, name: account.name });
  return { config: { ...config, payments: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.url } }, fake };
}

/** Where the fake posts its events: this server, as reached from the same machine. */
export function localWebhookUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${local}:${port}/api/payments/webhooks/stripe`;
}
