import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import {
  ProviderUnavailableError,
  WebhookSignatureError,
  type ChargeResult,
  type CheckoutState,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventData,
  type RefundResult,
} from './payment-provider';

/** Stripe's own default: a signature older than five minutes is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

/** An error that leaves the request's effect unknown: retried later under the same key. */
function unavailable(error: unknown): never {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    throw new ProviderUnavailableError(error.message, { cause: error });
  }
  throw error;
}

function clientOf(config: PaymentsConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    appInfo: { name: 'Couvert' },
    // Stripe's client retries with the request's idempotency key, so a retry never pays twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target
      ? { host: target.hostname, port: target.port || (target.protocol === 'https:' ? 443 : 80), protocol: target.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

function eventData(event: Stripe.Event): ProviderEventData {
  const object = event.data.object as unknown as { id?: string };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'checkout_completed', sessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { kind: 'checkout_expired', sessionId: event.data.object.id };
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { kind: 'payment_succeeded', paymentIntentId: intent.id, amountCents: intent.amount_received, metadata: intent.metadata };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        kind: 'payment_failed',
        paymentIntentId: intent.id,
        code: error?.code ?? 'payment_failed',
        declineCode: error?.decline_code ?? null,
        metadata: intent.metadata,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      return paymentIntentId
        ? { kind: 'charge_refunded', paymentIntentId, amountRefundedCents: charge.amount_refunded }
        : { kind: 'other', objectId: charge.id };
    }
    default:
      return { kind: 'other', objectId: object.id ?? null };
  }
}

const accountOf = (found: Stripe.Account) => ({
  id: found.id,
  chargesEnabled: found.charges_enabled ?? false,
  payoutsEnabled: found.payouts_enabled ?? false,
  detailsSubmitted: found.details_submitted ?? false,
});

/** The payment provider as Stripe (or the local fake, through STRIPE_API_URL) implements it. */
function stripeProvider(config: PaymentsConfig): PaymentProvider {
  const stripe = clientOf(config);
  const on = (account: string) => ({ stripeAccount: account });

  const cardOf = async (account: string, paymentMethod: string | null) => {
    if (!paymentMethod) return null;
    const method = await stripe.paymentMethods.retrieve(paymentMethod, {}, on(account));
    return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
  };

  const checkoutState = async (account: string, session: Stripe.Checkout.Session): Promise<CheckoutState> => {
    const setupIntentId = idOf(session.setup_intent);
    const paymentIntentId = idOf(session.payment_intent);
    let paymentMethodId: string | null = null;
    if (session.status === 'complete' && setupIntentId) {
      paymentMethodId = idOf((await stripe.setupIntents.retrieve(setupIntentId, {}, on(account))).payment_method);
    } else if (session.status === 'complete' && paymentIntentId) {
      paymentMethodId = idOf((await stripe.paymentIntents.retrieve(paymentIntentId, {}, on(account))).payment_method);
    }
    return {
      id: session.id,
      url: session.url,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      setupIntentId,
      paymentIntentId,
      done: session.status === 'complete' && (session.mode === 'setup' || session.payment_status === 'paid'),
      paymentMethodId,
      card: await cardOf(account, paymentMethodId),
      amountCents: session.amount_total,
      customerId: idOf(session.customer),
    };
  };

  return {
    async createCustomer(account, input) {
      const customer = await stripe.customers
        .create(
          { email: input.email ?? undefined, name: input.name ?? undefined, metadata: input.metadata },
          { ...on(account), idempotencyKey: input.idempotencyKey },
        )
        .catch(unavailable);
      return { id: customer.id };
    },

    async createCheckoutSession(input) {
      const common = {
        customer: input.customer,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        metadata: input.metadata,
        locale: input.language,
      };
      const params: Stripe.Checkout.SessionCreateParams =
        input.mode === 'setup'
          ? { ...common, mode: 'setup', currency: input.currency, setup_intent_data: { metadata: input.metadata, description: input.description } }
          : {
              ...common,
              mode: 'payment',
              line_items: [
                { quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents!, product_data: { name: input.description } } },
              ],
              payment_intent_data: { metadata: input.metadata, description: input.description },
            };
      const session = await stripe.checkout.sessions.create(params, { ...on(input.account), idempotencyKey: input.idempotencyKey }).catch(unavailable);
      return checkoutState(input.account, session);
    },

    async readCheckoutSession(account, sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {}, on(account)).catch(unavailable);
      return checkoutState(account, session).catch(unavailable);
    },

    async chargeSavedCard(input): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customer,
            payment_method: input.paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { ...on(input.account), idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
        return {
          status: 'failed',
          paymentIntentId: intent.id,
          code: intent.last_payment_error?.code ?? intent.status,
          declineCode: intent.last_payment_error?.decline_code ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
          return {
            status: 'failed',
            paymentIntentId: error.payment_intent?.id ?? null,
            code: error.code ?? 'card_declined',
            declineCode: error.decline_code ?? null,
          };
        }
        return unavailable(error);
      }
    },

    async refund(input): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata },
          { ...on(input.account), idempotencyKey: input.idempotencyKey },
        );
        return refund.status === 'failed' || refund.status === 'canceled'
          ? { status: 'failed', code: refund.failure_reason ?? 'refund_failed' }
          : { status: 'succeeded', refundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'failed', code: error.code ?? 'invalid_request' };
        return unavailable(error);
      }
    },

    async readAccount(account) {
      return accountOf(await stripe.accounts.retrieve(account).catch(unavailable));
    },

    async createAccount(input) {
      // Stripe hosts the onboarding and the dashboard, and the restaurant is liable for its own
      // disputes: a Standard-like account, in France, paid in euros.
      const created = await stripe.accounts
        .create(
          {
            country: 'FR',
            default_currency: 'eur',
            ...(input.email ? { email: input.email } : {}),
            controller: { stripe_dashboard: { type: 'full' }, fees: { payer: 'account' }, losses: { payments: 'stripe' } },
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch(unavailable);
      return accountOf(created);
    },

    async onboardingLink(account, returnUrl, refreshUrl) {
      const link = await stripe.accountLinks.create({ account, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl }).catch(unavailable);
      return link.url;
    },

    parseWebhook(rawBody, signature, receivedAt): ProviderEvent {
      let event: Stripe.Event;
      // The client counts the signature's age from `receivedAt` in milliseconds (the injected clock).
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt.getTime());
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      return { id: event.id, type: event.type, account: event.account ?? null, ...eventData(event) };
    },
  };
}

const providers = new WeakMap<PaymentsConfig, PaymentProvider>();

/** One client per configuration: it keeps its connections alive between requests. */
export function providerFor(config: PaymentsConfig): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) providers.set(config, (provider = stripeProvider(config)));
  return provider;
}
