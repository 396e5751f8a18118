import type { FakeStore } from './fake-store';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakeEvent, FakeObject } from './stripe-objects';
import { signatureHeader } from './webhook-signature';

export interface Delivery {
  eventId: string;
  type: string;
  attempt: number;
  /** The endpoint's HTTP status, or 0 when it could not be reached. */
  status: number;
}

export interface EventDeliveryOptions {
  webhookUrl: string | null;
  webhookSecret: string;
  apiVersion: string;
  /** The waits before each new attempt after a failed one; Stripe's own spread over three days. */
  retryDelaysMs: readonly number[];
}

/** Stripe retries a failed delivery for up to three days with growing waits. */
export const STRIPE_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000, 24 * 3600_000];

/**
 * Records events and posts each to the webhook endpoint, signed, retrying on anything but a 2xx.
 * Deliveries are sent one after the other in the order the events happened, as a single endpoint
 * mostly sees them (Stripe promises no order; the product must not rely on it either).
 */
export class EventDelivery {
  readonly deliveries: Delivery[] = [];
  private chain: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly store: FakeStore,
    private readonly options: EventDeliveryOptions,
  ) {}

  setWebhookUrl(url: string | null): void {
    this.options.webhookUrl = url;
  }

  emit(type: string, object: FakeObject, account: string | null, request: FakeEvent['request'] = { id: null, idempotency_key: null }): FakeEvent {
    const event: FakeEvent = {
      id: stripeId('evt_'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: this.options.webhookUrl ? 1 : 0,
      type,
      ...(account ? { account } : {}),
      // A snapshot: the event says what the object was when it happened.
      data: { object: structuredClone(object) },
      request,
    };
    this.store.events.set(event.id, { account, event });
    this.queue(event, 1);
    return event;
  }

  /** Sends a stored event again, as Stripe's dashboard "Resend" does (a new signature, same event). */
  resend(eventId: string): Promise<number> {
    const stored = this.store.events.get(eventId);
    if (!stored) return Promise.reject(new Error(`No such event: ${eventId}`));
    return this.send(stored.event, 0);
  }

  /** Resolves once every delivery queued so far has been attempted (retries waiting on a timer aside). */
  async settled(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.chain;
      await seen;
    } while (seen !== this.chain);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private queue(event: FakeEvent, attempt: number): void {
    this.chain = this.chain.then(async () => {
      const status = await this.send(event, attempt);
      if (status >= 200 && status < 300) return;
      const delay = this.options.retryDelaysMs[attempt - 1];
      if (delay === undefined || this.stopped) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (!this.stopped) this.queue(event, attempt + 1);
      }, delay);
      this.timers.add(timer);
    });
  }

  private async send(event: FakeEvent, attempt: number): Promise<number> {
    const url = this.options.webhookUrl;
    if (!url || this.stopped) return 0;
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, this.options.webhookSecret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    this.deliveries.push({ eventId: event.id, type: event.type, attempt, status });
    return status;
  }
}
