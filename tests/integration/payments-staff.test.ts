import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/databases';
import { guaranteedBooking, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';
import { bearer, sessionsFor } from './staff-helpers';

// "Débiter" and "Rembourser" from the service book, through HTTP: the owner's and managers' right,
// the booking marked absent, one charge whatever the number of requests, and each restaurant's
// bookings out of reach of the others.

describe.each(await dialectsUnderTest())('payments from the service book on %s', (dialect) => {
  let h: PaymentsHarness;
  let tokens: Awaited<ReturnType<typeof sessionsFor>>;
  let otherRestaurant: number;
  let otherOwner: string;
  let key = 0;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    tokens = await sessionsFor(h.server, h.restaurantId);
    const other = await h.server.db.kysely.selectFrom('restaurants').select('id').where('slug', '=', 'chez-marcel').executeTakeFirstOrThrow();
    otherRestaurant = other.id;
    otherOwner = (await sessionsFor(h.server, otherRestaurant)).owner;
  });
  afterAll(async () => h?.close());

  const base = (restaurantId = h.restaurantId) => `/api/staff/restaurants/${restaurantId}/bookings`;
  const intentsOf = (id: number) => h.fake.objects('payment_intent', h.accountId).filter((intent) => intent.metadata.booking_payment === String(id));
  /** A booking with a saved card (accepted amount 20,00 €), marked absent unless told otherwise. */
  const absentWithCard = async (card = '4242424242424242', status: 'no_show' | 'confirmed' = 'no_show') => {
    const id = await guaranteedBooking(h, card);
    const { booking_id } = await h.server.db.kysely.selectFrom('booking_payments').select('booking_id').where('id', '=', id).executeTakeFirstOrThrow();
    await h.server.db.kysely.updateTable('bookings').set({ status }).where('id', '=', booking_id).execute();
    const { guid } = await h.server.db.kysely.selectFrom('bookings').select('guid').where('id', '=', booking_id).executeTakeFirstOrThrow();
    return { id, guid };
  };
  const money = (action: 'charge' | 'refund', guid: string, amountCents: number, token = tokens.manager, idempotencyKey = `confirmation-${++key}`) =>
    h.server.call('POST', `${base()}/${guid}/payment/${action}`, { amountCents }, { ...bearer(token), 'idempotency-key': idempotencyKey });
  const read = (guid: string, token = tokens.owner) => h.server.call('GET', `${base()}/${guid}/payment`, undefined, bearer(token));

  it('shows the card and charges a no-show once for 50 simultaneous requests, then refunds it', async () => {
    const { id, guid } = await absentWithCard();
    const before = await read(guid);
    expect(before.status).toBe(200);
    expect(before.body.object).toMatchObject({
      kind: 'guarantee',
      state: 'card_saved',
      amountCents: 2000,
      card: { brand: 'visa', last4: '4242' },
      canCharge: true,
      history: [],
    });

    // Two tablets, double clicks: 50 requests, some with the same confirmation's key.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => money('charge', guid, 2000, i % 2 ? tokens.owner : tokens.manager, `double-click-${i % 5}`)),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    // "done" only for the confirmation that charged (a resent one gets its answer back), "already" for the others.
    const doneKeys = answers.flatMap((a, i) => (a.status === 200 && a.body.object.outcome === 'done' ? [`double-click-${i % 5}`] : []));
    expect(new Set(doneKeys).size).toBe(1);
    expect(answers.filter((a) => a.status === 200).every((a) => a.body.object.outcome !== 'failed')).toBe(true);
    expect(intentsOf(id)).toHaveLength(1);
    expect(intentsOf(id)[0]).toMatchObject({ status: 'succeeded', amount: 2000 });
    await h.fake.settled();

    const charged = (await read(guid, tokens.staff)).body.object;
    expect(charged).toMatchObject({ state: 'fee_charged', chargedCents: 2000, canCharge: false, canRefund: false });
    expect(charged.notAllowed).toBe('Seuls le propriétaire et les responsables peuvent débiter ou rembourser une carte.');
    expect(charged.history).toHaveLength(1);
    expect(charged.history[0]).toMatchObject({ action: 'charge', outcome: 'succeeded', amountCents: 2000 });
    expect(['Camille', 'Julien']).toContain(charged.history[0].actor);

    const day = await h.server.call(
      'GET',
      `/api/staff/restaurants/${h.restaurantId}/service-book?date=${await bookingDate(guid)}`,
      undefined,
      bearer(tokens.staff),
    );
    expect(day.body.object.bookings.find((b: { guid: string }) => b.guid === guid).payment).toEqual({ state: 'fee_charged', kind: 'guarantee' });

    expect((await money('refund', guid, 2001)).status).toBe(422);
    const refunds = await Promise.all(Array.from({ length: 10 }, () => money('refund', guid, 2000, tokens.owner, 'refund-confirmation')));
    expect(refunds.filter((a) => a.status === 200 && a.body.object.outcome === 'done').length).toBeGreaterThanOrEqual(1);
    expect(h.fake.objects('refund', h.accountId).filter((r) => r.payment_intent === intentsOf(id)[0]!.id)).toHaveLength(1);
    await h.fake.settled();
    const refunded = (await read(guid)).body.object;
    expect(refunded).toMatchObject({ state: 'refunded', refundedCents: 2000 });
    expect(refunded.history.map((a: { action: string; actor: string }) => [a.action, a.actor])).toEqual([
      ['charge', charged.history[0].actor],
      ['refund', 'Camille'],
    ]);
  });

  const bookingDate = async (guid: string) =>
    (await h.server.db.kysely.selectFrom('bookings').select('date').where('guid', '=', guid).executeTakeFirstOrThrow()).date;

  it('refuses the floor staff, another restaurant, a booking not marked absent and an amount above the consent, before calling the provider', async () => {
    const { id, guid } = await absentWithCard();
    const staff = await money('charge', guid, 1000, tokens.staff);
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Seuls le propriétaire et les responsables peuvent débiter ou rembourser une carte.');
    expect((await money('refund', guid, 1000, tokens.staff)).status).toBe(403);

    const foreign = await h.server.call(
      'POST',
      `${base(otherRestaurant)}/${guid}/payment/charge`,
      { amountCents: 1000 },
      { ...bearer(otherOwner), 'idempotency-key': 'foreign-restaurant' },
    );
    expect(foreign.status).toBe(404);
    expect((await h.server.call('GET', `${base(otherRestaurant)}/${guid}/payment`, undefined, bearer(otherOwner))).status).toBe(404);

    const above = await money('charge', guid, 2001);
    expect(above.status).toBe(422);
    expect(above.body.message).toBe('Le montant demandé (20,01 €) dépasse celui des conditions acceptées par le client (20,00 €).');
    expect((await money('charge', guid, 1000, tokens.owner, 'short')).status).toBe(400);
    const noKey = await h.server.call('POST', `${base()}/${guid}/payment/charge`, { amountCents: 2001 }, bearer(tokens.owner));
    expect(noKey.status).toBe(422);

    const expected = await absentWithCard('4242424242424242', 'confirmed');
    expect((await read(expected.guid)).body.object.canCharge).toBe(false);
    const early = await money('charge', expected.guid, 1000);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Des frais ne peuvent être débités que pour un client marqué absent, ou qui a annulé après le délai d’annulation sans frais.',
    );

    expect(intentsOf(id)).toHaveLength(0);
    expect(intentsOf(expected.id)).toHaveLength(0);
    expect((await read(guid)).body.object.history).toEqual([]);
  });

  it('shows a declined card as failed with its French reason, and lets the manager try again', async () => {
    const { id, guid } = await absentWithCard('4000000000000341');
    const declined = await money('charge', guid, 1500, tokens.manager, 'declined-confirmation');
    expect(declined.status).toBe(200);
    expect(declined.body.object.outcome).toBe('failed');
    expect(declined.body.message).toBe('Le débit a échoué : la carte a été refusée par la banque.');
    await h.fake.settled();
    const failed = (await read(guid)).body.object;
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'la carte a été refusée par la banque.', canCharge: true });
    expect(failed.history.map((a: { outcome: string }) => a.outcome)).toEqual(['failed']);
    expect(intentsOf(id)).toHaveLength(1);
    // The same confirmation sent again gets its answer back; only a new confirmation asks the bank again.
    const resent = await money('charge', guid, 1500, tokens.manager, 'declined-confirmation');
    expect([resent.status, resent.body.object.outcome, resent.body.message]).toEqual([200, 'failed', declined.body.message]);
    expect(intentsOf(id)).toHaveLength(1);
    expect((await money('charge', guid, 1000, tokens.manager, 'declined-confirmation')).status).toBe(409);
    expect((await money('charge', guid, 1500, tokens.owner, 'second-confirmation')).body.object.outcome).toBe('failed');
    expect(intentsOf(id)).toHaveLength(2);
  });

  it('answers 404 for a booking without a payment', async () => {
    const { guid } = await h.server.db.kysely.selectFrom('bookings').select('guid').where('id', '=', h.nextBooking()).executeTakeFirstOrThrow();
    const res = await read(guid);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Cette réservation n’a ni garantie par carte ni acompte.');
  });
});
