import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAtWallClock } from '../../src/domain/dates';
import { inTransaction } from '../../src/server/db/transactions';
import { resumeOpenRefunds } from '../../src/server/modules/payments';
import { renderMessage } from '../../src/server/modules/notifications/render-message';
import type { RenderedEmail } from '../../src/server/modules/notifications/templates/types';
import { replaceServicePolicies } from '../../src/server/modules/payments/no-show-policies-repository';
import { staffPaymentsService } from '../../src/server/modules/payments/staff-payments-service';
import { dialectsUnderTest } from '../support/databases';
import { workerFor } from '../support/notification-harness';
import { CONSENT, enterCard, refusal, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';

// The diner's booking link and the guarantee or deposit they accepted: the page restates it, a
// cancellation before the deadline is free (a paid deposit given back once, whatever the number of
// presses, even when the provider is out of reach at that moment), a later one may be charged.

const DAY_MS = 86_400_000;
const ACTOR = 'le client (annulation sans frais)';

describe.each(await dialectsUnderTest())('my booking with a guarantee or a deposit on %s', (dialect) => {
  let h: PaymentsHarness;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
  });
  afterAll(async () => h?.close());

  const db = () => h.server.db.kysely;
  const paymentOf = (bookingId: number) => db().selectFrom('booking_payments').selectAll().where('booking_id', '=', bookingId).executeTakeFirstOrThrow();
  const refundsOf = (intent: string | null) => h.fake.objects('refund', h.accountId).filter((r) => r.payment_intent === intent);
  const refundActions = async (paymentId: number) =>
    db().selectFrom('payment_actions').selectAll().where('booking_payment_id', '=', paymentId).where('action', '=', 'refund').execute();
  const myBooking = (shortId: string) => h.server.call('GET', `/api/bookings/short/${shortId}`);
  const cancel = (guid: string) => h.server.call('POST', `/api/bookings/${guid}/cancel`);

  /**
   * A seeded booking made open, ten days ahead at 20:00, with its guarantee or deposit: card saved
   * or deposit paid unless `held` (the diner never left the provider's page).
   */
  async function protectedBooking(kind: 'guarantee' | 'deposit', options: { freeUntil?: string | null; fromRules?: boolean; held?: boolean } = {}) {
    h.server.clock.set(new Date());
    const id = h.nextBooking();
    const date = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    await db()
      .updateTable('bookings')
      .set({ status: 'confirmed', date, hour: '20:00', service: 'evening', email: `diner${id}@exemple.fr` })
      .where('id', '=', id)
      .execute();
    const { checkoutUrl } = await h.payments.startCheckout({
      restaurantId: h.restaurantId,
      bookingId: id,
      kind,
      amountCents: 4000,
      consent: CONSENT,
      successUrl: 'https://couvert.example/reservation/ok',
      cancelUrl: 'https://couvert.example/reservation/paiement',
      ...(options.fromRules
        ? {}
        : { freeCancellationUntil: options.freeUntil === undefined ? new Date(Date.now() + 9 * DAY_MS).toISOString() : options.freeUntil }),
    });
    if (!options.held) {
      await enterCard(checkoutUrl, '4242424242424242');
      await h.fake.settled();
    }
    const row = await db().selectFrom('bookings').select(['guid', 'short_id']).where('id', '=', id).executeTakeFirstOrThrow();
    return { id, guid: row.guid, shortId: row.short_id, payment: await paymentOf(id) };
  }

  it('restates the deposit on the page: the accepted words, the deadline, the card, what was paid', async () => {
    const b = await protectedBooking('deposit');
    expect(b.payment.state).toBe('deposit_paid');
    const res = await myBooking(b.shortId);
    expect(res.status).toBe(200);
    expect(res.body.object.restaurant_time_zone).toBe('Europe/Paris');
    expect(res.body.object.protection).toEqual({
      kind: 'deposit',
      state: 'deposit_paid',
      amountCents: 4000,
      currency: 'eur',
      text: CONSENT.text,
      freeCancellationUntil: b.payment.free_cancellation_until,
      cancellationFree: true,
      card: { brand: 'visa', last4: '4242' },
      chargedCents: 4000,
      refundedCents: 0,
    });
    h.server.clock.set(new Date(Date.parse(b.payment.free_cancellation_until!) + 1000));
    expect((await myBooking(b.shortId)).body.object.protection).toMatchObject({ cancellationFree: false });
  });

  it('gives no protection to a booking without one', async () => {
    h.server.clock.set(new Date());
    const id = h.nextBooking();
    await db().updateTable('bookings').set({ status: 'confirmed' }).where('id', '=', id).execute();
    const row = await db().selectFrom('bookings').select('short_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await myBooking(row.short_id)).body.object.protection).toBeNull();
  });

  it('refunds a paid deposit in full, once, when the diner cancels in time, and says so', async () => {
    const b = await protectedBooking('deposit');
    expect((await cancel(b.guid)).status).toBe(200);
    await h.fake.settled();
    expect(refundsOf(b.payment.payment_intent_id)).toHaveLength(1);
    expect(refundsOf(b.payment.payment_intent_id)[0]).toMatchObject({ amount: 4000, status: 'succeeded' });
    expect(await paymentOf(b.id)).toMatchObject({ state: 'refunded', refunded_cents: 4000 });
    expect((await refundActions(b.payment.id)).map((a) => [a.actor, a.outcome, a.amount_cents])).toEqual([[ACTOR, 'succeeded', 4000]]);
    const ended = await myBooking(b.shortId);
    expect(ended.body.object).toMatchObject({ state: 'cancelled', refund: { amountCents: 4000, currency: 'eur', done: true } });
    const mail = await db().selectFrom('outbox').selectAll().where('booking_id', '=', b.id).where('kind', '=', 'booking_cancelled').executeTakeFirstOrThrow();
    expect(JSON.parse(mail.payload)).toEqual({ bookingId: b.id, refundCents: 4000 });
    const rendered = async () => (await renderMessage({ db: db(), config: h.server.config, now: new Date() }, mail)) as RenderedEmail;
    expect((await rendered()).text).toContain('Votre acompte de 40,00 € vous est remboursé : il apparaîtra sur votre compte d’ici quelques jours.');
    await db().updateTable('bookings').set({ language: 'it' }).where('id', '=', b.id).execute();
    expect((await rendered()).text).toContain('Il tuo acconto di 40,00 € ti viene rimborsato: lo vedrai sul tuo conto entro qualche giorno.');
  });

  it('says nothing of a refund in the cancellation e-mail when none was made', async () => {
    const b = await protectedBooking('guarantee');
    expect((await cancel(b.guid)).status).toBe(200);
    const mail = await db().selectFrom('outbox').selectAll().where('booking_id', '=', b.id).where('kind', '=', 'booking_cancelled').executeTakeFirstOrThrow();
    expect(JSON.parse(mail.payload)).toEqual({ bookingId: b.id });
    const email = (await renderMessage({ db: db(), config: h.server.config, now: new Date() }, mail)) as RenderedEmail;
    expect(email.text).toContain('est annulée');
    expect(email.text).not.toMatch(/rembours/);
  });

  it('makes one refund for 10 simultaneous cancellations', async () => {
    const b = await protectedBooking('deposit');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(b.guid)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 404)).toBe(true);
    await h.fake.settled();
    expect(refundsOf(b.payment.payment_intent_id)).toHaveLength(1);
    expect(await refundActions(b.payment.id)).toHaveLength(1);
    expect(await paymentOf(b.id)).toMatchObject({ state: 'refunded', refunded_cents: 4000 });
  });

  it('keeps the refund when the provider is out of reach, and sends it once on the next sweep', async () => {
    const b = await protectedBooking('deposit');
    const reachable = h.server.config.payments!;
    h.server.config.payments = { ...reachable, apiUrl: 'http://127.0.0.1:9' };
    try {
      expect((await cancel(b.guid)).status).toBe(200);
    } finally {
      h.server.config.payments = reachable;
    }
    expect(refundsOf(b.payment.payment_intent_id)).toHaveLength(0);
    expect((await refundActions(b.payment.id)).map((a) => a.outcome)).toEqual(['unknown']);
    expect((await myBooking(b.shortId)).body.object.refund).toEqual({ amountCents: 4000, currency: 'eur', done: false });

    // The outbox worker's scheduled jobs send it again, under the same key; nothing is left open after.
    const worker = workerFor(h.server);
    try {
      await worker.runScheduledJobs();
    } finally {
      await worker.stop();
    }
    expect(await resumeOpenRefunds(h.ctx)).toBe(0);
    await h.fake.settled();
    expect(refundsOf(b.payment.payment_intent_id)).toHaveLength(1);
    expect((await refundActions(b.payment.id)).map((a) => [a.outcome, a.actor])).toEqual([['succeeded', ACTOR]]);
    expect(await paymentOf(b.id)).toMatchObject({ state: 'refunded', refunded_cents: 4000 });
  });

  it('refunds nothing after the deadline: the deposit stays with the restaurant', async () => {
    const b = await protectedBooking('deposit', { freeUntil: new Date(Date.now() - 60_000).toISOString() });
    expect((await myBooking(b.shortId)).body.object.protection).toMatchObject({ cancellationFree: false });
    expect((await cancel(b.guid)).status).toBe(200);
    await h.fake.settled();
    expect(refundsOf(b.payment.payment_intent_id)).toHaveLength(0);
    expect(await refundActions(b.payment.id)).toHaveLength(0);
    expect(await paymentOf(b.id)).toMatchObject({ state: 'deposit_paid', refunded_cents: 0 });
    expect((await myBooking(b.shortId)).body.object.refund).toBeUndefined();
  });

  it('lets a payment still awaited lapse: nothing to charge nor refund', async () => {
    const b = await protectedBooking('deposit', { held: true });
    expect(b.payment.state).toBe('awaiting_payment');
    expect((await cancel(b.guid)).status).toBe(200);
    expect(await paymentOf(b.id)).toMatchObject({ state: 'expired', charged_cents: 0 });
    expect(await refundActions(b.payment.id)).toHaveLength(0);
  });

  describe('a card guarantee', () => {
    const owner = () => ({ restaurantId: h.restaurantId, role: 'owner' as const, name: 'Camille' });

    it('cannot be charged after a cancellation in time', async () => {
      const b = await protectedBooking('guarantee');
      expect((await myBooking(b.shortId)).body.object.protection).toMatchObject({ kind: 'guarantee', state: 'card_saved', cancellationFree: true });
      expect((await cancel(b.guid)).status).toBe(200);
      const staff = staffPaymentsService(h.ctx);
      expect((await staff.read(owner(), b.guid)).canCharge).toBe(false);
      expect(await refusal(staff.charge(owner(), b.guid, 4000))).toEqual({
        status: 409,
        message: 'Des frais ne peuvent être débités que pour un client marqué absent, ou qui a annulé après le délai d’annulation sans frais.',
      });
      expect(await paymentOf(b.id)).toMatchObject({ state: 'card_saved', charged_cents: 0 });
    });

    it('can be charged after a late cancellation, up to the accepted amount', async () => {
      const b = await protectedBooking('guarantee', { freeUntil: new Date(Date.now() - 60_000).toISOString() });
      expect((await cancel(b.guid)).status).toBe(200);
      const staff = staffPaymentsService(h.ctx);
      expect((await staff.read(owner(), b.guid)).canCharge).toBe(true);
      expect((await refusal(staff.charge(owner(), b.guid, 4001))).status).toBe(422);
      expect(await staff.charge(owner(), b.guid, 4000)).toMatchObject({ outcome: 'done', payment: { state: 'fee_charged', chargedCents: 4000 } });
    });

    it('takes its deadline from the restaurant’s rules when none is given, and reads them for a row without one', async () => {
      const evening = { mode: 'guarantee' as const, minCovers: 1, amountCents: 2000, per: 'cover' as const, deadlineHours: 48, holdMinutes: 10 };
      await inTransaction(h.server.db, (trx) =>
        replaceServicePolicies(trx, h.restaurantId, [{ service: 'evening', weekdays: [], policy: evening }], new Date().toISOString()),
      );
      const expected = (date: string) => new Date(instantAtWallClock(date, '20:00', 'Europe/Paris').getTime() - 48 * 3_600_000).toISOString();
      const stored = await protectedBooking('guarantee', { fromRules: true });
      const date = (await db().selectFrom('bookings').select('date').where('id', '=', stored.id).executeTakeFirstOrThrow()).date;
      expect(stored.payment.free_cancellation_until).toBe(expected(date));

      const older = await protectedBooking('guarantee', { freeUntil: null });
      expect(older.payment.free_cancellation_until).toBeNull();
      expect((await myBooking(older.shortId)).body.object.protection).toMatchObject({ freeCancellationUntil: expected(date), cancellationFree: true });
    });
  });
});
