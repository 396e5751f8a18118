import { resourceMissing } from './stripe-errors';
import type { FakeAccount, FakeEvent, FakeObject } from './stripe-objects';

type Kind = FakeObject['object'];

/** What Stripe writes in a "No such …" message for each kind of object. */
const MISSING_NAME: Record<Kind, string> = {
  customer: 'customer',
  payment_method: 'PaymentMethod',
  setup_intent: 'setupintent',
  payment_intent: 'payment_intent',
  charge: 'charge',
  refund: 'refund',
  'checkout.session': 'checkout.session',
  account: 'account',
};

/**
 * Every object of the fake, each owned by the account it was created on: the platform (null) or a
 * connected account (`Stripe-Account`). An object is invisible from any other account, as in Stripe.
 */
export class FakeStore {
  private readonly objects = new Map<string, { account: string | null; object: FakeObject }>();
  readonly accounts = new Map<string, FakeAccount>();
  readonly events = new Map<string, { account: string | null; event: FakeEvent }>();

  add<T extends FakeObject>(account: string | null, object: T): T {
    this.objects.set(object.id, { account, object });
    return object;
  }

  find<K extends Kind>(account: string | null, kind: K, id: string, param = 'id'): Extract<FakeObject, { object: K }> {
    const found = this.objects.get(id);
    if (!found || found.account !== account || found.object.object !== kind) throw resourceMissing(MISSING_NAME[kind], id, param);
    return found.object as Extract<FakeObject, { object: K }>;
  }

  /** The objects of one kind, newest first (Stripe's list order). */
  list<K extends Kind>(kind: K, account?: string | null): Extract<FakeObject, { object: K }>[] {
    return [...this.objects.values()]
      .filter((entry) => entry.object.object === kind && (account === undefined || entry.account === account))
      .map((entry) => entry.object as Extract<FakeObject, { object: K }>)
      .reverse();
  }

  accountOf(id: string): string | null {
    return this.objects.get(id)?.account ?? null;
  }
}
