// A local stand-in for the part of Stripe's HTTP API the product uses (Connect accounts, customers,
// Checkout in setup and payment mode with its hosted card page, off-session PaymentIntents,
// refunds, signed webhooks), for development without a Stripe account and for tests. The official
// client talks to it unchanged: `new Stripe(key, { host, port, protocol: 'http' })`.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expireDueSessions } from './checkout-sessions';
import { createAccount, disableCharges } from './customers-and-accounts';
import { EventDelivery, STRIPE_RETRY_DELAYS_MS, type Delivery } from './event-delivery';
import type { FakeContext, Route } from './fake-context';
import { createFakeServer } from './fake-server';
import { FakeStore } from './fake-store';
import { optionalBoolean, optionalString } from './request-params';
import { resourceMissing } from './stripe-errors';
import type { FakeAccount, FakeEvent, FakeObject } from './stripe-objects';

/** The API version the official client in package.json asks for. */
const API_VERSION = '2026-10-28.endive';

export interface StartOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Where events are posted; none: events are only recorded. */
  webhookUrl?: string | null;
  /** The endpoint's signing secret (`whsec_…`); generated when absent. */
  webhookSecret?: string;
  /** The one secret key the fake accepts (`sk_test_…`); generated when absent. */
  secretKey?: string;
  /** Waits before each retry of a failed delivery (Stripe's three days by default). */
  retryDelaysMs?: readonly number[];
}

export interface StripeFake {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  createAccount(fields?: { name?: string; chargesEnabled?: boolean; id?: string }): FakeAccount;
  disableCharges(accountId: string): FakeAccount;
  setWebhookUrl(url: string | null): void;
  /** Every event so far, oldest first. */
  events(): FakeEvent[];
  deliveries(): readonly Delivery[];
  /** Posts a stored event to the endpoint again; answers the endpoint's status (0: unreachable). */
  resendEvent(eventId: string): Promise<number>;
  /** Resolves once every delivery queued so far has been attempted. */
  settled(): Promise<void>;
  /** The stored objects of one kind (newest first), on one account or all. */
  objects<K extends FakeObject['object']>(kind: K, account?: string | null): Extract<FakeObject, { object: K }>[];
  stop(): Promise<void>;
}

/** The test hooks, under `/_fake/` with the same key: what Stripe's dashboard and onboarding do. */
function testHookRoutes(ctx: FakeContext): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/_fake\/accounts$/,
      params: ['name', 'charges_enabled'],
      handle: (request) => ({
        body: createAccount(ctx, { name: optionalString(request.params, 'name'), chargesEnabled: optionalBoolean(request.params, 'charges_enabled') }),
      }),
    },
    { method: 'POST', pattern: /^\/_fake\/accounts\/([^/]+)\/disable_charges$/, handle: (request) => ({ body: disableCharges(ctx, request.ids[0]!) }) },
    {
      method: 'POST',
      pattern: /^\/_fake\/events\/([^/]+)\/resend$/,
      handle: (request) => {
        const id = request.ids[0]!;
        if (!ctx.store.events.has(id)) throw resourceMissing('event', id);
        void ctx.events.resend(id);
        return { body: { id, resent: true } };
      },
    },
  ];
}

export async function start(options: StartOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(24).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const store = new FakeStore();
  let baseUrl = '';
  const events = new EventDelivery(store, {
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret,
    apiVersion: API_VERSION,
    retryDelaysMs: options.retryDelaysMs ?? STRIPE_RETRY_DELAYS_MS,
  });
  const ctx: FakeContext = { store, events, baseUrl: () => baseUrl, cards: new Map() };
  const server = createFakeServer(ctx, { secretKey, apiVersion: API_VERSION }, testHookRoutes(ctx));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;
  const sweep = setInterval(() => expireDueSessions(ctx), 1000);
  sweep.unref();
  return {
    url: baseUrl,
    port,
    secretKey,
    webhookSecret,
    createAccount: (fields) => createAccount(ctx, fields),
    disableCharges: (id) => disableCharges(ctx, id),
    setWebhookUrl: (url) => events.setWebhookUrl(url),
    events: () => [...store.events.values()].map((entry) => entry.event),
    deliveries: () => events.deliveries,
    resendEvent: (id) => events.resend(id),
    settled: () => events.settled(),
    objects: (kind, account) => store.list(kind, account),
    async stop() {
      clearInterval(sweep);
      events.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export { signatureHeader } from './webhook-signature';
