import type { FakeContext } from './fake-context';
import { resourceMissing } from './stripe-errors';
import { nowSeconds, stripeId } from './stripe-ids';
import type { FakePaymentMethod } from './stripe-objects';
import { testCardByToken, type TestCard } from './test-cards';

export interface CardDetails {
  card: TestCard;
  expMonth: number;
  expYear: number;
}

export function createPaymentMethod(ctx: FakeContext, account: string | null, details: CardDetails, customer: string | null): FakePaymentMethod {
  const method: FakePaymentMethod = {
    id: stripeId('pm_'),
    object: 'payment_method',
    created: nowSeconds(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
    card: {
      brand: details.card.brand,
      last4: details.card.number.slice(-4),
      exp_month: details.expMonth,
      exp_year: details.expYear,
      funding: 'credit',
      country: 'US',
    },
  };
  ctx.cards.set(method.id, details.card);
  return ctx.store.add(account, method);
}

/**
 * A PaymentMethod named in a request: a stored one, or one of Stripe's test tokens
 * (`pm_card_visa`…), which stands for a fresh PaymentMethod of that test card.
 */
export function paymentMethodOf(ctx: FakeContext, account: string | null, id: string, param = 'payment_method'): { method: FakePaymentMethod; card: TestCard } {
  const token = testCardByToken(id);
  if (token) {
    const year = new Date().getUTCFullYear() + 3;
    const method = createPaymentMethod(ctx, account, { card: token, expMonth: 12, expYear: year }, null);
    return { method, card: token };
  }
  if (id.startsWith('pm_card_')) throw resourceMissing('PaymentMethod', id, param);
  const method = ctx.store.find(account, 'payment_method', id, param);
  return { method, card: ctx.cards.get(method.id)! };
}
