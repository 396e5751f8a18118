import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '../../src/domain/dates';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, bookingByShortId, dinerOf, questionIds, SLUG, verifyPhone } from '../support/booking-fixtures';
import { enterCard, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';
import { bearer, sessionsFor } from './staff-helpers';

// A card saved on the diner's own way (the table held at booking, then Stripe's page) is the one
// the owner charges on a no-show: the booking payment keeps the customer the card was saved for,
// without which the provider cannot charge it off-session.

function farSaturday(): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 14);
  while (isoWeekday(date) !== 6) date = addDays(date, 1);
  return date;
}

describe.each(await dialectsUnderTest())('a no-show’s card saved through the booking wizard on %s', (dialect) => {
  let h: PaymentsHarness;
  const saturday = farSaturday();

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
  });
  afterAll(async () => h?.close());

  /** A party of six holds Saturday's table with a card through the wizard and Stripe's page. */
  async function savedCard(n: number): Promise<{ guid: string; id: number }> {
    h.server.clock.set(new Date());
    const q = await questionIds(h.server);
    const who = dinerOf(n);
    const version = (await h.server.call('POST', '/api/bookings/protection', { restaurantSlug: SLUG, date: saturday, hour: '20:00', tablewarecount: 6 })).body
      .object.protection.version;
    await verifyPhone(h.server, who.phoneNumber, { date: saturday, hour: '20:00', name: who.name, email: who.email });
    const created = await h.server.call(
      'POST',
      '/api/bookings',
      bookingBody(q.required, { ...who, date: saturday, hour: '20:00', tablewarecount: 6, protection_accepted: version }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shortId = created.body.object.shortId as string;
    const opened = await h.server.call('POST', `/api/bookings/short/${shortId}/payment`);
    await enterCard(opened.body.object.checkoutUrl, '4242424242424242');
    expect((await h.server.call('POST', `/api/bookings/short/${shortId}/payment/return`)).body.object.outcome).toBe('confirmed');
    await h.fake.settled();
    const booking = await bookingByShortId(h.server, shortId);
    await h.server.db.kysely.updateTable('bookings').set({ status: 'no_show' }).where('id', '=', booking.id).execute();
    return booking;
  }

  it('is charged once the booking is marked absent', async () => {
    const booking = await savedCard(900);
    const { owner } = await sessionsFor(h.server, h.restaurantId);
    const path = `/api/staff/restaurants/${h.restaurantId}/bookings/${booking.guid}/payment`;
    expect((await h.server.call('GET', path, undefined, bearer(owner))).body.object).toMatchObject({ state: 'card_saved', canCharge: true });

    const charged = await h.server.call('POST', `${path}/charge`, { amountCents: 12_000 }, { ...bearer(owner), 'idempotency-key': 'no-show-fee' });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.object.outcome).toBe('done');
    const intents = h.fake.objects('payment_intent', h.accountId).filter((intent) => intent.status === 'succeeded');
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: 12_000 });
    await h.fake.settled();
    expect((await h.server.call('GET', path, undefined, bearer(owner))).body.object).toMatchObject({ state: 'fee_charged', chargedCents: 12_000 });
  });

  it('is charged too when its payment row was written without the customer, as older rows were', async () => {
    const booking = await savedCard(901);
    await h.server.db.kysely.updateTable('booking_payments').set({ customer_id: null }).where('booking_id', '=', booking.id).execute();
    const { owner } = await sessionsFor(h.server, h.restaurantId);
    const path = `/api/staff/restaurants/${h.restaurantId}/bookings/${booking.guid}/payment`;
    const charged = await h.server.call('POST', `${path}/charge`, { amountCents: 12_000 }, { ...bearer(owner), 'idempotency-key': 'older-row-fee' });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.object.outcome).toBe('done');
    const row = await h.server.db.kysely.selectFrom('booking_payments').select('customer_id').where('booking_id', '=', booking.id).executeTakeFirstOrThrow();
    const intent = h.fake.objects('payment_intent', h.accountId).find((x) => x.amount === 12_000 && x.customer === row.customer_id && x.status === 'succeeded');
    expect(row.customer_id).toMatch(/^cus_/);
    expect(intent).toBeDefined();
  });
});
