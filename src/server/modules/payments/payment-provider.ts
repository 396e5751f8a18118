// What the payments module needs of a payment provider, in the product's words. The Stripe
// implementation (stripe-provider.ts) is the only file that knows Stripe's objects.

import type { DinerLanguage } from '../../../domain/languages';

export interface ProviderAccount {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface CheckoutRequest {
  /** The restaurant's connected account: the session, the card and the money are its own. */
  account: string;
  mode: 'setup' | 'payment';
  customer: string;
  /** The deposit (payment mode). */
  amountCents?: number;
  currency: string;
  /** The line the diner reads on the provider's page and statement. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  metadata: Record<string, string>;
  idempotencyKey: string;
  /** The booking's language: the provider's page speaks it. */
  language: DinerLanguage;
}

export interface CheckoutState {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  setupIntentId: string | null;
  paymentIntentId: string | null;
  /** Paid (payment mode) or card saved (setup mode). */
  done: boolean;
  paymentMethodId: string | null;
  card: { brand: string; last4: string } | null;
  amountCents: number | null;
  /** The customer the card was saved for (off-session charges must name it). */
  customerId: string | null;
}

export interface ChargeRequest {
  account: string;
  customer: string;
  paymentMethod: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** A charge the provider answered: taken, or refused with the bank's reason. */
export type ChargeResult =
  { status: 'succeeded'; paymentIntentId: string } | { status: 'failed'; paymentIntentId: string | null; code: string; declineCode: string | null };

export interface RefundRequest {
  account: string;
  paymentIntentId: string;
  amountCents: number;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; refundId: string } | { status: 'failed'; code: string };

/** The events the module acts on; any other is stored and otherwise ignored. */
export type ProviderEventData =
  | { kind: 'checkout_completed'; sessionId: string }
  | { kind: 'checkout_expired'; sessionId: string }
  | { kind: 'payment_succeeded'; paymentIntentId: string; amountCents: number; metadata: Record<string, string> }
  | { kind: 'payment_failed'; paymentIntentId: string; code: string; declineCode: string | null; metadata: Record<string, string> }
  | { kind: 'charge_refunded'; paymentIntentId: string; amountRefundedCents: number }
  | { kind: 'other'; objectId: string | null };

export type ProviderEvent = ProviderEventData & { id: string; type: string; account: string | null };

/** A webhook whose signature does not check out (forged, or older than the tolerance). */
export class WebhookSignatureError extends Error {}

/**
 * A request the provider could not answer (network, timeout, its own 5xx): whether it took effect
 * is unknown, so it is retried later with the same idempotency key.
 */
export class ProviderUnavailableError extends Error {}

export interface PaymentProvider {
  createCustomer(
    account: string,
    input: { email: string | null; name: string | null; metadata: Record<string, string>; idempotencyKey: string },
  ): Promise<{ id: string }>;
  createCheckoutSession(input: CheckoutRequest): Promise<CheckoutState>;
  readCheckoutSession(account: string, sessionId: string): Promise<CheckoutState>;
  chargeSavedCard(input: ChargeRequest): Promise<ChargeResult>;
  refund(input: RefundRequest): Promise<RefundResult>;
  readAccount(account: string): Promise<ProviderAccount>;
  /** A new connected account for a restaurant that has none yet (Stripe's onboarding fills it in). */
  createAccount(input: { email: string | null; metadata: Record<string, string>; idempotencyKey: string }): Promise<ProviderAccount>;
  /** The address of the provider's hosted onboarding of `account`, valid a few minutes. */
  onboardingLink(account: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** Checks the signature (and its age against `receivedAt`) and reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string, receivedAt: Date): ProviderEvent;
}
