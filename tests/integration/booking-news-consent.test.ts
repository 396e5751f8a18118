import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_NEWS_CONSENT } from '../../src/domain/subscription-consent';
import { dialectsUnderTest } from '../support/databases';
import { bookingBody, bookingByShortId, DAY, questionIds, restaurantRow } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, sessionsFor } from './staff-helpers';

// The summary's "actualités" box: a diner who ticks it becomes a subscriber of that restaurant,
// with its proof (the booking, the text read, the time, the channels), under the sign-up page's
// opt-in rules: nothing is sent to a channel until its own confirmation link is followed.

describe.each(await dialectsUnderTest())('news consent given while booking on %s', (dialect) => {
  let server: TestServer;
  let required: number;
  let restaurantId: number;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    required = (await questionIds(server)).required;
    restaurantId = (await restaurantRow(server)).id;
    owner = (await sessionsFor(server, restaurantId)).owner;
  });
  afterAll(async () => server?.close());

  const book = (overrides: Record<string, unknown>) => server.call('POST', '/api/bookings', bookingBody(required, overrides));
  const subscriptionsOf = (email: string) => server.db.kysely.selectFrom('subscriptions').selectAll().where('email', '=', email).execute();
  const outboxTo = (recipient: string, kind: string) =>
    server.db.kysely.selectFrom('outbox').selectAll().where('recipient', '=', recipient).where('kind', '=', kind).execute();

  it('makes the diner a pending subscriber of the restaurant, with the booking, text, time and channels as proof', async () => {
    const res = await book({ name: 'Léa Moreau', email: 'lea.moreau@exemple.fr', phoneNumber: '06 11 22 33 44', sms: true, language: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = await bookingByShortId(server, res.body.object.shortId);
    const [row, ...more] = await subscriptionsOf('lea.moreau@exemple.fr');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      restaurant_id: restaurantId,
      phone_number: '+33611223344',
      status: 'pending',
      consent_channels: 'email,sms',
      consent_text: BOOKING_NEWS_CONSENT.en,
      source_booking_id: booking.id,
      language: 'en',
      confirmed_at: null,
      phone_confirmed_at: null,
    });
    expect(Date.parse(row!.consent_at)).toBe(Date.parse(booking.created_at));
    // The same double opt-in as the sign-up page: a link by e-mail, a link by SMS.
    expect(await outboxTo('lea.moreau@exemple.fr', 'subscription_confirm')).toHaveLength(1);
    expect(await outboxTo('+33611223344', 'subscription_phone_confirm')).toHaveLength(1);

    // The owner sees the subscriber under Communications › Abonnés, with where the consent was given.
    const list = await server.call('GET', `/api/staff/restaurants/${restaurantId}/subscribers?search=lea.moreau`, undefined, bearer(owner));
    expect(list.status).toBe(200);
    expect(list.body.object.subscribers).toEqual([
      expect.objectContaining({ email: 'lea.moreau@exemple.fr', status: 'pending', source_booking: { reference: booking.reference, date: DAY.thursday } }),
    ]);

    // The guest card says the guest has yet to confirm their subscription.
    const guestOf = async () => {
      const found = await server.call('GET', `/api/staff/restaurants/${restaurantId}/guests?search=lea.moreau`, undefined, bearer(owner));
      const guid = found.body.object.guests[0].guid as string;
      return (await server.call('GET', `/api/staff/restaurants/${restaurantId}/guests/${guid}`, undefined, bearer(owner))).body.object;
    };
    expect((await guestOf()).subscription).toBe('pending');

    // Confirmed by the e-mailed link, the subscriber receives mailings by e-mail (not yet by SMS).
    const confirmed = await server.call('POST', `/api/subscriptions/confirm/${row!.confirm_token}`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const after = (await subscriptionsOf('lea.moreau@exemple.fr'))[0]!;
    expect(after).toMatchObject({ status: 'active', phone_confirmed_at: null });
    expect(after.confirmed_at).not.toBeNull();
    expect((await guestOf()).subscription).toBe('active');
  });

  it('subscribes nobody when the box is left unticked', async () => {
    const res = await book({ name: 'Paul Petit', email: 'paul.petit@exemple.fr', phoneNumber: '06 11 22 33 45', sms: false });
    expect(res.status).toBe(201);
    expect(await subscriptionsOf('paul.petit@exemple.fr')).toHaveLength(0);
    expect(await outboxTo('paul.petit@exemple.fr', 'subscription_confirm')).toHaveLength(0);
  });

  it('keeps one subscription per contact, and a landline gets no SMS opt-in', async () => {
    const first = await book({ name: 'Zoé Roux', email: 'zoe.roux@exemple.fr', phoneNumber: '01 42 72 18 31', sms: true });
    expect(first.status).toBe(201);
    const [row] = await subscriptionsOf('zoe.roux@exemple.fr');
    expect(row).toMatchObject({ phone_number: '', consent_channels: 'email', status: 'pending' });
    const again = await book({ name: 'Zoé Roux', email: 'zoe.roux@exemple.fr', phoneNumber: '01 42 72 18 31', sms: true, hour: '20:30' });
    expect(again.status).toBe(201);
    expect(await subscriptionsOf('zoe.roux@exemple.fr')).toHaveLength(1);
  });
});
