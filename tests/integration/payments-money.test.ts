import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyActions } from '../../src/server/modules/payments';
import { ProviderUnavailableError, type PaymentProvider } from '../../src/server/modules/payments/payment-provider';
import { providerFor } from '../../src/server/modules/payments/stripe-provider';
import { dialectsUnderTest } from '../support/databases';
import { guaranteedBooking, refusal, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';

// Charging a saved card and refunding it: one provider call per action whatever the number of
// clicks, tablets and retries; the bank's refusals recorded with a French reason; nothing sent to
// the provider that the diner did not accept.

describe.each(await dialectsUnderTest())('payments: charges and refunds on %s', (dialect) => {
  let h: PaymentsHarness;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
  });
  afterAll(async () => h?.close());

  const actionsOf = (id: number) => h.server.db.kysely.selectFrom('payment_actions').selectAll().where('booking_payment_id', '=', id).orderBy('id').execute();
  const intentsOf = (id: number) => h.fake.objects('payment_intent', h.accountId).filter((intent) => intent.metadata.booking_payment === String(id));

  it('charges once for 50 simultaneous requests, and refunds once for 20', async () => {
    const id = await guaranteedBooking(h, '4242424242424242');
    const charges = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => h.money.charge(h.restaurantId, id, 2000, `Camille (tablette ${i % 2})`)));
    const refused = charges.filter((c) => c.status === 'rejected').map((c) => c.reason as { status: number });
    expect(refused.every((error) => error.status === 409)).toBe(true);
    const answered = charges.filter((c) => c.status === 'fulfilled').map((c) => c.value.outcome);
    expect(answered.filter((outcome) => outcome === 'done')).toHaveLength(1);
    expect(answered.every((outcome) => outcome === 'done' || outcome === 'already')).toBe(true);
    expect(intentsOf(id)).toHaveLength(1);
    expect(intentsOf(id)[0]).toMatchObject({ status: 'succeeded', amount: 2000 });
    await h.fake.settled();
    const charged = await h.payments.view(h.restaurantId, id);
    expect(charged).toMatchObject({ state: 'fee_charged', chargedCents: 2000, card: { brand: 'visa', last4: '4242' } });
    expect((await actionsOf(id)).map((a) => [a.action, a.outcome, a.provider_id])).toEqual([['charge', 'succeeded', intentsOf(id)[0]!.id]]);
    expect((await h.money.charge(h.restaurantId, id, 2000, 'Julien')).message).toBe('Les frais ont déjà été débités pour cette réservation.');

    const refunds = await Promise.allSettled(Array.from({ length: 20 }, () => h.money.refund(h.restaurantId, id, 1500, 'Julien')));
    expect(refunds.filter((r) => r.status === 'fulfilled' && r.value.outcome === 'done')).toHaveLength(1);
    expect(refunds.every((r) => (r.status === 'fulfilled' ? r.value.outcome !== 'failed' : (r.reason as { status: number }).status === 409))).toBe(true);
    expect(h.fake.objects('refund', h.accountId).filter((r) => r.payment_intent === intentsOf(id)[0]!.id)).toHaveLength(1);
    await h.fake.settled();
    expect(await h.payments.view(h.restaurantId, id)).toMatchObject({ state: 'refunded', refundedCents: 1500 });
    const history = await h.payments.history(h.restaurantId, id);
    expect(history.map((a) => [a.action, a.outcome, a.amountCents])).toEqual([
      ['charge', 'succeeded', 2000],
      ['refund', 'succeeded', 1500],
    ]);
    expect(history[1]!.actor).toBe('Julien');
  });

  it.each([
    ['4000000000000341', 'generic_decline', 'Le débit a échoué : la carte a été refusée par la banque.'],
    ['4000000000009995', 'insufficient_funds', 'Le débit a échoué : provision insuffisante sur la carte.'],
    [
      '4000002500003155',
      'authentication_required',
      'Le débit a échoué : la banque exige que le client s’authentifie ; un débit en son absence est impossible.',
    ],
  ])('records a refused charge of card %s as failed with a French reason', async (card, code, message) => {
    const id = await guaranteedBooking(h, card);
    const answer = await h.money.charge(h.restaurantId, id, 1800, 'Camille');
    expect(answer).toMatchObject({ outcome: 'failed', message });
    await h.fake.settled();
    const failed = await h.payments.view(h.restaurantId, id);
    expect(failed.state).toBe('failed');
    expect(`Le débit a échoué : ${failed.failureReason}`).toBe(message);
    expect((await actionsOf(id)).map((a) => [a.outcome, a.failure_code])).toEqual([['failed', code]]);
    // The same click again is the same answer; a new attempt is a new request to the bank.
    expect((await h.money.charge(h.restaurantId, id, 1800, 'Camille')).outcome).toBe('failed');
    expect(intentsOf(id)).toHaveLength(2);
  });

  it('refuses an amount above the accepted policy, or without consent, before calling the provider', async () => {
    const id = await guaranteedBooking(h, '4242424242424242', 2000);
    const above = await refusal(h.money.charge(h.restaurantId, id, 2001, 'Camille'));
    expect(above).toEqual({ status: 422, message: 'Le montant demandé (20,01 €) dépasse celui des conditions acceptées par le client (20,00 €).' });
    expect((await refusal(h.money.charge(h.restaurantId, id, 0, 'Camille'))).status).toBe(422);
    await h.server.db.kysely.updateTable('booking_payments').set({ consent_at: null }).where('id', '=', id).execute();
    expect(await refusal(h.money.charge(h.restaurantId, id, 1000, 'Camille'))).toEqual({
      status: 422,
      message: 'Le client n’a pas donné son accord pour un débit de sa carte : aucun débit n’est possible.',
    });
    expect(intentsOf(id)).toHaveLength(0);
    expect(await actionsOf(id)).toHaveLength(0);
    expect((await refusal(h.money.refund(h.restaurantId, id, 100, 'Camille'))).status).toBe(409);
  });

  it('charges once when the first answer is lost: the retry resumes the same request', async () => {
    const id = await guaranteedBooking(h, '4242424242424242');
    // No webhook this time: only the retry can learn the first request's outcome.
    h.fake.setWebhookUrl(null);
    try {
      const real = providerFor(h.server.config.payments!);
      const answerLost: PaymentProvider = {
        ...real,
        async chargeSavedCard(input) {
          await real.chargeSavedCard(input);
          throw new ProviderUnavailableError('connection reset after the request was sent');
        },
      };
      expect(await refusal(moneyActions(h.ctx, answerLost).charge(h.restaurantId, id, 1500, 'Camille'))).toEqual({
        status: 503,
        message: 'Stripe ne répond pas pour le moment. Réessayez dans un instant : l’opération ne sera jamais faite deux fois.',
      });
      expect((await actionsOf(id)).map((a) => a.outcome)).toEqual(['unknown']);
      expect(intentsOf(id)).toHaveLength(1);

      expect(await h.money.charge(h.restaurantId, id, 1500, 'Camille')).toMatchObject({
        outcome: 'done',
        payment: { state: 'fee_charged', chargedCents: 1500 },
      });
      expect(intentsOf(id)).toHaveLength(1);
      expect((await actionsOf(id)).map((a) => [a.outcome, a.provider_id])).toEqual([['succeeded', intentsOf(id)[0]!.id]]);
    } finally {
      h.fake.setWebhookUrl(`${h.server.url}/api/payments/webhooks/stripe`);
    }
  });

  it('shows and acts on a booking payment only for its own restaurant', async () => {
    const id = await guaranteedBooking(h, '4242424242424242');
    const other = await h.server.db.kysely.selectFrom('restaurants').select('id').where('id', '!=', h.restaurantId).executeTakeFirstOrThrow();
    expect(await refusal(h.money.charge(other.id, id, 1000, 'Camille'))).toEqual({ status: 404, message: 'Garantie ou acompte introuvable.' });
    expect((await refusal(h.payments.view(other.id, id))).status).toBe(404);
    expect(intentsOf(id)).toHaveLength(0);
  });
});
