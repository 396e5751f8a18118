import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysInMonth, todayIn } from '../../src/domain/dates';
import { dialectsUnderTest } from '../support/databases';
import { guaranteedBooking, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';
import { bearer, sessionsFor } from './staff-helpers';

// The statistics put the money of no-show protection beside the no-shows, month by month: what
// a fee charged and a refund given on a booking count, in the month of the booking's date; and the
// day the protection began, which splits the months into those before it and those since.

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

  describe('the day the protection began', () => {
    const settings = (method: string, path: string, body?: unknown) =>
      h.server.call(method, `/api/staff/restaurants/${h.restaurantId}/settings/no-show${path}`, body, bearer(owner));
    const guarantee = { mode: 'guarantee', minCovers: 6, amountCents: 2000, per: 'cover', deadlineHours: 24 };
    const summary = async (from: string, to: string) => {
      const res = await h.server.call('GET', `/api/staff/restaurants/${h.restaurantId}/statistics?from=${from}&to=${to}`, undefined, bearer(owner));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.object as {
        protectionSince: string | null;
        protectionModes: string[];
        protectionComparison: { before: Record<string, number>; after: Record<string, number> } | null;
        rows: { date: string; bookings: number; noShows: number }[];
        months: { month: string; period: 'before' | 'after' | null; bookings: number; noShows: number }[];
      };
    };
    const starts = async () =>
      (
        await h.server.db.kysely
          .selectFrom('no_show_policies')
          .select(['scope', 'mode', 'active_since'])
          .where('restaurant_id', '=', h.restaurantId)
          .orderBy('id')
          .execute()
      ).map((r) => [r.scope, r.mode, r.active_since]);
    const at = (hours: number) => {
      const instant = new Date(start.getTime() + hours * 3_600_000);
      h.server.clock.set(instant);
      return instant.toISOString();
    };
    const paris = (instant: string) => todayIn('Europe/Paris', new Date(instant));
    let start: Date;
    afterAll(() => h.server.clock.set(new Date()));

    it("splits the months at the seeded guarantee's start, and adds up the days before and since", async () => {
      start = new Date();
      h.server.clock.set(start);
      const today = paris(start.toISOString());
      const since = paris((await starts())[0]![2]!);
      const stats = await summary(addDays(today, -89), addDays(today, 30));
      expect(stats.protectionSince).toBe(since);
      expect(stats.protectionModes).toEqual(['guarantee']);
      const sum = (rows: { bookings: number; noShows: number }[]) =>
        rows.reduce((a, r) => ({ bookings: a.bookings + r.bookings, noShows: a.noShows + r.noShows }), { bookings: 0, noShows: 0 });
      const before = sum(stats.rows.filter((r) => r.date < since));
      const after = sum(stats.rows.filter((r) => r.date >= since));
      expect(after.bookings).toBeGreaterThan(0);
      expect(stats.protectionComparison!.before).toMatchObject({ ...before, noShowRate: before.bookings ? before.noShows / before.bookings : 0 });
      expect(stats.protectionComparison!.after).toMatchObject({ ...after, noShowRate: after.noShows / after.bookings });
      // The month it began in is two rows, its days before and its days since, in that order.
      expect(stats.months.filter((m) => m.month === since.slice(0, 7)).map((m) => m.period)).toEqual(since.endsWith('-01') ? ['after'] : ['before', 'after']);
      expect(stats.months.every((m) => (m.month < since.slice(0, 7) ? m.period === 'before' : m.month > since.slice(0, 7) ? m.period === 'after' : true))).toBe(
        true,
      );
    });

    it('counts a rule from when it began asking, through changes, and from its latest start once turned off and on', async () => {
      const today = paris(start.toISOString());
      const range = [addDays(today, -30), addDays(today, 30)] as const;

      at(1);
      expect((await settings('PUT', '/services', { policies: [{ service: 'evening', weekdays: [6], policy: { mode: 'none' } }] })).status).toBe(200);
      const off = await summary(...range);
      expect(off).toMatchObject({ protectionSince: null, protectionModes: [], protectionComparison: null });
      expect(off.months.every((m) => m.period === null)).toBe(true);
      expect(await starts()).toEqual([['service', 'none', null]]);

      const on = at(2);
      await settings('PUT', '/services', { policies: [{ service: 'evening', weekdays: [6], policy: guarantee }] });
      expect(await starts()).toEqual([['service', 'guarantee', on]]);
      expect((await summary(...range)).protectionSince).toBe(paris(on));

      // Another amount, one more day: the same protection goes on.
      at(3);
      await settings('PUT', '/services', { policies: [{ service: 'evening', weekdays: [5, 6], policy: { ...guarantee, amountCents: 2500 } }] });
      expect(await starts()).toEqual([['service', 'guarantee', on]]);

      // A deposit on one date: the earliest start still counts, and both are named.
      const dated = at(4);
      const override = await settings('POST', '/overrides', {
        kind: 'date',
        date: addDays(today, 10),
        policy: { ...guarantee, mode: 'deposit', per: 'booking' },
      });
      expect(override.status, JSON.stringify(override.body)).toBe(201);
      expect(await summary(...range)).toMatchObject({ protectionSince: paris(on), protectionModes: ['guarantee', 'deposit'] });

      // The service rule turned off: what remains in force is the date's deposit.
      at(5);
      await settings('PUT', '/services', { policies: [{ service: 'evening', weekdays: [5, 6], policy: { mode: 'none' } }] });
      expect(await starts()).toEqual([
        ['date', 'deposit', dated],
        ['service', 'none', null],
      ]);
      expect((await summary(...range)).protectionModes).toEqual(['deposit']);
      await settings('DELETE', `/overrides/${override.body.object.id}`);
      expect((await summary(...range)).protectionSince).toBeNull();

      // And on again: the latest start counts.
      const again = at(6);
      await settings('PUT', '/services', { policies: [{ service: 'evening', weekdays: [6], policy: guarantee }] });
      expect(await starts()).toEqual([['service', 'guarantee', again]]);
      expect((await summary(...range)).protectionSince).toBe(paris(again));
    });
  });
});
