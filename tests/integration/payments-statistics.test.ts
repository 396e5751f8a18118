import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysInMonth } from '../../src/domain/dates';
import { dialectsUnderTest } from '../support/databases';
import { guaranteedBooking, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';
import { bearer, sessionsFor } from './staff-helpers';

// The statistics put the money of no-show protection beside the no-shows, month by month: what
// a fee charged and a refund given on a booking count, in the month of the booking's date.

describe.each(await dialectsUnderTest())('no-shows and money by month on %s', (dialect) => {
  let h: PaymentsHarness;
  let owner: string;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    owner = (await sessionsFor(h.server, h.restaurantId)).owner;
  }, 60_000);
  afterAll(async () => h?.close());

  const monthsOf = async (month: string) => {
    const [from, to] = [`${month}-01`, `${month}-${daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))}`];
    const res = await h.server.call('GET', `/api/staff/restaurants/${h.restaurantId}/statistics?from=${from}&to=${to}`, undefined, bearer(owner));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.object.months as Array<{ month: string; bookings: number; noShows: number; collectedCents: number; refundedCents: number }>;
  };

  it('counts a charged fee and its partial refund in the month of the booking, and nothing elsewhere', async () => {
    const id = await guaranteedBooking(h, '4242424242424242', 2500);
    const { bookingId } = await h.payments.view(h.restaurantId, id);
    const booking = await h.server.db.kysely.selectFrom('bookings').select('date').where('id', '=', bookingId).executeTakeFirstOrThrow();
    const month = booking.date.slice(0, 7);
    const before = (await monthsOf(month)).find((m) => m.month === month)!;

    expect((await h.money.charge(h.restaurantId, id, 2500, 'Camille')).payment.state).toBe('fee_charged');
    await h.money.refund(h.restaurantId, id, 1000, 'Camille');
    await h.fake.settled();

    const after = (await monthsOf(month)).find((m) => m.month === month)!;
    expect(after.collectedCents - before.collectedCents).toBe(2500);
    expect(after.refundedCents - before.refundedCents).toBe(1000);
    expect(after.bookings).toBe(before.bookings);

    // The month after the booking's: none of this money.
    const next = addDays(`${month}-28`, 7).slice(0, 7);
    const following = await monthsOf(next);
    expect(following.map((m) => m.month)).toEqual([next]);
    expect(following[0]!.collectedCents).toBe(0);
  }, 60_000);
});
