import type { EventDelivery } from './event-delivery';
import type { FakeStore } from './fake-store';
import type { FormObject } from './form-body';
import { FakeStripeError } from './stripe-errors';
import type { FakeAccount } from './stripe-objects';
import type { TestCard } from './test-cards';

/** What every part of the fake API shares. */
export interface FakeContext {
  store: FakeStore;
  events: EventDelivery;
  /** The fake's own address (for the hosted pages' links). */
  baseUrl(): string;
  /** The test card behind each stored PaymentMethod. */
  cards: Map<string, TestCard>;
}

export interface ApiRequest {
  params: FormObject;
  /** The `Stripe-Account` header: the connected account the call acts on, null for the platform. */
  account: string | null;
  /** The path's captured ids. */
  ids: string[];
  requestId: string;
  idempotencyKey: string | null;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  /** The parameters Stripe's API takes there (top level); any other is refused, as Stripe does. */
  params?: readonly string[];
  handle(request: ApiRequest): { status?: number; body: object };
}

/** A connected account that can take payments, or Stripe's refusal. */
export function requireChargesEnabled(ctx: FakeContext, account: string | null): void {
  const connected: FakeAccount | undefined = account ? ctx.store.accounts.get(account) : undefined;
  if (connected && !connected.charges_enabled) {
    throw new FakeStripeError(400, {
      type: 'invalid_request_error',
      code: 'capability_not_active',
      message: `The account ${connected.id} cannot currently make charges: its card_payments capability is not active.`,
    });
  }
}
