import type Stripe from 'stripe';

// The objects the fake stores and answers, as subsets of the official client's types: a field the
// fake writes is checked against what Stripe's API says it holds.

export type FakeCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'name' | 'description' | 'metadata' | 'livemode'>;

export type FakeCard = Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding' | 'country'>;

export type FakePaymentMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'created' | 'customer' | 'livemode' | 'metadata' | 'type'> & { card: FakeCard };

type SetupError = Pick<Stripe.SetupIntent.LastSetupError, 'type' | 'code' | 'decline_code' | 'message'>;
export type FakeSetupIntent = Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'created'
  | 'customer'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'status'
  | 'usage'
  | 'payment_method_types'
  | 'client_secret'
  | 'description'
> & { last_setup_error: SetupError | null };

export type PaymentError = Pick<Stripe.PaymentIntent.LastPaymentError, 'type' | 'code' | 'decline_code' | 'message' | 'charge'>;
export type FakePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'amount_capturable'
  | 'currency'
  | 'customer'
  | 'payment_method'
  | 'status'
  | 'metadata'
  | 'created'
  | 'livemode'
  | 'latest_charge'
  | 'client_secret'
  | 'capture_method'
  | 'confirmation_method'
  | 'description'
  | 'payment_method_types'
  | 'canceled_at'
  | 'cancellation_reason'
> & { last_payment_error: PaymentError | null; next_action: { type: 'use_stripe_sdk' } | null };

export type FakeCharge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'currency'
  | 'customer'
  | 'payment_intent'
  | 'payment_method'
  | 'paid'
  | 'refunded'
  | 'captured'
  | 'status'
  | 'created'
  | 'livemode'
  | 'metadata'
  | 'failure_code'
  | 'failure_message'
>;

export type FakeRefund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'charge' | 'currency' | 'payment_intent' | 'status' | 'created' | 'metadata' | 'reason'
>;

export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'customer'
  | 'customer_email'
  | 'client_reference_id'
  | 'success_url'
  | 'cancel_url'
  | 'url'
  | 'locale'
  | 'expires_at'
  | 'created'
  | 'livemode'
  | 'metadata'
  | 'setup_intent'
  | 'payment_intent'
  | 'amount_total'
  | 'amount_subtotal'
  | 'currency'
  | 'payment_method_types'
>;

export type FakeAccount = Pick<
  Stripe.Account,
  'id' | 'object' | 'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'country' | 'default_currency' | 'email' | 'type'
> & {
  created: number;
  business_profile: { name: string | null };
};

export type FakeObject = FakeCustomer | FakePaymentMethod | FakeSetupIntent | FakePaymentIntent | FakeCharge | FakeRefund | FakeCheckoutSession | FakeAccount;

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  type: string;
  /** The connected account the event happened on (Connect); absent for the platform's own. */
  account?: string;
  data: { object: FakeObject };
  request: { id: string | null; idempotency_key: string | null };
}
